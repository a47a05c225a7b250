import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { packages, subscriptions, users } from '../../db/schema';
import { runningAt } from './subscription-rules';

/** Queries of the end-of-package reminders; every function takes the database or a transaction. */
export const remindersRepository = {
  /**
   * Running subscriptions ending before `horizon` whose reminder is not sent yet, unless a later
   * subscription of the same exam type already continues it.
   */
  async dueReminders(db: DbOrTx, now: Date, horizon: Date, limit: number) {
    return db
      .select({
        id: subscriptions.id,
        endDate: subscriptions.endDate,
        email: users.email,
        firstName: users.firstName,
        packageName: packages.name,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .innerJoin(packages, eq(packages.id, subscriptions.packageId))
      .where(
        and(
          isNull(subscriptions.reminderSentAt),
          runningAt(now),
          lte(subscriptions.endDate, horizon),
          eq(users.isActive, true),
          sql`not exists (select 1 from subscriptions later
                where later.user_id = ${subscriptions.userId}
                  and later.exam_type_id = ${subscriptions.examTypeId}
                  and later.end_date > ${subscriptions.endDate})`,
        ),
      )
      .limit(limit);
  },

  /** Marks the reminder as sent; false when another run already claimed it. */
  async claimReminder(db: DbOrTx, subscriptionId: number, at: Date): Promise<boolean> {
    const [claimed] = await db
      .update(subscriptions)
      .set({ reminderSentAt: at })
      .where(and(eq(subscriptions.id, subscriptionId), isNull(subscriptions.reminderSentAt)))
      .returning({ id: subscriptions.id });
    return !!claimed;
  },

  async releaseReminder(db: DbOrTx, subscriptionId: number) {
    await db.update(subscriptions).set({ reminderSentAt: null }).where(eq(subscriptions.id, subscriptionId));
  },
};
