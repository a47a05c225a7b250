import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { LoadingView } from '../../components/LoadingView';
import { EmptyState, ErrorState } from '../../components/StateViews';
import { useToast } from '../../components/toast-context';
import { errorMessage } from '../../lib/api-client';
import { history as m } from '../../lib/messages';
import { useDebounced } from '../../lib/use-debounced';
import { useTitle } from '../../lib/use-title';
import { AttemptRow } from './AttemptRow';
import { HistoryFilters } from './HistoryFilters';
import {
  attemptsQueryOf,
  type HistoryAction,
  historyReducer,
  paramsFromView,
  serverPage,
  viewFromParams,
} from '../../lib/history-logic';
import { Pager } from './Pager';
import { useAttemptsPage } from '../../api/attempts';

/** /dashboard/history: search, status filter, sort, 10 per page (the server pages and filters); the view lives in the address. */
export default function HistoryPage() {
  useTitle(m.title);
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const view = viewFromParams(params);
  // Typing replaces the current entry (no entry per key); a filter, a sort or a page is a step
  // "back" returns from.
  const dispatch = (a: HistoryAction) =>
    setParams(paramsFromView(historyReducer(view, a)), { replace: a.type === 'search' });
  const search = useDebounced(view.search, 300);
  const query = useAttemptsPage(attemptsQueryOf({ ...view, search }));

  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(m.loadErrorToast);
  }, [failedAt, toast]);

  const page = serverPage(query.data, view.page);
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
            <ul
              className="space-y-3"
              data-testid="history-list"
              aria-busy={query.isFetching || search !== view.search}
            >
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
