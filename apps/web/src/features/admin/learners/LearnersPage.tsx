import type { AdminLearnerSummary } from '@prepa/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingView } from '../../../components/LoadingView';
import { EmptyState, ErrorState } from '../../../components/StateViews';
import { formatDate } from '../../../lib/format';
import { adminLearners as m, adminShell } from '../../../lib/messages';
import { useTitle } from '../../../lib/use-title';
import { adminPaths } from '../admin-paths';
import { AdminPager } from '../ui/AdminPager';
import { LEARNERS_PAGE_SIZE, useLearners } from '../../../api/admin-learners';

export function StatusBadge({ u }: { u: AdminLearnerSummary }) {
  const [label, cls] = u.deleted_at
    ? [m.deleted, 'bg-slate-200 text-slate-800']
    : !u.is_active
      ? [m.disabled, 'bg-red-100 text-red-900']
      : u.role === 'admin'
        ? [m.admin, 'bg-blue-100 text-blue-900']
        : [m.active, 'bg-green-100 text-green-900'];
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${cls}`}>{label}</span>;
}

/** Search of learner accounts; each result opens the learner's page. */
export default function LearnersPage() {
  useTitle(m.title);
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(search);
  const q = useLearners(search, page);
  const go = (next: { q?: string; page?: number }) => {
    const p = new URLSearchParams();
    const s = next.q ?? search;
    if (s) p.set('q', s);
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p);
  };
  return (
    <section aria-labelledby="learners-title">
      <h1 id="learners-title" className="text-2xl font-bold text-slate-900">
        {m.title}
      </h1>
      <p className="mt-1 text-slate-700">{m.intro}</p>
      <form
        role="search"
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          go({ q: text.trim(), page: 1 });
        }}
      >
        <div className="w-full sm:w-80">
          <label htmlFor="learner-search" className="field-label">
            {m.searchLabel}
          </label>
          <input
            id="learner-search"
            type="search"
            className="field-input"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {m.search}
        </button>
      </form>
      <div className="mt-6">
        {q.isPending ? (
          <LoadingView />
        ) : q.isError ? (
          <ErrorState message={adminShell.loadError} onRetry={() => void q.refetch()} />
        ) : q.data.results.length === 0 ? (
          <EmptyState title={m.empty} />
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-700" aria-live="polite">
              {m.count(q.data.count)}
            </p>
            <ul className="space-y-2">
              {q.data.results.map((u) => (
                <li key={u.id}>
                  <Link
                    to={adminPaths.learner(u.id)}
                    className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-blue-700"
                    data-testid="learner-row"
                  >
                    <span className="flex flex-wrap items-center justify-between gap-2">
                      <span className="break-all font-semibold text-blue-800">{u.email}</span>
                      <StatusBadge u={u} />
                    </span>
                    <span className="mt-1 block text-sm text-slate-700">
                      {`${u.first_name} ${u.last_name}`.trim() || m.noName} ·{' '}
                      {m.joined(formatDate(u.date_joined))}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <AdminPager
              page={page}
              pageCount={Math.ceil(q.data.count / LEARNERS_PAGE_SIZE)}
              onPage={(p) => go({ page: p })}
            />
          </>
        )}
      </div>
    </section>
  );
}
