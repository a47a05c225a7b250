import { useId, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { adminReviews as m, adminShell } from '../../../lib/messages';
import { useSubmitReview } from '../../../api/admin-reviews';

/** The reviewer's note /20 (half points) and comments for the learner. */
export function ReviewForm({ id }: { id: number }) {
  const uid = useId();
  const toast = useToast();
  const submit = useSubmitReview(id);
  const [note, setNote] = useState('');
  const [comments, setComments] = useState('');
  const [errors, setErrors] = useState<{ note?: string; comments?: string; other?: string }>({});
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    submit.mutate(
      { note_20: Number(note.replace(',', '.')), comments },
      {
        onSuccess: (res) => toast.success(res.detail),
        onError: (err) =>
          err instanceof ApiError && err.status === 400
            ? setErrors({ note: err.field('note_20'), comments: err.field('comments') })
            : setErrors({ other: errorMessage(err, adminShell.saveError) }),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate aria-labelledby={`${uid}-t`}>
      <h2 id={`${uid}-t`} className="text-lg font-bold text-slate-900">
        {m.form}
      </h2>
      <div>
        <label htmlFor={`${uid}-note`} className="field-label">
          {m.note}
        </label>
        <input
          id={`${uid}-note`}
          className="field-input w-32"
          inputMode="decimal"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={!!errors.note}
          aria-describedby={errors.note ? `${uid}-note-err` : undefined}
        />
        {errors.note && (
          <p id={`${uid}-note-err`} className="field-error">
            {errors.note}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${uid}-comments`} className="field-label">
          {m.comments}
        </label>
        <textarea
          id={`${uid}-comments`}
          className="field-input min-h-32"
          maxLength={4000}
          value={comments}
          onChange={(e) => setComments(e.target.value)}
          aria-invalid={!!errors.comments}
          aria-describedby={errors.comments ? `${uid}-comments-err` : undefined}
        />
        {errors.comments && (
          <p id={`${uid}-comments-err`} className="field-error">
            {errors.comments}
          </p>
        )}
      </div>
      {errors.other && (
        <p role="alert" className="field-error">
          {errors.other}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={submit.isPending}>
        {submit.isPending ? m.submitting : m.submit}
      </button>
    </form>
  );
}
