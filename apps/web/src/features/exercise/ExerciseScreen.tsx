import { ArrowLeft, ArrowRight, Flag, LogOut } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isExamAudioPlaying } from '../../components/audio-played';
import { Modal } from '../../components/Modal';
import { useToast } from '../../components/toast-context';
import type { VoiceRecorderHandle } from '../../components/VoiceRecorder';
import { ApiError, errorMessage } from '../../lib/api-client';
import { exercise as t } from '../../lib/messages';
import { useTitle } from '../../lib/use-title';
import { ExamBar } from './ExamBar';
import { ExamTimer } from './ExamTimer';
import { QuestionGrid } from './QuestionGrid';
import { QuestionPanel } from './QuestionPanel';
import { SaveStatus } from './SaveStatus';
import { useAnswerSync } from './use-answer-sync';
import type { AttemptSession } from './attempt-session';
import { useExerciseFlow } from './use-exercise-flow';
import { useLeaveGuard } from './use-leave-guard';
import { useMicPermission } from './use-mic-permission';
import { keepOffline } from '../../lib/service-worker';
import { keepExamOnDevice, mediaOf, prepareOffline } from './offline';

// Needed only when finishing or leaving: fetched once the screen is shown, not before it.
const loadFinishDialog = () => import('./FinishDialog');
const FinishDialog = lazy(() => loadFinishDialog().then((x) => ({ default: x.FinishDialog })));
const EmptyTaskDialog = lazy(() => import('./EmptyTaskDialog').then((x) => ({ default: x.EmptyTaskDialog })));

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
  // Kept on this device for use without the network: the exam, its screens and its media.
  const startIndex = useRef(sync.current);
  useEffect(() => {
    if (session.offline) return;
    keepExamOnDevice(session);
    void prepareOffline(session, startIndex.current);
  }, [session]);
  // With the data saver on, the documents are kept a few questions ahead, as the learner moves.
  useEffect(() => {
    if (!session.offline && flow.index > startIndex.current) keepOffline(mediaOf(questions, flow.index));
  }, [session.offline, questions, flow.index]);
  leaveRef.current = flow.leave;
  useLeaveGuard(!flow.done);
  const mic = useMicPermission(exercise.type_exam === 'SPEAKING', () => toast.error(t.micRequired));
  const last = flow.index === questions.length - 1;
  const [gridOpen, setGridOpen] = useState(false);
  // A move away from a question whose document plays (one listening only) waits for a confirmation.
  const [audioLeave, setAudioLeave] = useState<(() => void) | null>(null);
  const guarded = (move: () => void) => () => {
    if (isExamAudioPlaying()) setAudioLeave(() => move);
    else move();
  };
  const goTo = (i: number) => {
    setGridOpen(false);
    void flow.go(i);
  };

  return (
    <section className="container-page space-y-4 pb-6 pt-3 sm:pt-5">
      <div className="flex items-start justify-between gap-3">
        <h1 className="min-w-0 flex-1 text-lg font-bold text-slate-900 sm:text-2xl">{exercise.title}</h1>
        <button type="button" onClick={() => void flow.requestFinish('exit')} className="btn btn-secondary">
          <LogOut aria-hidden="true" className="size-4" />
          {t.exit}
        </button>
      </div>
      <ExamBar
        timer={flow.remaining !== null ? <ExamTimer remaining={flow.remaining} /> : null}
        answered={flow.answeredCount}
        total={questions.length}
        gridOpen={gridOpen}
        onToggleGrid={() => setGridOpen((o) => !o)}
        showFinish={!last}
        onFinish={() => void flow.requestFinish('finish')}
        status={<SaveStatus answers={sync.answers} online={sync.online} onRetry={sync.retry} />}
        grid={
          <QuestionGrid
            total={questions.length}
            current={flow.index}
            isAnswered={flow.isAnswered}
            onJump={(i) => guarded(() => goTo(i))()}
          />
        }
      />
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
        invalid={false}
        headingRef={heading}
        recorderRef={recorder}
        onVoiceError={(m) => toast.error(m)}
      />
      {/* Kept at the bottom of the screen, within reach of the thumb, covering nothing: it takes its
          own place at the end of the question. */}
      <nav
        aria-label={t.questionNav}
        className="sticky bottom-0 z-20 -mx-4 flex justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:mx-0"
      >
        <button
          type="button"
          onClick={guarded(flow.previous)}
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
          <button type="button" onClick={guarded(flow.next)} className="btn btn-primary">
            {t.next}
            <ArrowRight aria-hidden="true" className="size-4" />
          </button>
        )}
      </nav>
      <Modal open={audioLeave !== null} onClose={() => setAudioLeave(null)} title={t.audioLeaveTitle}>
        <p className="text-slate-700">{t.audioLeaveText}</p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            className="btn btn-secondary"
            data-autofocus
            onClick={() => setAudioLeave(null)}
          >
            {t.audioLeaveStay}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              const move = audioLeave;
              setAudioLeave(null);
              move?.();
            }}
          >
            {t.audioLeaveGo}
          </button>
        </div>
      </Modal>
      {flow.pendingMove !== null && (
        <Suspense fallback={null}>
          <EmptyTaskDialog task={flow.index + 1} onConfirm={flow.confirmMove} onCancel={flow.cancelMove} />
        </Suspense>
      )}
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
