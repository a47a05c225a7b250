import type { AdminPromo } from '@prepa/shared';
import { useState, type FormEvent } from 'react';
import { LoadingView } from '../../../components/LoadingView';
import { ErrorState } from '../../../components/StateViews';
import { useToast } from '../../../components/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { adminBilling as m, adminShell } from '../../../lib/messages';
import { TextField, fieldErrors } from '../ui/TextField';
import { usePromos, useSavePromo } from '../../../api/admin-billing';

function PromoForm() {
  const toast = useToast();
  const save = useSavePromo();
  const empty = { code: '', percentage: '', max_uses: '', valid_until: '', exam_types: '' };
  const [v, setV] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof v) => (x: string) => setV((o) => ({ ...o, [k]: x }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      code: v.code,
      percentage: v.percentage.trim() ? Number(v.percentage) : undefined,
      max_uses: v.max_uses.trim() ? Number(v.max_uses) : null,
      // End of the chosen day, Douala time (UTC+1).
      valid_until: v.valid_until ? `${v.valid_until}T23:59:59+01:00` : null,
      exam_types: v.exam_types
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    };
    save.mutate(
      { body },
      {
        onSuccess: () => {
          setErrors({});
          setV(empty);
          toast.success(m.saved);
        },
        onError: (err) => {
          setErrors(fieldErrors(err));
          toast.error(errorMessage(err, adminShell.saveError));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      <TextField label={m.code} value={v.code} onChange={set('code')} error={errors.code} className="w-40" />
      <TextField
        label={m.percentage}
        value={v.percentage}
        onChange={set('percentage')}
        error={errors.percentage}
        inputMode="numeric"
        className="w-32"
      />
      <TextField
        label={m.maxUses}
        value={v.max_uses}
        onChange={set('max_uses')}
        error={errors.max_uses}
        inputMode="numeric"
      />
      <TextField
        label={m.validUntil}
        value={v.valid_until}
        onChange={set('valid_until')}
        error={errors.valid_until}
        type="date"
      />
      <TextField
        label={m.examTypes}
        value={v.exam_types}
        onChange={set('exam_types')}
        error={errors.exam_types}
        className="w-full sm:w-96"
      />
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {m.create}
      </button>
    </form>
  );
}

function PromoItem({ p }: { p: AdminPromo }) {
  const toast = useToast();
  const save = useSavePromo();
  const run = (v: Parameters<typeof save.mutate>[0]) =>
    save.mutate(v, { onError: (err) => toast.error(errorMessage(err, adminShell.saveError)) });
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-4" data-testid="promo">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {p.code} · −{p.percentage} %
        </p>
        <p className={`text-sm font-medium ${p.state === 'usable' ? 'text-emerald-800' : 'text-slate-600'}`}>
          {m.promoStates[p.state]}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        {m.uses(p.uses, p.max_uses, p.paid_count)} ·{' '}
        {p.exam_types.length ? p.exam_types.join(', ') : m.allTypes}
        {p.valid_until ? ` · ${m.until(formatDate(p.valid_until))}` : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        {p.state !== 'expired' && (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={save.isPending}
            onClick={() => run({ code: p.code, expire: true })}
          >
            {m.expire}
          </button>
        )}
        <button
          type="button"
          className="btn btn-secondary"
          disabled={save.isPending}
          onClick={() => run({ code: p.code, body: { active: !p.active } })}
        >
          {p.active ? m.deactivate : m.activate}
        </button>
      </div>
    </li>
  );
}

/** Promo codes with their use: create, expire, switch off and on. */
export function PromosPanel() {
  const q = usePromos();
  if (q.isPending) return <LoadingView />;
  if (q.isError || !q.data)
    return <ErrorState message={adminShell.loadError} onRetry={() => void q.refetch()} />;
  return (
    <div className="space-y-4">
      <section className="rounded-xl border border-slate-200 bg-slate-50 p-4" aria-labelledby="new-promo">
        <h2 id="new-promo" className="mb-2 font-bold text-slate-900">
          {m.newPromo}
        </h2>
        <PromoForm />
      </section>
      <ul className="space-y-3">
        {q.data.map((p) => (
          <PromoItem key={p.code} p={p} />
        ))}
      </ul>
    </div>
  );
}
