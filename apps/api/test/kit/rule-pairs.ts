import type { Finding } from '../../src/modules/correction/types';

/** Each finding as [the words it covers, its replacement]: what a rule test compares. */
export const pairsOf = (text: string, found: Finding[]) =>
  found.map((f) => [Array.from(text).slice(f.start, f.end).join(''), f.replacement]);
