import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAdmin, registerAndLogin, type TestApp } from '../../../test/kit/app';
import { importFixture } from '../../../test/kit/practice-fixture';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
let awa: Awaited<ReturnType<typeof registerAndLogin>>;

beforeAll(async () => {
  t = await createTestApp();
  await importFixture(t.app);
  admin = await registerAdmin(t.app);
  awa = await registerAndLogin(t.app, 'awa.ndiaye@exemple.fr');
  const other = await registerAndLogin(t.app, 'jean.mbarga@exemple.fr');
  await t.app.inject({
    method: 'PATCH',
    url: '/api/user/',
    headers: other.headers,
    payload: { first_name: 'Jean', last_name: 'Mbarga' },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/exercice-attempt/post/essai-ce-serie-1/',
    headers: awa.headers,
    payload: { practice_type: 'training' },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/subscription/',
    headers: awa.headers,
    payload: { slug_package: 'tcf-essai-1-mois' },
  });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ url, headers: admin.headers });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
const hasAccess = async () => {
  const me = await t.app.inject({ url: '/api/user/', headers: awa.headers });
  return me.json().current_subscription !== null;
};
const journal = async (action: string) =>
  (await get(`/api/admin/audit/?action=${action}&target_id=${awa.user.id}`)).json().results;

describe('learners in the back office', () => {
  it('When an operator searches by e-mail or name (case and accents ignored), then the matching accounts come back', async () => {
    const byMail = (await get('/api/admin/learners/?search=AWA.ndiaye')).json();
    expect(byMail.results.map((u: { email: string }) => u.email)).toEqual(['awa.ndiaye@exemple.fr']);
    const byName = (await get('/api/admin/learners/?search=j%C3%A9an%20mbarga')).json();
    expect(byName.results.map((u: { email: string }) => u.email)).toEqual(['jean.mbarga@exemple.fr']);
    const none = (await get('/api/admin/learners/?search=%25')).json();
    expect(none.count).toBe(0);
    const all = (await get('/api/admin/learners/?page_size=2')).json();
    expect(all.count).toBeGreaterThanOrEqual(3);
    expect(all.results).toHaveLength(2);
  });

  it('When an operator opens a learner, then the page shows profile, subscriptions, attempts and payments', async () => {
    const res = await get(`/api/admin/learners/${awa.user.id}/`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.profile).toMatchObject({ email: 'awa.ndiaye@exemple.fr', is_active: true, deleted_at: null });
    expect(page.attempts.count).toBe(1);
    expect(page.attempts.results[0]).toMatchObject({ practice_type: 'training', answers: 0 });
    expect(page.payments).toHaveLength(1);
    expect(page.payments[0]).toMatchObject({ status: 'pending', currency: 'XAF' });
    expect(page.subscriptions).toEqual([]);
    expect((await get('/api/admin/learners/999999/')).statusCode).toBe(404);
  });

  it('When an operator grants, extends and ends a subscription with a reason, then access follows and the journal says why', async () => {
    expect(await hasAccess()).toBe(false);
    const noReason = await post(`/api/admin/learners/${awa.user.id}/subscriptions/`, {
      package: 'tcf-essai-1-mois',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().reason[0]).toMatch(/raison/);
    const unknown = await post(`/api/admin/learners/${awa.user.id}/subscriptions/`, {
      package: 'inconnu',
      reason: 'geste commercial',
    });
    expect(unknown.statusCode).toBe(404);

    const granted = await post(`/api/admin/learners/${awa.user.id}/subscriptions/`, {
      package: 'tcf-essai-1-mois',
      days: 10,
      reason: 'geste commercial',
    });
    expect(granted.statusCode).toBe(201);
    expect(granted.json().detail).toMatch(/^Abonnement accordé jusqu’au /);
    expect(await hasAccess()).toBe(true);
    let [sub] = (await get(`/api/admin/learners/${awa.user.id}/`)).json().subscriptions;
    expect(sub).toMatchObject({ active: true, payment_reference: null, package_slug: 'tcf-essai-1-mois' });
    const days = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);
    expect(days(sub.start_date, sub.end_date)).toBe(10);

    const extended = await post(`/api/admin/learners/${awa.user.id}/subscriptions/${sub.id}/extend/`, {
      days: 5,
      reason: 'panne du site',
    });
    expect(extended.statusCode).toBe(200);
    [sub] = (await get(`/api/admin/learners/${awa.user.id}/`)).json().subscriptions;
    expect(days(sub.start_date, sub.end_date)).toBe(15);

    const ended = await post(`/api/admin/learners/${awa.user.id}/subscriptions/${sub.id}/end/`, {
      reason: 'remboursé',
    });
    expect(ended.statusCode).toBe(200);
    expect(await hasAccess()).toBe(false);
    const again = await post(`/api/admin/learners/${awa.user.id}/subscriptions/${sub.id}/end/`, {
      reason: 'remboursé',
    });
    expect(again.statusCode).toBe(409);

    expect((await journal('subscription.grant'))[0].details).toMatchObject({ reason: 'geste commercial' });
    expect((await journal('subscription.extend'))[0].details).toMatchObject({
      days: 5,
      reason: 'panne du site',
    });
    expect((await journal('subscription.end'))[0]).toMatchObject({ actor_email: admin.email });
  });

  it('When an operator disables an account, then its sessions end at once and it cannot sign in until enabled again', async () => {
    const res = await post(`/api/admin/learners/${awa.user.id}/disable/`, { reason: 'fraude au paiement' });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/', headers: awa.headers })).statusCode).toBe(401);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth-token',
        payload: { username: awa.email, password: awa.password },
      });
    expect((await login()).statusCode).toBe(400);
    expect((await post(`/api/admin/learners/${awa.user.id}/enable/`, { reason: 'erreur' })).statusCode).toBe(
      200,
    );
    expect((await login()).statusCode).toBe(200);
    expect((await journal('learner.disable'))[0].details).toEqual({ reason: 'fraude au paiement' });
  });

  it('When an operator acts on an administrator or on their own account, then it is refused and nothing changes', async () => {
    const mine = await post(`/api/admin/learners/${admin.user.id}/disable/`, { reason: 'essai' });
    expect(mine.statusCode).toBe(400);
    expect(mine.json().detail).toMatch(/propre compte/);
    const other = await registerAdmin(t.app);
    const res = await post(`/api/admin/learners/${other.user.id}/disable/`, { reason: 'essai' });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/user/', headers: other.headers })).statusCode).toBe(200);
  });
});
