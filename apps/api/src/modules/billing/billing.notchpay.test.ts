import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/kit/app';
import type { Db } from '../../db/client';
import { paymentEvents, payments, subscriptions } from '../../db/schema';
import { startFakeNotchPay, type FakeNotchPay } from '../../../test/kit/billing/fake-notchpay';
import { memoryMailer } from '../../../test/kit/mail';
import { seedBilling } from '../../../test/kit/billing/seed';

const PUBLIC_KEY = 'pk_test.fake-notchpay-public-key';
const HASH_KEY = 'hsk_test.fake-notchpay-hash-key';

let t: TestApp;
let db: Db;
let notch: FakeNotchPay;
const mailer = memoryMailer();

beforeAll(async () => {
  notch = await startFakeNotchPay({ publicKey: PUBLIC_KEY, hashKey: HASH_KEY });
  t = await createTestApp({
    mailer,
    env: {
      PAYMENT_PROVIDER: 'notchpay',
      NOTCHPAY_PUBLIC_KEY: PUBLIC_KEY,
      NOTCHPAY_HASH_KEY: HASH_KEY,
      NOTCHPAY_API_URL: notch.url,
      PUBLIC_URL: 'https://prepa.example.cm',
    },
  });
  db = t.app.ctx.db;
  await seedBilling(db);
});
afterAll(async () => {
  await t.close();
  await notch.close();
});

async function order(slug = 'tcf-canada-1-mois', promo_code?: string) {
  const u = await registerAndLogin(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/',
    headers: u.headers,
    payload: { slug_package: slug, promo_code },
  });
  expect(res.statusCode).toBe(201);
  const { link, reference } = res.json() as { link: string; reference: string };
  return { u, link, reference };
}

function deliver(body: string, signature?: string, contentType = 'application/json') {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/notchpay',
    headers: { 'content-type': contentType, ...(signature ? { 'x-notch-signature': signature } : {}) },
    payload: body,
  });
}

async function state(reference: string) {
  const [p] = await db.select().from(payments).where(eq(payments.reference, reference));
  const subs = await db.select().from(subscriptions).where(eq(subscriptions.paymentId, p!.id));
  const events = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, p!.id));
  return { payment: p!, subs, events: events.map((e) => [e.status, e.source]) };
}

