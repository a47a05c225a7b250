import { useId, useState } from 'react';
import { LoadingView } from '../../../components/LoadingView';
import { ErrorState } from '../../../components/StateViews';
import { formatDate, formatPrice } from '../../../lib/format';
import { adminBilling as m, adminShell } from '../../../lib/messages';
import { useRevenue } from '../../../api/admin-billing';

/** Revenue of paid payments per day, newest day first, with a bar per day. */
export function RevenuePanel() {
  const id = useId();
  const [days, setDays] = useState(30);
  const q = useRevenue(days);
  const data = q.data;
  const max = Math.max(1, ...(data?.days.map((d) => d.amount) ?? [1]));
  return (
    <div className="space-y-4">
      <div className="w-full sm:w-56">
        <label htmlFor={id} className="field-label">
          {m.period_}
        </label>
        <select
          id={id}
          className="field-input"
          value={days}
          onChange={(e) => setDays(Number(e.target.value))}
        >
          {[7, 30, 90, 365].map((n) => (
            <option key={n} value={n}>
              {m.lastDays(n)}
            </option>
          ))}
        </select>
      </div>
      {q.isPending ? (
        <LoadingView />
      ) : q.isError || !data ? (
        <ErrorState message={adminShell.loadError} onRetry={() => void q.refetch()} />
      ) : (
        <>
          <p className="text-lg font-bold text-slate-900" data-testid="revenue-total">
            {m.revenueTotal(formatPrice(data.total.amount), data.total.payments)}
          </p>
          <p className="text-sm text-slate-600">{m.timeZone}</p>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300 text-slate-700">
                <th scope="col" className="py-2 pr-2">
                  {m.day}
                </th>
                <th scope="col" className="py-2 pr-2">
                  {m.paymentsCol}
                </th>
                <th scope="col" className="py-2">
                  {m.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...data.days].reverse().map((d) => (
                <tr key={d.day} className="border-b border-slate-100">
                  <td className="py-1.5 pr-2 whitespace-nowrap">{formatDate(`${d.day}T12:00:00Z`)}</td>
                  <td className="py-1.5 pr-2 tabular-nums">{d.payments}</td>
                  <td className="py-1.5">
                    <span className="tabular-nums">{formatPrice(d.amount)}</span>
                    <span
                      aria-hidden="true"
                      className="mt-1 block h-1.5 rounded bg-blue-700"
                      style={{ width: `${Math.round((d.amount / max) * 100)}%` }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
