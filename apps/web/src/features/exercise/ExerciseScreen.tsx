import { ArrowLeft, ArrowRight, Flag, LogOut } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useToast } from '../../components/toast-context';
import type { VoiceRecorderHandle } from '../../components/VoiceRecorder';
import { ApiError, errorMessage } from '../../lib/api-client';
import { exercise as t } from '../../lib/messages';
import { useTitle } from '../../lib/use-title';
import { ExamTimer } from './ExamTimer';
import { QuestionGrid } from './QuestionGrid';
import { QuestionPanel } from './QuestionPanel';
import { SaveStatus } from './SaveStatus';
import { useAnswerSync } from './use-answer-sync';
import type { AttemptSession } from './use-attempt-session';
import { useExerciseFlow } from './use-exercise-flow';
import { useLeaveGuard } from './use-leave-guard';
import { useMicPermission } from './use-mic-permission';

// Needed only when finishing or leaving: fetched once the screen is shown, not before it.
const loadFinishDialog = () => import('./FinishDialog');
const FinishDialog = lazy(() => loadFinishDialog().then((x) => ({ default: x.FinishDialog })));

/** The exam screen once the attempt is open: header, grid, current question, navigation, finish. */
export function ExerciseScreen({ session }: { session: AttemptSession }) {
  const toast = useToast();
  const { exercise, questions, attemptSlug } = session;
  useTitle(exercise.title);
  useEffect(() => void loadFinishDialog(), []);
  const recorder = useRef<VoiceRecorderHandle>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const leaveRef = useRef<() => void>(() => undefined);

  const sync = useAnswerSync({
    attemptSlug,
    exerciseSlug: exercise.slug,
    clockOffsetMs: session.clockOffsetMs,
    serverAnswers: session.serverAnswers,
    onRefused: (q, err) => {
      if (err instanceof ApiError && err.status === 409) {
        toast.info(t.attemptClosed);
        leaveRef.current();
        return;
      }
      const voice = questions.find((x) => x.slug === q)?.question_type === 'audio';
      toast.error(errorMessage(err, voice ? t.voiceSubmitError : t.submitError));
    },
  });
  const flow = useExerciseFlow(session, sync, recorder, heading);
  leaveRef.current = flow.leave;
  useLeaveGuard(!flow.done);
  const mic = useMicPermission(exercise.type_exam === 'SPEAKING', () => toast.error(t.micRequired));
  const last = flow.index === questions.length - 1;

  return (
    <section className="container-page space-y-4 py-4 sm:py-6">
      <header className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 flex-1 text-xl font-bold text-slate-900 sm:text-2xl">{exercise.title}</h1>
          <button type="button" onClick={() => void flow.requestFinish('exit')} className="btn btn-secondary">
            <LogOut aria-hidden="true" className="size-4" />
            {t.exit}
          </button>
        </div>
        <div className="sticky top-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-y border-slate-200 bg-slate-50/95 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
          {flow.remaining !== null && <ExamTimer remaining={flow.remaining} />}
          <SaveStatus answers={sync.answers} online={sync.online} onRetry={sync.retry} />
        </div>
        <QuestionGrid
          total={questions.length}
          current={flow.index}
          isAnswered={flow.isAnswered}
          onJump={(i) => void flow.go(i)}
        />
      </header>
      {mic === false && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
          {t.micRequired}
        </p>
      )}
      <QuestionPanel
        key={flow.question.slug}
        question={flow.question}
        index={flow.index}
        total={questions.length}
        skill={exercise.type_exam}
        instructions={exercise.instructions}
        attemptSlug={attemptSlug}
        answer={sync.answers[flow.question.slug]}
        sync={sync}
        invalid={flow.invalid}
        headingRef={heading}
        recorderRef={recorder}
        onVoiceError={(m) => toast.error(m)}
      />
      <div className="flex flex-wrap justify-between gap-3">
        <button
          type="button"
          onClick={flow.previous}
          disabled={flow.index === 0}
          className="btn btn-secondary"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.previous}
        </button>
        {last ? (
          <button type="button" onClick={() => void flow.requestFinish('finish')} className="btn btn-primary">
            <Flag aria-hidden="true" className="size-4" />
            {t.finish}
          </button>
        ) : (
          <button type="button" onClick={flow.next} className="btn btn-primary">
            {t.next}
            <ArrowRight aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      {flow.phase.step !== 'closed' && (
        <Suspense fallback={null}>
          <FinishDialog
            phase={flow.phase}
            answered={flow.answeredCount}
            total={questions.length}
            onConfirm={flow.confirm}
            onForce={flow.force}
            onClose={flow.closeDialog}
          />
        </Suspense>
      )}
    </section>
  );
}
