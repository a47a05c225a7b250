import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useToast } from '../../components/toast-context';
import { ApiError, errorMessage } from '../../lib/api-client';
import { safeRedirect } from '../../lib/redirect';
import { auth as m } from '../../lib/messages';
import { login, register as createAccount } from '../../api/auth';
import { fetchMe } from '../../api/users';
import { PasswordRules } from '../../components/PasswordRules';
import { EmailField, Field, PasswordInput, describedBy } from '../../components/fields';
import { registerFormSchema, type RegisterForm } from './schemas';

/** Registration failure text (SPEC §8). */
export function registerErrorText(err: unknown): string {
  if (err instanceof ApiError && err.field('username')) return m.emailTaken;
  return errorMessage(err, m.registerError);
}

export function RegisterFormView({ redirect }: { redirect: string | null }) {
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { first_name: '', last_name: '', email: '', password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const email = values.email.toLowerCase();
    try {
      await createAccount({
        first_name: values.first_name,
        last_name: values.last_name,
        email,
        password: values.password,
      });
    } catch (err) {
      toast.error(registerErrorText(err));
      return;
    }
    try {
      await login(email, values.password, false);
      await fetchMe();
    } catch (err) {
      toast.error(errorMessage(err, m.loginError));
      return;
    }
    toast.success(m.registerSuccess);
    navigate(safeRedirect(redirect, paths.exercises), { replace: true });
  });

  const text = (name: 'first_name' | 'last_name', label: string, autoComplete: string) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]?.message}>
      <input
        id={`${id}-${name}`}
        autoComplete={autoComplete}
        className="field-input"
        aria-invalid={!!errors[name]}
        aria-describedby={describedBy(`${id}-${name}`, errors[name]?.message)}
        {...register(name)}
      />
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('first_name', m.firstName, 'given-name')}
        {text('last_name', m.lastName, 'family-name')}
      </div>
      <EmailField id={`${id}-email`} label={m.email} error={errors.email?.message} {...register('email')} />
      <Field id={`${id}-password`} label={m.password} error={errors.password?.message}>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          aria-invalid={!!errors.password}
          aria-describedby={[describedBy(`${id}-password`, errors.password?.message), `${id}-rules`]
            .filter(Boolean)
            .join(' ')}
          {...register('password')}
        />
      </Field>
      <PasswordRules id={`${id}-rules`} password={watch('password')} />
      <Field id={`${id}-confirm`} label={m.confirmPassword} error={errors.confirm?.message}>
        <PasswordInput
          id={`${id}-confirm`}
          autoComplete="new-password"
          aria-invalid={!!errors.confirm}
          aria-describedby={describedBy(`${id}-confirm`, errors.confirm?.message)}
          {...register('confirm')}
        />
      </Field>
      <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
        {isSubmitting ? m.submittingRegister : m.submitRegister}
      </button>
    </form>
  );
}
