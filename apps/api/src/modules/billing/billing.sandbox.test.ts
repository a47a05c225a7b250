import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/kit/app';
import type { Db } from '../../db/client';
import { paymentEvents, payments } from '../../db/schema';
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

describe('packages', () => {
  it('When listing packages, then active ones come with exam type, period and price, without promo', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/packages/' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((p: { slug: string }) => p.slug)).toEqual([
      'tcf-canada-1-mois',
      'tcf-canada-3-mois',
      'delf-1-mois',
    ]);
    expect(list[0]).toEqual({
      slug: 'tcf-canada-1-mois',
      name: 'TCF Canada — 1 mois',
      exam_type: 'TCF Canada',
      exam_type_slug: 'tcf-canada',
      period: 1,
      price: 15000,
      promo_code: null,
      reduction_percentage: 0,
      promo_price: null,
    });
  });

  it('When filtering by exam type (exam_type or examtype), then only its packages are listed', async () => {
    for (const q of ['exam_type=delf', 'examtype=delf']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/packages/?${q}` });
      expect(res.json().map((p: { slug: string }) => p.slug)).toEqual(['delf-1-mois']);
    }
    const none = await t.app.inject({ method: 'GET', url: '/api/packages/?examtype=inconnu' });
    expect(none.json()).toEqual([]);
  });

  it('When a valid code is given in any case, then the reduction and promo price are returned', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/packages/?examtype=tcf-canada&promo_code=tcf2026',
    });
    const [one, three] = res.json();
    expect(one).toMatchObject({ promo_code: 'TCF2026', reduction_percentage: 20, promo_price: 12000 });
    expect(three).toMatchObject({ reduction_percentage: 20, promo_price: 28000 });
  });

  it.each([
    ['INCONNU', 'unknown'],
    ['EXPIRE', 'expired'],
    ['FUTUR', 'not yet valid'],
    ['EPUISE', 'exhausted'],
    ['DELFONLY', 'for another exam type'],
    ['INACTIF', 'disabled'],
  ])('When the code %s is %s, then reduction_percentage is 0', async (code) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/packages/?examtype=tcf-canada&promo_code=${code}`,
    });
    for (const p of res.json()) {
      expect(p).toMatchObject({ reduction_percentage: 0, promo_code: null, promo_price: null });
    }
  });

  it('When a code is restricted to one exam type, then it applies to that type only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/packages/?promo_code=DELFONLY' });
    const bySlug = Object.fromEntries(res.json().map((p: { slug: string }) => [p.slug, p]));
    expect(bySlug['delf-1-mois']).toMatchObject({ reduction_percentage: 50, promo_price: 5000 });
    expect(bySlug['tcf-canada-1-mois']).toMatchObject({ reduction_percentage: 0 });
  });

  it('When reading one package, then it is priced; an unknown or inactive one is 404', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/packages/tcf-canada-3-mois/?promo_code=TCF2026',
    });
    expect(ok.json()).toMatchObject({ slug: 'tcf-canada-3-mois', promo_price: 28000 });
    for (const slug of ['inconnu', 'ancien-forfait']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/packages/${slug}/` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Forfait introuvable.' });
    }
  });
});

describe('subscribing with the sandbox', () => {
  it('When anonymous, then subscribing is refused', async () => {
    const res = await flow.subscribe({}, 'tcf-canada-1-mois');
    expect(res.statusCode).toBe(401);
  });

  it('When the package or the code is wrong, then a field error explains it and nothing is recorded', async () => {
    const u = await registerAndLogin(t.app);
    const bad = await flow.subscribe(u.headers, 'inconnu');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ slug_package: ['Forfait introuvable.'] });
    const code = await flow.subscribe(u.headers, 'tcf-canada-1-mois', 'EXPIRE');
    expect(code.statusCode).toBe(400);
    expect(Object.keys(code.json())).toEqual(['promo_code']);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/',
      headers: u.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(await db.select().from(payments).where(eq(payments.userId, u.user.id))).toHaveLength(0);
  });

  it('When paying on the sandbox page, then the package is active at once, the code counted and a receipt sent', async () => {
    const u = await registerAndLogin(t.app);
    const usesBefore = await seed.promoUses('TCF2026');
    const res = await flow.subscribe(u.headers, 'tcf-canada-1-mois', 'tcf2026');
    expect(res.statusCode).toBe(201);
    const { link, reference } = res.json();
    expect(reference).toMatch(/^PL-[0-9A-F]{20}$/);
    expect(await flow.paymentOf(reference)).toMatchObject({
      status: 'pending',
      amount: 12000,
      currency: 'XAF',
    });

    const { page, token, pay } = await flow.openSandbox(link);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TCF Canada — 1 mois');
    expect(page.body).toContain('12 000 XAF');
    expect(page.body).toContain('>Payer<');
    expect(page.body).toContain('>Annuler le paiement<');
    expect(page.body).not.toContain('<script');

    const paid = await flow.submit(pay, token);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/checkout/success?reference=${reference}&statut=paid`);

    const me = await t.app.inject({ method: 'GET', url: '/api/user/', headers: u.headers });
    const sub = me.json().current_subscription;
    expect(sub.package).toEqual({ name: 'TCF Canada — 1 mois', exam_type: 'TCF Canada' });
    const days = (new Date(sub.end_date).getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect(await seed.promoUses('TCF2026')).toBe(usesBefore + 1);
    const receipt = mailer.sent.find((m) => m.to === u.email);
    expect(receipt?.subject).toBe('Votre reçu PrépaLangues');
    expect(receipt?.text).toContain('12 000 XAF');
    expect(receipt?.text).toContain(reference);

    const p = await flow.paymentOf(reference);
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, p.id));
    expect(events.map((e) => [e.status, e.source])).toEqual([
      ['pending', 'create'],
      ['paid', 'sandbox'],
    ]);
    expect(events.every((e) => e.createdAt instanceof Date)).toBe(true);

    // Replaying the page (pay again, then cancel) changes nothing.
    const again = await flow.submit(pay, token);
    expect(again.headers.location).toBe(`/checkout/success?reference=${reference}&statut=paid`);
    const { cancel } = await flow.openSandbox(link).catch(() => ({ cancel: '' }));
    expect(cancel).toBeUndefined();
    const lateCancel = await flow.submit(pay.replace(/\/pay$/, '/cancel'), token);
    expect(lateCancel.headers.location).toBe(`/checkout/success?reference=${reference}&statut=paid`);
    expect(await flow.subscriptionsOf(u.user.id)).toHaveLength(1);
    expect(await seed.promoUses('TCF2026')).toBe(usesBefore + 1);
    expect((await flow.paymentOf(reference)).status).toBe('paid');
  });

  it('When cancelling, then the learner lands on the error screen and gets no access', async () => {
    const u = await registerAndLogin(t.app);
    const { link, reference } = (await flow.subscribe(u.headers, 'delf-1-mois')).json();
    const { token, cancel, pay } = await flow.openSandbox(link);
    const res = await flow.submit(cancel, token);
    expect(res.headers.location).toBe(`/checkout/error?reference=${reference}&statut=cancelled`);
    expect((await flow.paymentOf(reference)).status).toBe('cancelled');
    // A kept page cannot pay a cancelled payment.
    await flow.submit(pay, token);
    expect(await flow.subscriptionsOf(u.user.id)).toHaveLength(0);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/', headers: u.headers });
    expect(me.json().current_subscription).toBeNull();
  });

  it('When the token is missing or belongs to another payment, then the page and its forms are refused', async () => {
    const a = await registerAndLogin(t.app);
    const b = await registerAndLogin(t.app);
    const ra = (await flow.subscribe(a.headers, 'delf-1-mois')).json();
    const rb = (await flow.subscribe(b.headers, 'delf-1-mois')).json();
    const { token: tokenA } = await flow.openSandbox(ra.link);
    const noToken = await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/${rb.reference}/` });
    expect(noToken.statusCode).toBe(404);
    const crossed = await flow.submit(`/api/payments/sandbox/${rb.reference}/pay`, tokenA);
    expect(crossed.statusCode).toBe(404);
    expect((await flow.paymentOf(rb.reference)).status).toBe('pending');
    expect(await flow.subscriptionsOf(b.user.id)).toHaveLength(0);
  });

  it('When the pay form is submitted many times at once, then exactly one subscription is created', async () => {
    const u = await registerAndLogin(t.app);
    const { link } = (await flow.subscribe(u.headers, 'delf-1-mois')).json();
    const { token, pay } = await flow.openSandbox(link);
    const all = await Promise.all(Array.from({ length: 6 }, () => flow.submit(pay, token)));
    expect(
      all.every((r) => r.statusCode === 303 && r.headers.location!.startsWith('/checkout/success')),
    ).toBe(true);
    expect(await flow.subscriptionsOf(u.user.id)).toHaveLength(1);
  });
});
