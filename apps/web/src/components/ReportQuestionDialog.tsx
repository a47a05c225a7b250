import type { ReportCategory, ReportContext } from '@prepa/shared';
import { useId, useState, type FormEvent } from 'react';
import { reportQuestion } from '../api/reports';
import { errorMessage } from '../lib/api-client';
import { reportQuestion as m } from '../lib/messages';
import { Modal } from './Modal';
import { useToast } from './toast-context';

// Values of the shared contract, restated here so that the learner screens load no zod schema.
const CATEGORIES = Object.keys(m.categories) as ReportCategory[];
const COMMENT_MAX = 1000;

/** The report form: what is wrong (category) and, if the learner wishes, how. */
export default function ReportQuestionDialog({
  questionSlug,
  context,
  onClose,
}: {
  questionSlug: string;
  context: ReportContext;
  onClose: () => void;
}) {
  const id = useId();
  const toast = useToast();
  const [category, setCategory] = useState('');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!category) return setError(m.chooseCategory);
    setBusy(true);
    setError(null);
    try {
      const r = await reportQuestion(questionSlug, {
        category: category as ReportCategory,
        comment,
        context,
      });
      toast.success(r.detail);
      onClose();
    } catch (err) {
      setError(errorMessage(err, m.error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={m.title}>
      <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        <p className="text-sm text-slate-700">{m.intro}</p>
        <fieldset>
          <legend className="field-label">{m.category}</legend>
          <div className="mt-1 grid grid-cols-2 gap-2">
            {CATEGORIES.map((c) => (
              <label
                key={c}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm text-slate-900 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50"
              >
                <input
                  type="radio"
                  name={`${id}-category`}
                  value={c}
                  checked={category === c}
                  onChange={() => {
                    setCategory(c);
                    setError(null);
                  }}
                  data-autofocus={c === CATEGORIES[0] ? true : undefined}
                />
                {m.categories[c]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-comment`} className="field-label">
            {m.comment}
          </label>
          <textarea
            id={`${id}-comment`}
            className="field-input min-h-24"
            maxLength={COMMENT_MAX}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            {m.commentHint}
          </p>
        </div>
        {error && (
          <p role="alert" className="field-error">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {m.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? m.sending : m.send}
          </button>
        </div>
      </form>
    </Modal>
  );
}
