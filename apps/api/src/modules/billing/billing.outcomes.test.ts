import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestApp } from '../../../test/kit/app';
import type { Db } from '../../db/client';
import { packages, paymentEvents, payments, promoCodes, users } from '../../db/schema';
import { RECHECK_DELAYS_S } from './billing.jobs';
import { createNotchPayProvider } from './providers/notchpay';
import type { FakeNotchPay } from '../../../test/kit/billing/fake-notchpay';
import { HASH_KEY, notchpayDriver, PUBLIC_KEY } from '../../../test/kit/billing/notchpay-driver';
import { startNotchPayApp } from '../../../test/kit/billing/notchpay-app';

let t: TestApp;
let db: Db;
let notch: FakeNotchPay;
let d: ReturnType<typeof notchpayDriver>;

let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, notch, d, close } = await startNotchPayApp());
  db = t.app.ctx.db;
});
afterAll(async () => {
  await close();
});

describe('NotchPay outcomes, against the documented behaviour', () => {
  it('When creating at NotchPay, then it answers 202, refuses a reused reference with 409 and is looked up by its own reference only', async () => {
    const provider = createNotchPayProvider({ apiUrl: notch.url, publicKey: PUBLIC_KEY, hashKey: HASH_KEY });
    const input = {
      reference: 'PL-DOUBLON',
      amount: 5000,
      currency: 'XAF',
      description: 'x',
      customer: { name: 'A', email: 'a@exemple.fr' },
      callbackUrl: 'https://prepa.example.cm/retour',
    };
    const raw = await fetch(`${notch.url}/payments`, {
      method: 'POST',
      headers: { Authorization: PUBLIC_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...input, reference: 'PL-BRUT' }),
    });
    expect(raw.status).toBe(202);
    const first = await provider.createCheckout(input);
    expect(first.providerReference).toMatch(/^trx\./);
    await expect(provider.createCheckout(input)).rejects.toThrow(/409/);
    expect(
      [...notch.transactions.values()].filter((x) => x.merchant_reference === 'PL-DOUBLON'),
    ).toHaveLength(1);
    const byOurs = await fetch(`${notch.url}/payments/PL-DOUBLON`, {
      headers: { Authorization: PUBLIC_KEY },
    });
    expect(byOurs.status).toBe(404);
  });

  it.each([
    ['rejected', 'payment.rejected', 'rejected'],
    ['abandoned', 'payment.abandoned', 'abandoned'],
    ['canceled', 'payment.canceled', 'cancelled'],
    ['failed', 'payment.failed', 'failed'],
    ['expired', 'payment.expired', 'expired'],
  ] as const)(
    'When NotchPay reports %s, then the payment ends in that final state with no access',
    async (notchStatus, event, ours) => {
      const { u, reference } = await d.order();
      notch.set(reference, { status: notchStatus });
      await d.notify(reference, event, 'event');
      const r = await d.row(reference);
      expect(r.payment.status).toBe(ours);
      expect(r.subs).toHaveLength(0);
      expect(r.events.at(-1)).toMatchObject({ status: ours, source: 'webhook' });
      expect(r.events.at(-1)!.detail).toMatchObject({ provider_status: notchStatus });
      expect((await d.outcome(u, reference)).outcome).toBe(ours);
      expect(await d.queuedRechecks(reference)).toEqual([]);
    },
  );

  it('When the learner cancels on NotchPay and comes back, then the return reads as a cancel', async () => {
    const { u, reference } = await d.order();
    notch.set(reference, { status: 'canceled' });
    const back = await t.app.inject({ method: 'GET', url: `/api/payments/return/notchpay/${reference}` });
    expect(back.headers.location).toBe(`/checkout/error?reference=${reference}&statut=cancelled`);
    expect((await d.outcome(u, reference)).outcome).toBe('cancelled');
  });

  it('When a payment is incomplete, then it is flagged for a refund, shown to admins only, and cleared if it completes', async () => {
    const { u, reference } = await d.order();
    notch.set(reference, { status: 'incomplete', amount_total: 6000 });
    await d.notify(reference, 'payment.incomplete');
    const r = await d.row(reference);
    expect(r.payment).toMatchObject({ status: 'incomplete', refundReason: 'incomplete' });
    expect(r.subs).toHaveLength(0);
    expect((await d.outcome(u, reference)).outcome).toBe('incomplete');
    // Still open with NotchPay: re-checked in case it completes.
    expect((await d.queuedRechecks(reference)).map((x) => x.step)).toEqual([0]);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/payments/refunds/' });
    expect(anonymous.statusCode).toBe(401);
    const learner = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/refunds/',
      headers: u.headers,
    });
    expect(learner.statusCode).toBe(403);
    const admin = await registerAndLogin(t.app);
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const relogged = await t.app.inject({
      method: 'POST',
      url: '/api/auth-token',
      payload: { username: admin.email, password: admin.password },
    });
    const headers = { authorization: `Bearer ${relogged.json().token.access}` };
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/payments/refunds/', headers });
    expect(list.statusCode).toBe(200);
    const entry = list.json().results.find((x: { reference: string }) => x.reference === reference);
    expect(entry).toMatchObject({
      reason: 'incomplete',
      status: 'incomplete',
      expected_amount: 15000,
      customer: { email: u.email },
    });
    // A demoted admin whose token still says admin is refused at once.
    await db.update(users).set({ role: 'learner' }).where(eq(users.id, admin.user.id));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/payments/refunds/', headers })).statusCode,
    ).toBe(403);

    notch.set(reference, { status: 'complete' });
    await t.app.ctx.services.billing.jobs.recheck({ reference, step: 0 });
    const after = await d.row(reference);
    expect(after.payment).toMatchObject({ status: 'paid', refundReason: null });
    expect(after.subs).toHaveLength(1);
    const list2 = await t.app.ctx.services.billing.refunds.list();
    expect(list2.results.map((x) => x.reference)).not.toContain(reference);
  });

  it('When NotchPay takes another amount, then no access, the learner is told, and the payment is to refund', async () => {
    const { u, reference } = await d.order();
    notch.set(reference, { status: 'complete', amount: 150 });
    await d.notify(reference);
    expect((await d.row(reference)).payment).toMatchObject({
      status: 'failed',
      refundReason: 'amount_mismatch',
    });
    expect((await d.outcome(u, reference)).outcome).toBe('mismatch');
    const list = await t.app.ctx.services.billing.refunds.list();
    expect(list.results.find((x) => x.reference === reference)).toMatchObject({
      reason: 'amount_mismatch',
      expected_amount: 15000,
      received_amount: 150,
      received_currency: 'XAF',
    });
    // Refunded on NotchPay's side: it leaves the list.
    notch.set(reference, { status: 'refunded' });
    await d.notify(reference, 'payment.refunded');
    expect((await d.row(reference)).payment).toMatchObject({ status: 'refunded', refundReason: null });
    expect((await t.app.ctx.services.billing.refunds.list()).results.map((x) => x.reference)).not.toContain(
      reference,
    );
  });

  it('When the webhook arrives before NotchPay reports complete, then re-checks follow at 10 s, 1 min and 5 min until it is confirmed', async () => {
    const { u, reference } = await d.order();
    notch.set(reference, { status: 'processing' });
    await d.notify(reference, 'payment.complete', 'event');
    expect((await d.row(reference)).payment.status).toBe('pending');
    expect(await d.queuedRechecks(reference)).toEqual([{ step: 0, delay: RECHECK_DELAYS_S[0] }]);
    // A duplicate notification does not queue a second re-check.
    await d.notify(reference, 'payment.complete', 'type');
    expect(await d.queuedRechecks(reference)).toHaveLength(1);

    const jobs = t.app.ctx.services.billing.jobs;
    expect(await jobs.recheck({ reference, step: 0 })).toBe('pending');
    expect(await jobs.recheck({ reference, step: 1 })).toBe('pending');
    expect((await d.queuedRechecks(reference)).map((x) => x.delay)).toEqual([...RECHECK_DELAYS_S]);
    notch.set(reference, { status: 'complete' });
    expect(await jobs.recheck({ reference, step: 2 })).toBe('paid');
    const r = await d.row(reference);
    expect(r.subs).toHaveLength(1);
    expect(r.events.at(-1)).toMatchObject({ status: 'paid', source: 'recheck' });
    expect(r.payment.checkAttempts).toBe(5);
    expect((await d.outcome(u, reference)).access).not.toBeNull();

    // After the last re-check, nothing more is queued: the reconciliation takes over.
    const other = await d.order();
    notch.set(other.reference, { status: 'processing' });
    await d.notify(other.reference);
    await jobs.recheck({ reference: other.reference, step: 2 });
    expect((await d.queuedRechecks(other.reference)).map((x) => x.step)).toEqual([0]);
  });

  it('When the learner returns before the notification, then their result page asks NotchPay itself, for them only', async () => {
    const { u, reference } = await d.order();
    notch.set(reference, { status: 'processing' });
    expect((await d.outcome(u, reference)).outcome).toBe('pending');
    // Asked again within 10 s: NotchPay is not called again.
    const before = notch.requests.length;
    await d.outcome(u, reference);
    expect(notch.requests.length).toBe(before);
    await db
      .update(payments)
      .set({ lastCheckedAt: new Date(Date.now() - 60_000) })
      .where(eq(payments.reference, reference));
    notch.set(reference, { status: 'complete' });
    const done = await d.outcome(u, reference);
    expect(done.outcome).toBe('paid');
    expect(done.package.exam_type_slug).toBe('tcf-canada');
    expect(done.access!.end_date).toMatch(/^\d{4}-/);

    const stranger = await registerAndLogin(t.app);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${reference}/`,
      headers: stranger.headers,
    });
    expect(other.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/payments/${reference}/` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('When the creation answer was lost, then a signed notification naming NotchPay’s reference still settles the payment', async () => {
    const { reference } = await d.order();
    await db.update(payments).set({ providerReference: null }).where(eq(payments.reference, reference));
    notch.set(reference, { status: 'complete' });
    await d.notify(reference);
    const r = await d.row(reference);
    expect(r.payment.status).toBe('paid');
    expect(r.payment.providerReference).toBe(notch.byMerchantRef(reference).reference);
  });

  it('When a promo code leaves less than a mobile money channel accepts, then a clear French message and nothing is created', async () => {
    const [tcf] = await db.select().from(packages).where(eq(packages.slug, 'tcf-canada-1-mois'));
    await db
      .insert(packages)
      .values({ slug: 'tcf-essai', name: 'Essai', examTypeId: tcf!.examTypeId, period: 1, price: 5000 });
    await db.insert(promoCodes).values({ code: 'PRESQUE', percentage: 99 });
    const u = await registerAndLogin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/',
      headers: u.headers,
      payload: { slug_package: 'tcf-essai', promo_code: 'PRESQUE' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().promo_code[0]).toBe(
      'Avec ce code promo, il resterait 50 XAF à payer : c’est moins que le minimum de 100 XAF accepté par le paiement mobile (MTN Mobile Money, Orange Money). Choisissez un autre forfait ou contactez-nous pour en profiter.',
    );
    expect(await db.select().from(payments).where(eq(payments.userId, u.user.id))).toHaveLength(0);
  });

  it('When NotchPay refuses the amount for its channels, then the learner reads why instead of "unavailable"', async () => {
    notch.setLimits({ minimum: 100, maximum: 20_000 });
    try {
      const u = await registerAndLogin(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/subscription/',
        headers: u.headers,
        payload: { slug_package: 'tcf-canada-3-mois' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().slug_package[0]).toContain('refuse ce montant pour les moyens de paiement mobile');
      const [p] = await db.select().from(payments).where(eq(payments.userId, u.user.id));
      expect(p!.status).toBe('failed');
      const [e] = await db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.paymentId, p!.id), eq(paymentEvents.status, 'failed')));
      expect(e!.detail).toMatchObject({ reason: 'amount_refused' });
    } finally {
      notch.setLimits({ minimum: 100, maximum: 5_000_000 });
    }
  });
});
