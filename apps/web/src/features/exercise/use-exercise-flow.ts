import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useToast } from '../../components/toast-context';
import type { VoiceRecorderHandle } from '../../components/VoiceRecorder';
import { ApiError, errorMessage } from '../../lib/api-client';
import { exercise as t } from '../../lib/messages';
import { clearLocalAttempt } from './answer-store';
import { completeAttempt } from '../../api/attempts';
import { forgetExamOnDevice } from './offline';
import type { FinishPhase } from './FinishDialog';
import type { AnswerSync } from './use-answer-sync';
import type { AttemptSession } from './attempt-session';
import { useExamTimer } from './use-exam-timer';
import { isExpression } from '../../lib/word-count';

const FLUSH_MS = 15_000;
const FLUSH_FORCED_MS = 5_000;

/**
 * Moving through the questions (an expression task needs an answer before moving on, a recording
 * in progress is stopped and saved first), the exam timer, and finishing: every answer is
 * acknowledged first, or the learner is told which are not.
 */
export function useExerciseFlow(
  session: AttemptSession,
  sync: AnswerSync,
  recorder: RefObject<VoiceRecorderHandle | null>,
  heading: RefObject<HTMLHeadingElement | null>,
) {
  const toast = useToast();
  const navigate = useNavigate();
  const { questions, attemptSlug } = session;
  const index = Math.min(Math.max(sync.current, 0), questions.length - 1);
  const question = questions[index]!;
  const [phase, setPhase] = useState<FinishPhase>({ step: 'closed' });
  /** A move away from an empty expression task waiting for the learner's confirmation. */
  const [pendingMove, setPendingMove] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const busy = useRef(false);
  const completing = useRef(false);
  const waitingOnline = useRef<(() => void) | null>(null);
  const answers = useRef(sync.answers);
  useEffect(() => {
    answers.current = sync.answers;
  });

  const isAnswered = useCallback(
    (i: number) => {
      const a = sync.answers[questions[i]!.slug];
      if (!a) return false;
      return a.value.kind === 'text' ? a.value.text.trim().length > 0 : true;
    },
    [sync.answers, questions],
  );
  const answeredCount = questions.filter((_, i) => isAnswered(i)).length;

  /** Stops a recording in progress (saved by its handler) and sends the text of the current question. */
  const settle = async (): Promise<boolean> => {
    const rec = recorder.current?.isRecording() ? await recorder.current.stop() : null;
    sync.sendText(question.slug);
    return rec !== null;
  };
  /** Tasks may be answered in any order: leaving an empty one asks for confirmation, never blocks. */
  const leavesEmpty = (justRecorded: boolean) =>
    isExpression(question) && !justRecorded && !isAnswered(index);

  const leave = useCallback(() => {
    setDone(true);
    clearLocalAttempt(attemptSlug);
    forgetExamOnDevice(session.exercise.slug);
    navigate(paths.results(attemptSlug), { state: { fromExercise: true } });
  }, [attemptSlug, navigate, session.exercise.slug]);

  const go = async (target: number, confirmed = false) => {
    if (busy.current || target === index || target < 0 || target >= questions.length) return;
    busy.current = true;
    try {
      const recorded = await settle();
      if (target > index && !confirmed && leavesEmpty(recorded)) {
        setPendingMove(target);
        return;
      }
      setPendingMove(null);
      sync.setCurrent(target);
      // A new question starts at the top of the screen, its heading focused (no scroll jump).
      requestAnimationFrame(() => {
        window.scrollTo({ top: 0, behavior: 'auto' });
        heading.current?.focus({ preventScroll: true });
      });
    } finally {
      busy.current = false;
    }
  };

  /** Offline at the moment of finishing: the exam is finished by itself when the network returns. */
  const finishWhenOnline = () => {
    setPhase({ step: 'waiting' });
    const resume = () => {
      waitingOnline.current = null;
      void complete(true);
    };
    if (waitingOnline.current) window.removeEventListener('online', waitingOnline.current);
    waitingOnline.current = resume;
    window.addEventListener('online', resume, { once: true });
  };
  const stopWaiting = () => {
    if (waitingOnline.current) window.removeEventListener('online', waitingOnline.current);
    waitingOnline.current = null;
  };
  useEffect(() => stopWaiting, []);

  const complete = async (force: boolean) => {
    if (completing.current) return;
    if (!navigator.onLine) return finishWhenOnline();
    completing.current = true;
    try {
      setPhase({ step: 'sending' });
      await settle();
      const unsentKeys = new Set(await sync.flush(force ? FLUSH_FORCED_MS : FLUSH_MS));
      for (const [q, a] of Object.entries(answers.current)) if (a.state === 'failed') unsentKeys.add(q);
      const unsent = questions.flatMap((q, i) =>
        unsentKeys.has(q.slug) ? [t.questionOf(i + 1, questions.length)] : [],
      );
      if (unsent.length > 0 && !force) {
        setPhase({ step: 'unsent', labels: unsent });
        return;
      }
      try {
        await completeAttempt(attemptSlug);
      } catch (err) {
        // The network dropped during the call: finish when it returns.
        if (!(err instanceof ApiError) && !navigator.onLine) {
          completing.current = false;
          return finishWhenOnline();
        }
        // 409: the server already closed it (time up): the results are there.
        if (!(err instanceof ApiError && err.status === 409)) {
          toast.error(errorMessage(err, t.finalizeError));
          setPhase({ step: 'closed' });
          return;
        }
      }
      leave();
    } finally {
      completing.current = false;
    }
  };

  const remaining = useExamTimer(session.deadlineMs, sync.clockOffsetMs, {
    onWarning: (level) => toast.warning(t.timer[level]),
    onExpire: () => {
      toast.warning(t.timer.up);
      void complete(true);
    },
  });

  return {
    index,
    question,
    phase,
    pendingMove,
    confirmMove: () => {
      if (pendingMove !== null) void go(pendingMove, true);
    },
    cancelMove: () => setPendingMove(null),
    done,
    remaining,
    answeredCount,
    isAnswered,
    leave,
    go,
    next: () => void go(index + 1),
    previous: () => void go(index - 1),
    requestFinish: async (reason: 'finish' | 'exit') => {
      if (busy.current) return;
      // The finish dialog says how many tasks have an answer: an empty one does not block.
      await settle();
      setPhase({ step: 'confirm', reason });
    },
    confirm: () => void complete(false),
    force: () => void complete(true),
    closeDialog: () => {
      stopWaiting();
      setPhase({ step: 'closed' });
    },
  };
}
