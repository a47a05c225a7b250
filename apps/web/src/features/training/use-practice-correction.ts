import type { AiAnswer } from '@prepa/shared';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { practice as p } from '../../lib/messages';
import type { AnswerPayload } from '../../api/answers';
import { fetchTrainingAttempt, sendForCorrection } from '../../api/training';

/** How often the training screen asks whether the correction is ready, and for how long. */
export const CORRECTION_POLL_MS = 2000;
export const CORRECTION_WAIT_MS = 180_000;

export type PracticeCorrection =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'waiting'; attempt: string }
  | { phase: 'slow'; attempt: string }
  | { phase: 'done'; attempt: string; ai: AiAnswer }
  | { phase: 'failed'; attempt: string | null; message: string };

/**
 * Correction of a training answer: sends it (a training attempt of the exercise), then reads the
 * attempt again every 2 s until the answer's correction is done or failed, for 3 minutes at most.
 */
export function usePracticeCorrection(exerciseSlug: string, questionSlug: string) {
  const [attempt, setAttempt] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const since = useRef(0);
  const results = useQuery({
    queryKey: ['training-correction', attempt],
    queryFn: ({ signal }) => fetchTrainingAttempt(attempt!, signal),
    enabled: !!attempt,
    staleTime: 0,
    gcTime: 0,
    retry: 2,
    refetchInterval: (q) => {
      const s = q.state.data?.exercice.questions.find(
        (x) => x.questionSlug === questionSlug,
      )?.correction_state;
      if (s === 'done' || s === 'failed' || s === 'none') return false;
      return Date.now() - since.current < CORRECTION_WAIT_MS ? CORRECTION_POLL_MS : false;
    },
  });

  const send = async (answer: Extract<AnswerPayload, { kind: 'text' | 'audio' }>) => {
    setSending(true);
    setSendError(null);
    setAttempt(null);
    try {
      const slug = await sendForCorrection(exerciseSlug, questionSlug, answer);
      since.current = Date.now();
      setAttempt(slug);
    } catch (err) {
      setSendError(errorMessage(err, p.sendError));
    } finally {
      setSending(false);
    }
  };

  let state: PracticeCorrection = { phase: 'idle' };
  if (sending) state = { phase: 'sending' };
  else if (sendError) state = { phase: 'failed', attempt: null, message: sendError };
  else if (attempt) {
    const q = results.data?.exercice.questions.find((x) => x.questionSlug === questionSlug);
    // Read on every render so that each poll, even with the same answer, renders again.
    const polledAt = results.dataUpdatedAt;
    if (q?.correction_state === 'done' && q.ai_aswer) state = { phase: 'done', attempt, ai: q.ai_aswer };
    else if (q?.correction_state === 'failed')
      state = { phase: 'failed', attempt, message: p.correctionFailed };
    else if (q?.correction_state === 'none') state = { phase: 'failed', attempt, message: p.notQueued };
    else if (results.isError)
      state = { phase: 'failed', attempt, message: errorMessage(results.error, p.sendError) };
    else if (polledAt - since.current >= CORRECTION_WAIT_MS) state = { phase: 'slow', attempt };
    else state = { phase: 'waiting', attempt };
  }
  return { state, send };
}
