import { expect } from 'vitest';
import type { Finding } from '../../src/modules/correction/types';

/** Each finding as [the words it covers, its replacement]: what a rule test compares. */
export const pairsOf = (text: string, found: Finding[]) =>
  found.map((f) => [Array.from(text).slice(f.start, f.end).join(''), f.replacement]);

/** Every text gives exactly its one finding; every look-alike gives none. */
export function expectFindings(
  rules: (text: string) => Finding[],
  found: readonly (readonly [string, readonly [string, string]])[],
  none: readonly string[] = [],
) {
  for (const [s, pair] of found) expect(pairsOf(s, rules(s)), s).toEqual([pair]);
  for (const s of none) expect(pairsOf(s, rules(s)), s).toEqual([]);
}
