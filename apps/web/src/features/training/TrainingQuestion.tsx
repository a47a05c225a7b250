import type { CheckChoiceResponse, Question } from '@prepa/shared';
import { CircleCheck, CircleX, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { ExplanationView, TranscriptView } from '../../components/ExplanationView';
import { ReportQuestionButton } from '../../components/ReportQuestionButton';
import { training as t } from '../../lib/messages';
import { ChoiceList } from '../../components/question/ChoiceList';
import { formatClock } from '../../lib/clock';
import { QuestionResources } from '../../components/question/QuestionResources';
import { SubjectView } from '../../components/question/SubjectView';
import { PracticeAnswer } from './PracticeAnswer';

/** One training question: stopwatch, documents (unlimited listening), choices with instant feedback. */
export function TrainingQuestion({
  question,
  heading,
  seconds,
  picked,
  feedback,
  checking,
  onPick,
  correctionAvailable,
  exerciseSlug,
  actions,
}: {
  question: Question;
  heading: string;
  seconds: number;
  picked: string | null;
  feedback: CheckChoiceResponse | null;
  checking: boolean;
  onPick: (choice: string) => void;
  correctionAvailable: boolean;
  exerciseSlug: string;
  actions: ReactNode;
}) {
  return (
    <article className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">{heading}</h2>
        <p className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-1 font-semibold tabular-nums">
          <Timer aria-hidden="true" className="size-4" />
          <span className="sr-only">{t.stopwatch} :</span>
          <span data-testid="stopwatch">{formatClock(seconds)}</span>
        </p>
      </div>
      <QuestionResources resources={question.ressouces} mode="training" playedPrefix="training" />
      {question.question_type === 'MCQ' ? (
        <>
          <p className="whitespace-pre-line text-slate-900">{question.question_text}</p>
          <ChoiceList
            question={question}
            selected={picked}
            onSelect={onPick}
            disabled={!!feedback || checking}
          />
          {feedback && (
            <div
              role="status"
              data-feedback={feedback.is_correct ? 'correct' : 'incorrect'}
              className={`flex items-start gap-3 rounded-lg border-2 p-3 ${feedback.is_correct ? 'border-green-700 bg-green-50 text-green-950' : 'border-red-700 bg-red-50 text-red-950'}`}
            >
              {feedback.is_correct ? (
                <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
              ) : (
                <CircleX aria-hidden="true" className="size-5 shrink-0" />
              )}
              <div>
                <p className="font-semibold">{feedback.is_correct ? t.correct : t.incorrect}</p>
                {!feedback.is_correct && <p>{t.rightAnswer(feedback.correct_choice.choice_text)}</p>}
              </div>
            </div>
          )}
          {feedback?.explanation && (
            <ExplanationView explanation={feedback.explanation} choices={question.choices} />
          )}
          {feedback?.transcripts.map((x) => (
            <TranscriptView key={x.resource} title={x.title} transcript={x.transcript} />
          ))}
        </>
      ) : (
        <>
          <div>
            <p className="mb-1 text-sm font-semibold text-slate-700">{t.subject}</p>
            <SubjectView question={question} />
          </div>
          <PracticeAnswer
            question={question}
            correctionAvailable={correctionAvailable}
            exerciseSlug={exerciseSlug}
          />
        </>
      )}
      <div className="flex flex-wrap gap-3">{actions}</div>
      <ReportQuestionButton questionSlug={question.slug} context="training" />
    </article>
  );
}
