import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/kit/app';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { sandboxFlow } from '../../../test/kit/billing/sandbox-flow';
import { memoryMailer } from '../../../test/kit/mail';
import { seedBilling } from '../../../test/kit/billing/seed';

let t: TestApp;
let db: Db;
let seed: Awaited<ReturnType<typeof seedBilling>>;
let flow: ReturnType<typeof sandboxFlow>;
const mailer = memoryMailer();
const DAY = 24 * 3600_000;

beforeAll(async () => {
  t = await createTestApp({ mailer });
  db = t.app.ctx.db;
  seed = await seedBilling(db);
  flow = sandboxFlow(t.app, db);
});
afterAll(async () => {
  await t.close();
});

describe('subscriptions', () => {
  it('When a package of the same exam type is bought while active, then it extends from the end date', async () => {
    const u = await registerAndLogin(t.app);
    const pay = async (slug: string) => {
      const { link } = (await flow.subscribe(u.headers, slug)).json();
      const f = await flow.openSandbox(link);
      await flow.submit(f.pay, f.token);
    };
    await pay('tcf-canada-1-mois');
    await pay('tcf-canada-3-mois');
    await pay('delf-1-mois');
    const subs = (await flow.subscriptionsOf(u.user.id)).sort((x, y) => x.id - y.id);
    expect(subs).toHaveLength(3);
    expect(subs[1]!.startDate.getTime()).toBe(subs[0]!.endDate.getTime());
    const months = (subs[1]!.endDate.getTime() - subs[0]!.startDate.getTime()) / DAY;
    expect(months).toBeGreaterThan(88);
    expect(months).toBeLessThan(125);
    // Another exam type starts now, not after the TCF Canada chain.
    expect(Math.abs(subs[2]!.startDate.getTime() - Date.now())).toBeLessThan(60_000);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/', headers: u.headers });
    expect(me.json().current_subscription.end_date).toBe(subs[1]!.endDate.toISOString());
  });

  it('When a subscription has ended, then it no longer shows nor grants access', async () => {
    const u = await registerAndLogin(t.app);
    const { link } = (await flow.subscribe(u.headers, 'delf-1-mois')).json();
    const f = await flow.openSandbox(link);
    await flow.submit(f.pay, f.token);
    await db
      .update(subscriptions)
      .set({ startDate: new Date(Date.now() - 40 * DAY), endDate: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, u.user.id));
    const me = await t.app.inject({ method: 'GET', url: '/api/user/', headers: u.headers });
    expect(me.json().current_subscription).toBeNull();
    // A new purchase starts now rather than from the past end date.
    const again = (await flow.subscribe(u.headers, 'delf-1-mois')).json();
    const g = await flow.openSandbox(again.link);
    await flow.submit(g.pay, g.token);
    const latest = (await flow.subscriptionsOf(u.user.id)).sort((x, y) => y.id - x.id)[0]!;
    expect(Math.abs(latest.startDate.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('When a limited code runs out between order and payment, then the payer keeps the price and uses never exceed the maximum', async () => {
    const a = await registerAndLogin(t.app);
    const b = await registerAndLogin(t.app);
    const ra = (await flow.subscribe(a.headers, 'delf-1-mois', 'unseul')).json();
    const rb = (await flow.subscribe(b.headers, 'delf-1-mois', 'UNSEUL')).json();
    for (const r of [ra, rb]) {
      const f = await flow.openSandbox(r.link);
      await flow.submit(f.pay, f.token);
    }
    expect(await seed.promoUses('UNSEUL')).toBe(1);
    expect(await flow.subscriptionsOf(a.user.id)).toHaveLength(1);
    expect(await flow.subscriptionsOf(b.user.id)).toHaveLength(1);
    const listed = await t.app.inject({ method: 'GET', url: '/api/packages/?promo_code=UNSEUL' });
    expect(listed.json()[0].reduction_percentage).toBe(0);
  });

  it('When a code makes the package free, then it is activated without a payment page', async () => {
    const u = await registerAndLogin(t.app);
    const res = await flow.subscribe(u.headers, 'delf-1-mois', 'gratuit');
    expect(res.statusCode).toBe(201);
    expect(res.json().link).toBe(`/checkout/success?reference=${res.json().reference}&statut=paid`);
    expect(await flow.paymentOf(res.json().reference)).toMatchObject({ status: 'paid', amount: 0 });
    expect(await flow.subscriptionsOf(u.user.id)).toHaveLength(1);
  });
});

describe('end-of-package reminders', () => {
  it('When a package ends within 3 days, then one reminder is sent, and none when it is already renewed', async () => {
    const u = await registerAndLogin(t.app);
    const r = await registerAndLogin(t.app);
    for (const who of [u, r]) {
      const { link } = (await flow.subscribe(who.headers, 'delf-1-mois')).json();
      const f = await flow.openSandbox(link);
      await flow.submit(f.pay, f.token);
      await db
        .update(subscriptions)
        .set({ startDate: new Date(Date.now() - 28 * DAY), endDate: new Date(Date.now() + 2 * DAY) })
        .where(eq(subscriptions.userId, who.user.id));
    }
    // r renews: the new period continues the current one, so no reminder for r.
    const { link } = (await flow.subscribe(r.headers, 'delf-1-mois')).json();
    const f = await flow.openSandbox(link);
    await flow.submit(f.pay, f.token);

    mailer.sent.length = 0;
    const jobs = t.app.ctx.services.billing.jobs;
    expect(await jobs.sendReminders()).toBe(1);
    expect(mailer.sent.map((m) => m.to)).toEqual([u.email]);
    expect(mailer.sent[0]!.subject).toBe('Votre forfait PrépaLangues arrive à échéance');
    expect(await jobs.sendReminders()).toBe(0);
  });
});
