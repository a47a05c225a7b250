import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, PreparedQuery } from '../../db/client';
import { attempts, examFavorites, subscriptions } from '../../db/schema';
import { grantsAccess, grantsAccessSql } from '../billing/subscription-rules';

/** See learnerStateOf. */
const LEARNER_STATE = `
  select
    exists (select 1 from subscriptions
            where user_id = $1 and exam_type_id = $3 and ${grantsAccessSql('$4::timestamptz')}) as subscribed,
    coalesce(bool_or(completed_at is not null), false) as completed,
    coalesce(bool_or(completed_at is null), false) as open
  from attempts where user_id = $1 and exercise_id = $2`;

/** What the catalogue shows one learner: favourites, subscriptions, attempts (never cached). */
export function createCatalogLearnerRepository(db: DbOrTx, prepared: PreparedQuery) {
  return {
    async favoriteExamIds(userId: number): Promise<Set<number>> {
      const rows = await db
        .select({ examId: examFavorites.examId })
        .from(examFavorites)
        .where(eq(examFavorites.userId, userId));
      return new Set(rows.map((r) => r.examId));
    },

    async setFavorite(userId: number, examId: number, on: boolean) {
      if (on) {
        await db.insert(examFavorites).values({ userId, examId }).onConflictDoNothing();
      } else {
        await db
          .delete(examFavorites)
          .where(and(eq(examFavorites.userId, userId), eq(examFavorites.examId, examId)));
      }
    },

    /** Exam type ids for which the user holds a subscription that has not ended. */
    async subscribedExamTypeIds(userId: number): Promise<Set<number>> {
      const rows = await db
        .selectDistinct({ examTypeId: subscriptions.examTypeId })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), grantsAccess(new Date())));
      return new Set(rows.map((r) => r.examTypeId));
    },

    /**
     * What one exercise's access and answer reveal depend on for a learner, in one round trip:
     * a subscription not yet ended for the exam type, a completed attempt, an open attempt.
     */
    async learnerStateOf(userId: number, exerciseId: number, examTypeId: number, now = new Date()) {
      const [row] = await prepared<{ subscribed: boolean; completed: boolean; open: boolean }>(
        'learner_state_of',
        LEARNER_STATE,
        [userId, exerciseId, examTypeId, now.toISOString()],
      );
      return {
        subscribed: row?.subscribed === true,
        completed: row?.completed === true,
        open: row?.open === true,
      };
    },

    async attemptsOf(userId: number, exerciseIds: number[]) {
      if (exerciseIds.length === 0) return [];
      return db
        .select({
          attempt: attempts,
          nbAnswers: sql<number>`(select count(*) from answers x where x.attempt_id = ${attempts.id})::int`,
        })
        .from(attempts)
        .where(and(eq(attempts.userId, userId), inArray(attempts.exerciseId, exerciseIds)))
        .orderBy(desc(attempts.createdAt), desc(attempts.id));
    },
  };
}
