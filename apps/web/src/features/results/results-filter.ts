import type { ResultQuestion } from '@prepa/shared';

export interface ResultFilters {
  correct: boolean;
  incorrect: boolean;
}

/** Listening/reading detail filters (both on by default): an unanswered question counts as incorrect. */
export function filterQuestions<Q extends Pick<ResultQuestion, 'is_correct'>>(
  questions: Q[],
  f: ResultFilters,
): Q[] {
  return questions.filter((q) => (q.is_correct === true ? f.correct : f.incorrect));
}
