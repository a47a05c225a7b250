import type { ResultQuestion, ReviewOffer } from '@prepa/shared';
import { Wand2 } from 'lucide-react';
import { useState } from 'react';
import { AudioPlayer } from '../../components/AudioPlayer';
import { ReportQuestionButton } from '../../components/ReportQuestionButton';
import { AnswerCorrection } from '../../components/correction/AnswerCorrection';
import { useToast } from '../../components/toast-context';
import { results as t } from '../../lib/messages';
import { SubjectView } from '../../components/question/SubjectView';
import { makeNewCorrection, useAnswerAudio } from '../../api/answers';
import { HumanReviewBlock } from './HumanReviewBlock';

function AnswerAudio({ url }: { url: string }) {
  const audio = useAnswerAudio(url);
  if (audio.isError) return <p className="text-sm text-red-700">{t.audioLoadError}</p>;
  if (!audio.url) return null;
  return <AudioPlayer src={audio.url} mode="training" title={t.yourAudio} />;
}

/** Manual correction of one answer: 'Correction ...' while it runs, then a toast and a reload. */
function CorrectButton({ answerSlug, onDone }: { answerSlug: string; onDone: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const r = await makeNewCorrection(answerSlug);
      if (r.correction_state === 'failed') toast.error(r.correction_error ?? t.correctionError);
      else if (r.correction_state === 'done') toast.success(t.corrected);
      else toast.info(t.correctionPending);
      onDone();
    } catch {
      toast.error(t.correctionError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={() => void run()} disabled={busy} className="btn btn-primary">
      <Wand2 aria-hidden="true" className="size-4" />
      {busy ? t.correcting : t.correct_}
    </button>
  );
}

/** Writing/speaking detail: subject, the learner's text or recording, the correction or a way to ask for it. */
export function ExpressionDetail({
  questions,
  reviewOffer,
  examTypeSlug,
  onReload,
}: {
  questions: ResultQuestion[];
  /** Whether the learner may ask a human reviewer (absent from older answers). */
  reviewOffer?: ReviewOffer;
  examTypeSlug: string;
  onReload: () => void;
}) {
  return (
    <section aria-labelledby="detail-title" className="space-y-4">
      <h2 id="detail-title" className="text-lg font-bold text-slate-900">
        {t.detail}
      </h2>
      {questions.map((q, i) => (
        <article key={q.slug} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
          <h3 className="font-bold text-slate-900">{t.questionN(i + 1)}</h3>
          <div className="rounded-lg bg-slate-50 p-3">
            <p className="mb-1 text-sm font-semibold text-slate-700">{t.subject}</p>
            <SubjectView question={q} />
          </div>
          {q.user_aswer_audio ? (
            <AnswerAudio url={q.user_aswer_audio} />
          ) : q.user_aswer_text ? (
            <div>
              <p className="text-sm font-semibold text-slate-700">{t.yourText}</p>
              <p className="mt-1 whitespace-pre-line rounded-lg border border-slate-200 p-3 text-slate-900">
                {q.user_aswer_text}
              </p>
            </div>
          ) : (
            <p className="text-slate-700">{t.noAnswer}</p>
          )}
          {/* A reviewer's note comes first, above the automatic correction it was given beside. */}
          {q.human_review && (
            <HumanReviewBlock
              question={q}
              offer={reviewOffer}
              examTypeSlug={examTypeSlug}
              onReload={onReload}
            />
          )}
          {q.ai_aswer ? (
            <AnswerCorrection ai={q.ai_aswer} text={q.user_aswer_text} />
          ) : (
            q.user_aswer_slug && (
              <div className="space-y-2">
                {q.correction_state === 'failed' && (
                  <p className="text-sm text-red-700">{t.correctionFailed}</p>
                )}
                {(q.correction_state === 'pending' || q.correction_state === 'running') && (
                  <p className="text-sm text-slate-700">{t.correctionPending}</p>
                )}
                <CorrectButton answerSlug={q.user_aswer_slug} onDone={onReload} />
              </div>
            )
          )}
          {!q.human_review && (
            <HumanReviewBlock
              question={q}
              offer={reviewOffer}
              examTypeSlug={examTypeSlug}
              onReload={onReload}
            />
          )}
          <ReportQuestionButton questionSlug={q.questionSlug} context="results" />
        </article>
      ))}
    </section>
  );
}
