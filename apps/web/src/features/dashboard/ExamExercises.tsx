import type { Exercise } from '@prepa/shared';
import { DASHBOARD_EXERCISES_PER_EXAM } from '../../lib/domain';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { ExerciseCard } from '../../components/ExerciseCard';
import { Spinner } from '../../components/LoadingView';
import { EmptyState, ErrorState } from '../../components/StateViews';
import { errorMessage } from '../../lib/api-client';
import { dashboard as m } from '../../lib/messages';
import { useExamExercises } from '../../api/catalog';

/** The first 6 exercises of an exam, with their lock state from the server. */
export function ExamExercises({ examSlug }: { examSlug: string }) {
  const q = useExamExercises(examSlug);
  const navigate = useNavigate();
  if (q.isPending)
    return (
      <div role="status" className="flex items-center justify-center gap-3 p-8 text-slate-700">
        <Spinner className="size-6" /> {m.loadingExercises}
      </div>
    );
  if (q.isError)
    return (
      <ErrorState
        title={m.loadError}
        message={errorMessage(q.error, m.exercisesError)}
        onRetry={() => void q.refetch()}
      />
    );
  if (q.data.length === 0) return <EmptyState title={m.noExercise} text={m.noExerciseText} />;
  const start = (e: Exercise) => navigate(paths.exercise(e.slug));
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {q.data.slice(0, DASHBOARD_EXERCISES_PER_EXAM).map((e) => (
        <li key={e.slug}>
          <ExerciseCard exercise={e} onStart={start} headingLevel={4} />
        </li>
      ))}
    </ul>
  );
}
