import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../lib/paths';
import { LoadingView } from '../../components/LoadingView';
import { EmptyState, ErrorState } from '../../components/StateViews';
import { useToast } from '../../components/toast-context';
import { errorMessage } from '../../lib/api-client';
import { exercise as t } from '../../lib/messages';
import { useTitle } from '../../lib/use-title';
import { ExerciseScreen } from './ExerciseScreen';
import { LockedView } from './LockedView';
import { StartScreen } from './StartScreen';
import type { AttemptSession } from './attempt-session';
import { SessionProblem, beginSession, useAttemptSession } from './use-attempt-session';

function ExerciseLoader({ slug }: { slug: string }) {
  useTitle(t.title);
  const toast = useToast();
  const navigate = useNavigate();
  const session = useAttemptSession(slug);
  const [begun, setBegun] = useState<AttemptSession | null>(null);
  const [starting, setStarting] = useState(false);
  const current = begun ?? (session.data?.kind === 'resume' ? session.data.session : null);
  const announced = useRef<string | null>(null);
  useEffect(() => {
    const s = current;
    if (!s || announced.current === s.attemptSlug) return;
    announced.current = s.attemptSlug;
    // The exam screen replaces the start screen at the same address: it opens at its top.
    window.scrollTo(0, 0);
    if (s.offline) toast.warning(t.resumedOffline);
    else if (s.resumed) toast.info(t.resumed);
    else toast.success(t.started);
  }, [current, toast]);

  if (session.isPending) return <LoadingView />;
  if (session.isError) {
    const err = session.error;
    return (
      <section className="container-page py-8">
        {err instanceof SessionProblem && err.kind === 'empty' ? (
          <EmptyState title={t.noQuestions} />
        ) : err instanceof SessionProblem ? (
          <LockedView exercise={err.exercise} />
        ) : (
          <ErrorState
            title={t.loadErrorTitle}
            message={errorMessage(err, t.loadError)}
            onRetry={() => void session.refetch()}
          />
        )}
      </section>
    );
  }
  if (current) return <ExerciseScreen key={current.attemptSlug} session={current} />;
  if (session.data.kind !== 'start') return <LoadingView />;
  const exercise = session.data.exercise;
  return (
    <StartScreen
      exercise={exercise}
      starting={starting}
      onBack={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.dashboard))}
      onStart={() => {
        setStarting(true);
        beginSession(exercise).then(setBegun, (err: unknown) => {
          setStarting(false);
          toast.error(errorMessage(err, t.startError));
        });
      }}
    />
  );
}

/** /exercice/{slug}: taking an exercise in exam mode (SPEC §2). */
export default function ExercisePage() {
  const { slug = '' } = useParams();
  return <ExerciseLoader key={slug} slug={slug} />;
}
