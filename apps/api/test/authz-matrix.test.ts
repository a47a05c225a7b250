import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, users } from '../src/db/schema';
import { createTestApp, registerAndLogin, type TestApp } from './kit/app';
import { accountRows, prepareAccount } from './authz-account';
import { adminContentRows, prepareAdminContent } from './authz-admin-content';
import { adminLearnersRows, prepareAdminLearners } from './authz-admin-learners';
import { adminOpsRows, prepareAdminOps } from './authz-admin-ops';
import { ADMIN, ex, LEARNER, OWNER, PUBLIC, ROLES, type Caller, type Role, type Row } from './authz-rows';
import { fill, operationKey, operations, type MatrixName } from './kit/openapi';
import { importFixture } from './kit/practice-fixture';

/**
 * Every operation of the OpenAPI description called as anonymous, learner (owner of the objects),
 * another learner and admin. Rows are keyed by the names of the endpoint table: a name without a
 * row does not compile, and an operation the table does not describe fails the test: a new
 * endpoint needs its access rule written down.
 */

let t: TestApp;
const callers: Partial<Record<Role, Caller>> = {};
const ids = {
  done: '',
  open: '',
  closing: '',
  answer: '',
  reference: '',
  token: '',
};

const rows = (): Record<MatrixName, Row> => ({
  ...accountRows(callers),
  'billing.packages': { expect: PUBLIC },
  'billing.package': { params: { slug: 'tcf-essai-1-mois' }, expect: PUBLIC },
  'billing.subscribe': {
    body: () => ({ slug_package: 'tcf-essai-1-mois' }),
    expect: [401, 201, 201, 201],
  },
  // A payment's state: its owner only.
  'billing.payment': { params: { reference: ids.reference }, expect: [401, 200, 404, 404] },
  // The list of payments to refund: administrators only.
  'adminBilling.refunds': { expect: ADMIN },
  // The back office: administrators only.
  'adminAudit.list': { expect: ADMIN },
  ...adminLearnersRows(),
  ...adminContentRows(),
  // The sandbox payment page is a capability URL: its HMAC token, not the caller, opens it.
  'payments.sandboxPage': {
    params: { reference: ids.reference },
    query: `token=${ids.token}`,
    expect: PUBLIC,
  },
  'payments.sandboxDecision': {
    params: { reference: ids.reference, decision: 'cancel' },
    body: () => ({ token: ids.token }),
    expect: [303, 303, 303, 303],
  },
  'correction.recorrect': {
    body: () => ({ user_aswer_slug: ids.answer }),
    expect: [401, 400, 404, 404],
  },
  health: { expect: PUBLIC },
  'site.settings': { expect: PUBLIC },
  'catalog.examTypes': { expect: PUBLIC },
  'catalog.exams': { query: 'exam_type=tcf-essai', expect: PUBLIC },
  'catalog.addFavorite': { params: { slug: 'essai-comprehension-ecrite' }, expect: LEARNER },
  'catalog.removeFavorite': { params: { slug: 'essai-comprehension-ecrite' }, expect: LEARNER },
  'catalog.exercises': { query: 'exam_type=tcf-essai', expect: PUBLIC },
  'catalog.examExercises': { params: { slug: 'essai-comprehension-ecrite' }, expect: PUBLIC },
  'catalog.exercise': { params: ex, expect: PUBLIC },
  'catalog.questions': { params: ex, expect: LEARNER },
  'training.randomQuestion': { params: { slug: 'essai-comprehension-ecrite' }, expect: LEARNER },
  'training.checkChoice': {
    params: { slug: 'essai-ce-1-q1' },
    body: () => ({ choice: 'essai-ce-1-q1-a' }),
    // The owner's open attempts are training ones; an open exam's 409 is in exam-integrity.test.ts.
    expect: [401, 200, 200, 200],
  },
  'attempts.start': {
    params: ex,
    body: () => ({ practice_type: 'training' }),
    expect: [401, 201, 201, 201],
  },
  'attempts.complete': { params: { slug: ids.closing }, body: () => ({}), expect: OWNER },
  'attempts.results': { params: { slug: ids.done }, expect: OWNER },
  'attempts.resultsBare': { params: { slug: ids.done }, expect: OWNER },
  'attempts.list': { expect: LEARNER },
  'attempts.mistakes': { params: { slug: ids.done }, expect: OWNER },
  'answers.submit': {
    params: { slug: ids.open },
    body: () => ({ question_slug: 'essai-ce-1-q1', choice: 'essai-ce-1-q1-b' }),
    expect: [401, [200, 201], 404, 404],
  },
  'stats.mine': { expect: LEARNER },
  'media.answerAudio': { params: { slug: ids.answer }, expect: OWNER },
  'media.file': { params: { '*': 'images/affiche.png' }, expect: PUBLIC },
  ...adminOpsRows(ids),
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
  await prepareAccount(t.app, callers.owner);
  const h = callers.owner.headers;
  await prepareAdminLearners(t.app, callers.admin.headers);
  await prepareAdminContent(t.app, callers.admin.headers);
  const start = async (practice_type: 'exam' | 'training' = 'exam') =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/exercice-attempt/post/${ex.slug}/`,
        headers: h,
        payload: { practice_type },
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
  // Training attempts: an open exam on the exercise would (rightly) withhold the other attempts.
  ids.open = await start('training');
  ids.closing = await start('training');
  const sub = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/',
    headers: h,
    payload: { slug_package: 'tcf-essai-1-mois' },
  });
  const link = new URL(sub.json().link as string, 'http://localhost');
  ids.reference = sub.json().reference;
  ids.token = link.searchParams.get('token') ?? '';
  await prepareAdminOps(t.app, callers.owner.user.id, ids.answer);
});
afterAll(async () => {
  await t.close();
});

describe('authorisation matrix', () => {
  it('When the OpenAPI description lists an operation, then the matrix has a rule for it, and no stale rule', async () => {
    const keys = (await operations(t.app)).map((o) => o.key).sort();
    expect((Object.keys(rows()) as MatrixName[]).map(operationKey).sort()).toEqual(keys);
  });

  it('When every operation is called by each role, then each gets the expected status', async () => {
    const got: Record<string, number[]> = {};
    const wrong: string[] = [];
    const byKey = new Map(
      Object.entries(rows()).map(([name, row]) => [operationKey(name as MatrixName), row]),
    );
    for (const op of await operations(t.app)) {
      const row = byKey.get(op.key);
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