describe('NotchPay', () => {
  it('When subscribing, then the payment is created at NotchPay and the learner sent to its page', async () => {
    const { u, link, reference } = await order('tcf-canada-3-mois', 'TCF2026');
    const trx = notch.byMerchantRef(reference);
    expect(link).toBe(`${notch.url}/checkout/${trx.reference}`);
    const call = notch.requests.find(
      (r) => r.method === 'POST' && (r.body as { reference?: string }).reference === reference,
    )!;
    expect(call.authorization).toBe(PUBLIC_KEY);
    expect(call.body).toMatchObject({
      amount: 28000,
      currency: 'XAF',
      customer: { name: 'Awa Ndiaye', email: u.email },
      reference,
      callback: `https://prepa.example.cm/api/payments/return/notchpay/${reference}`,
    });
    expect((await state(reference)).payment).toMatchObject({
      status: 'pending',
      provider: 'notchpay',
      providerReference: trx.reference,
    });
  });

  it('When a webhook is forged, then it is refused and nothing changes', async () => {
    const { reference } = await order();
    notch.set(reference, { status: 'complete' });
    const trx = notch.byMerchantRef(reference);
    const forged = notch.webhook(trx, 'payment.complete', { key: 'une-autre-cle' });
    expect((await deliver(forged.body, forged.signature)).statusCode).toBe(401);
    expect((await deliver(forged.body)).statusCode).toBe(401);
    const genuine = notch.webhook(trx);
    const tampered = genuine.body.replace('"payment.complete"', '"payment.completed"');
    const res = await deliver(tampered, genuine.signature);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Signature invalide.' });
    const s = await state(reference);
    expect(s.payment.status).toBe('pending');
    expect(s.subs).toHaveLength(0);
  });

  it('When a genuine webhook says complete but NotchPay does not, then the re-fetched status decides', async () => {
    const { reference } = await order();
    const trx = notch.byMerchantRef(reference);
    const lie = notch.webhook({ ...trx, status: 'complete' });
    expect((await deliver(lie.body, lie.signature)).statusCode).toBe(200);
    expect((await state(reference)).subs).toHaveLength(0);
    expect((await state(reference)).payment.status).toBe('pending');
  });

  it('When the genuine webhook is delivered, replayed and duplicated concurrently, then exactly one activation', async () => {
    const { u, reference } = await order();
    notch.set(reference, { status: 'complete' });
    const w = notch.webhook(notch.byMerchantRef(reference));
    const all = await Promise.all(Array.from({ length: 5 }, () => deliver(w.body, w.signature)));
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await deliver(w.body, w.signature)).statusCode).toBe(200);
    const s = await state(reference);
    expect(s.payment.status).toBe('paid');
    expect(s.subs).toHaveLength(1);
    expect(s.events).toEqual([
      ['pending', 'create'],
      ['paid', 'webhook'],
    ]);
    expect(mailer.sent.filter((m) => m.to === u.email)).toHaveLength(1);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/', headers: u.headers });
    expect(me.json().current_subscription.package.exam_type).toBe('TCF Canada');
  });

  it('When webhooks arrive out of order, then a stale failure neither blocks nor undoes the payment', async () => {
    const { reference } = await order();
    const trx = notch.byMerchantRef(reference);
    notch.set(reference, { status: 'complete' });
    const stale = notch.webhook({ ...trx, status: 'failed' }, 'payment.failed');
    await deliver(stale.body, stale.signature);
    expect((await state(reference)).payment.status).toBe('paid');
    await deliver(stale.body, stale.signature);
    const s = await state(reference);
    expect(s.payment.status).toBe('paid');
    expect(s.subs).toHaveLength(1);
  });

  it.each([
    ['amount', { amount: 1 }],
    ['currency', { currency: 'EUR' }],
  ])('When NotchPay reports a different %s, then nothing is activated', async (_what, change) => {
    const { reference } = await order();
    notch.set(reference, { status: 'complete', ...change });
    const w = notch.webhook(notch.byMerchantRef(reference));
    expect((await deliver(w.body, w.signature)).statusCode).toBe(200);
    const s = await state(reference);
    expect(s.subs).toHaveLength(0);
    expect(s.payment.status).toBe('failed');
    expect(s.events.at(-1)).toEqual(['failed', 'webhook']);
  });

  it('When a signed webhook names an unknown reference, then it is acknowledged and ignored', async () => {
    const w = notch.webhook({
      reference: 'trx.inconnue',
      merchant_reference: 'PL-INCONNUE',
      status: 'complete',
    });
    const res = await deliver(w.body, w.signature);
    expect(res.statusCode).toBe(200);
    const weird = notch.webhook('pas un objet');
    expect((await deliver(weird.body, weird.signature)).statusCode).toBe(200);
    const notJson = 'ceci n’est pas du JSON';
    const r2 = await deliver(notJson, notch.webhook(null).signature.replace(/./, 'f'));
    expect(r2.statusCode).toBe(401);
  });

  it('When NotchPay cannot be reached during a webhook, then the answer asks for a retry', async () => {
    const { reference } = await order();
    notch.set(reference, { status: 'complete' });
    const w = notch.webhook(notch.byMerchantRef(reference));
    notch.setDown(true);
    try {
      expect((await deliver(w.body, w.signature)).statusCode).toBe(503);
    } finally {
      notch.setDown(false);
    }
    expect((await state(reference)).subs).toHaveLength(0);
    expect((await deliver(w.body, w.signature)).statusCode).toBe(200);
    expect((await state(reference)).subs).toHaveLength(1);
  });

  it('When the learner comes back, then the payment is re-fetched before choosing the result screen', async () => {
    const ok = await order();
    notch.set(ok.reference, { status: 'complete' });
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/payments/return/notchpay/${ok.reference}?reference=${notch.byMerchantRef(ok.reference).reference}&status=complete`,
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/checkout/success?reference=${ok.reference}&statut=paid`);
    expect((await state(ok.reference)).events.at(-1)).toEqual(['paid', 'return']);

    const ko = await order();
    notch.set(ko.reference, { status: 'canceled' });
    const back2 = await t.app.inject({
      method: 'GET',
      url: `/api/payments/return/notchpay/${ko.reference}?status=complete`,
    });
    expect(back2.headers.location).toBe(`/checkout/error?reference=${ko.reference}&statut=cancelled`);
    expect((await state(ko.reference)).payment.status).toBe('cancelled');
    expect((await state(ko.reference)).subs).toHaveLength(0);

    const unknown = await t.app.inject({ method: 'GET', url: '/api/payments/return/notchpay/PL-INCONNUE' });
    expect(unknown.headers.location).toBe('/checkout/error?reference=PL-INCONNUE&statut=failed');
  });

  it('When NotchPay is down at checkout, then the learner gets a 503 and the payment is closed', async () => {
    const u = await registerAndLogin(t.app);
    notch.setDown(true);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/subscription/',
        headers: u.headers,
        payload: { slug_package: 'delf-1-mois' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().detail).toContain('indisponible');
    } finally {
      notch.setDown(false);
    }
    const [p] = await db.select().from(payments).where(eq(payments.userId, u.user.id));
    expect(p!.status).toBe('failed');
  });
});

