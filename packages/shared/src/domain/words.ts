/**
 * The one word count of the platform, shown by the writing editor and used by the corrector
 * (length of a task, copied words, length caps). It follows the DELF-DALF and TCF rule: a word is
 * whatever stands between two spaces and holds a letter or a digit, so "l'école", "c'est-à-dire"
 * and "18h30" are one word each, and punctuation alone ("—", "?") is no word.
 */
export function countWords(text: string): number {
  let n = 0;
  for (const chunk of text.split(/[\s\u00a0\u202f]+/u)) if (/[\p{L}\p{N}]/u.test(chunk)) n++;
  return n;
}

/** Where a count stands against an expected range of words. */
export function lengthVerdict(
  words: number,
  range: { min: number; max: number } | null,
): 'under' | 'within' | 'over' | null {
  if (!range) return null;
  if (words < range.min) return 'under';
  if (words > range.max) return 'over';
  return 'within';
}
