import type { CatalogRepository } from './catalog.repository';

/** Reads of content that changes only on import; the other reads (per learner) always hit the database. */
const CACHED = [
  'listExamTypes',
  'findExamType',
  'listExams',
  'findExam',
  'listExercises',
  'findExerciseBySlug',
  'findExerciseById',
  'questionsOf',
  'questionsBySlug',
  'questionsByIds',
  'questionIdsOf',
  'counts',
] as const satisfies readonly (keyof CatalogRepository)[];

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export interface CatalogCache {
  repository: CatalogRepository;
  /**
   * A value computed from content only (a ranked exercise, a serialised question list), kept under
   * `key` with the same rules as the cached reads: forgotten on import, not kept while the listener
   * is down, nor when it is undefined.
   */
  derive: CatalogMemo;
  /** Forgets everything (a content import happened). */
  notify(): void;
  /** While false, every read goes to the database (invalidations could be missed). */
  live(on: boolean): void;
  stats(): { live: boolean; hits: number; misses: number; entries: number };
}

export type CatalogMemo = <T>(key: string, compute: () => Promise<T>) => Promise<T>;

/** No cache (tests of a service alone): computes every time. */
export const noMemo: CatalogMemo = (_key, compute) => compute();

/**
 * The catalogue repository with its content reads memoised in process. Misses are not cached
 * (a random slug costs nothing to remember), the map is bounded, and a read that started before an
 * invalidation is not stored after it. Callers must not mutate what they get.
 */
export function createCatalogCache(
  repo: CatalogRepository,
  o: { maxEntries?: number; freeze?: boolean } = {},
): CatalogCache {
  const maxEntries = o.maxEntries ?? 10_000;
  const entries = new Map<string, Promise<unknown>>();
  let generation = 0;
  let enabled = false;
  let hits = 0;
  let misses = 0;

  const isEmpty = (v: unknown) => v === undefined || (Array.isArray(v) && v.length === 0);

  function cached<R>(key: string, compute: () => Promise<R>): Promise<R> {
    if (!enabled) return compute();
    const found = entries.get(key) as Promise<R> | undefined;
    if (found) {
      hits++;
      return found;
    }
    misses++;
    const gen = generation;
    // Outside production, cached values are frozen: a caller that mutates one fails loudly.
    const p = o.freeze ? compute().then(deepFreeze) : compute();
    if (entries.size >= maxEntries) entries.clear();
    entries.set(key, p);
    p.then(
      (v) => {
        if (gen !== generation || isEmpty(v)) {
          if (entries.get(key) === p) entries.delete(key);
        }
      },
      () => {
        if (entries.get(key) === p) entries.delete(key);
      },
    );
    return p;
  }

  function memo<A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) {
    return (...args: A): Promise<R> => {
      // Personal filter (favourites of a learner): not content.
      if (name === 'listExams' && (args[0] as { favoriteOf?: number }).favoriteOf !== undefined) {
        return fn(...args);
      }
      return cached(`${name}:${JSON.stringify(args)}`, () => fn(...args));
    };
  }

  const wrapped = { ...repo };
  for (const name of CACHED) {
    (wrapped as Record<string, unknown>)[name] = memo(
      name,
      repo[name] as (...a: unknown[]) => Promise<unknown>,
    );
  }

  const clear = () => {
    generation++;
    entries.clear();
  };
  return {
    repository: wrapped,
    derive: (key, compute) => cached(`derived:${key}`, compute),
    notify: clear,
    live(on) {
      clear();
      enabled = on;
    },
    stats: () => ({ live: enabled, hits, misses, entries: entries.size }),
  };
}