describe('reconciliation', () => {
  const ago = (ms: number) => new Date(Date.now() - ms);

  it('When a webhook never came, then the job asks NotchPay and activates; abandoned payments expire after 24 h', async () => {
    const paid = await order();
    const waiting = await order();
    const abandoned = await order();
    const fresh = await order();
    notch.set(paid.reference, { status: 'complete' });
    notch.set(fresh.reference, { status: 'complete' });
    const setCreated = (reference: string, at: Date) =>
      db.update(payments).set({ createdAt: at }).where(eq(payments.reference, reference));
    await setCreated(paid.reference, ago(10 * 60_000));
    await setCreated(waiting.reference, ago(3600_000));
    await setCreated(abandoned.reference, ago(25 * 3600_000));

    const r = await t.app.ctx.services.billing.jobs.reconcile();
    expect(r.settled).toBeGreaterThanOrEqual(1);

    const sPaid = await state(paid.reference);
    expect(sPaid.payment.status).toBe('paid');
    expect(sPaid.subs).toHaveLength(1);
    expect(sPaid.events.at(-1)).toEqual(['paid', 'reconciliation']);
    expect((await state(waiting.reference)).payment.status).toBe('pending');
    const sAb = await state(abandoned.reference);
    expect(sAb.payment.status).toBe('expired');
    expect(sAb.events.at(-1)).toEqual(['expired', 'reconciliation']);
    // Too recent: left to the webhook for now.
    expect((await state(fresh.reference)).payment.status).toBe('pending');

    // A payment NotchPay confirms after we gave up on it still grants what was paid for.
    notch.set(abandoned.reference, { status: 'complete' });
    const w = notch.webhook(notch.byMerchantRef(abandoned.reference));
    await deliver(w.body, w.signature);
    expect((await state(abandoned.reference)).subs).toHaveLength(1);
  });

  it('When NotchPay is unreachable, then pending payments are kept until 24 h have passed', async () => {
    const recent = await order();
    const old = await order();
    await db
      .update(payments)
      .set({ createdAt: ago(3600_000) })
      .where(eq(payments.reference, recent.reference));
    await db
      .update(payments)
      .set({ createdAt: ago(30 * 3600_000) })
      .where(eq(payments.reference, old.reference));
    notch.setDown(true);
    try {
      await t.app.ctx.services.billing.jobs.reconcile();
    } finally {
      notch.setDown(false);
    }
    expect((await state(recent.reference)).payment.status).toBe('pending');
    expect((await state(old.reference)).payment.status).toBe('expired');
  });
});
