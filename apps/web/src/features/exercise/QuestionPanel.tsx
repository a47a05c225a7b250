import type { Question, Skill } from '@prepa/shared';
import { isMcqSkill } from '../../lib/domain';
import { lazy, Suspense, useState, type Ref, type RefObject } from 'react';
import { Spinner } from '../../components/LoadingView';
import { ReportQuestionButton } from '../../components/ReportQuestionButton';
import type { VoiceRecorderHandle } from '../../components/VoiceRecorder';
import { exercise as t } from '../../lib/messages';
import type { LocalAnswer } from './answer-store';
import { ChoiceList } from '../../components/question/ChoiceList';
import { QuestionResources } from '../../components/question/QuestionResources';
import { SubjectView } from '../../components/question/SubjectView';
import { expectedWords } from '../../lib/word-count';
import type { AnswerSync } from './use-answer-sync';

// Answer controls of open tasks load with the first such question, not with the screen: a
// multiple-choice exercise never needs the recorder or the editor (docs/decisions/054).
const SpeakingAnswer = lazy(() => import('./SpeakingAnswer').then((x) => ({ default: x.SpeakingAnswer })));
const WritingAnswer = lazy(() =>
  import('../../components/question/WritingAnswer').then((x) => ({ default: x.WritingAnswer })),
);
const answerLoading = (
  <div className="flex min-h-40 items-center justify-center">
    <Spinner />
  </div>
);

/** The current question: heading, documents, statement or subject, and the answer control of its type. */
export function QuestionPanel({
  question,
  index,
  total,
  skill,
  instructions,
  attemptSlug,
  answer,
  sync,
  invalid,
  headingRef,
  recorderRef,
  onVoiceError,
}: {
  question: Question;
  index: number;
  total: number;
  skill: Skill;
  instructions: string;
  attemptSlug: string;
  answer: LocalAnswer | undefined;
  sync: AnswerSync;
  invalid: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  recorderRef: Ref<VoiceRecorderHandle>;
  onVoiceError: (message: string) => void;
}) {
  const mcq = isMcqSkill(skill) || question.question_type === 'MCQ';
  const v = answer?.value;
  const [promptPlaying, setPromptPlaying] = useState(false);
  return (
    <article className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
        {mcq ? t.questionOf(index + 1, total) : t.taskOf(index + 1, total)}
      </h2>
      {!mcq && instructions && (
        <div className="rounded-lg bg-blue-50 p-3 text-sm text-blue-950">
          <p className="font-semibold">{t.instructions}</p>
          <p className="whitespace-pre-line">{instructions}</p>
        </div>
      )}
      <QuestionResources
        resources={question.ressouces}
        mode="exam"
        playedPrefix={attemptSlug}
        onPlayingChange={setPromptPlaying}
      />
      {question.question_type === 'MCQ' ? (
        <>
          <p className="whitespace-pre-line text-slate-900">{question.question_text}</p>
          <ChoiceList
            question={question}
            selected={v?.kind === 'choice' ? v.choice : null}
            onSelect={(c) => sync.setChoice(question.slug, c)}
          />
        </>
      ) : (
        <>
          <SubjectView question={question} />
          <Suspense fallback={answerLoading}>
            {question.question_type === 'audio' ? (
              <SpeakingAnswer
                question={question}
                attemptSlug={attemptSlug}
                promptPlaying={promptPlaying}
                answer={answer}
                loadLocal={sync.localRecording}
                onRecorded={(blob) => void sync.setRecording(question.slug, blob)}
                onError={onVoiceError}
                recorderRef={recorderRef}
              />
            ) : (
              <WritingAnswer
                value={v?.kind === 'text' ? v.text : ''}
                onChange={(text) => sync.setText(question.slug, text)}
                onBlur={() => sync.sendText(question.slug)}
                range={expectedWords(question, index)}
                invalid={invalid}
              />
            )}
          </Suspense>
        </>
      )}
      {invalid && (
        <p role="alert" className="field-error">
          {t.answerRequired}
        </p>
      )}
      <ReportQuestionButton questionSlug={question.slug} context="exercise" />
    </article>
  );
}
