import { useEffect, useReducer } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { LoadingView } from '../../components/LoadingView';
import { EmptyState, ErrorState } from '../../components/StateViews';
import { useToast } from '../../components/toast-context';
import { errorMessage } from '../../lib/api-client';
import { history as m } from '../../lib/messages';
import { useTitle } from '../../lib/use-title';
import { AttemptRow } from './AttemptRow';
import { HistoryFilters } from './HistoryFilters';
import { historyPage, historyReducer, initialView } from './history-logic';
import { Pager } from './Pager';
import { useAttempts } from './use-attempts';

/** /dashboard/history: search, status filter, sort, 10 per page. */
export default function HistoryPage() {
  useTitle(m.title);
  const query = useAttempts();
  const toast = useToast();
  const [view, dispatch] = useReducer(historyReducer, initialView);

  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(m.loadErrorToast);
  }, [failedAt, toast]);

  const page = historyPage(query.data ?? [], view, m.exerciseFallback);
  const filtering = view.search.trim() !== '' || view.status !== '';

  return (
    <section aria-labelledby="history-title">
      <h1 id="history-title" className="text-2xl font-bold text-slate-900">
        {m.title}
      </h1>
      <p className="mt-1 text-slate-700">{m.intro}</p>
      <HistoryFilters view={view} dispatch={dispatch} />
      <div className="mt-4">
        {query.isPending ? (
          <LoadingView />
        ) : query.isError ? (
          <ErrorState
            title={m.loadError}
            message={errorMessage(query.error, m.loadErrorFallback)}
            onRetry={() => void query.refetch()}
          />
        ) : page.total === 0 ? (
          <EmptyState
            title={m.emptyTitle}
            text={filtering ? m.emptySearch : m.emptyNone}
            action={
              filtering ? (
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => dispatch({ type: 'reset' })}
                >
                  {m.clearFilters}
                </button>
              ) : (
                <Link to={paths.dashboard} className="btn btn-primary">
                  {m.emptyAction}
                </Link>
              )
            }
          />
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-700" aria-live="polite" data-testid="history-count">
              {m.count(page.total)} · {m.pageOf(page.page, page.pageCount)}
            </p>
            <ul className="space-y-3" data-testid="history-list">
              {page.items.map((a) => (
                <li key={a.slug}>
                  <AttemptRow attempt={a} />
                </li>
              ))}
            </ul>
            <Pager
              page={page.page}
              pageCount={page.pageCount}
              onPage={(p) => dispatch({ type: 'page', value: p })}
            />
          </>
        )}
      </div>
    </section>
  );
}
