import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attempts, exams, examTypes, exercises } from '../../db/schema';

export function createStatsRepository(db: DbOrTx) {
  return {
    async counts(userId: number) {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          completed: sql<number>`count(${attempts.completedAt})::int`,
        })
        .from(attempts)
        .where(eq(attempts.userId, userId));
      return { total: row?.total ?? 0, completed: row?.completed ?? 0 };
    },

    /** Completed attempts of the user with what their scale needs, oldest first. */
    async completedAttempts(userId: number) {
      return db
        .select({
          completedAt: attempts.completedAt,
          score: attempts.score,
          note20: attempts.note20,
          correctCount: attempts.correctCount,
          skill: exams.skill,
          examTypeSlug: examTypes.slug,
          examTypeName: examTypes.name,
          examTypePosition: examTypes.position,
          scoring: examTypes.scoring,
          total: sql<number>`(select count(*) from questions q where q.exercise_id = ${exercises.id})::int`,
          answered: sql<number>`(select count(*) from answers x where x.attempt_id = ${attempts.id})::int`,
        })
        .from(attempts)
        .innerJoin(exercises, eq(exercises.id, attempts.exerciseId))
        .innerJoin(exams, eq(exams.id, exercises.examId))
        .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
        .where(and(eq(attempts.userId, userId), isNotNull(attempts.completedAt)))
        .orderBy(attempts.completedAt, attempts.id);
    },
  };
}
export type StatsRepository = ReturnType<typeof createStatsRepository>;
