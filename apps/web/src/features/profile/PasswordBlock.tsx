import { useId } from 'react';
import { PasswordRules } from '../../components/PasswordRules';
import { profile as m } from '../../lib/messages';
import { Field, PasswordInput } from '../../components/fields';
import type { ProfileForm } from './profile-validation';

type PasswordKey = 'old_password' | 'new_password' | 'confirm_password';

/** The optional password change, shown by 'Modifier' and hidden (and emptied) by 'Annuler'. */
export function PasswordBlock({
  open,
  onToggle,
  values,
  onChange,
}: {
  open: boolean;
  onToggle: () => void;
  values: Pick<ProfileForm, PasswordKey>;
  onChange: (k: PasswordKey, value: string) => void;
}) {
  const id = useId();
  const fields: { k: PasswordKey; label: string; auto: string }[] = [
    { k: 'old_password', label: m.oldPassword, auto: 'current-password' },
    { k: 'new_password', label: m.newPassword, auto: 'new-password' },
    { k: 'confirm_password', label: m.confirmPassword, auto: 'new-password' },
  ];
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{m.passwordTitle}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">{m.passwordHint}</p>
        <button
          type="button"
          className="btn btn-secondary"
          aria-expanded={open}
          aria-controls={`${id}-fields`}
          onClick={onToggle}
        >
          {open ? m.passwordCancel : m.passwordToggle}
          <span className="sr-only"> : {m.passwordTitle}</span>
        </button>
      </div>
      <div id={`${id}-fields`} hidden={!open} className="mt-3 space-y-3">
        {open &&
          fields.map((f) => (
            <div key={f.k}>
              <Field id={`${id}-${f.k}`} label={f.label}>
                <PasswordInput
                  id={`${id}-${f.k}`}
                  value={values[f.k]}
                  onChange={(e) => onChange(f.k, e.target.value)}
                  autoComplete={f.auto}
                  aria-describedby={f.k === 'new_password' ? `${id}-rules` : undefined}
                />
              </Field>
              {f.k === 'new_password' && <PasswordRules id={`${id}-rules`} password={values.new_password} />}
            </div>
          ))}
      </div>
    </fieldset>
  );
}
