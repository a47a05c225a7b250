import type { Exercise } from '@prepa/shared';
import { FREE_EXERCISES_PER_EXAM } from '../../lib/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { ExerciseCard } from '../../components/ExerciseCard';
import { LoadingView } from '../../components/LoadingView';
import { EmptyState, ErrorState } from '../../components/StateViews';
import { useToast } from '../../components/toast-context';
import { errorMessage } from '../../lib/api-client';
import { wizard as m } from '../../lib/messages';
import { useSession } from '../../lib/use-session';
import { useExamExercises } from '../catalog/use-exam-exercises';

/** Step 4 (exam mode): every exercise of the exam with the server's lock state. */
export function ExerciseStep({ examSlug }: { examSlug: string }) {
  const query = useExamExercises(examSlug);
  const signedIn = !!useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const empty = query.isSuccess && query.data.length === 0;

  useEffect(() => {
    if (empty) toast.warning(m.noExercises);
  }, [empty, toast]);

  if (query.isPending) return <LoadingView />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, m.exercisesError)}
        onRetry={() => void query.refetch()}
      />
    );
  if (empty) return <EmptyState title={m.noExercisesTitle} text={m.noExercisesText} />;

  const start = (e: Exercise) => {
    const target = paths.exercise(e.slug);
    navigate(signedIn ? target : paths.loginWithRedirect(target));
  };
  return (
    <>
      <p className="mb-4 text-sm text-slate-700">{m.locksInfo(FREE_EXERCISES_PER_EXAM)}</p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {query.data.map((e) => (
          <li key={e.slug}>
            <ExerciseCard exercise={e} onStart={start} />
          </li>
        ))}
      </ul>
    </>
  );
}
