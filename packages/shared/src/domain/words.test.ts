import { describe, expect, it } from 'vitest';
import { countWords, lengthVerdict } from './words';

describe('countWords (editor and corrector)', () => {
  it('counts what stands between spaces, elisions and hyphenated words as one', () => {
    expect(countWords("L'école est à côté, c'est-à-dire tout près.")).toBe(7);
    expect(countWords('Rendez-vous à 18h30 — au 12, rue Beaubien !')).toBe(7);
    expect(countWords('  ')).toBe(0);
    expect(countWords('Bonjour\u00a0Thomas\n\nÀ bientôt')).toBe(4);
  });
  it('places a count against a range', () => {
    expect(lengthVerdict(59, { min: 60, max: 120 })).toBe('under');
    expect(lengthVerdict(120, { min: 60, max: 120 })).toBe('within');
    expect(lengthVerdict(121, { min: 60, max: 120 })).toBe('over');
    expect(lengthVerdict(10, null)).toBeNull();
  });
});
