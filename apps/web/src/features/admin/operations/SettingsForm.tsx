import type { AdminSettings, PlatformSettings } from '@prepa/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { LoadingView } from '../../../components/LoadingView';
import { ErrorState } from '../../../components/StateViews';
import { useToast } from '../../../components/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { adminOperations as m, adminShell } from '../../../lib/messages';
import { fieldErrors } from '../ui/Field';
import { useSaveSettings, useSettings } from '../../../api/admin-ops';

type Key = keyof PlatformSettings;
type Draft = Record<Key, string>;

const toDraft = (v: PlatformSettings): Draft => ({
  whatsapp_number: v.whatsapp_number,
  site_students: v.site_students === null ? '' : String(v.site_students),
  site_success_rate: v.site_success_rate === null ? '' : String(v.site_success_rate),
  site_support_hours: v.site_support_hours ?? '',
  site_testimonials: JSON.stringify(v.site_testimonials, null, 2),
  access_rules: JSON.stringify(v.access_rules, null, 2),
  review_access: v.review_access,
});

function parse(d: Draft): { body: Record<string, unknown>; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const json = (k: Key) => {
    try {
      return JSON.parse(d[k]) as unknown;
    } catch {
      errors[k] = m.invalidJson;
      return undefined;
    }
  };
  const int = (s: string) => (s.trim() === '' ? null : Number(s.trim()));
  const body = {
    whatsapp_number: d.whatsapp_number.trim(),
    site_students: int(d.site_students),
    site_success_rate: int(d.site_success_rate),
    site_support_hours: d.site_support_hours.trim() || null,
    site_testimonials: json('site_testimonials'),
    access_rules: json('access_rules'),
    review_access: d.review_access,
  };
  return { body, errors };
}

/** One setting: its control, where its value comes from, and the way back to the environment's. */
function Setting({
  k,
  label,
  s,
  error,
  hint,
  onReset,
  children,
}: {
  k: Key;
  label: string;
  s: AdminSettings;
  error?: string;
  hint?: string;
  onReset: (k: Key) => void;
  children: (id: string, describedBy: string) => ReactNode;
}) {
  const id = useId();
  const up = s.updated[k];
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children(id, `${id}-src`)}
      <p id={`${id}-src`} className="text-xs text-slate-600">
        {hint ? `${hint} ` : ''}
        {m.origin}
        {m.sources[s.sources[k] ?? 'default']}
        {up ? ` · ${m.updated(up.by, formatDateTime(up.at))}` : ''}
      </p>
      {error && <p className="field-error">{error}</p>}
      {s.sources[k] === 'database' && (
        <button
          type="button"
          className="text-sm font-medium text-blue-800 underline"
          onClick={() => onReset(k)}
        >
          {m.reset}
        </button>
      )}
    </div>
  );
}

function Form({ s }: { s: AdminSettings }) {
  const toast = useToast();
  const save = useSaveSettings();
  const [d, setD] = useState<Draft>(() => toDraft(s.values));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: Key) => (e: { target: { value: string } }) => setD((o) => ({ ...o, [k]: e.target.value }));
  const send = (body: Record<string, unknown>) =>
    save.mutate(body, {
      onSuccess: (res) => {
        setErrors({});
        setD(toDraft(res.values));
        toast.success(m.saved);
      },
      onError: (err) => {
        setErrors(fieldErrors(err));
        toast.error(errorMessage(err, adminShell.saveError));
      },
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { body, errors: local } = parse(d);
    if (Object.keys(local).length) return setErrors(local);
    send(body);
  };
  const common = { s, onReset: (k: Key) => send({ reset: [k] }) };
  const input = (k: Key, mode?: 'numeric') => (id: string, desc: string) => (
    <input
      id={id}
      className="field-input"
      inputMode={mode}
      value={d[k]}
      onChange={set(k)}
      aria-describedby={desc}
    />
  );
  const area = (k: Key) => (id: string, desc: string) => (
    <textarea
      id={id}
      className="field-input min-h-28 font-mono text-sm"
      value={d[k]}
      onChange={set(k)}
      aria-describedby={desc}
    />
  );
  return (
    <form onSubmit={submit} className="grid gap-4 md:grid-cols-2" noValidate>
      <Setting k="whatsapp_number" label={m.whatsapp} error={errors.whatsapp_number} {...common}>
        {input('whatsapp_number', 'numeric')}
      </Setting>
      <Setting
        k="review_access"
        label={m.reviewAccess}
        hint={m.reviewAccessHint}
        error={errors.review_access}
        {...common}
      >
        {(id, desc) => (
          <select
            id={id}
            className="field-input"
            value={d.review_access}
            onChange={set('review_access')}
            aria-describedby={desc}
          >
            {Object.entries(m.reviewAccessOptions).map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Setting>
      <Setting k="site_students" label={m.students} error={errors.site_students} {...common}>
        {input('site_students', 'numeric')}
      </Setting>
      <Setting k="site_success_rate" label={m.successRate} error={errors.site_success_rate} {...common}>
        {input('site_success_rate', 'numeric')}
      </Setting>
      <Setting k="site_support_hours" label={m.supportHours} error={errors.site_support_hours} {...common}>
        {input('site_support_hours')}
      </Setting>
      <Setting k="access_rules" label={m.accessRules} error={errors.access_rules} {...common}>
        {area('access_rules')}
      </Setting>
      <div className="md:col-span-2">
        <Setting k="site_testimonials" label={m.testimonials} error={errors.site_testimonials} {...common}>
          {area('site_testimonials')}
        </Setting>
      </div>
      <div className="md:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? m.saving : m.save}
        </button>
      </div>
    </form>
  );
}

/** The platform settings that are not secrets, editable, each with its origin. */
export function SettingsForm() {
  const q = useSettings();
  return (
    <section aria-labelledby="settings-title" className="space-y-3">
      <h2 id="settings-title" className="text-xl font-bold text-slate-900">
        {m.settings}
      </h2>
      <p className="text-slate-700">{m.settingsIntro}</p>
      {q.isPending ? (
        <LoadingView />
      ) : q.isError || !q.data ? (
        <ErrorState message={adminShell.loadError} onRetry={() => void q.refetch()} />
      ) : (
        <Form s={q.data} />
      )}
    </section>
  );
}
