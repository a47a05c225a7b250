import { accessRuleFor, type AccessRules, exerciseLock, type LockReason } from '@prepa/shared';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import { type CatalogMemo, noMemo } from './catalog.cache';
import type { CatalogRepository, ExerciseListRow } from './catalog.repository';

export interface RankedExercise extends ExerciseListRow {
  /** 0-based position inside its exam, by trailing number. */
  rank: number;
}

/** Ranks exercises inside their exam (the rows come ordered by exam then trailing number). */
export function rankExercises(rows: ExerciseListRow[]): RankedExercise[] {
  const seen = new Map<number, number>();
  return rows.map((r) => {
    const rank = seen.get(r.examId) ?? 0;
    seen.set(r.examId, rank + 1);
    return { ...r, rank };
  });
}

/**
 * The free-allowance rule, enforced by the server: the first `free_exercises` exercises of each exam
 * (the operator's ACCESS_RULES for the exam type, docs/decisions/160) are open to every learner; the
 * others need a subscription that has not ended (subscriptions.end_date > now) for the exam type.
 */
export function createAccessService(deps: {
  catalog: CatalogRepository;
  memo?: CatalogMemo;
  /** The rules, or a function giving the rules in force (the operator may change them at any time). */
  rules?: AccessRules | (() => AccessRules);
}) {
  const { catalog } = deps;
  const given = deps.rules ?? {};
  const rulesNow = typeof given === 'function' ? given : () => given;
  const memo = deps.memo ?? noMemo;

  async function subscribedExamTypeIds(userId: number | null): Promise<Set<number>> {
    return userId === null ? new Set() : catalog.subscribedExamTypeIds(userId);
  }

  function lockOf(
    userId: number | null,
    e: RankedExercise,
    subscribed: Set<number>,
  ): { locked: boolean; reason: LockReason } {
    return lockFor(userId, e, subscribed.has(e.examTypeId));
  }

  /** The same rule when the caller's subscription to this exercise's exam type is already known. */
  function lockFor(
    userId: number | null,
    e: RankedExercise,
    hasSubscription: boolean,
  ): { locked: boolean; reason: LockReason } {
    return exerciseLock({
      authenticated: userId !== null,
      rank: e.rank,
      hasSubscription,
      freeExercises: accessRuleFor(rulesNow(), e.examTypeSlug).free_exercises,
    });
  }

  /** Content only (rank and exam type come from the catalogue): kept until the next import. */
  function rankedExercise(exerciseId: number): Promise<RankedExercise | undefined> {
    return memo(`ranked:${exerciseId}`, async () => {
      const found = await catalog.findExerciseById(exerciseId);
      if (!found) return undefined;
      const rows = rankExercises(await catalog.listExercises({ examId: found.examId }));
      return rows.find((r) => r.id === exerciseId);
    });
  }

  async function rankedExerciseBySlug(slug: string): Promise<RankedExercise | undefined> {
    const found = await catalog.findExerciseBySlug(slug);
    return found ? rankedExercise(found.id) : undefined;
  }

  return {
    get rules(): AccessRules {
      return rulesNow();
    },
    /** The operator's rule for an exam type. */
    ruleFor: (examTypeSlug: string) => accessRuleFor(rulesNow(), examTypeSlug),
    subscribedExamTypeIds,
    lockOf,
    lockFor,
    rankedExercise,
    rankedExerciseBySlug,

    /** True when the user holds a subscription, not yet ended, for this exam type. */
    async hasActiveSubscription(userId: number, examTypeId: number): Promise<boolean> {
      return (await catalog.subscribedExamTypeIds(userId)).has(examTypeId);
    },

    /** The exercise if the user may take it; 404 when unknown, 403 with a French message when locked. */
    async assertExerciseAccess(userId: number, exercise: { id: number } | { slug: string }) {
      const e =
        'id' in exercise ? await rankedExercise(exercise.id) : await rankedExerciseBySlug(exercise.slug);
      if (!e) throw new NotFoundError(messages.catalog.exerciseNotFound);
      const lock = lockOf(userId, e, await subscribedExamTypeIds(userId));
      if (lock.locked) throw new ForbiddenError(messages.catalog.locked);
      return e;
    },
  };
}
export type AccessService = ReturnType<typeof createAccessService>;
