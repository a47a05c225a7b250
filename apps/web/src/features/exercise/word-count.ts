import { WRITING_TASK_WORDS } from '../../lib/domain';
import type { Question } from '@prepa/shared';

/** Words of a text: runs separated by spaces that contain a letter or a digit ("l'école" is one word). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Expected length of a writing task: the question's own range, else SPEC §9's range for its position. */
export function expectedWords(
  q: Pick<Question, 'expected'>,
  index: number,
): { min: number; max: number } | null {
  if (q.expected?.min != null && q.expected.max != null) return { min: q.expected.min, max: q.expected.max };
  return WRITING_TASK_WORDS[index] ?? null;
}

export function lengthVerdict(
  words: number,
  range: { min: number; max: number } | null,
): 'under' | 'within' | 'over' | null {
  if (!range) return null;
  if (words < range.min) return 'under';
  if (words > range.max) return 'over';
  return 'within';
}

export const isExpression = (q: Pick<Question, 'question_type'>) => q.question_type !== 'MCQ';
