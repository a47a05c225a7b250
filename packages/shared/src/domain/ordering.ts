/** The number a title ends with ("Série 12" -> 12), or null. */
export function trailingNumber(title: string): number | null {
  const m = /(\d+)\s*$/.exec(title.trim());
  return m ? Number(m[1]) : null;
}

/** Sorts by the trailing number of the title (titles without one go last, then alphabetically). */
export function sortByTrailingNumber<T extends { title: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => {
    const na = trailingNumber(a.title);
    const nb = trailingNumber(b.title);
    if (na !== nb) {
      if (na === null) return 1;
      if (nb === null) return -1;
      return na - nb;
    }
    return a.title.localeCompare(b.title, 'fr');
  });
}

export type LockReason = 'login' | 'package' | null;

/**
 * Lock rule of an exercise: `rank` is its 0-based position in its exam ordered by trailing number.
 * Anonymous visitors: locked (log in). The first `freeExercises` (the exam type's access rule) are
 * free; the others need an active subscription covering the exam type.
 */
export function exerciseLock(input: {
  authenticated: boolean;
  rank: number;
  hasSubscription: boolean;
  freeExercises: number;
}): {
  locked: boolean;
  reason: LockReason;
} {
  if (!input.authenticated) return { locked: true, reason: 'login' };
  if (input.rank < input.freeExercises || input.hasSubscription) return { locked: false, reason: null };
  return { locked: true, reason: 'package' };
}
