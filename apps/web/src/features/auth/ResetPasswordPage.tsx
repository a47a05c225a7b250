import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheckBig } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../lib/paths';
import { useToast } from '../../components/toast-context';
import { errorMessage } from '../../lib/api-client';
import { auth as m, common } from '../../lib/messages';
import { useTitle } from '../../lib/use-title';
import { describedBy, Field, PasswordInput } from '../../components/fields';
import { confirmPasswordReset } from '../../api/auth';
import { resetFormSchema, type ResetForm } from './schemas';
import { StrengthMeter } from './StrengthMeter';

/** /password-reset-confirm/{first}/{token}: choose a new password. */
export default function ResetPasswordPage() {
  useTitle(m.resetTitle);
  const id = useId();
  const { first, token } = useParams();
  const toast = useToast();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  // Without a token in the link: toast, then the login screen (SPEC §8).
  const missing = !first || !token;
  useEffect(() => {
    if (!missing) return;
    toast.error(m.resetInvalidLink);
    navigate(paths.login, { replace: true });
  }, [missing, navigate, toast]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (!first || !token) return setFormError(m.resetMissingToken);
    try {
      await confirmPasswordReset(first, token, values.password, values.confirmPassword);
      setDone(true);
      toast.success(m.resetSuccess);
    } catch (err) {
      const text = errorMessage(err, m.resetFailure);
      setFormError(text);
      toast.error(text);
    }
  });

  if (missing) return null;
  return (
    <div className="container-page flex justify-center py-8 sm:py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm">
        {done ? (
          <div className="text-center">
            <CircleCheckBig aria-hidden="true" className="mx-auto size-14 text-green-700" />
            <h1 className="mt-3 text-2xl font-bold text-slate-900">{m.resetDoneTitle}</h1>
            <p className="mt-2 text-slate-700">{m.resetDoneText}</p>
            <Link to={paths.login} className="btn btn-primary mt-6 w-full">
              {m.goLogin}
            </Link>
          </div>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900">{m.resetTitle}</h1>
            <p className="mt-1 text-slate-700">{m.resetIntro}</p>
            <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
              <Field id={`${id}-password`} label={m.newPassword} error={errors.password?.message}>
                <PasswordInput
                  id={`${id}-password`}
                  autoComplete="new-password"
                  aria-invalid={!!errors.password}
                  aria-describedby={describedBy(`${id}-password`, errors.password?.message)}
                  {...register('password')}
                />
              </Field>
              <StrengthMeter password={watch('password')} />
              <Field id={`${id}-confirm`} label={m.confirmPassword} error={errors.confirmPassword?.message}>
                <PasswordInput
                  id={`${id}-confirm`}
                  autoComplete="new-password"
                  aria-invalid={!!errors.confirmPassword}
                  aria-describedby={describedBy(`${id}-confirm`, errors.confirmPassword?.message)}
                  {...register('confirmPassword')}
                />
              </Field>
              {formError && (
                <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
                  {formError}
                </p>
              )}
              <div className="flex gap-3 pt-2">
                <Link to={paths.login} className="btn btn-secondary flex-1">
                  {common.cancel}
                </Link>
                <button type="submit" className="btn btn-primary flex-1" disabled={isSubmitting}>
                  {isSubmitting ? m.resetSubmitting : m.resetSubmit}
                </button>
              </div>
            </form>
          </>
        )}
      </div>
    </div>
  );
}
