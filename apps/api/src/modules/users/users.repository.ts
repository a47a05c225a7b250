import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { examTypes, packages, subscriptions, users } from '../../db/schema';
import { grantsAccess } from '../billing/subscription-rules';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepository(db: DbOrTx) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async emailTakenByOther(email: string, userId: number): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, userId)))
        .limit(1);
      return rows.length > 0;
    },
    /** Inserts a user; a taken e-mail fails with the database's unique-constraint error. */
    async create(values: typeof users.$inferInsert): Promise<void> {
      await db.insert(users).values(values);
    },
    /** Inserts a user; returns undefined when the e-mail is already taken (unique constraint). */
    async insert(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },
    async update(id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },
    /** The subscription that currently grants access and ends last. */
    async currentSubscription(userId: number) {
      const [row] = await db
        .select({
          endDate: subscriptions.endDate,
          packageName: packages.name,
          examTypeName: examTypes.name,
          examTypeSlug: examTypes.slug,
        })
        .from(subscriptions)
        .innerJoin(packages, eq(packages.id, subscriptions.packageId))
        .innerJoin(examTypes, eq(examTypes.id, subscriptions.examTypeId))
        .where(and(eq(subscriptions.userId, userId), grantsAccess(new Date())))
        .orderBy(desc(subscriptions.endDate))
        .limit(1);
      return row;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
