import type { AttemptResults } from '@prepa/shared';
import {
  CORRECTION_DONE_DELAY_MS,
  CORRECTION_RECENT_WINDOW_MS,
  CORRECTION_TIMEOUT_MS,
  isMcqSkill,
} from '../../lib/domain';
import { useEffect, useState } from 'react';

/** Expression answers of a recently completed attempt still waiting for their correction. */
export function waitingAnswers(
  r: AttemptResults,
  now = Date.now(),
): { total: number; corrected: number; waiting: boolean } {
  const given = r.exercice.questions.filter((q) => q.user_aswer_audio || q.user_aswer_text);
  const corrected = given.filter((q) => q.ai_aswer).length;
  const recent = !!r.completed_at && now - Date.parse(r.completed_at) < CORRECTION_RECENT_WINDOW_MS;
  const inQueue = given.some(
    (q) => !q.ai_aswer && (q.correction_state === 'pending' || q.correction_state === 'running'),
  );
  return { total: given.length, corrected, waiting: !isMcqSkill(r.exercice.type_exam) && recent && inQueue };
}

export type WaitPhase = 'none' | 'waiting' | 'finishing' | 'timeout';

/**
 * The waiting-for-correction state of SPEC §4: while the corrections of a just-completed expression
 * attempt run, poll (the caller passes `polling` to its query), show progress, finish 1.5 s after
 * all are in, or time out after 10 s and let the learner correct each answer by hand.
 */
export function useCorrectionWait(data: AttemptResults | undefined, onTimeout: () => void) {
  const [phase, setPhase] = useState<WaitPhase | null>(null);
  const status = data ? waitingAnswers(data) : null;
  const waiting = status?.waiting ?? false;

  // First data decides whether there is anything to wait for; later data may end the wait.
  if (data && phase === null) setPhase(waiting ? 'waiting' : 'none');
  else if (phase === 'waiting' && data && !waiting) setPhase('finishing');

  useEffect(() => {
    if (phase !== 'waiting') return;
    const id = setTimeout(() => {
      setPhase('timeout');
      onTimeout();
    }, CORRECTION_TIMEOUT_MS);
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one timeout per wait
  }, [phase]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const id = setTimeout(() => setPhase('none'), CORRECTION_DONE_DELAY_MS);
    return () => clearTimeout(id);
  }, [phase]);

  const progress =
    phase === 'finishing'
      ? 100
      : status && status.total > 0
        ? Math.round((status.corrected * 100) / status.total)
        : 0;
  return {
    phase,
    polling: phase === 'waiting',
    showWait: phase === 'waiting' || phase === 'finishing',
    progress,
    corrected: phase === 'finishing' ? (status?.total ?? 0) : (status?.corrected ?? 0),
    total: status?.total ?? 0,
  };
}
