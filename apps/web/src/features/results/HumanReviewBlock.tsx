import type { HumanReview, ResultQuestion, ReviewOffer } from '@prepa/shared';
import { UserCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useToast } from '../../components/toast-context';
import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { humanReview as m } from '../../lib/messages';
import { requestReview } from '../../api/answers';

/** A reviewer's note and comments, marked as such, beside the automatic one. */
function ReviewDone({ review }: { review: HumanReview }) {
  return (
    <section
      aria-label={m.title}
      data-testid="human-review"
      className="rounded-xl border-2 border-emerald-700 bg-emerald-50 p-4 text-emerald-950"
    >
      <p className="inline-flex items-center gap-2 rounded-full bg-emerald-700 px-3 py-1 text-sm font-semibold text-white">
        <UserCheck aria-hidden="true" className="size-4" />
        {m.humanBadge}
      </p>
      <p className="mt-3 text-lg font-bold">
        {m.humanNote} : {m.note(review.note_20!)}
      </p>
      <p className="text-sm">{m.autoNote(review.auto_note_20)}</p>
      <h4 className="mt-3 font-semibold">{m.comments}</h4>
      <p className="whitespace-pre-line">{review.comments}</p>
      {review.reviewed_at && <p className="mt-2 text-sm">{m.reviewedOn(formatDate(review.reviewed_at))}</p>}
    </section>
  );
}

function AskForm({ answerSlug, onDone }: { answerSlug: string; onDone: () => void }) {
  const id = useId();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!open) {
    return (
      <div className="space-y-1">
        <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
          <UserCheck aria-hidden="true" className="size-4" />
          {m.ask}
        </button>
        <p className="text-sm text-slate-700">{m.askHint}</p>
      </div>
    );
  }
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await requestReview(answerSlug, message);
      toast.success(r.detail);
      onDone();
    } catch (err) {
      setError(errorMessage(err, m.error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="space-y-2 rounded-xl border border-slate-200 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <p className="text-sm text-slate-700">{m.askHint}</p>
      <label htmlFor={`${id}-msg`} className="field-label">
        {m.message}
      </label>
      <textarea
        id={`${id}-msg`}
        className="field-input min-h-20"
        maxLength={1000}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? m.sending : m.send}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
          {m.cancel}
        </button>
      </div>
    </form>
  );
}

/**
 * The human review of one corrected answer: the reviewer's note once given, the request while it
 * waits, or the way to ask (or why one cannot) when the automatic correction is there.
 */
export function HumanReviewBlock({
  question,
  offer,
  examTypeSlug,
  onReload,
}: {
  question: ResultQuestion;
  offer: ReviewOffer | undefined;
  examTypeSlug: string;
  onReload: () => void;
}) {
  const review = question.human_review;
  if (review?.state === 'done') return <ReviewDone review={review} />;
  if (review) {
    return (
      <p
        role="status"
        className="rounded-lg bg-blue-50 p-3 text-sm text-blue-950"
        data-testid="human-review-pending"
      >
        {m.requested(formatDate(review.requested_at))}
      </p>
    );
  }
  if (!question.ai_aswer || !question.user_aswer_slug || !offer) return null;
  if (!offer.available) {
    return offer.reason === 'package' ? (
      <p className="text-sm text-slate-700">
        {m.needsPackage}{' '}
        <Link to={paths.packagesFor(examTypeSlug)} className="font-semibold text-blue-800 underline">
          {m.seePackages}
        </Link>
      </p>
    ) : null;
  }
  return <AskForm answerSlug={question.user_aswer_slug} onDone={onReload} />;
}
