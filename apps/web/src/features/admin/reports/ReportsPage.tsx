import type { AdminReport, ReportStatus } from '@prepa/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { LoadingView } from '../../../components/LoadingView';
import { EmptyState, ErrorState } from '../../../components/StateViews';
import { useToast } from '../../../components/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { adminReports as m, adminShell } from '../../../lib/messages';
import { useTitle } from '../../../lib/use-title';
import { adminPaths } from '../admin-paths';
import { AdminPager } from '../ui/AdminPager';
import { StatusTabs } from '../ui/StatusTabs';
import { useReports, useUpdateReport } from '../../../api/reports';

/** One report: the question it is about (with a link to its editor), the learner's words, the triage. */
function ReportItem({ r }: { r: AdminReport }) {
  const id = useId();
  const toast = useToast();
  const update = useUpdateReport();
  const [resolution, setResolution] = useState('');
  const act = (status: ReportStatus) =>
    update.mutate(
      { id: r.id, status, resolution },
      {
        onSuccess: (res) => toast.success(res.detail),
        onError: (err) => toast.error(errorMessage(err, adminShell.saveError)),
      },
    );
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-4" data-testid="report">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">{m.categories[r.category]}</p>
        <p className="text-sm text-slate-600">
          {m.by(r.reporter, formatDateTime(r.created_at), m.contexts[r.context] ?? r.context)}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        {m.question(r.question.order, r.question.exercise, r.question.exam_type)}
      </p>
      <blockquote className="border-l-4 border-slate-300 pl-3 text-slate-800">{r.question.text}</blockquote>
      <p className="whitespace-pre-line text-slate-900">{r.comment || m.noComment}</p>
      {r.others_open > 0 && (
        <p className="text-sm font-medium text-amber-900">{m.othersOpen(r.others_open)}</p>
      )}
      <Link
        className="inline-block font-semibold text-blue-800 underline"
        to={adminPaths.exercise(r.question.exercise_slug)}
      >
        {m.openEditor}
      </Link>
      {r.status === 'open' ? (
        <div className="space-y-2 border-t border-slate-200 pt-3">
          <label htmlFor={`${id}-res`} className="field-label">
            {m.resolution}
          </label>
          <textarea
            id={`${id}-res`}
            className="field-input min-h-16"
            maxLength={1000}
            value={resolution}
            onChange={(e) => setResolution(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-primary"
              disabled={update.isPending}
              onClick={() => act('resolved')}
            >
              {m.resolve}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={update.isPending}
              onClick={() => act('rejected')}
            >
              {m.reject}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-3">
          <p className="text-sm text-slate-700">
            {m.handled(r.handled_by, formatDateTime(r.handled_at))}
            {r.resolution ? ` — ${r.resolution}` : ''}
          </p>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={update.isPending}
            onClick={() => act('open')}
          >
            {m.reopen}
          </button>
        </div>
      )}
    </li>
  );
}

/** The triage list of learners' reports: open, resolved, rejected. */
export default function ReportsPage() {
  useTitle(m.title);
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const q = useReports(status, page);
  const data = q.data;
  return (
    <section aria-labelledby="reports-title" className="space-y-4">
      <h1 id="reports-title" className="text-2xl font-bold text-slate-900">
        {m.title}
      </h1>
      <p className="max-w-3xl text-slate-700">{m.intro}</p>
      <StatusTabs
        label={m.tabsLabel}
        tabs={m.tabs}
        current={status}
        counts={data?.counts}
        onChange={(s) => {
          setStatus(s);
          setPage(1);
        }}
      />
      {q.isPending ? (
        <LoadingView />
      ) : q.isError || !data ? (
        <ErrorState message={adminShell.loadError} onRetry={() => void q.refetch()} />
      ) : data.results.length === 0 ? (
        <EmptyState title={m.empty[status]} />
      ) : (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {m.count(data.count)}
          </p>
          <ul className="space-y-3">
            {data.results.map((r) => (
              <ReportItem key={r.id} r={r} />
            ))}
          </ul>
          <AdminPager
            page={page}
            pageCount={Math.max(1, Math.ceil(data.count / data.page_size))}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
