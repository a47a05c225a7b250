import { Fragment, type ReactNode } from 'react';
import { LoadingView } from '../../../components/LoadingView';
import { ErrorState } from '../../../components/StateViews';
import { adminShell } from '../../../lib/messages';

/**
 * A back-office list with its creation form above it: loading and error states, an
 * optional intro, the "new" section titled by `newTitle`, then one item per row.
 */
export function AdminListPanel<T>({
  query,
  intro,
  newId,
  newTitle,
  form,
  itemKey,
  renderItem,
}: {
  query: { isPending: boolean; isError: boolean; data?: T[]; refetch: () => Promise<unknown> };
  intro?: string;
  newId: string;
  newTitle: string;
  form: ReactNode;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingView />;
  if (query.isError || !query.data)
    return <ErrorState message={adminShell.loadError} onRetry={() => void query.refetch()} />;
  return (
    <div className="space-y-4">
      {intro && <p className="text-slate-700">{intro}</p>}
      <section className="rounded-xl border border-slate-200 bg-slate-50 p-4" aria-labelledby={newId}>
        <h2 id={newId} className="mb-2 font-bold text-slate-900">
          {newTitle}
        </h2>
        {form}
      </section>
      <ul className="space-y-3">
        {query.data.map((item) => (
          <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
        ))}
      </ul>
    </div>
  );
}

/** One row of an admin list: title and status on a line, details, actions, then anything below. */
export function AdminListItem({
  testId,
  title,
  status,
  statusOn,
  details,
  actions,
  children,
}: {
  testId: string;
  title: ReactNode;
  status: ReactNode;
  statusOn: boolean;
  details: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-4" data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">{title}</p>
        <p className={`text-sm font-medium ${statusOn ? 'text-emerald-800' : 'text-slate-600'}`}>{status}</p>
      </div>
      {details}
      <div className="flex flex-wrap gap-2">{actions}</div>
      {children}
    </li>
  );
}
