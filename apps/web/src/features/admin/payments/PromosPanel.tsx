import type { AdminPromo } from '@prepa/shared';
import { formatDate } from '../../../lib/format';
import { adminBilling as m } from '../../../lib/messages';
import { AdminFormRow, useFormRow, useSaveErrorToast, type FormRowField } from '../ui/AdminFormRow';
import { AdminListItem, AdminListPanel } from '../ui/AdminListPanel';
import { usePromos, useSavePromo } from '../../../api/admin-billing';

type PromoKey = 'code' | 'percentage' | 'max_uses' | 'valid_until' | 'exam_types';

const empty: Record<PromoKey, string> = {
  code: '',
  percentage: '',
  max_uses: '',
  valid_until: '',
  exam_types: '',
};

const fields: FormRowField<PromoKey>[] = [
  { name: 'code', label: m.code, className: 'w-40' },
  { name: 'percentage', label: m.percentage, inputMode: 'numeric', className: 'w-32' },
  { name: 'max_uses', label: m.maxUses, inputMode: 'numeric' },
  { name: 'valid_until', label: m.validUntil, type: 'date' },
  { name: 'exam_types', label: m.examTypes, className: 'w-full sm:w-96' },
];

function PromoForm() {
  const save = useSavePromo();
  const { values: v, setValues, errors, set, callbacks } = useFormRow(empty, m.saved);
  const submit = () => {
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
      callbacks(() => setValues(empty)),
    );
  };
  return (
    <AdminFormRow
      fields={fields}
      values={v}
      errors={errors}
      onChange={set}
      onSubmit={submit}
      submitLabel={m.create}
      pending={save.isPending}
    />
  );
}

function PromoItem({ p }: { p: AdminPromo }) {
  const onError = useSaveErrorToast();
  const save = useSavePromo();
  const run = (v: Parameters<typeof save.mutate>[0]) => save.mutate(v, { onError });
  return (
    <AdminListItem
      testId="promo"
      title={
        <>
          {p.code} · −{p.percentage} %
        </>
      }
      status={m.promoStates[p.state]}
      statusOn={p.state === 'usable'}
      details={
        <p className="text-sm text-slate-700">
          {m.uses(p.uses, p.max_uses, p.paid_count)} ·{' '}
          {p.exam_types.length ? p.exam_types.join(', ') : m.allTypes}
          {p.valid_until ? ` · ${m.until(formatDate(p.valid_until))}` : ''}
        </p>
      }
      actions={
        <>
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
        </>
      }
    />
  );
}

/** Promo codes with their use: create, expire, switch off and on. */
export function PromosPanel() {
  return (
    <AdminListPanel
      query={usePromos()}
      newId="new-promo"
      newTitle={m.newPromo}
      form={<PromoForm />}
      itemKey={(p) => p.code}
      renderItem={(p) => <PromoItem p={p} />}
    />
  );
}
