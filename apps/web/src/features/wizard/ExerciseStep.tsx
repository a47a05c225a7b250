import type { Exercise } from '@prepa/shared';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../lib/paths';
import { ExerciseCard } from '../../components/ExerciseCard';
import { LoadingView } from '../../components/LoadingView';
import { EmptyState, ErrorState } from '../../components/StateViews';
import { useToast } from '../../components/toast-context';
import { errorMessage } from '../../lib/api-client';
import { wizard as m } from '../../lib/messages';
import { useSiteInfo } from '../../lib/site';
import { useSession } from '../../lib/use-session';
import { useExamExercises } from '../../api/catalog';

/** Step 4 (exam mode): every exercise of the exam with the server's lock state. */
export function ExerciseStep({ examSlug }: { examSlug: string }) {
  const query = useExamExercises(examSlug);
  const signedIn = !!useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const empty = query.isSuccess && query.data.length === 0;
  // The operator's rule for this exam type, as the server applies it (GET /api/site/).
  const { examTypeSlug } = useParams();
  const rule = useSiteInfo().data?.access.find((a) => a.exam_type === examTypeSlug);

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
      {rule && (
        <p className="mb-4 text-sm text-slate-700">
          {m.locksInfo(rule.free_exercises, rule.free_exam_correction)}
        </p>
      )}
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
