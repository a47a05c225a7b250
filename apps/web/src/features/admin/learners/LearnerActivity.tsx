import type { AdminLearnerDetail } from '@prepa/shared';
import { formatDate, formatDateTime, formatPrice } from '../../../lib/format';
import { adminLearners as m } from '../../../lib/messages';

/** The learner's latest attempts and all their payments. */
export function LearnerActivity({ detail }: { detail: AdminLearnerDetail }) {
  const { attempts, payments } = detail;
  return (
    <>
      <section aria-labelledby="attempts-title" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="attempts-title" className="text-lg font-bold text-slate-900">
          {m.attempts}
        </h2>
        {attempts.count === 0 ? (
          <p className="mt-2 text-slate-700">{m.noAttempt}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-700">
              {m.attemptsCount(attempts.results.length, attempts.count)}
            </p>
            <ul className="mt-2 divide-y divide-slate-200">
              {attempts.results.map((a) => (
                <li key={a.slug} className="py-2" data-testid="attempt">
                  <p className="font-semibold text-slate-900">{a.exercise_title}</p>
                  <p className="text-sm text-slate-700">
                    {a.exam_name} · {a.practice_type === 'exam' ? m.exam : m.training} ·{' '}
                    {formatDateTime(a.started_at)} · {m.answers(a.answers)} ·{' '}
                    {a.completed_at === null
                      ? m.inProgress
                      : a.note_20 !== null
                        ? m.note(a.note_20)
                        : a.score !== null
                          ? m.score(a.score)
                          : formatDate(a.completed_at)}
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="payments-title" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="payments-title" className="text-lg font-bold text-slate-900">
          {m.payments}
        </h2>
        {payments.length === 0 ? (
          <p className="mt-2 text-slate-700">{m.noPayment}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {payments.map((p) => (
              <li key={p.reference} className="py-2" data-testid="payment">
                <p className="font-semibold text-slate-900">
                  {p.package_name} · {formatPrice(p.amount)}
                </p>
                <p className="break-all text-sm text-slate-700">
                  {m.paymentStatus[p.status] ?? p.status} · {formatDateTime(p.created_at)} · {p.provider} ·{' '}
                  {p.reference}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
