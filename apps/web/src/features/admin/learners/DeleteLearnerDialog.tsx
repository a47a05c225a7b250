import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/Modal';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { adminLearners as m, adminShell, common } from '../../../lib/messages';

/** Deleting an account: the operator types its e-mail again (and may say why). */
export function DeleteLearnerDialog({
  open,
  email,
  onClose,
  onDelete,
}: {
  open: boolean;
  email: string;
  onClose: () => void;
  onDelete: (confirmEmail: string, reason: string) => Promise<void>;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      await onDelete(typed.trim(), reason.trim());
    } catch (err) {
      setError(
        (err instanceof ApiError && (err.field('confirm_email') ?? err.field('reason'))) ||
          errorMessage(err, adminShell.saveError),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} onClose={onClose} title={m.removeTitle}>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <p className="text-slate-700">{m.removeText}</p>
        <div>
          <label htmlFor={`${id}-email`} className="field-label">
            {m.confirmEmail(email)}
          </label>
          <input
            id={`${id}-email`}
            className="field-input"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <div>
          <label htmlFor={`${id}-reason`} className="field-label">
            {m.reason}
          </label>
          <textarea
            id={`${id}-reason`}
            className="field-input"
            rows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="field-error">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {common.cancel}
          </button>
          <button
            type="submit"
            className="btn bg-red-700 text-white hover:bg-red-800"
            disabled={busy || typed.trim().toLowerCase() !== email.toLowerCase()}
          >
            {m.removeConfirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
