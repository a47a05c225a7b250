import { describe, expect, it } from 'vitest';
import { exerciseLock, sortByTrailingNumber, trailingNumber } from './ordering';

describe('trailing number order', () => {
  it('When titles end with numbers, then they sort numerically, not alphabetically', () => {
    const titles = ['Série 10', 'Série 2', 'Sans numéro', 'Série 1', 'Test 3 '];
    expect(sortByTrailingNumber(titles.map((title) => ({ title }))).map((t) => t.title)).toEqual([
      'Série 1',
      'Série 2',
      'Test 3 ',
      'Série 10',
      'Sans numéro',
    ]);
    expect(trailingNumber('Compréhension écrite — Série 12')).toBe(12);
    expect(trailingNumber('Série A')).toBeNull();
  });
});

describe('exerciseLock', () => {
  it('When the visitor is anonymous, then every exercise is locked with a login prompt', () => {
    expect(exerciseLock({ authenticated: false, rank: 0, hasSubscription: true, freeExercises: 3 })).toEqual({
      locked: true,
      reason: 'login',
    });
  });

  it('When a learner has no subscription, then only the first 3 exercises are open', () => {
    const ranks = [0, 1, 2, 3, 4].map((rank) =>
      exerciseLock({ authenticated: true, rank, hasSubscription: false, freeExercises: 3 }),
    );
    expect(ranks.map((r) => r.locked)).toEqual([false, false, false, true, true]);
    expect(ranks[3]!.reason).toBe('package');
  });

  it('When a learner has a matching subscription, then every exercise is open', () => {
    expect(
      exerciseLock({ authenticated: true, rank: 9, hasSubscription: true, freeExercises: 3 }).locked,
    ).toBe(false);
  });
});
