import { WRITING_TASK_WORDS } from './domain';
import type { Question } from '@prepa/shared';

/** The platform's one word count: the corrector counts the same way. */
export { countWords, lengthVerdict } from './domain';

/** Expected length of a writing task: the question's own range, else SPEC §9's range for its position. */
export function expectedWords(
  q: Pick<Question, 'expected'>,
  index: number,
): { min: number; max: number } | null {
  if (q.expected?.min != null && q.expected.max != null) return { min: q.expected.min, max: q.expected.max };
  return WRITING_TASK_WORDS[index] ?? null;
}

export const isExpression = (q: Pick<Question, 'question_type'>) => q.question_type !== 'MCQ';
