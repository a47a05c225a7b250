import { v, type User } from '@prepa/shared';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '../../components/toast-context';
import { ApiError, errorMessage } from '../../lib/api-client';
import { profile as m } from '../../lib/messages';
import { describedBy, Field, PasswordInput } from '../../components/fields';
import { PasswordBlock } from './PasswordBlock';
import {
  emailChanges,
  validateFields,
  validatePasswordChange,
  type FieldErrors,
  type ProfileForm,
} from './profile-validation';
import { useChangePassword, useUpdateProfile } from '../../api/users';

const fromUser = (u: User): ProfileForm => ({
  first_name: u.first_name,
  last_name: u.last_name,
  email: u.email,
  old_password: '',
  new_password: '',
  confirm_password: '',
  current_password: '',
});

/**
 * First name, last name, e-mail and the optional password block. Saving checks the fields, then the
 * password block (SPEC §5 order, failures as an error toast), then changes the password through
 * /api/auth/change-password/ (the server checks the current one), then saves the profile.
 */
export function ProfileEditForm({ user }: { user: User }) {
  const id = useId();
  const toast = useToast();
  const [form, setForm] = useState<ProfileForm>(() => fromUser(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [passwordOpen, setPasswordOpen] = useState(false);
  const update = useUpdateProfile();
  const change = useChangePassword();
  const busy = update.isPending || change.isPending;

  const set = (k: keyof ProfileForm) => (value: string) => setForm((f) => ({ ...f, [k]: value }));
  const clearPasswords = () =>
    setForm((f) => ({ ...f, old_password: '', new_password: '', confirm_password: '' }));
  const reset = (u: User = user) => {
    setForm(fromUser(u));
    setErrors({});
    setPasswordOpen(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const fieldErrors = validateFields(form);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) {
      document.getElementById(`${id}-${Object.keys(fieldErrors)[0]}`)?.focus();
      return;
    }
    const newEmail = emailChanges(form.email, user.email);
    if (newEmail && form.current_password === '') {
      setErrors({ current_password: v.currentPasswordRequired });
      document.getElementById(`${id}-current_password`)?.focus();
      return;
    }
    const passwordError = passwordOpen ? validatePasswordChange(form) : null;
    if (passwordError) {
      toast.error(passwordError);
      return;
    }
    const changing = passwordOpen && form.new_password !== '';
    if (changing) {
      try {
        await change.mutateAsync({ oldPassword: form.old_password, newPassword: form.new_password });
      } catch (err) {
        toast.error(errorMessage(err, m.passwordError));
        return;
      }
    }
    try {
      const saved = await update.mutateAsync({
        first_name: form.first_name.trim(),
        last_name: form.last_name.trim(),
        email: form.email.trim(),
        // A new e-mail needs the current password (the server ends the other sessions);
        // after a password change in the same save, the new one is the current one.
        ...(newEmail ? { current_password: changing ? form.new_password : form.current_password } : {}),
      });
      if (changing) toast.success(m.passwordChanged);
      toast.success(m.updated);
      reset(saved);
    } catch (err) {
      if (err instanceof ApiError && (err.field('email') || err.field('current_password'))) {
        setErrors({ email: err.field('email'), current_password: err.field('current_password') });
      }
      if (changing) {
        toast.success(m.passwordChanged);
        clearPasswords();
        setPasswordOpen(false);
      }
      toast.error(errorMessage(err, m.updateError));
    }
  };

  const input = (k: 'first_name' | 'last_name' | 'email', label: string, type = 'text', auto = '') => (
    <Field id={`${id}-${k}`} label={label} error={errors[k]}>
      <input
        id={`${id}-${k}`}
        type={type}
        value={form[k]}
        onChange={(e) => set(k)(e.target.value)}
        autoComplete={auto}
        aria-invalid={!!errors[k]}
        aria-describedby={describedBy(`${id}-${k}`, errors[k])}
        className="field-input"
      />
    </Field>
  );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {m.editTitle}
      </h2>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {input('first_name', m.firstName, 'text', 'given-name')}
          {input('last_name', m.lastName, 'text', 'family-name')}
        </div>
        {input('email', m.email, 'email', 'email')}
        {emailChanges(form.email, user.email) && (
          <Field
            id={`${id}-current_password`}
            label={m.currentPasswordForEmail}
            error={errors.current_password}
            hint={m.currentPasswordForEmailHint}
          >
            <PasswordInput
              id={`${id}-current_password`}
              value={form.current_password}
              onChange={(e) => set('current_password')(e.target.value)}
              autoComplete="current-password"
              aria-invalid={!!errors.current_password}
              aria-describedby={describedBy(`${id}-current_password`, errors.current_password, true)}
            />
          </Field>
        )}
        <PasswordBlock
          open={passwordOpen}
          onToggle={() => {
            if (passwordOpen) clearPasswords();
            setPasswordOpen((o) => !o);
          }}
          values={form}
          onChange={(k, value) => set(k)(value)}
        />
        <div className="flex flex-wrap gap-3 pt-2">
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
            {busy ? m.saving : m.save}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => reset()} disabled={busy}>
            {m.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
