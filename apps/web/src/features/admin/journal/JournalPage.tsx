import type { AuditEntry } from '@prepa/shared';
import { useState } from 'react';
import { LoadingView } from '../../../components/LoadingView';
import { EmptyState, ErrorState } from '../../../components/StateViews';
import { formatDateTime } from '../../../lib/format';
import { adminJournal as m, adminShell } from '../../../lib/messages';
import { useTitle } from '../../../lib/use-title';
import { AdminPager } from '../ui/AdminPager';
import { JOURNAL_PAGE_SIZE, useAudit } from '../../../api/audit';

function details(d: Record<string, unknown>): string {
  return Object.entries(d)
    .map(([k, v]) => {
      const text =
        typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v)
          ? formatDateTime(v)
          : typeof v === 'string'
            ? v
            : JSON.stringify(v);
      return `${m.detailKeys[k] ?? k} : ${text}`;
    })
    .join(' · ');
}

function Entry({ e }: { e: AuditEntry }) {
  const who = e.actor_email ?? (e.actor_id === null ? m.system : m.deletedActor);
  const text = details(e.details);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="audit-entry">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">{m.actions[e.action] ?? e.action}</p>
        <p className="text-sm text-slate-600">{formatDateTime(e.created_at)}</p>
      </div>
      <p className="mt-1 break-words text-sm text-slate-700">
        {m.who} {who} · {m.target} : {m.targets[e.target_type] ?? e.target_type}
        {e.target_id ? ` ${e.target_id}` : ''}
      </p>
      {text && <p className="mt-1 break-words text-sm text-slate-600">{text}</p>}
    </li>
  );
}

/** The audit log: who did what, when, filtered by kind of action or target. */
export default function JournalPage() {
  useTitle(m.title);
  const [page, setPage] = useState(1);
  const [action, setAction] = useState('');
  const [target, setTarget] = useState('');
  const [targetId, setTargetId] = useState('');
  const q = useAudit({ page, ...(action ? { action } : {}), ...(targetId ? { target_id: targetId } : {}) });
  const data = q.data;
  return (
    <section aria-labelledby="journal-title">
      <h1 id="journal-title" className="text-2xl font-bold text-slate-900">
        {m.title}
      </h1>
      <p className="mt-1 text-slate-700">{m.intro}</p>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(ev) => {
          ev.preventDefault();
          setPage(1);
          setTargetId(target.trim());
        }}
      >
        <div className="w-full sm:w-56">
          <label htmlFor="journal-action" className="field-label">
            {m.filter}
          </label>
          <select
            id="journal-action"
            className="field-input"
            value={action}
            onChange={(ev) => {
              setPage(1);
              setAction(ev.target.value);
            }}
          >
            <option value="">{m.filterAll}</option>
            {Object.entries(m.groups).map(([prefix, label]) => (
              <option key={prefix} value={prefix}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="w-full sm:w-56">
          <label htmlFor="journal-target" className="field-label">
            {m.filterTarget}
          </label>
          <input
            id="journal-target"
            className="field-input"
            value={target}
            onChange={(ev) => setTarget(ev.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-secondary">
          {m.apply}
        </button>
      </form>
      <div className="mt-6">
        {q.isPending ? (
          <LoadingView />
        ) : q.isError || !data ? (
          <ErrorState message={adminShell.loadError} onRetry={() => void q.refetch()} />
        ) : data.results.length === 0 ? (
          <EmptyState title={m.empty} />
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-700" aria-live="polite">
              {m.count(data.count)}
            </p>
            <ul className="space-y-3">
              {data.results.map((e) => (
                <Entry key={e.id} e={e} />
              ))}
            </ul>
            <AdminPager
              page={page}
              pageCount={Math.max(1, Math.ceil(data.count / JOURNAL_PAGE_SIZE))}
              onPage={setPage}
            />
          </>
        )}
      </div>
    </section>
  );
}
