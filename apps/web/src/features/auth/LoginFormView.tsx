import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { paths } from '../../lib/paths';
import { useToast } from '../../components/toast-context';
import { ApiError } from '../../lib/api-client';
import { safeRedirect } from '../../lib/redirect';
import { auth as m } from '../../lib/messages';
import { EmailField, Field, PasswordInput, describedBy } from '../../components/fields';
import { login } from '../../api/auth';
import { loginFormSchema, type LoginForm } from './schemas';

export const LOGIN_REDIRECT_DELAY_MS = 2000;

/** Login failure text (SPEC §8): server message, else first non-field error, else 'Erreur de connexion'. */
export function loginErrorText(err: unknown): string {
  if (!(err instanceof ApiError)) return m.loginError;
  const d = err.data as { detail?: unknown; non_field_errors?: unknown } | null;
  if (typeof d?.detail === 'string') return d.detail;
  if (Array.isArray(d?.non_field_errors) && typeof d.non_field_errors[0] === 'string')
    return d.non_field_errors[0];
  return err.message || m.loginError;
}

export function LoginFormView({ redirect, onForgot }: { redirect: string | null; onForgot: () => void }) {
  const id = useId();
  const toast = useToast();
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login(values.email.toLowerCase(), values.password, values.remember);
      setDone(true);
      toast.success(m.loginSuccess);
      const target = safeRedirect(redirect, paths.dashboard);
      timer.current = setTimeout(() => window.location.assign(target), LOGIN_REDIRECT_DELAY_MS);
    } catch (err) {
      toast.error(loginErrorText(err));
    }
  });

  const busy = isSubmitting || done;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <EmailField id={`${id}-email`} label={m.email} error={errors.email?.message} {...register('email')} />
      <Field id={`${id}-password`} label={m.password} error={errors.password?.message}>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          aria-invalid={!!errors.password}
          aria-describedby={describedBy(`${id}-password`, errors.password?.message)}
          {...register('password')}
        />
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-5 accent-blue-700" {...register('remember')} />
          {m.rememberMe}
        </label>
        <button
          type="button"
          onClick={onForgot}
          className="min-h-11 text-sm font-semibold text-blue-800 underline underline-offset-2"
          aria-haspopup="dialog"
        >
          {m.forgot}
        </button>
      </div>
      {done && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900">
          {m.loginSuccess}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>
        {busy ? m.submittingLogin : m.submitLogin}
      </button>
    </form>
  );
}
