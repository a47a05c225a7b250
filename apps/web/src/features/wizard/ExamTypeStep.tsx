import type { ExamType } from '@prepa/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { ExamTypeCard } from '../../components/ExamTypeCard';
import { LoadingView } from '../../components/LoadingView';
import { EmptyState, ErrorState } from '../../components/StateViews';
import { errorMessage } from '../../lib/api-client';
import { wizard as m } from '../../lib/messages';

/** Step 1: the exam types. */
export function ExamTypeStep({
  query,
  onPick,
}: {
  query: UseQueryResult<ExamType[]>;
  onPick: (slug: string) => void;
}) {
  if (query.isPending) return <LoadingView />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, m.examTypesError)}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.length === 0) return <EmptyState title={m.examTypesEmpty} />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {query.data.map((t) => (
        <li key={t.slug}>
          <ExamTypeCard examType={t} onChoose={onPick} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
