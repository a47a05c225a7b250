import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/kit/app';
import type { Db } from '../../db/client';
import { packages, payments } from '../../db/schema';
import { RECONCILE_PAGE_SIZE } from './billing.jobs';
import { startFakeNotchPay, type FakeNotchPay } from '../../../test/kit/billing/fake-notchpay';
import { HASH_KEY, notchpayDriver, notchpayEnv } from '../../../test/kit/billing/notchpay-driver';
import { memoryMailer } from '../../../test/kit/mail';
import { startNotchPayApp } from '../../../test/kit/billing/notchpay-app';
import { seedBilling } from '../../../test/kit/billing/seed';

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

describe('reconciliation in pages', () => {
  it('When there are more open payments than a page, then all are asked, errors do not stop the run, and each attempt is recorded', async () => {
    await db.delete(payments).where(eq(payments.status, 'pending'));
    const u = await registerAndLogin(t.app);
    const [pkg] = await db.select().from(packages).where(eq(packages.slug, 'delf-1-mois'));
    const n = RECONCILE_PAGE_SIZE + 30;
    const old = new Date(Date.now() - 3600_000);
    const refs: string[] = [];
    for (let i = 0; i < n; i++) {
      const reference = `PL-PAGE-${String(i).padStart(3, '0')}`;
      const trx = `trx.page${i}`;
      notch.transactions.set(trx, {
        reference: trx,
        merchant_reference: reference,
        amount: 10000,
        amount_total: 10000,
        currency: 'XAF',
        status: 'complete',
        description: '',
        customer: {},
        callback: '',
        sandbox: true,
        created_at: old.toISOString(),
      });
      refs.push(reference);
    }
    await db.insert(payments).values(
      refs.map((reference, i) => ({
        reference,
        userId: u.user.id,
        packageId: pkg!.id,
        amount: 10000,
        currency: 'XAF',
        provider: 'notchpay',
        providerReference: `trx.page${i}`,
        createdAt: old,
      })),
    );
    // Broken lookups spread over the pages, including the oldest one (which used to block the run).
    const brokenAt = [0, 57, RECONCILE_PAGE_SIZE + 5];
    for (const i of brokenAt) notch.setBroken(`trx.page${i}`, true);
    try {
      const r = await t.app.ctx.services.billing.jobs.reconcile();
      expect(r).toMatchObject({ checked: n, settled: n - brokenAt.length, errors: brokenAt.length });
    } finally {
      for (const i of brokenAt) notch.setBroken(`trx.page${i}`, false);
    }
    const rows = await db.select().from(payments).where(eq(payments.userId, u.user.id));
    expect(rows.filter((p) => p.status === 'paid')).toHaveLength(n - brokenAt.length);
    expect(rows.every((p) => p.checkAttempts === 1 && p.lastCheckedAt !== null)).toBe(true);
    const stuck = rows.filter((p) => p.status === 'pending');
    expect(stuck.map((p) => p.reference).sort()).toEqual(brokenAt.map((i) => refs[i]).sort());
    expect(stuck.every((p) => /HTTP 500/.test(p.lastCheckError ?? ''))).toBe(true);

    // Next run: the healed ones settle, and the attempt count goes on.
    await t.app.ctx.services.billing.jobs.reconcile();
    const again = await db.select().from(payments).where(eq(payments.userId, u.user.id));
    expect(again.every((p) => p.status === 'paid')).toBe(true);
    expect(again.filter((p) => p.checkAttempts === 2)).toHaveLength(brokenAt.length);
  });

  it('When NotchPay is down for the whole run, then it stops asking after a few failures instead of timing out on each payment', async () => {
    const before = notch.requests.length;
    const orders = await Promise.all(Array.from({ length: 8 }, () => d.order()));
    await db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 3600_000) })
      .where(sql`${payments.reference} in ${orders.map((o) => o.reference)}`);
    const created = notch.requests.length;
    notch.setDown(true);
    try {
      const r = await t.app.ctx.services.billing.jobs.reconcile();
      expect(r.errors).toBe(5);
    } finally {
      notch.setDown(false);
    }
    expect(notch.requests.length - created).toBe(5);
    expect(created).toBeGreaterThan(before);
  });
});

describe('NotchPay test transactions in production', () => {
  it('When a live deployment receives a sandbox transaction, then it is recorded, alerted and shown as failed, never activated', async () => {
    const LIVE_KEY = 'pk.live-looking-public-key';
    const fake = await startFakeNotchPay({ publicKey: LIVE_KEY, hashKey: HASH_KEY, sandbox: true });
    const prod = await createTestApp({
      mailer: memoryMailer(),
      env: {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.example',
        ...notchpayEnv(fake, LIVE_KEY),
      },
    });
    try {
      await seedBilling(prod.app.ctx.db);
      const pd = notchpayDriver(prod.app, fake);
      const { u, reference } = await pd.order();
      fake.set(reference, { status: 'complete' });
      await pd.notify(reference, 'payment.complete', 'type');
      const r = await pd.row(reference);
      expect(r.payment.status).toBe('failed');
      expect(r.subs).toHaveLength(0);
      expect(r.events.at(-1)!.detail).toMatchObject({ reason: 'sandbox_in_production', sandbox: true });
      expect((await pd.outcome(u, reference)).outcome).toBe('test_payment');
      // The return and the reconciliation do not activate it either.
      const back = await prod.app.inject({
        method: 'GET',
        url: `/api/payments/return/notchpay/${reference}`,
      });
      expect(back.headers.location).toContain('/checkout/error');
      expect((await pd.row(reference)).subs).toHaveLength(0);

      // A live transaction on the same deployment is activated.
      fake.setSandbox(false);
      const live = await pd.order();
      fake.set(live.reference, { status: 'complete' });
      await pd.notify(live.reference, 'payment.complete', 'event');
      expect((await pd.row(live.reference)).subs).toHaveLength(1);
    } finally {
      await prod.close();
      await fake.close();
    }
  });
});
