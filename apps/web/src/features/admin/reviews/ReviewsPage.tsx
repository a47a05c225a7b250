import type { ReviewState } from '@prepa/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingView } from '../../../components/LoadingView';
import { EmptyState, ErrorState } from '../../../components/StateViews';
import { useToast } from '../../../components/toast-context';
import { useSession } from '../../../lib/use-session';
import { formatDateTime } from '../../../lib/format';
import { adminReviews as m, adminShell } from '../../../lib/messages';
import { useTitle } from '../../../lib/use-title';
import { adminPaths } from '../admin-paths';
import { AdminPager } from '../ui/AdminPager';
import { downloadFile } from '../../../api/downloads';
import { StatusTabs } from '../ui/StatusTabs';
import { useReviews } from '../../../api/admin-reviews';

/** The reviewers' queue: requests oldest first, done reviews latest first; the CSV export. */
export default function ReviewsPage() {
  useTitle(m.title);
  const toast = useToast();
  const isAdmin = useSession()?.user?.role === 'admin';
  const [state, setState] = useState<ReviewState>('requested');
  const [page, setPage] = useState(1);
  const q = useReviews(state, page);
  const data = q.data;
  const exportCsv = () =>
    downloadFile('adminReviews.exportCsv', 'relectures-notes.csv').catch(() => toast.error(m.exportError));
  return (
    <section aria-labelledby="reviews-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 id="reviews-title" className="text-2xl font-bold text-slate-900">
          {m.title}
        </h1>
        {isAdmin && (
          <button type="button" className="btn btn-secondary" onClick={() => void exportCsv()}>
            <Download aria-hidden="true" className="size-4" />
            {m.exportCsv}
          </button>
        )}
      </div>
      <p className="max-w-3xl text-slate-700">{m.intro}</p>
      <StatusTabs
        label={m.tabsLabel}
        tabs={m.tabs}
        current={state}
        counts={data?.counts}
        onChange={(s) => {
          setState(s);
          setPage(1);
        }}
      />
      {q.isPending ? (
        <LoadingView />
      ) : q.isError || !data ? (
        <ErrorState message={adminShell.loadError} onRetry={() => void q.refetch()} />
      ) : data.results.length === 0 ? (
        <EmptyState title={m.empty[state]} />
      ) : (
        <>
          <ul className="space-y-3">
            {data.results.map((r) => (
              <li
                key={r.id}
                className="rounded-xl border border-slate-200 bg-white p-4"
                data-testid="review-item"
              >
                <p className="font-semibold text-slate-900">
                  {m.item(m.skill[r.skill] ?? r.skill, r.question_order, r.exercise, r.exam_type)}
                </p>
                <p className="text-sm text-slate-700">
                  {m.requestedBy(r.learner, formatDateTime(r.requested_at))}
                </p>
                <p className="text-sm text-slate-700">{m.autoNote(r.auto_note_20)}</p>
                {r.human_note_20 !== null && (
                  <p className="text-sm font-semibold text-emerald-900">
                    {m.humanNote(r.human_note_20, r.reviewer)}
                  </p>
                )}
                <Link to={`${adminPaths.reviews}/${r.id}`} className="btn btn-primary mt-3">
                  {r.state === 'done' ? m.done : m.open}
                </Link>
              </li>
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
