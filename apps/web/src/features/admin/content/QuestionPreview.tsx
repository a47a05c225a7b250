import type { AdminQuestion } from '@prepa/shared';
import { useState } from 'react';
import { LoadingView } from '../../../components/LoadingView';
import { ErrorState } from '../../../components/StateViews';
import { ExplanationView, TranscriptView } from '../../../components/ExplanationView';
import { adminContent as m, adminShell, exercise as t } from '../../../lib/messages';
// The learner's own question components, so that the preview is what a learner sees.
import { ChoiceList } from '../../../components/question/ChoiceList';
import { QuestionResources } from '../../../components/question/QuestionResources';
import { SubjectView } from '../../../components/question/SubjectView';
import { usePreview } from '../../../api/admin-content';

/** A question as a learner gets it (served by the learner serialisation), then what follows an answer. */
export function QuestionPreview({ question }: { question: AdminQuestion }) {
  const q = usePreview(question.slug);
  const [picked, setPicked] = useState<string | null>(null);
  if (q.isPending) return <LoadingView />;
  if (q.isError) return <ErrorState message={adminShell.loadError} onRetry={() => void q.refetch()} />;
  const { question: shown, revealed, index, total, instructions } = q.data;
  const right = revealed.choices.find((c) => 'is_correct' in c && c.is_correct)?.slug;
  const explanation = question.explanation
    ? {
        answer: question.explanation,
        distractors: Object.fromEntries(question.choices.filter((c) => c.why).map((c) => [c.slug, c.why!])),
      }
    : null;
  return (
    <article
      className="space-y-4 rounded-2xl border-2 border-blue-200 bg-white p-4 sm:p-6"
      data-testid="preview"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-blue-800">{m.previewTitle}</p>
      <h3 className="text-lg font-bold text-slate-900">
        {shown.question_type === 'MCQ' ? t.questionOf(index + 1, total) : t.taskOf(index + 1, total)}
      </h3>
      {shown.question_type !== 'MCQ' && instructions && (
        <div className="rounded-lg bg-blue-50 p-3 text-sm text-blue-950">
          <p className="font-semibold">{t.instructions}</p>
          <p className="whitespace-pre-line">{instructions}</p>
        </div>
      )}
      <QuestionResources resources={shown.ressouces} mode="training" playedPrefix={`apercu-${shown.slug}`} />
      {shown.question_type === 'MCQ' ? (
        <>
          <p className="whitespace-pre-line text-slate-900">{shown.question_text}</p>
          <ChoiceList question={shown} selected={picked} onSelect={setPicked} disabled={picked !== null} />
          {picked && (
            <div className="space-y-3">
              <p className="font-semibold" role="status">
                {m.previewAnswered} {picked === right ? m.right : m.wrong}
              </p>
              {explanation && <ExplanationView explanation={explanation} choices={shown.choices} />}
              {revealed.ressouces
                .filter((r) => r.transcript)
                .map((r) => (
                  <TranscriptView key={r.id} title={r.title} transcript={r.transcript!} />
                ))}
            </div>
          )}
        </>
      ) : (
        <SubjectView question={shown} />
      )}
    </article>
  );
}
