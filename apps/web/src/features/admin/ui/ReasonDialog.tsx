import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Modal } from '../../../components/Modal';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { adminShell, common } from '../../../lib/messages';

/**
 * A confirmation that asks why (the reason goes to the audit log), with optional extra fields
 * rendered by the caller. Server field errors show under their field; nothing closes on failure.
 */
export function ReasonDialog({
  open,
  title,
  text,
  reasonLabel,
  confirmLabel,
  danger = false,
  onClose,
  onSubmit,
  children,
}: {
  open: boolean;
  title: string;
  text?: string;
  reasonLabel: string;
  confirmLabel: string;
  danger?: boolean;
  onClose: () => void;
  /** Throws an ApiError on refusal. */
  onSubmit: (reason: string) => Promise<void>;
  /** Extra fields, given the server's field errors. */
  children?: (errors: (name: string) => string | undefined) => ReactNode;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const fieldError = (name: string) => error?.field(name);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setMessage('');
    try {
      await onSubmit(reason.trim());
      setReason('');
      onClose();
    } catch (err) {
      if (err instanceof ApiError) setError(err);
      if (!(err instanceof ApiError) || !Object.keys((err.data as object) ?? {}).some((k) => k !== 'detail'))
        setMessage(errorMessage(err, adminShell.saveError));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        {text && <p className="text-slate-700">{text}</p>}
        {children?.(fieldError)}
        <div>
          <label htmlFor={`${id}-reason`} className="field-label">
            {reasonLabel}
          </label>
          <textarea
            id={`${id}-reason`}
            className="field-input"
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={fieldError('reason') ? true : undefined}
            aria-describedby={fieldError('reason') ? `${id}-reason-error` : undefined}
          />
          {fieldError('reason') && (
            <p id={`${id}-reason-error`} className="field-error">
              {fieldError('reason')}
            </p>
          )}
        </div>
        {message && (
          <p role="alert" className="field-error">
            {message}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {common.cancel}
          </button>
          <button
            type="submit"
            className={`btn ${danger ? 'bg-red-700 text-white hover:bg-red-800' : 'btn-primary'}`}
            disabled={busy}
          >
            {confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
