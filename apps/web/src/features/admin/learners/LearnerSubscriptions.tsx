import type { AdminSubscription } from '@prepa/shared';
import { useId, useState } from 'react';
import { useToast } from '../../../components/toast-context';
import { formatDate } from '../../../lib/format';
import { adminLearners as m } from '../../../lib/messages';
import { ReasonDialog } from '../ui/ReasonDialog';
import { usePackages, type LearnerAction } from '../../../api/admin-learners';

type Dialog = { kind: 'grant' } | { kind: 'extend' | 'end'; sub: AdminSubscription } | null;

function DaysField({
  value,
  onChange,
  error,
  hint,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {m.days}
      </label>
      <input
        id={id}
        className="field-input"
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={error ? 'field-error' : 'mt-1 text-sm text-slate-600'}>
        {error ?? hint}
      </p>
    </div>
  );
}

/** The learner's subscriptions, with grant, extend and end (each asks for a reason). */
export function LearnerSubscriptions({
  subscriptions,
  editable,
  act,
}: {
  subscriptions: AdminSubscription[];
  editable: boolean;
  act: (a: LearnerAction) => Promise<string>;
}) {
  const toast = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [days, setDays] = useState('');
  const [pkg, setPkg] = useState('');
  const packages = usePackages();
  const pkgId = useId();
  const close = () => setDialog(null);
  const done = async (a: LearnerAction) => {
    toast.success(await act(a));
  };
  const daysValue = () => (days.trim() ? Number(days.trim()) : undefined);
  return (
    <section aria-labelledby="subs-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="subs-title" className="text-lg font-bold text-slate-900">
          {m.subscriptions}
        </h2>
        {editable && (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setDays('');
              setDialog({ kind: 'grant' });
            }}
          >
            {m.grant}
          </button>
        )}
      </div>
      {subscriptions.length === 0 ? (
        <p className="mt-2 text-slate-700">{m.noSubscription}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {subscriptions.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid="subscription"
            >
              <div>
                <p className="font-semibold text-slate-900">
                  {s.package_name}{' '}
                  <span className="text-sm font-normal text-slate-700">· {s.exam_type_name}</span>
                </p>
                <p className="text-sm text-slate-700">
                  {m.period(formatDate(s.start_date), formatDate(s.end_date))} ·{' '}
                  {s.active ? m.running : m.over}
                </p>
                <p className="text-sm text-slate-600">
                  {s.payment_reference ? m.bought(s.payment_reference) : m.grantedByHand}
                </p>
              </div>
              {editable && (
                <div className="flex gap-2">
                  <button
                    type="button"
                    className="btn btn-secondary"
                    onClick={() => {
                      setDays('');
                      setDialog({ kind: 'extend', sub: s });
                    }}
                  >
                    {m.extend}
                  </button>
                  {s.active && (
                    <button
                      type="button"
                      className="btn btn-secondary"
                      onClick={() => setDialog({ kind: 'end', sub: s })}
                    >
                      {m.end}
                    </button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <ReasonDialog
        open={dialog?.kind === 'grant'}
        title={m.grantTitle}
        reasonLabel={m.reason}
        confirmLabel={m.confirm}
        onClose={close}
        onSubmit={(reason) => done({ kind: 'grant', package: pkg, days: daysValue(), reason })}
      >
        {(err) => (
          <>
            <div>
              <label htmlFor={pkgId} className="field-label">
                {m.package}
              </label>
              <select id={pkgId} className="field-input" value={pkg} onChange={(e) => setPkg(e.target.value)}>
                <option value="">{m.choosePackage}</option>
                {(packages.data ?? []).map((p) => (
                  <option key={p.slug} value={p.slug}>
                    {p.name}
                  </option>
                ))}
              </select>
              {err('package') && <p className="field-error">{err('package')}</p>}
            </div>
            <DaysField value={days} onChange={setDays} error={err('days')} hint={m.daysHint} />
          </>
        )}
      </ReasonDialog>
      <ReasonDialog
        open={dialog?.kind === 'extend'}
        title={m.extendTitle}
        reasonLabel={m.reason}
        confirmLabel={m.confirm}
        onClose={close}
        onSubmit={(reason) =>
          dialog?.kind === 'extend'
            ? done({ kind: 'extend', subscriptionId: dialog.sub.id, days: Number(days.trim()), reason })
            : Promise.resolve()
        }
      >
        {(err) => <DaysField value={days} onChange={setDays} error={err('days')} />}
      </ReasonDialog>
      <ReasonDialog
        open={dialog?.kind === 'end'}
        title={m.endTitle}
        text={m.endText}
        reasonLabel={m.reason}
        confirmLabel={m.end}
        danger
        onClose={close}
        onSubmit={(reason) =>
          dialog?.kind === 'end'
            ? done({ kind: 'end', subscriptionId: dialog.sub.id, reason })
            : Promise.resolve()
        }
      />
    </section>
  );
}
