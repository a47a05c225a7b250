import { and, asc, desc, eq, gt, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
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
import { grantsAccess } from './subscription-rules';

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
    extra: { refundReason?: PaymentRow['refundReason'] } = {},
  ): Promise<PaymentRow | undefined> {
    const [row] = await db
      .update(payments)
      .set({
        status,
        updatedAt: new Date(),
        ...(providerReference ? { providerReference } : {}),
        ...extra,
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

  /**
   * One page of the payments still open with their provider (pending, or incomplete: money partly
   * taken, which may still complete), oldest first, after the `after` cursor (keyset pagination).
   */
  async openPaymentsPage(
    db: DbOrTx,
    createdBefore: Date,
    limit: number,
    after?: { createdAt: Date; id: number },
  ): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(
        and(
          inArray(payments.status, ['pending', 'incomplete']),
          lt(payments.createdAt, createdBefore),
          after
            ? or(
                gt(payments.createdAt, after.createdAt),
                and(eq(payments.createdAt, after.createdAt), gt(payments.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(payments.createdAt), asc(payments.id))
      .limit(limit);
  },

  /** Counts one question to the provider about the payment, with its error if it failed. */
  async recordCheck(db: DbOrTx, id: number, at: Date, error: string | null) {
    await db
      .update(payments)
      .set({
        checkAttempts: sql`${payments.checkAttempts} + 1`,
        lastCheckedAt: at,
        lastCheckError: error ? error.slice(0, 500) : null,
      })
      .where(eq(payments.id, id));
  },

  /** Payments where money was taken without access being granted, still to be refunded. */
  async refundsDue(db: DbOrTx, limit: number) {
    return db
      .select({
        id: payments.id,
        reference: payments.reference,
        providerReference: payments.providerReference,
        provider: payments.provider,
        status: payments.status,
        refundReason: payments.refundReason,
        amount: payments.amount,
        currency: payments.currency,
        createdAt: payments.createdAt,
        updatedAt: payments.updatedAt,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        packageName: packages.name,
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .innerJoin(packages, eq(packages.id, payments.packageId))
      .where(and(isNotNull(payments.refundReason), ne(payments.status, 'refunded')))
      .orderBy(desc(payments.updatedAt), desc(payments.id))
      .limit(limit);
  },

  /** The amounts the provider reported for the payment, from its latest event that has them. */
  async lastEventDetail(db: DbOrTx, paymentId: number) {
    const [row] = await db
      .select({ detail: paymentEvents.detail })
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, paymentId))
      .orderBy(desc(paymentEvents.id))
      .limit(1);
    return (row?.detail ?? null) as Record<string, unknown> | null;
  },

  /** The subscription a payment activated, with what it unlocks. */
  async subscriptionOfPayment(db: DbOrTx, paymentId: number) {
    const [row] = await db
      .select({ startDate: subscriptions.startDate, endDate: subscriptions.endDate })
      .from(subscriptions)
      .where(eq(subscriptions.paymentId, paymentId))
      .limit(1);
    return row;
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
        and(eq(subscriptions.userId, userId), eq(subscriptions.examTypeId, examTypeId), grantsAccess(now)),
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
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        isActive: users.isActive,
      })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    return row;
  },
};
export type BillingRepository = typeof billingRepository;
