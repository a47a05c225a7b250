import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, users } from '../src/db/schema';
import { createTestApp, registerAndLogin, type TestApp } from './helpers';
import { fill, operations } from './openapi';
import { importFixture } from './practice-fixture';

/**
 * Every operation of the OpenAPI description called as anonymous, learner (owner of the objects),
 * another learner and admin. An operation without a row here fails the test: a new endpoint needs
 * its access rule written down.
 */
type Role = 'anonymous' | 'owner' | 'other' | 'admin';
const ROLES: Role[] = ['anonymous', 'owner', 'other', 'admin'];
type Caller = Awaited<ReturnType<typeof registerAndLogin>>;
interface Call {
  params?: Record<string, string>;
  query?: string;
  body?: (who: Role, c: Caller | null) => unknown;
}
/** Expected status per role: [anonymous, owner, other, admin]; a list accepts any of its values. */
type Row = Call & { expect: [number | number[], number | number[], number | number[], number | number[]] };

let t: TestApp;
const callers: Partial<Record<Role, Caller>> = {};
const ids = { done: '', open: '', closing: '', answer: '', reference: '', token: '' };
const PUBLIC = [200, 200, 200, 200] as Row['expect'];
const LEARNER = [401, 200, 200, 200] as Row['expect'];
const OWNER = [401, 200, 404, 404] as Row['expect'];
const ex = { slug: 'essai-ce-serie-1' };

const rows = (): Record<string, Row> => ({
  'POST /api/user/create/': {
    body: () => {
      const email = `m-${Math.random().toString(36).slice(2)}@exemple.fr`;
      return { username: email, email, password: 'MotDePasse123', first_name: 'A', last_name: 'B' };
    },
    expect: [201, 201, 201, 201],
  },
  'POST /api/auth-token': {
    body: () => ({ username: callers.owner!.email, password: callers.owner!.password }),
    expect: PUBLIC,
  },
  'POST /api/auth/token/refresh/': { body: () => ({ refresh: callers.owner!.refresh }), expect: PUBLIC },
  'POST /api/logout/': { body: (_, c) => ({ refresh: c?.refresh ?? 'x' }), expect: LEARNER },
  'POST /api/auth/change-password/': {
    body: () => ({ old_password: 'pas-le-bon', new_password: 'NouveauMotDePasse123' }),
    expect: [401, 400, 400, 400],
  },
  'POST /api/password-reset/': { body: () => ({ email: 'personne@exemple.fr' }), expect: PUBLIC },
  'POST /api/password-reset-confirm/{uidb64}/{token}/': {
    params: { uidb64: 'MQ', token: 'abc-def' },
    body: () => ({ new_password1: 'NouveauMotDePasse123', new_password2: 'NouveauMotDePasse123' }),
    expect: [400, 400, 400, 400],
  },
  'GET /api/user/': { expect: LEARNER },
  'PATCH /api/user/': { body: () => ({ first_name: 'Awa' }), expect: LEARNER },
  'POST /api/newsletter/': {
    body: () => ({ email: 'lettre@exemple.fr' }),
    expect: [
      [200, 201],
      [200, 201],
      [200, 201],
      [200, 201],
    ],
  },
  'GET /api/packages/': { expect: PUBLIC },
  'GET /api/packages/{slug}/': { params: { slug: 'tcf-essai-1-mois' }, expect: PUBLIC },
  'POST /api/subscription/': {
    body: () => ({ slug_package: 'tcf-essai-1-mois' }),
    expect: [401, 201, 201, 201],
  },
  // The sandbox payment page is a capability URL: its HMAC token, not the caller, opens it.
  'GET /api/payments/sandbox/{reference}/': {
    params: { reference: ids.reference },
    query: `token=${ids.token}`,
    expect: PUBLIC,
  },
  'POST /api/payments/sandbox/{reference}/{decision}': {
    params: { reference: ids.reference, decision: 'cancel' },
    body: () => ({ token: ids.token }),
    expect: [303, 303, 303, 303],
  },
  'POST /api/answer/make-new-correction/': {
    body: () => ({ user_aswer_slug: ids.answer }),
    expect: [401, 400, 404, 404],
  },
  'GET /api/health': { expect: PUBLIC },
  'GET /api/site/': { expect: PUBLIC },
  'GET /api/exam-type/': { expect: PUBLIC },
  'GET /api/exam/': { query: 'exam_type=tcf-essai', expect: PUBLIC },
  'POST /api/exam/{slug}/favorite/': { params: { slug: 'essai-comprehension-ecrite' }, expect: LEARNER },
  'DELETE /api/exam/{slug}/favorite/': { params: { slug: 'essai-comprehension-ecrite' }, expect: LEARNER },
  'GET /api/exercice/': { query: 'exam_type=tcf-essai', expect: PUBLIC },
  'GET /api/exercice/exam/{slug}/': { params: { slug: 'essai-comprehension-ecrite' }, expect: PUBLIC },
  'GET /api/exercice/{slug}/': { params: ex, expect: PUBLIC },
  'GET /api/question/exo/{slug}/': { params: ex, expect: LEARNER },
  'GET /api/question/aleat/{slug}/': { params: { slug: 'essai-comprehension-ecrite' }, expect: LEARNER },
  'POST /api/question/{slug}/check/': {
    params: { slug: 'essai-ce-1-q1' },
    body: () => ({ choice: 'essai-ce-1-q1-a' }),
    expect: LEARNER,
  },
  'POST /api/exercice-attempt/post/{slug}/': {
    params: ex,
    body: () => ({ practice_type: 'training' }),
    expect: [401, 201, 201, 201],
  },
  'PUT /api/exercice-attempt/{slug}/': { params: { slug: ids.closing }, body: () => ({}), expect: OWNER },
  'GET /api/exercice-attempt/{slug}/': { params: { slug: ids.done }, expect: OWNER },
  'GET /api/exercice-attempt/{slug}': { params: { slug: ids.done }, expect: OWNER },
  'GET /api/exercice-attempt/': { expect: LEARNER },
  'GET /api/exercice-attempt/{slug}/mistakes/': { params: { slug: ids.done }, expect: OWNER },
  'POST /api/answer/post/{slug}/': {
    params: { slug: ids.open },
    body: () => ({ question_slug: 'essai-ce-1-q1', choice: 'essai-ce-1-q1-b' }),
    expect: [401, [200, 201], 404, 404],
  },
  'GET /api/user/stat': { expect: LEARNER },
  'GET /api/answer/{slug}/audio': { params: { slug: ids.answer }, expect: OWNER },
  'GET /media/{*}': { params: { '*': 'images/affiche.png' }, expect: PUBLIC },
});

