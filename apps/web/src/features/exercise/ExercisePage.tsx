import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { RequireAuth } from '../../app/guards';
import { paths } from '../../app/paths';
import { LoadingView } from '../../components/LoadingView';
import { EmptyState, ErrorState } from '../../components/StateViews';
import { useToast } from '../../components/toast-context';
import { errorMessage } from '../../lib/api-client';
import { exercise as t } from '../../lib/messages';
import { useTitle } from '../../lib/use-title';
import { ExerciseScreen } from './ExerciseScreen';
import { SessionProblem, useAttemptSession } from './use-attempt-session';

function ExerciseLoader({ slug }: { slug: string }) {
  useTitle(t.title);
  const toast = useToast();
  const session = useAttemptSession(slug);
  const announced = useRef<string | null>(null);
  useEffect(() => {
    const s = session.data;
    if (!s || announced.current === s.attemptSlug) return;
    announced.current = s.attemptSlug;
    if (s.resumed) toast.info(t.resumed);
    else toast.success(t.started);
  }, [session.data, toast]);

  if (session.isPending) return <LoadingView />;
  if (session.isError) {
    const err = session.error;
    return (
      <section className="container-page py-8">
        {err instanceof SessionProblem && err.kind === 'empty' ? (
          <EmptyState title={t.noQuestions} />
        ) : err instanceof SessionProblem ? (
          <ErrorState title={t.loadErrorTitle} message={t.locked}>
            <Link to={paths.packages} className="btn btn-primary">
              {t.buyPackage}
            </Link>
          </ErrorState>
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
  return <ExerciseScreen key={session.data.attemptSlug} session={session.data} />;
}

/** /exercice/{slug}: taking an exercise in exam mode (SPEC §2). */
export default function ExercisePage() {
  const { slug = '' } = useParams();
  return (
    <RequireAuth>
      <ExerciseLoader key={slug} slug={slug} />
    </RequireAuth>
  );
}
