import { and, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  answers,
  attempts,
  examFavorites,
  exams,
  examTypes,
  exercises,
  newsletterSubscribers,
  packages,
  payments,
  sessions,
  subscriptions,
  users,
} from '../../db/schema';
import { fold, foldColumn } from '../practice/attempts.repository';

export type LearnerRow = typeof users.$inferSelect;

/** The back office's reads and writes of learner accounts (search, page, subscriptions, deletion). */
export function createLearnersRepository(db: DbOrTx) {
  return {
    async search(needle: string, limit: number, offset: number) {
      const filters: SQL[] = [];
      const q = fold(needle).trim();
      if (q) {
        const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const full = sql`${users.firstName} || ' ' || ${users.lastName}`;
        const reversed = sql`${users.lastName} || ' ' || ${users.firstName}`;
        filters.push(
          or(
            ...[users.email, users.firstName, users.lastName, full, reversed].map(
              (col) => sql`${foldColumn(col)} like ${pattern}`,
            ),
          )!,
        );
      }
      const where = filters.length ? and(...filters) : undefined;
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(users).where(where);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.dateJoined), desc(users.id))
        .limit(limit)
        .offset(offset);
      return { total: Number(n), rows };
    },

    async byId(id: number): Promise<LearnerRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async subscriptionsOf(userId: number) {
      return db
        .select({
          id: subscriptions.id,
          packageSlug: packages.slug,
          packageName: packages.name,
          examTypeName: examTypes.name,
          startDate: subscriptions.startDate,
          endDate: subscriptions.endDate,
          paymentReference: payments.reference,
        })
        .from(subscriptions)
        .innerJoin(packages, eq(packages.id, subscriptions.packageId))
        .innerJoin(examTypes, eq(examTypes.id, subscriptions.examTypeId))
        .leftJoin(payments, eq(payments.id, subscriptions.paymentId))
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.endDate), desc(subscriptions.id));
    },

    async subscription(userId: number, id: number) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
        .limit(1);
      return row;
    },

    async attemptsOf(userId: number, limit: number) {
      const [{ n } = { n: 0 }] = await db
        .select({ n: count() })
        .from(attempts)
        .where(eq(attempts.userId, userId));
      const rows = await db
        .select({
          slug: attempts.slug,
          exerciseTitle: exercises.title,
          examName: exams.name,
          practiceType: attempts.practiceType,
          startedAt: attempts.startedAt,
          completedAt: attempts.completedAt,
          score: attempts.score,
          note20: attempts.note20,
          answers: sql<number>`(select count(*) from ${answers} where ${answers.attemptId} = ${attempts.id})::int`,
        })
        .from(attempts)
        .innerJoin(exercises, eq(exercises.id, attempts.exerciseId))
        .innerJoin(exams, eq(exams.id, exercises.examId))
        .where(eq(attempts.userId, userId))
        .orderBy(desc(attempts.createdAt), desc(attempts.id))
        .limit(limit);
      return { total: Number(n), rows };
    },

    async paymentsOf(userId: number) {
      return db
        .select({
          reference: payments.reference,
          packageName: packages.name,
          amount: payments.amount,
          currency: payments.currency,
          provider: payments.provider,
          status: payments.status,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .innerJoin(packages, eq(packages.id, payments.packageId))
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt), desc(payments.id));
    },

    async recordingCount(userId: number): Promise<number> {
      const [{ n } = { n: 0 }] = await db
        .select({ n: count() })
        .from(answers)
        .where(and(eq(answers.userId, userId), isNotNull(answers.audioKey)));
      return Number(n);
    },

    async packageBySlug(slug: string) {
      const [row] = await db.select().from(packages).where(eq(packages.slug, slug)).limit(1);
      return row;
    },

    async insertSubscription(values: typeof subscriptions.$inferInsert) {
      const [row] = await db.insert(subscriptions).values(values).returning();
      return row!;
    },

    async setSubscriptionEnd(id: number, endDate: Date) {
      const [row] = await db
        .update(subscriptions)
        .set({ endDate })
        .where(eq(subscriptions.id, id))
        .returning();
      return row;
    },

    async setActive(id: number, isActive: boolean) {
      const [row] = await db
        .update(users)
        .set({ isActive })
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .returning();
      return row;
    },

    /** How much practice the account has: what a deletion removes. */
    async practiceCounts(userId: number) {
      const [a] = await db.select({ n: count() }).from(attempts).where(eq(attempts.userId, userId));
      const [b] = await db.select({ n: count() }).from(answers).where(eq(answers.userId, userId));
      const [p] = await db.select({ n: count() }).from(payments).where(eq(payments.userId, userId));
      return { attempts: Number(a?.n ?? 0), answers: Number(b?.n ?? 0), payments: Number(p?.n ?? 0) };
    },

    /**
     * Deletes the account's practice (attempts, answers with their corrections and recording
     * references), favourites, subscriptions, sessions and newsletter subscription, and anonymises
     * the row that its payments keep pointing to. Run inside a transaction.
     */
    async eraseAccount(user: LearnerRow, anonymous: { email: string; passwordHash: string }, now: Date) {
      await db.delete(answers).where(eq(answers.userId, user.id));
      await db.delete(attempts).where(eq(attempts.userId, user.id));
      await db.delete(examFavorites).where(eq(examFavorites.userId, user.id));
      await db.delete(subscriptions).where(eq(subscriptions.userId, user.id));
      await db.delete(sessions).where(eq(sessions.userId, user.id));
      await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email));
      await db
        .update(users)
        .set({
          email: anonymous.email,
          username: anonymous.email,
          passwordHash: anonymous.passwordHash,
          firstName: '',
          lastName: '',
          isActive: false,
          lastLogin: null,
          deletedAt: now,
        })
        .where(eq(users.id, user.id));
    },
  };
}
export type LearnersRepository = ReturnType<typeof createLearnersRepository>;
