import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AudioPlayer } from '../../../components/AudioPlayer';
import { LoadingView } from '../../../components/LoadingView';
import { ErrorState } from '../../../components/StateViews';
import { formatDateTime } from '../../../lib/format';
import { adminReviews as m, adminShell } from '../../../lib/messages';
import { useTitle } from '../../../lib/use-title';
import { adminPaths } from '../admin-paths';
import { AutoCorrectionSummary } from './AutoCorrectionSummary';
import { ReviewForm } from './ReviewForm';
import { useRecording, useReview } from '../../../api/admin-reviews';

interface Subject {
  titre?: string;
  sujet?: string;
  documents?: { titre?: string; texte: string }[];
}

function Recording({ url }: { url: string }) {
  const rec = useRecording(url);
  if (rec.isError) return <p className="field-error">{m.audioError}</p>;
  if (!rec.url) return <LoadingView />;
  return <AudioPlayer src={rec.url} mode="training" title={m.recording} />;
}

/** One review: the subject and the learner's answer, the automatic correction beside it, the note. */
export default function ReviewDetailPage() {
  const id = Number(useParams().id);
  useTitle(m.title);
  const q = useReview(id);
  const r = q.data;
  const back = (
    <Link
      to={adminPaths.reviews}
      className="inline-flex items-center gap-1 font-medium text-blue-800 underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {m.back}
    </Link>
  );
  if (q.isPending) return <LoadingView />;
  if (q.isError || !r) return <ErrorState message={adminShell.loadError} onRetry={() => void q.refetch()} />;
  const s = (r.subject.subject ?? {}) as Subject;
  return (
    <div className="space-y-4">
      {back}
      <h1 className="text-2xl font-bold text-slate-900">
        {m.item(m.skill[r.skill] ?? r.skill, r.question_order, r.exercise, r.exam_type)}
      </h1>
      <p className="text-sm text-slate-700">{m.requestedBy(r.learner, formatDateTime(r.requested_at))}</p>
      {r.message && (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-950">
          <span className="font-semibold">{m.learnerMessage} : </span>
          {r.message}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-label={m.answer} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-bold text-slate-900">{m.subject}</h2>
          {r.subject.instructions && (
            <p className="text-sm text-slate-700">
              {m.instructions} : {r.subject.instructions}
            </p>
          )}
          <p className="whitespace-pre-line text-slate-900">{s.sujet ?? r.subject.question_text}</p>
          {s.documents?.map((d, i) => (
            <p key={i} className="rounded bg-slate-50 p-2 text-sm text-slate-800">
              {d.titre ? `${d.titre} : ` : ''}
              {d.texte}
            </p>
          ))}
          {r.subject.expected && (
            <p className="text-sm text-slate-700">
              {m.expected(r.subject.expected.min, r.subject.expected.max, r.skill)}
            </p>
          )}
          <h2 className="text-lg font-bold text-slate-900">{m.answer}</h2>
          {r.audio_url ? (
            <Recording url={r.audio_url} />
          ) : r.answer_text ? (
            <p
              className="whitespace-pre-line rounded-lg border border-slate-200 p-3 text-slate-900"
              data-testid="review-answer"
            >
              {r.answer_text}
            </p>
          ) : (
            <p className="text-slate-700">{m.noAnswer}</p>
          )}
        </section>
        <section
          aria-labelledby="auto-title"
          className="space-y-2 rounded-2xl border border-slate-200 bg-slate-50 p-4"
        >
          <h2 id="auto-title" className="text-lg font-bold text-slate-900">
            {m.automatic}
          </h2>
          <AutoCorrectionSummary ai={r.correction} />
        </section>
      </div>
      <section className="rounded-2xl border border-slate-200 bg-white p-4">
        {r.state === 'done' ? (
          <div role="status" className="space-y-1">
            <p className="text-lg font-bold text-emerald-900">{m.humanNote(r.human_note_20, r.reviewer)}</p>
            <p className="whitespace-pre-line text-slate-900">{r.comments}</p>
          </div>
        ) : (
          <ReviewForm id={r.id} />
        )}
      </section>
    </div>
  );
}
