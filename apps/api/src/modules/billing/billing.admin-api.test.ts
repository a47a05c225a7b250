import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAdmin, type TestApp } from '../../../test/kit/app';
import { payments } from '../../db/schema';
import { startFakeNotchPay, type FakeNotchPay } from '../../../test/kit/billing/fake-notchpay';
import { HASH_KEY, notchpayDriver, notchpayEnv, PUBLIC_KEY } from '../../../test/kit/billing/notchpay-driver';
import { memoryMailer } from '../../../test/kit/mail';
import { seedBilling } from '../../../test/kit/billing/seed';

let t: TestApp;
let notch: FakeNotchPay;
let d: ReturnType<typeof notchpayDriver>;
let admin: Awaited<ReturnType<typeof registerAdmin>>;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = admin.headers) =>
  t.app.inject({ method, url, headers, payload });
const journal = async (action: string, target: string) =>
  (await call('GET', `/api/admin/audit/?action=${action}&target_id=${encodeURIComponent(target)}`)).json()
    .results as { action: string; actor_email: string; details: Record<string, unknown> }[];

beforeAll(async () => {
  notch = await startFakeNotchPay({ publicKey: PUBLIC_KEY, hashKey: HASH_KEY });
  t = await createTestApp({ mailer: memoryMailer(), env: notchpayEnv(notch) });
  d = notchpayDriver(t.app, notch);
  await seedBilling(t.app.ctx.db);
  admin = await registerAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  await notch.close();
});

