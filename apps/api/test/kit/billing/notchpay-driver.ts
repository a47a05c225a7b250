import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { registerAndLogin } from '../app';
import type { Db } from '../../../src/db/client';
import { paymentEvents, payments, subscriptions } from '../../../src/db/schema';
import type { FakeNotchPay } from './fake-notchpay';

export const PUBLIC_KEY = 'pk_test.fake-notchpay-public-key';
export const HASH_KEY = 'hsk_test.fake-notchpay-hash-key';

/** The NotchPay settings of a test app talking to the fake. */
export const notchpayEnv = (fake: FakeNotchPay, publicKey = PUBLIC_KEY) => ({
  PAYMENT_PROVIDER: 'notchpay',
  NOTCHPAY_PUBLIC_KEY: publicKey,
  NOTCHPAY_HASH_KEY: HASH_KEY,
  NOTCHPAY_API_URL: fake.url,
  PUBLIC_URL: 'https://prepa.example.cm',
});

export type Learner = Awaited<ReturnType<typeof registerAndLogin>>;

/** What the billing tests do to an app: order, notify, read the learner's outcome and the rows. */
export function notchpayDriver(app: FastifyInstance, fake: FakeNotchPay) {
  const db: Db = app.ctx.db;
  return {
    async order(slug = 'tcf-canada-1-mois', promo_code?: string) {
      const u = await registerAndLogin(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/subscription/',
        headers: u.headers,
        payload: { slug_package: slug, promo_code },
      });
      expect(res.statusCode).toBe(201);
      return { u, reference: (res.json() as { reference: string }).reference };
    },

    /** A signed notification about the transaction as it is now, in one of the documented shapes. */
    async notify(reference: string, event = 'payment.complete', shape: 'event' | 'type' = 'type') {
      const w = fake.webhook(fake.byMerchantRef(reference), event, { shape });
      const res = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook/notchpay',
        headers: { 'content-type': 'application/json', 'x-notch-signature': w.signature },
        payload: w.body,
      });
      expect(res.statusCode).toBe(200);
    },

    async outcome(u: Learner, reference: string) {
      const res = await app.inject({ method: 'GET', url: `/api/payments/${reference}/`, headers: u.headers });
      expect(res.statusCode).toBe(200);
      return res.json() as {
        outcome: string;
        access: { end_date: string } | null;
        package: { exam_type_slug: string };
      };
    },

    async row(reference: string) {
      const [p] = await db.select().from(payments).where(eq(payments.reference, reference));
      const subs = await db.select().from(subscriptions).where(eq(subscriptions.paymentId, p!.id));
      const events = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, p!.id));
      return { payment: p!, subs, events };
    },

    /** The re-checks queued for a payment: their step and delay in seconds. */
    async queuedRechecks(reference: string) {
      const res = await db.execute<{ step: number; delay: number }>(sql`
        select (payload->>'step')::int as step, extract(epoch from run_at - created_at)::int as delay
        from jobs where queue = 'billing.recheck' and payload->>'reference' = ${reference} order by id`);
      return res.rows.map((r) => ({ step: Number(r.step), delay: Number(r.delay) }));
    },
  };
}
