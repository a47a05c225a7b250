import type { AttemptResults } from '@prepa/shared';
import { api } from '../../../lib/api-client';
import { completeAttempt } from '../../../api/complete-attempt';
import { startAttempt } from '../../../api/start-attempt';
import { type AnswerPayload, submitAnswer } from '../../../api/submit-answer';

/**
 * A training answer sent for correction (subscribers): a training attempt of the exercise, the
 * answer, then the attempt completed, so that it is kept in the history with its correction. The
 * server queues the correction as soon as the answer arrives. Resolves with the attempt's slug.
 */
export async function sendForCorrection(
  exerciseSlug: string,
  questionSlug: string,
  answer: Extract<AnswerPayload, { kind: 'text' | 'audio' }>,
): Promise<string> {
  const attempt = await startAttempt(exerciseSlug, 'training');
  await submitAnswer(attempt.slug, questionSlug, answer);
  await completeAttempt(attempt.slug);
  return attempt.slug;
}

/** GET /api/exercice-attempt/{slug} — the training attempt, read again until its answer is corrected. */
export function fetchTrainingAttempt(slug: string, signal?: AbortSignal): Promise<AttemptResults> {
  return api.get<AttemptResults>(`/exercice-attempt/${encodeURIComponent(slug)}`, { signal });
}
