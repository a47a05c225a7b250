import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  examTypes,
  packages,
  paymentEvents,
  payments,
  promoCodeExamTypes,
  promoCodes,
  subscriptions,
  users,
} from '../../db/schema';
import type { PromoRow } from './promo';

export type PaymentRow = typeof payments.$inferSelect;
export type EventSource = (typeof paymentEvents.$inferInsert)['source'];

const packageColumns = {
  id: packages.id,
  slug: packages.slug,
  name: packages.name,
  period: packages.period,
  price: packages.price,
  examTypeId: packages.examTypeId,
  examTypeName: examTypes.name,
  examTypeSlug: examTypes.slug,
};
export type PackageRow = {
  id: number;
  slug: string;
  name: string;
  period: number;
  price: number;
  examTypeId: number;
  examTypeName: string;
  examTypeSlug: string;
};

/** Drizzle queries of the billing module; every function takes the database or a transaction. */
export const billingRepository = {
  async listPackages(db: DbOrTx, filter: { examTypeSlug?: string; slug?: string }): Promise<PackageRow[]> {
    const conds = [eq(packages.isActive, true)];
    if (filter.examTypeSlug) conds.push(eq(examTypes.slug, filter.examTypeSlug));
    if (filter.slug) conds.push(eq(packages.slug, filter.slug));
    return db
      .select(packageColumns)
      .from(packages)
      .innerJoin(examTypes, eq(examTypes.id, packages.examTypeId))
      .where(and(...conds))
      .orderBy(asc(examTypes.position), asc(packages.position), asc(packages.price), asc(packages.id));
  },

  /** A promo code by its normalised (upper-case) form, with the exam types it is restricted to. */
  async findPromo(db: DbOrTx, code: string): Promise<{ promo: PromoRow; examTypeIds: number[] } | undefined> {
    const [promo] = await db
      .select()
      .from(promoCodes)
      .where(sql`upper(${promoCodes.code}) = ${code}`)
      .limit(1);
    if (!promo) return undefined;
    const rows = await db
      .select({ id: promoCodeExamTypes.examTypeId })
      .from(promoCodeExamTypes)
      .where(eq(promoCodeExamTypes.promoCodeId, promo.id));
    return { promo, examTypeIds: rows.map((r) => r.id) };
  },

  /** Counts one use, never beyond max_uses (atomic); false when the code is exhausted. */
  async countPromoUse(db: DbOrTx, promoCodeId: number): Promise<boolean> {
    const rows = await db
      .update(promoCodes)
      .set({ uses: sql`${promoCodes.uses} + 1` })
      .where(
        and(
          eq(promoCodes.id, promoCodeId),
          sql`(${promoCodes.maxUses} is null or ${promoCodes.uses} < ${promoCodes.maxUses})`,
        ),
      )
      .returning({ id: promoCodes.id });
    return rows.length > 0;
  },

  async insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
    const [row] = await db.insert(payments).values(values).returning();
    return row!;
  },

  async findPayment(db: DbOrTx, reference: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
    return row;
  },

  /** By our reference or the provider's own reference of the transaction. */
  async findPaymentByAnyReference(db: DbOrTx, refs: string[]): Promise<PaymentRow | undefined> {
    if (!refs.length) return undefined;
    const [row] = await db
      .select()
      .from(payments)
      .where(or(inArray(payments.reference, refs), inArray(payments.providerReference, refs)))
      .limit(1);
    return row;
  },

  async setProviderReference(db: DbOrTx, id: number, providerReference: string) {
    await db.update(payments).set({ providerReference }).where(eq(payments.id, id));
  },

  /**
   * The guarded state change: moves the payment to `status` only from one of `from`.
   * Returns the updated row, or undefined when another path already moved it (idempotence).
   */
  async transition(
    db: DbOrTx,
    id: number,
    from: readonly PaymentRow['status'][],
    status: PaymentRow['status'],
    providerReference?: string,
  ): Promise<PaymentRow | undefined> {
    const [row] = await db
      .update(payments)
      .set({
        status,
        updatedAt: new Date(),
        ...(providerReference ? { providerReference } : {}),
      })
      .where(and(eq(payments.id, id), inArray(payments.status, [...from])))
      .returning();
    return row;
  },

  async recordEvent(
    db: DbOrTx,
    paymentId: number,
    status: string,
    source: EventSource,
    detail: Record<string, unknown> | null = null,
  ) {
    await db.insert(paymentEvents).values({ paymentId, status, source, detail });
  },

  async pendingPayments(db: DbOrTx, createdBefore: Date, limit: number): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, createdBefore)))
      .orderBy(asc(payments.createdAt))
      .limit(limit);
  },

  /** Serialises activations of one user (row lock until the end of the transaction). */
  async lockUser(db: DbOrTx, userId: number) {
    await db.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
  },

  /** End of the latest subscription of the user for the exam type that has not ended yet. */
  async latestActiveEnd(db: DbOrTx, userId: number, examTypeId: number, now: Date): Promise<Date | null> {
    const [row] = await db
      .select({ end: sql<Date | string | null>`max(${subscriptions.endDate})` })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          eq(subscriptions.examTypeId, examTypeId),
          gt(subscriptions.endDate, now),
        ),
      );
    return row?.end ? new Date(row.end) : null;
  },

  /** One subscription per payment: the unique payment_id makes a second insert a no-op. */
  async insertSubscription(db: DbOrTx, values: typeof subscriptions.$inferInsert) {
    const [row] = await db
      .insert(subscriptions)
      .values(values)
      .onConflictDoNothing({ target: subscriptions.paymentId })
      .returning();
    return row;
  },

  async packageById(db: DbOrTx, id: number): Promise<PackageRow | undefined> {
    const [row] = await db
      .select(packageColumns)
      .from(packages)
      .innerJoin(examTypes, eq(examTypes.id, packages.examTypeId))
      .where(eq(packages.id, id))
      .limit(1);
    return row;
  },

  async userById(db: DbOrTx, id: number) {
    const [row] = await db
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    return row;
  },
};
export type BillingRepository = typeof billingRepository;
