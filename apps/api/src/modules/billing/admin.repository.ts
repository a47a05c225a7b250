import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
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
import type { PaymentRow } from './billing.repository';

/** Cameroon's time (UTC+1 all year): the day a payment counts in the revenue view. */
export const REVENUE_TIME_ZONE = 'Africa/Douala';
const DOUALA_OFFSET = sql.raw(`interval '1 hour'`);

/** When a payment was paid: its first `paid` event (its last change, for rows older than events). */
const paidAt = sql`coalesce((select min(e.created_at) from payment_events e
  where e.payment_id = "payments"."id" and e.status = 'paid'), "payments"."updated_at")`;

/** Queries of the back office's billing views (packages and codes with their use, payments, revenue). */
export function createBillingAdminRepository(db: DbOrTx) {
  return {
    async examTypesBySlug(slugs: string[]) {
      if (!slugs.length) return [];
      return db.select().from(examTypes).where(inArray(examTypes.slug, slugs));
    },

    async packages() {
      return db
        .select({
          slug: packages.slug,
          name: packages.name,
          examType: examTypes.slug,
          examTypeName: examTypes.name,
          period: packages.period,
          price: packages.price,
          position: packages.position,
          active: packages.isActive,
          paidCount: sql<number>`(select count(*)::int from payments p
            where p.package_id = "packages"."id" and p.status = 'paid')`,
          revenue: sql<number>`(select coalesce(sum(p.amount), 0)::int from payments p
            where p.package_id = "packages"."id" and p.status = 'paid')`,
        })
        .from(packages)
        .innerJoin(examTypes, eq(examTypes.id, packages.examTypeId))
        .orderBy(asc(examTypes.position), asc(packages.position), asc(packages.slug));
    },

    async promos() {
      const rows = await db
        .select({
          id: promoCodes.id,
          code: promoCodes.code,
          percentage: promoCodes.percentage,
          validFrom: promoCodes.validFrom,
          validUntil: promoCodes.validUntil,
          maxUses: promoCodes.maxUses,
          uses: promoCodes.uses,
          isActive: promoCodes.isActive,
          paidCount: sql<number>`(select count(*)::int from payments p
            where p.promo_code_id = "promo_codes"."id" and p.status = 'paid')`,
        })
        .from(promoCodes)
        .orderBy(asc(promoCodes.code));
      const links = await db
        .select({ promoCodeId: promoCodeExamTypes.promoCodeId, slug: examTypes.slug })
        .from(promoCodeExamTypes)
        .innerJoin(examTypes, eq(examTypes.id, promoCodeExamTypes.examTypeId));
      return rows.map((r) => ({
        ...r,
        examTypes: links.filter((l) => l.promoCodeId === r.id).map((l) => l.slug),
      }));
    },

    async payments(f: { status?: PaymentRow['status']; q?: string }, limit: number, offset: number) {
      const conds: SQL[] = [];
      if (f.status) conds.push(eq(payments.status, f.status));
      if (f.q) {
        const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conds.push(
          or(eq(payments.reference, f.q), eq(payments.providerReference, f.q), ilike(users.email, like))!,
        );
      }
      const where = conds.length ? and(...conds) : undefined;
      const [total] = await db
        .select({ n: count() })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(where);
      const rows = await db
        .select({
          payment: payments,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          packageName: packages.name,
          promoCode: promoCodes.code,
        })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .innerJoin(packages, eq(packages.id, payments.packageId))
        .leftJoin(promoCodes, eq(promoCodes.id, payments.promoCodeId))
        .where(where)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit)
        .offset(offset);
      return { total: Number(total?.n ?? 0), rows };
    },

    async events(paymentId: number) {
      return db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentId, paymentId))
        .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id));
    },

    async subscriptionOf(paymentId: number) {
      const [row] = await db
        .select({ startDate: subscriptions.startDate, endDate: subscriptions.endDate })
        .from(subscriptions)
        .where(eq(subscriptions.paymentId, paymentId))
        .limit(1);
      return row ?? null;
    },

    /** Paid payments per day (Douala time) since `from` (a day, inclusive). */
    async revenueSince(from: string) {
      const day = sql<string>`to_char((${paidAt} at time zone 'UTC') + ${DOUALA_OFFSET}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          day,
          payments: sql<number>`count(*)::int`,
          amount: sql<number>`coalesce(sum(${payments.amount}), 0)::int`,
        })
        .from(payments)
        .where(and(eq(payments.status, 'paid'), sql`${day} >= ${from}`))
        .groupBy(day)
        .orderBy(day);
      return rows.map((r) => ({ day: r.day, payments: Number(r.payments), amount: Number(r.amount) }));
    },

    async packageBySlug(slug: string) {
      const [row] = await db.select().from(packages).where(eq(packages.slug, slug));
      return row;
    },

    async updatePackage(id: number, values: Partial<typeof packages.$inferInsert>) {
      await db.update(packages).set(values).where(eq(packages.id, id));
    },

    async insertPackage(values: typeof packages.$inferInsert) {
      await db.insert(packages).values(values);
    },

    /** Packages as the command line lists them. */
    async packageList() {
      return db
        .select({
          slug: packages.slug,
          name: packages.name,
          examType: examTypes.slug,
          period: packages.period,
          price: packages.price,
          active: packages.isActive,
        })
        .from(packages)
        .innerJoin(examTypes, eq(examTypes.id, packages.examTypeId))
        .orderBy(asc(examTypes.position), asc(packages.position), asc(packages.slug));
    },

    /** The code whatever its case (codes are stored upper-case). */
    async promoByCode(code: string) {
      const [row] = await db
        .select()
        .from(promoCodes)
        .where(sql`upper(${promoCodes.code}) = ${code}`);
      return row;
    },

    async updatePromo(id: number, values: Partial<typeof promoCodes.$inferInsert>) {
      await db.update(promoCodes).set(values).where(eq(promoCodes.id, id));
    },

    async insertPromo(values: typeof promoCodes.$inferInsert): Promise<number> {
      const [row] = await db.insert(promoCodes).values(values).returning({ id: promoCodes.id });
      return row!.id;
    },

    /** The exam types the code applies to become exactly `examTypeIds`. */
    async setPromoExamTypes(promoCodeId: number, examTypeIds: number[]) {
      await db.delete(promoCodeExamTypes).where(eq(promoCodeExamTypes.promoCodeId, promoCodeId));
      if (examTypeIds.length) {
        await db
          .insert(promoCodeExamTypes)
          .values(examTypeIds.map((examTypeId) => ({ promoCodeId, examTypeId })));
      }
    },

    /** Codes as the command line lists them, with the exam types each applies to. */
    async promoList() {
      const rows = await db.select().from(promoCodes).orderBy(asc(promoCodes.code));
      const links = await db
        .select({ promoCodeId: promoCodeExamTypes.promoCodeId, slug: examTypes.slug })
        .from(promoCodeExamTypes)
        .innerJoin(examTypes, eq(examTypes.id, promoCodeExamTypes.examTypeId));
      return rows.map((r) => ({
        ...r,
        examTypes: links.filter((l) => l.promoCodeId === r.id).map((l) => l.slug),
      }));
    },

    async expirePromo(code: string, at: Date) {
      await db
        .update(promoCodes)
        .set({ validUntil: at })
        .where(sql`upper(${promoCodes.code}) = ${code}`);
    },
  };
}
export type BillingAdminRepository = ReturnType<typeof createBillingAdminRepository>;

/** Runs `fn` with the repository bound to one transaction. */
export async function inBillingAdminTransaction<T>(
  db: DbOrTx,
  fn: (repo: BillingAdminRepository) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => fn(createBillingAdminRepository(tx)));
}
