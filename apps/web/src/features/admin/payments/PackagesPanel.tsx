import type { AdminPackage } from '@prepa/shared';
import { useState } from 'react';
import { formatPrice } from '../../../lib/format';
import { adminBilling as m } from '../../../lib/messages';
import { AdminFormRow, useFormRow, useSaveErrorToast, type FormRowField } from '../ui/AdminFormRow';
import { AdminListItem, AdminListPanel } from '../ui/AdminListPanel';
import { usePackages, useSavePackage } from '../../../api/admin-billing';

const num = (s: string) => (s.trim() === '' ? undefined : Number(s.replace(/\s/g, '')));

type PackageKey = 'slug' | 'name' | 'exam_type' | 'period' | 'price';

const fields: FormRowField<PackageKey>[] = [
  { name: 'slug', label: m.slug },
  { name: 'name', label: m.name },
  { name: 'exam_type', label: m.examType },
  { name: 'period', label: m.period, inputMode: 'numeric', className: 'w-28' },
  { name: 'price', label: m.price, inputMode: 'numeric', className: 'w-36' },
];

function PackageForm({ pkg, onDone }: { pkg?: AdminPackage; onDone?: () => void }) {
  const save = useSavePackage();
  const {
    values: v,
    errors,
    set,
    callbacks,
  } = useFormRow<PackageKey>(
    {
      slug: pkg?.slug ?? '',
      name: pkg?.name ?? '',
      exam_type: pkg?.exam_type ?? '',
      period: pkg ? String(pkg.period) : '',
      price: pkg ? String(pkg.price) : '',
    },
    m.saved,
  );
  const submit = () => {
    const body = { name: v.name, exam_type: v.exam_type, period: num(v.period), price: num(v.price) };
    save.mutate(pkg ? { slug: pkg.slug, body } : { body: { ...body, slug: v.slug } }, callbacks(onDone));
  };
  return (
    <AdminFormRow
      // The slug names a package for good: it is only asked at creation.
      fields={pkg ? fields.filter((f) => f.name !== 'slug') : fields}
      values={v}
      errors={errors}
      onChange={set}
      onSubmit={submit}
      submitLabel={pkg ? m.save : m.create}
      pending={save.isPending}
    />
  );
}

function PackageItem({ p }: { p: AdminPackage }) {
  const onError = useSaveErrorToast();
  const save = useSavePackage();
  const [editing, setEditing] = useState(false);
  return (
    <AdminListItem
      testId="package"
      title={p.name}
      status={p.active ? m.onSale : m.offSale}
      statusOn={p.active}
      details={
        <>
          <p className="text-sm text-slate-700">
            {p.slug} · {p.exam_type_name} · {m.months(p.period)} · {formatPrice(p.price)}
          </p>
          <p className="text-sm text-slate-700">{m.sales(p.paid_count, formatPrice(p.revenue))}</p>
        </>
      }
      actions={
        <>
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
            onClick={() => save.mutate({ slug: p.slug, body: { active: !p.active } }, { onError })}
          >
            {p.active ? m.withdraw : m.putOnSale}
          </button>
        </>
      }
    >
      {editing && <PackageForm pkg={p} onDone={() => setEditing(false)} />}
    </AdminListItem>
  );
}

/** Packages with their sales: create, change, take off sale. */
export function PackagesPanel() {
  return (
    <AdminListPanel
      query={usePackages()}
      intro={m.packagesIntro}
      newId="new-package"
      newTitle={m.newPackage}
      form={<PackageForm />}
      itemKey={(p) => p.slug}
      renderItem={(p) => <PackageItem p={p} />}
    />
  );
}
