import type { AdminPackage } from '@prepa/shared';
import { useState, type FormEvent } from 'react';
import { LoadingView } from '../../../components/LoadingView';
import { ErrorState } from '../../../components/StateViews';
import { useToast } from '../../../components/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { adminBilling as m, adminShell } from '../../../lib/messages';
import { TextField, fieldErrors } from '../ui/TextField';
import { usePackages, useSavePackage } from '../../../api/admin-billing';

const num = (s: string) => (s.trim() === '' ? undefined : Number(s.replace(/\s/g, '')));

function PackageForm({ pkg, onDone }: { pkg?: AdminPackage; onDone?: () => void }) {
  const toast = useToast();
  const save = useSavePackage();
  const [v, setV] = useState({
    slug: pkg?.slug ?? '',
    name: pkg?.name ?? '',
    exam_type: pkg?.exam_type ?? '',
    period: pkg ? String(pkg.period) : '',
    price: pkg ? String(pkg.price) : '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof v) => (x: string) => setV((o) => ({ ...o, [k]: x }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { name: v.name, exam_type: v.exam_type, period: num(v.period), price: num(v.price) };
    save.mutate(pkg ? { slug: pkg.slug, body } : { body: { ...body, slug: v.slug } }, {
      onSuccess: () => {
        setErrors({});
        toast.success(m.saved);
        onDone?.();
      },
      onError: (err) => {
        setErrors(fieldErrors(err));
        toast.error(errorMessage(err, adminShell.saveError));
      },
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      {!pkg && <TextField label={m.slug} value={v.slug} onChange={set('slug')} error={errors.slug} />}
      <TextField label={m.name} value={v.name} onChange={set('name')} error={errors.name} />
      <TextField
        label={m.examType}
        value={v.exam_type}
        onChange={set('exam_type')}
        error={errors.exam_type}
      />
      <TextField
        label={m.period}
        value={v.period}
        onChange={set('period')}
        error={errors.period}
        inputMode="numeric"
        className="w-28"
      />
      <TextField
        label={m.price}
        value={v.price}
        onChange={set('price')}
        error={errors.price}
        inputMode="numeric"
        className="w-36"
      />
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {pkg ? m.save : m.create}
      </button>
    </form>
  );
}

function PackageItem({ p }: { p: AdminPackage }) {
  const toast = useToast();
  const save = useSavePackage();
  const [editing, setEditing] = useState(false);
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-4" data-testid="package">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">{p.name}</p>
        <p className={`text-sm font-medium ${p.active ? 'text-emerald-800' : 'text-slate-600'}`}>
          {p.active ? m.onSale : m.offSale}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        {p.slug} · {p.exam_type_name} · {m.months(p.period)} · {formatPrice(p.price)}
      </p>
      <p className="text-sm text-slate-700">{m.sales(p.paid_count, formatPrice(p.revenue))}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-secondary"
          aria-expanded={editing}
          onClick={() => setEditing((x) => !x)}
        >
          {editing ? m.hide : m.edit}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={save.isPending}
          onClick={() =>
            save.mutate(
              { slug: p.slug, body: { active: !p.active } },
              { onError: (err) => toast.error(errorMessage(err, adminShell.saveError)) },
            )
          }
        >
          {p.active ? m.withdraw : m.putOnSale}
        </button>
      </div>
      {editing && <PackageForm pkg={p} onDone={() => setEditing(false)} />}
    </li>
  );
}

/** Packages with their sales: create, change, take off sale. */
export function PackagesPanel() {
  const q = usePackages();
  if (q.isPending) return <LoadingView />;
  if (q.isError || !q.data)
    return <ErrorState message={adminShell.loadError} onRetry={() => void q.refetch()} />;
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{m.packagesIntro}</p>
      <section className="rounded-xl border border-slate-200 bg-slate-50 p-4" aria-labelledby="new-package">
        <h2 id="new-package" className="mb-2 font-bold text-slate-900">
          {m.newPackage}
        </h2>
        <PackageForm />
      </section>
      <ul className="space-y-3">
        {q.data.map((p) => (
          <PackageItem key={p.slug} p={p} />
        ))}
      </ul>
    </div>
  );
}
