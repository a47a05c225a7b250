import type { AttemptResults } from '@prepa/shared';
import { type AnswerPayload, submitAnswer } from './answers';
import { completeAttempt, startAttempt } from './attempts';
import { api } from './client';

/** Training: a random question, a checked pick, an answer sent for correction. */

/** One random question of the exam, without its answer. */
export function fetchRandomQuestion(examSlug: string, exclude?: string, signal?: AbortSignal) {
  return api.call('training.randomQuestion', { params: { slug: examSlug }, signal, query: { exclude } });
}

/** Is this pick right, and which one is (nothing recorded). */
export function checkChoice(questionSlug: string, choice: string) {
  return api.call('training.checkChoice', { params: { slug: questionSlug }, body: { choice } });
}

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

/** The training attempt, read again until its answer is corrected. */
export function fetchTrainingAttempt(slug: string, signal?: AbortSignal): Promise<AttemptResults> {
  return api.call('attempts.resultsBare', { params: { slug }, signal });
}