describe('packages and promo codes in the back office', () => {
  it('When the operator creates, edits and withdraws a package, then learners see exactly that, and each change is recorded', async () => {
    const created = await call('POST', '/api/admin/packages/', {
      slug: 'tcf-canada-2-mois',
      name: 'TCF Canada — 2 mois',
      exam_type: 'tcf-canada',
      period: 2,
      price: 25000,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      slug: 'tcf-canada-2-mois',
      active: true,
      paid_count: 0,
      revenue: 0,
    });
    const publicList = async () =>
      (await t.app.inject({ url: '/api/packages/?exam_type=tcf-canada' })).json() as {
        slug: string;
        price: number;
      }[];
    expect((await publicList()).find((p) => p.slug === 'tcf-canada-2-mois')?.price).toBe(25000);

    const dup = await call('POST', '/api/admin/packages/', {
      slug: 'tcf-canada-2-mois',
      name: 'x',
      exam_type: 'tcf-canada',
      period: 2,
      price: 1,
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().slug[0]).toBe('Un forfait porte déjà cet identifiant.');
    const badType = await call('POST', '/api/admin/packages/', {
      slug: 'ielts-1-mois',
      name: 'IELTS',
      exam_type: 'ielts',
      period: 1,
      price: 1000,
    });
    expect(badType.json().exam_type[0]).toBe('Type d’examen inconnu : ielts.');
    const badSlug = await call('POST', '/api/admin/packages/', {
      slug: 'Pas Bon',
      name: 'x',
      exam_type: 'delf',
      period: 0,
      price: -1,
    });
    expect(Object.keys(badSlug.json()).sort()).toEqual(['period', 'price', 'slug']);

    const edited = await call('PATCH', '/api/admin/packages/tcf-canada-2-mois/', { price: 22000 });
    expect(edited.json().price).toBe(22000);
    const off = await call('PATCH', '/api/admin/packages/tcf-canada-2-mois/', { active: false });
    expect(off.json().active).toBe(false);
    expect((await publicList()).some((p) => p.slug === 'tcf-canada-2-mois')).toBe(false);
    expect((await call('PATCH', '/api/admin/packages/inconnu/', { price: 1 })).statusCode).toBe(404);

    const log = await journal('billing.package', 'tcf-canada-2-mois');
    expect(log.map((e) => e.action)).toEqual([
      'billing.package.update',
      'billing.package.update',
      'billing.package.create',
    ]);
    expect(log[0]!.actor_email).toBe(admin.email);
  });

  it('When the operator creates then expires a promo code, then learners get the reduction, then no longer', async () => {
    const res = await call('POST', '/api/admin/promo-codes/', {
      code: 'rentree25',
      percentage: 25,
      exam_types: ['tcf-canada'],
      max_uses: 100,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'RENTREE25',
      state: 'usable',
      uses: 0,
      exam_types: ['tcf-canada'],
    });
    const price = async () =>
      (
        (await t.app.inject({ url: '/api/packages/tcf-canada-1-mois/?promo_code=rentree25' })).json() as {
          promo_price: number | null;
        }
      ).promo_price;
    expect(await price()).toBe(11250);

    const badDates = await call('PATCH', '/api/admin/promo-codes/RENTREE25/', {
      valid_from: '2026-12-01T00:00:00Z',
      valid_until: '2026-11-01T00:00:00Z',
    });
    expect(badDates.statusCode).toBe(400);
    expect(badDates.json().valid_until[0]).toBe('La fin de validité doit être après son début.');
    expect(
      (await call('POST', '/api/admin/promo-codes/', { code: 'RENTREE25', percentage: 5 })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/api/admin/promo-codes/', { code: 'X', percentage: 500 })).statusCode).toBe(
      400,
    );

    const expired = await call('POST', '/api/admin/promo-codes/rentree25/expire/');
    expect(expired.statusCode).toBe(200);
    expect(expired.json().state).toBe('expired');
    expect(await price()).toBeNull();
    const listed = (await call('GET', '/api/admin/promo-codes/')).json() as { code: string; state: string }[];
    expect(listed.find((p) => p.code === 'EPUISE')?.state).toBe('exhausted');
    expect(listed.find((p) => p.code === 'FUTUR')?.state).toBe('not_started');
    expect((await journal('billing.promo', 'RENTREE25')).map((e) => e.action)).toEqual([
      'billing.promo.expire',
      'billing.promo.create',
    ]);
  });
});

describe('payments in the back office', () => {
  it('When a payment is paid with a code, then usage, revenue, history and the learner’s search show it', async () => {
    const { u, reference } = await d.order('delf-1-mois', 'DELFONLY');
    notch.set(reference, { status: 'complete' });
    await d.notify(reference);

    const found = (await call('GET', `/api/admin/payments/?q=${encodeURIComponent(u.email)}`)).json();
    expect(found.count).toBe(1);
    expect(found.results[0]).toMatchObject({
      reference,
      status: 'paid',
      amount: 5000,
      promo_code: 'DELFONLY',
    });
    const paidOnly = (await call('GET', '/api/admin/payments/?status=paid')).json();
    expect(paidOnly.results.every((p: { status: string }) => p.status === 'paid')).toBe(true);

    const detail = (await call('GET', `/api/admin/payments/${reference}/`)).json();
    expect(detail.events.map((e: { status: string; source: string }) => `${e.source}:${e.status}`)).toEqual([
      'create:pending',
      'webhook:paid',
    ]);
    expect(detail.subscription).not.toBeNull();

    const promo = (
      (await call('GET', '/api/admin/promo-codes/')).json() as {
        code: string;
        uses: number;
        paid_count: number;
      }[]
    ).find((p) => p.code === 'DELFONLY')!;
    expect(promo).toMatchObject({ uses: 1, paid_count: 1 });
    const pkg = (
      (await call('GET', '/api/admin/packages/')).json() as {
        slug: string;
        paid_count: number;
        revenue: number;
      }[]
    ).find((p) => p.slug === 'delf-1-mois')!;
    expect(pkg).toMatchObject({ paid_count: 1, revenue: 5000 });

    const revenue = (await call('GET', '/api/admin/revenue/?days=7')).json();
    expect(revenue.days).toHaveLength(7);
    expect(revenue.time_zone).toBe('Africa/Douala');
    expect(revenue.days.at(-1)).toMatchObject({ payments: 1, amount: 5000 });
    expect(revenue.total).toEqual({ payments: 1, amount: 5000 });
    expect((await call('GET', '/api/admin/revenue/?days=400')).statusCode).toBe(400);
  });

  it('When the operator re-checks a payment the webhook missed, then the provider’s answer is applied and recorded', async () => {
    const { reference } = await d.order();
    notch.set(reference, { status: 'complete' });
    const res = await call('POST', `/api/admin/payments/${reference}/recheck/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status_before: 'pending', status: 'paid' });
    expect(res.json().detail).toBe(
      'Fournisseur interrogé : le paiement est passé de « pending » à « paid ».',
    );
    expect(res.json().payment.events.at(-1)).toMatchObject({ source: 'admin', status: 'paid' });
    expect(res.json().payment.check_attempts).toBe(1);

    const again = await call('POST', `/api/admin/payments/${reference}/recheck/`);
    expect(again.json()).toMatchObject({ status_before: 'paid', status: 'paid' });
    const log = await journal('billing.payment.recheck', reference);
    expect(log[1]!.details).toMatchObject({ status_before: 'pending', status_after: 'paid', error: null });
  });

  it('When the provider does not answer, then 503 in French, nothing changes and the attempt is recorded', async () => {
    const { reference } = await d.order();
    const trx = notch.byMerchantRef(reference).reference;
    notch.setBroken(trx, true);
    try {
      const res = await call('POST', `/api/admin/payments/${reference}/recheck/`);
      expect(res.statusCode).toBe(503);
      expect(res.json().detail).toMatch(/ne répond pas/);
    } finally {
      notch.setBroken(trx, false);
    }
    const [row] = await t.app.ctx.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row).toMatchObject({ status: 'pending', checkAttempts: 1 });
    expect(row!.lastCheckError).toMatch(/500/);
    expect((await journal('billing.payment.recheck', reference))[0]!.details.error).toMatch(/500/);
    expect((await call('POST', '/api/admin/payments/PL-INCONNU/recheck/')).statusCode).toBe(404);
  });
});
