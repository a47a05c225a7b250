import type { Exam, ExamType } from '@prepa/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ExamCard } from '../../components/ExamCard';
import { LoadingView } from '../../components/LoadingView';
import { EmptyState, ErrorState } from '../../components/StateViews';
import { useToast } from '../../components/toast-context';
import { errorMessage } from '../../lib/api-client';
import { common, examCards, wizard as m } from '../../lib/messages';
import { useSession } from '../../lib/use-session';
import { useFavorite } from '../../api/favorites';

/** Step 2: the exams of the chosen exam type, with favourites for signed-in learners. */
export function ExamStep({
  examTypes,
  examTypeSlug,
  query,
  onPick,
  onRestart,
}: {
  examTypes: UseQueryResult<ExamType[]>;
  examTypeSlug: string;
  query: UseQueryResult<Exam[]>;
  onPick: (slug: string) => void;
  onRestart: () => void;
}) {
  const signedIn = !!useSession();
  const toast = useToast();
  const favorite = useFavorite();
  const [favoritesOnly, setFavoritesOnly] = useState(false);

  if (examTypes.isSuccess && !examTypes.data.some((t) => t.slug === examTypeSlug))
    return <NotFound onRestart={onRestart} />;
  if (query.isPending) return <LoadingView />;
  if (query.isError)
    return (
      <ErrorState message={errorMessage(query.error, m.examsError)} onRetry={() => void query.refetch()} />
    );
  if (query.data.length === 0) return <EmptyState title={m.examsEmpty} text={m.examsEmptyText} />;

  const toggle = (exam: Exam) =>
    favorite.mutate(
      { slug: exam.slug, on: !exam.isFavorite },
      {
        onSuccess: (r) => toast.success(r.isFavorite ? examCards.favoriteAdded : examCards.favoriteRemoved),
        onError: (err) => toast.error(errorMessage(err, examCards.favoriteError)),
      },
    );
  const list = favoritesOnly ? query.data.filter((x) => x.isFavorite) : query.data;

  return (
    <>
      {signedIn && (
        <label className="mb-4 inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-5 accent-blue-700"
            checked={favoritesOnly}
            onChange={(e) => setFavoritesOnly(e.target.checked)}
          />
          {m.favoritesOnly}
        </label>
      )}
      {list.length === 0 ? (
        <EmptyState title={m.noFavorites} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((exam) => (
            <li key={exam.slug}>
              <ExamCard
                exam={exam}
                headingLevel={3}
                onChoose={onPick}
                onToggleFavorite={signedIn ? toggle : undefined}
                favoriteBusy={favorite.isPending && favorite.variables?.slug === exam.slug}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function NotFound({ onRestart }: { onRestart: () => void }) {
  return (
    <EmptyState
      title={m.notFound}
      text={m.notFoundText}
      action={
        <button type="button" className="btn btn-secondary" onClick={onRestart}>
          {common.back}
        </button>
      }
    />
  );
}
