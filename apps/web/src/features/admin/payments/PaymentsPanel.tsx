import type { AdminPayment } from '@prepa/shared';
import { useId, useState } from 'react';
import { LoadingView } from '../../../components/LoadingView';
import { EmptyState, ErrorState } from '../../../components/StateViews';
import { useToast } from '../../../components/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime, formatPrice } from '../../../lib/format';
import { adminBilling as m, adminShell } from '../../../lib/messages';
import { AdminPager } from '../ui/AdminPager';
import { usePayment, usePayments, useRecheck } from '../../../api/admin-billing';

const details = (d: Record<string, unknown>) =>
  Object.entries(d)
    .map(([k, v]) => `${k} : ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' · ');

function PaymentDetail({ reference }: { reference: string }) {
  const toast = useToast();
  const q = usePayment(reference);
  const recheck = useRecheck(reference);
  if (q.isPending) return <LoadingView />;
  if (q.isError || !q.data)
    return <ErrorState message={adminShell.loadError} onRetry={() => void q.refetch()} />;
  const p = q.data;
  return (
    <div className="space-y-2 border-t border-slate-200 pt-3 text-sm text-slate-800">
      <p>{m.checks(p.check_attempts, p.last_checked_at ? formatDateTime(p.last_checked_at) : null)}</p>
      {p.last_check_error && <p className="text-red-800">{m.lastError(p.last_check_error)}</p>}
      {p.subscription && (
        <p>{m.access(formatDate(p.subscription.start_date), formatDate(p.subscription.end_date))}</p>
      )}
      <h3 className="font-semibold text-slate-900">{m.events}</h3>
      <ol className="space-y-1" data-testid="payment-events">
        {p.events.map((e, i) => (
          <li key={i} className="break-words">
            {formatDateTime(e.created_at)} · {m.statuses[e.status] ?? e.status} · {e.source}
            {e.detail ? ` · ${details(e.detail)}` : ''}
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={recheck.isPending}
        onClick={() =>
          recheck.mutate(undefined, {
            onSuccess: (r) => toast.success(r.detail),
            onError: (err) => toast.error(errorMessage(err, adminShell.saveError)),
          })
        }
      >
        {recheck.isPending ? m.rechecking : m.recheck}
      </button>
    </div>
  );
}

function PaymentRow({ p }: { p: AdminPayment }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-4" data-testid="payment">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {formatPrice(p.amount)} · {m.statuses[p.status] ?? p.status}
          {p.refund_reason && <span className="ml-2 text-red-800">({m.refundDue})</span>}
        </p>
        <p className="text-sm text-slate-600">{formatDateTime(p.created_at)}</p>
      </div>
      <p className="break-words text-sm text-slate-700">
        {p.customer.name} · {p.customer.email} · {p.package_name}
        {p.promo_code ? ` · ${m.promo(p.promo_code)}` : ''}
      </p>
      <p className="break-all text-xs text-slate-600">
        {p.reference} · {p.provider}
        {p.provider_reference ? ` · ${p.provider_reference}` : ''}
      </p>
      <button
        type="button"
        className="btn btn-secondary"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? m.hide : m.details}
      </button>
      {open && <PaymentDetail reference={p.reference} />}
    </li>
  );
}

/** Payments, searchable by reference or e-mail, filtered by state, each with its history. */
export function PaymentsPanel() {
  const id = useId();
  const [text, setText] = useState('');
  const [f, setF] = useState({ status: '', q: '', page: 1 });
  const q = usePayments(f);
  const data = q.data;
  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-3"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setF((x) => ({ ...x, q: text.trim(), page: 1 }));
        }}
      >
        <div className="w-full sm:w-64">
          <label htmlFor={`${id}-q`} className="field-label">
            {m.search}
          </label>
          <input
            id={`${id}-q`}
            className="field-input"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className="w-full sm:w-48">
          <label htmlFor={`${id}-s`} className="field-label">
            {m.status}
          </label>
          <select
            id={`${id}-s`}
            className="field-input"
            value={f.status}
            onChange={(e) => setF((x) => ({ ...x, status: e.target.value, page: 1 }))}
          >
            <option value="">{m.allStatuses}</option>
            {Object.entries(m.statuses).map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-secondary">
          {m.filter}
        </button>
      </form>
      {q.isPending ? (
        <LoadingView />
      ) : q.isError || !data ? (
        <ErrorState message={adminShell.loadError} onRetry={() => void q.refetch()} />
      ) : data.results.length === 0 ? (
        <EmptyState title={m.noPayments} />
      ) : (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {m.count(data.count)}
          </p>
          <ul className="space-y-3">
            {data.results.map((p) => (
              <PaymentRow key={p.reference} p={p} />
            ))}
          </ul>
          <AdminPager
            page={f.page}
            pageCount={Math.max(1, Math.ceil(data.count / data.page_size))}
            onPage={(page) => setF((x) => ({ ...x, page }))}
          />
        </>
      )}
    </div>
  );
}
