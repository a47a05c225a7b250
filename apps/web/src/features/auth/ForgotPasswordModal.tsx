import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Modal } from '../../components/Modal';
import { useToast } from '../../components/toast-context';
import { errorMessage } from '../../lib/api-client';
import { auth as m, common } from '../../lib/messages';
import { EmailField } from '../../components/fields';
import { requestPasswordReset } from '../../api/auth';
import { forgotFormSchema, type ForgotForm } from './schemas';

export const FORGOT_RESET_DELAY_MS = 300;

/** Forgot-password modal: e-mail form, then 'Email envoyé' with the address and the spam advice. */
export function ForgotPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const toast = useToast();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ForgotForm>({ resolver: zodResolver(forgotFormSchema), defaultValues: { email: '' } });

  // The confirmation state resets 300 ms after closing (SPEC §4).
  useEffect(() => {
    if (open) return;
    const t = setTimeout(() => {
      setSentTo(null);
      reset();
    }, FORGOT_RESET_DELAY_MS);
    return () => clearTimeout(t);
  }, [open, reset]);

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (err) {
      toast.error(errorMessage(err, m.forgotError));
    }
  });

  return (
    <Modal open={open} onClose={onClose} title={sentTo ? m.forgotSentTitle : m.forgotTitle}>
      {sentTo ? (
        <div role="status" className="text-center">
          <MailCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
          <p className="mt-3 text-slate-800">{m.forgotSentText(sentTo)}</p>
          <p className="mt-2 text-sm text-slate-700">{m.forgotSpam}</p>
          <button type="button" className="btn btn-primary mt-5 w-full" onClick={onClose}>
            {common.close}
          </button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <p className="text-slate-700">{m.forgotIntro}</p>
          <EmailField
            id={`${id}-email`}
            label={m.email}
            error={errors.email?.message}
            data-autofocus
            {...register('email')}
          />
          <div className="flex gap-3">
            <button type="button" className="btn btn-secondary flex-1" onClick={onClose}>
              {common.cancel}
            </button>
            <button type="submit" className="btn btn-primary flex-1" disabled={isSubmitting}>
              {isSubmitting ? m.forgotSending : m.forgotSubmit}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
