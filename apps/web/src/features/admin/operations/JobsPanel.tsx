import { useState } from 'react';
import { LoadingView } from '../../../components/LoadingView';
import { EmptyState, ErrorState } from '../../../components/StateViews';
import { useToast } from '../../../components/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { adminOperations as m, adminShell } from '../../../lib/messages';
import { StatusTabs } from '../ui/StatusTabs';
import { useJobs, useRetryJob, type JobState } from '../../../api/admin-ops';

/** The job queue: counts per queue and state, the jobs of one state, a retry for failed ones. */
export function JobsPanel() {
  const toast = useToast();
  const [state, setState] = useState<JobState>('failed');
  const q = useJobs(state);
  const retry = useRetryJob();
  const data = q.data;
  return (
    <section aria-labelledby="jobs-title" className="space-y-3">
      <h2 id="jobs-title" className="text-xl font-bold text-slate-900">
        {m.jobs}
      </h2>
      <p className="text-slate-700">{m.jobsIntro}</p>
      {q.isPending ? (
        <LoadingView />
      ) : q.isError || !data ? (
        <ErrorState message={adminShell.loadError} onRetry={() => void q.refetch()} />
      ) : (
        <>
          {data.queues.length === 0 ? (
            <p className="text-slate-700">{m.noQueues}</p>
          ) : (
            // Scrolls sideways on a phone: focusable so that the keyboard can scroll it too.
            <div className="overflow-x-auto" role="region" aria-label={m.jobs} tabIndex={0}>
              <table className="w-full min-w-[28rem] text-left text-sm">
                <thead>
                  <tr className="border-b border-slate-300 text-slate-700">
                    {[m.queue, m.queued, m.running, m.failed, m.done24h].map((h) => (
                      <th key={h} scope="col" className="py-2 pr-3">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.queues.map((x) => (
                    <tr key={x.queue} className="border-b border-slate-100 tabular-nums">
                      <th scope="row" className="py-1.5 pr-3 font-medium">
                        {x.queue}
                      </th>
                      <td className="pr-3">{x.queued}</td>
                      <td className="pr-3">{x.running}</td>
                      <td className={`pr-3 ${x.failed ? 'font-bold text-red-800' : ''}`}>{x.failed}</td>
                      <td>{x.done_24h}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <StatusTabs label={m.stateLabel} tabs={m.states} current={state} onChange={setState} />
          {data.jobs.length === 0 ? (
            <EmptyState title={m.noJobs} />
          ) : (
            <ul className="space-y-2">
              {data.jobs.map((j) => (
                <li
                  key={j.id}
                  className="space-y-1 rounded-xl border border-slate-200 bg-white p-3 text-sm"
                  data-testid="job"
                >
                  <p className="font-semibold text-slate-900">
                    {m.job(j.id, j.queue, j.attempts, j.max_attempts)}
                  </p>
                  <p className="text-slate-600">{formatDateTime(j.finished_at ?? j.run_at)}</p>
                  <p className="break-all text-slate-700">{JSON.stringify(j.payload)}</p>
                  {j.last_error && (
                    <p className="break-words text-red-800">
                      {m.lastError} : {j.last_error}
                    </p>
                  )}
                  {j.state === 'failed' && (
                    <button
                      type="button"
                      className="btn btn-secondary"
                      disabled={retry.isPending}
                      onClick={() =>
                        retry.mutate(j.id, {
                          onSuccess: (r) => toast.success(r.detail),
                          onError: (err) => toast.error(errorMessage(err, adminShell.saveError)),
                        })
                      }
                    >
                      {m.retry}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
