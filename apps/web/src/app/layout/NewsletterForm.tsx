import { useId, useState, type FormEvent } from 'react';
import { useToast } from '../../components/toast-context';
import { api, ApiError } from '../../lib/api-client';
import { footer } from '../../lib/messages';
import { firstScreenPath } from '@prepa/shared/routes-first-screen';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Newsletter field of the footer, wired to POST /api/newsletter/. */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const toast = useToast();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!value) return setError(footer.newsletterRequired);
    if (!EMAIL.test(value)) return setError(footer.newsletterInvalid);
    setError(null);
    setSending(true);
    try {
      await api.post(firstScreenPath('newsletter.subscribe'), { email: value }, { auth: false });
      setEmail('');
      toast.success(footer.newsletterDone);
    } catch (err) {
      const msg = err instanceof ApiError ? (err.field('email') ?? err.message) : footer.newsletterError;
      if (err instanceof ApiError && err.status === 400) setError(msg);
      else toast.error(msg || footer.newsletterError);
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-semibold text-white">
        {footer.newsletterTitle}
      </h2>
      <p className="mt-2 text-sm text-slate-300">{footer.newsletterText}</p>
      <label htmlFor={`${id}-email`} className="mt-3 block text-sm font-medium text-slate-100">
        {footer.newsletterLabel}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={footer.newsletterPlaceholder}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-500 bg-slate-800 px-3 text-base text-white placeholder:text-slate-400"
        />
        <button type="submit" className="btn btn-accent shrink-0" disabled={sending}>
          {sending ? footer.newsletterSending : footer.newsletterSubmit}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-300" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