beforeAll(async () => {
  t = await createTestApp();
  await importFixture(t.app);
  callers.owner = await registerAndLogin(t.app);
  callers.other = await registerAndLogin(t.app);
  const admin = await registerAndLogin(t.app);
  await t.app.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  // The role travels in the access token: log in again once promoted.
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth-token',
    payload: { username: admin.email, password: admin.password },
  });
  const access = login.json().token.access as string;
  callers.admin = { ...admin, access, headers: { authorization: `Bearer ${access}` } };
  const h = callers.owner.headers;
  const start = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/exercice-attempt/post/${ex.slug}/`,
        headers: h,
        payload: {},
      })
    ).json().slug as string;
  ids.done = await start();
  const a = await t.app.inject({
    method: 'POST',
    url: `/api/answer/post/${ids.done}/`,
    headers: h,
    payload: { question_slug: 'essai-ce-1-q1', choice: 'essai-ce-1-q1-a' },
  });
  ids.answer = a.json().slug;
  // A recording stands behind the answer, so that the audio route has something to refuse.
  await t.app.ctx.storage.put('answers/matrice.webm', Buffer.from('webm'));
  await t.app.ctx.db
    .update(answers)
    .set({ audioKey: 'answers/matrice.webm', audioMime: 'audio/webm' })
    .where(eq(answers.slug, ids.answer));
  await t.app.inject({ method: 'PUT', url: `/api/exercice-attempt/${ids.done}/`, headers: h, payload: {} });
  ids.open = await start();
  ids.closing = await start();
  const sub = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/',
    headers: h,
    payload: { slug_package: 'tcf-essai-1-mois' },
  });
  const link = new URL(sub.json().link as string, 'http://localhost');
  ids.reference = sub.json().reference;
  ids.token = link.searchParams.get('token') ?? '';
});
afterAll(async () => {
  await t.close();
});

describe('authorisation matrix', () => {
  it('When the OpenAPI description lists an operation, then the matrix has a rule for it, and no stale rule', async () => {
    const keys = (await operations(t.app)).map((o) => o.key).sort();
    expect(Object.keys(rows()).sort()).toEqual(keys);
  });

  it('When every operation is called by each role, then each gets the expected status', async () => {
    const got: Record<string, number[]> = {};
    const wrong: string[] = [];
    for (const op of await operations(t.app)) {
      const row = rows()[op.key];
      if (!row) continue;
      for (const [i, role] of ROLES.entries()) {
        const c = role === 'anonymous' ? null : callers[role]!;
        const url =
          fill(op.path.replace('{*}', '{*}'), row.params ?? {}) + (row.query ? `?${row.query}` : '');
        const res = await t.app.inject({
          method: op.method,
          url,
          headers: { ...(c?.headers ?? {}), 'x-forwarded-for': `10.1.${i}.1` },
          payload: row.body ? (row.body(role, c) as object) : undefined,
        });
        (got[op.key] ??= []).push(res.statusCode);
        const want = row.expect[i]!;
        if (!(Array.isArray(want) ? want : [want]).includes(res.statusCode)) {
          wrong.push(
            `${op.key} en ${role} : ${res.statusCode} au lieu de ${JSON.stringify(want)} ${res.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('When a learner without a package asks for a locked exercise, then 403 with a French message', async () => {
    const list = (
      await t.app.inject({
        url: '/api/exercice/exam/essai-comprehension-ecrite/',
        headers: callers.other!.headers,
      })
    ).json() as {
      slug: string;
      locked: boolean;
    }[];
    const locked = list.find((e) => e.locked);
    expect(locked).toBeDefined();
    const res = await t.app.inject({
      url: `/api/question/exo/${locked!.slug}/`,
      headers: callers.other!.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/[a-zé]/);
  });

  it('When the sandbox page is asked with a wrong token, then it is refused', async () => {
    const res = await t.app.inject({ url: `/api/payments/sandbox/${ids.reference}/?token=faux` });
    expect([403, 404]).toContain(res.statusCode);
  });
});
