import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, users } from '../src/db/schema';
import { createTestApp, registerAndLogin, type TestApp } from './kit/app';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeTar } from '../src/lib/tar';
import { adminOpsRows, prepareAdminOps } from './authz-admin-ops';
import { fill, operationKey, operations, type MatrixName } from './kit/openapi';
import { FIXTURE_PACK, importFixture } from './kit/practice-fixture';

/**
 * Every operation of the OpenAPI description called as anonymous, learner (owner of the objects),
 * another learner and admin. Rows are keyed by the names of the endpoint table: a name without a
 * row does not compile, and an operation the table does not describe fails the test: a new
 * endpoint needs its access rule written down.
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
const spareRefresh: string[] = [];
const ids = {
  done: '',
  open: '',
  closing: '',
  answer: '',
  reference: '',
  token: '',
  learner: '',
  gone: '',
  goneEmail: '',
  sub: '',
  res1: '',
  res2: '',
};
const order = { questions: [] as string[] };
const png = () =>
  `data:image/png;base64,${readFileSync(path.join(FIXTURE_PACK, 'media/images/affiche.png')).toString('base64')}`;
const mcq = {
  type: 'MCQ',
  level: 'A2',
  text: 'Question ?',
  choices: [{ text: 'Oui', correct: true }, { text: 'Non' }],
};
const content = (p: string) => `/api/admin/content${p}`;
const PUBLIC = [200, 200, 200, 200] as Row['expect'];
const LEARNER = [401, 200, 200, 200] as Row['expect'];
const OWNER = [401, 200, 404, 404] as Row['expect'];
const ADMIN = [401, 403, 403, 200] as Row['expect'];
const ex = { slug: 'essai-ce-serie-1' };

const rows = (): Record<MatrixName, Row> => ({
  'auth.register': {
    body: () => {
      const email = `m-${Math.random().toString(36).slice(2)}@exemple.fr`;
      return { username: email, email, password: 'PlageDeKribi26', first_name: 'A', last_name: 'B' };
    },
    expect: [201, 201, 201, 201],
  },
  'auth.login': {
    body: () => ({ username: callers.owner!.email, password: callers.owner!.password }),
    expect: PUBLIC,
  },
  // A refresh token is spent by its use, and logging out ends a session: each call gets a sign-in of its own.
  'auth.refresh': { body: () => ({ refresh: spareRefresh.shift() }), expect: PUBLIC },
  'auth.logout': { body: (_, c) => ({ refresh: c ? spareRefresh.shift() : 'x' }), expect: LEARNER },
  'auth.changePassword': {
    body: () => ({ old_password: 'pas-le-bon', new_password: 'NouveauKribi27' }),
    expect: [401, 400, 400, 400],
  },
  'auth.passwordReset': { body: () => ({ email: 'personne@exemple.fr' }), expect: PUBLIC },
  'auth.passwordResetConfirm': {
    params: { uidb64: 'MQ', token: 'abc-def' },
    body: () => ({ new_password1: 'NouveauKribi27', new_password2: 'NouveauKribi27' }),
    expect: [400, 400, 400, 400],
  },
  'users.me': { expect: LEARNER },
  'users.updateMe': { body: () => ({ first_name: 'Awa' }), expect: LEARNER },
  'newsletter.subscribe': {
    body: () => ({ email: 'lettre@exemple.fr' }),
    expect: [
      [200, 201],
      [200, 201],
      [200, 201],
      [200, 201],
    ],
  },
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
  'adminLearners.list': { query: 'search=e2e', expect: ADMIN },
  'adminLearners.detail': { params: { id: ids.learner }, expect: ADMIN },
  'adminLearners.grant': {
    params: { id: ids.learner },
    body: () => ({ package: 'tcf-essai-1-mois', days: 3, reason: 'matrice des droits' }),
    expect: [401, 403, 403, 201],
  },
  'adminLearners.extend': {
    params: { id: ids.learner, subscriptionId: ids.sub },
    body: () => ({ days: 1, reason: 'matrice des droits' }),
    expect: ADMIN,
  },
  'adminLearners.end': {
    params: { id: ids.learner, subscriptionId: ids.sub },
    body: () => ({ reason: 'matrice des droits' }),
    expect: ADMIN,
  },
  'adminLearners.disable': {
    params: { id: ids.learner },
    body: () => ({ reason: 'matrice des droits' }),
    expect: ADMIN,
  },
  'adminLearners.enable': {
    params: { id: ids.learner },
    body: () => ({ reason: 'matrice des droits' }),
    expect: ADMIN,
  },
  'adminContent.tree': { expect: ADMIN },
  'adminContent.search': { query: 'q=essai', expect: ADMIN },
  'adminContent.createExamType': {
    body: () => ({ slug: 'matrice-type', name: 'Matrice' }),
    expect: [401, 403, 403, 201],
  },
  'adminContent.updateExamType': {
    params: { slug: 'tcf-essai' },
    body: () => ({ description: 'Type d’examen de test.' }),
    expect: ADMIN,
  },
  'adminContent.createExam': {
    body: () => ({ exam_type: 'tcf-essai', slug: 'matrice-examen', name: 'Matrice', skill: 'READING' }),
    expect: [401, 403, 403, 201],
  },
  'adminContent.updateExam': {
    params: { slug: 'essai-comprehension-ecrite' },
    body: () => ({ difficulty: 2 }),
    expect: ADMIN,
  },
  'adminContent.createExercise': {
    body: () => ({
      exam: 'essai-comprehension-ecrite',
      slug: 'matrice-ce-serie-7',
      title: 'Matrice — Série 7',
    }),
    expect: [401, 403, 403, 201],
  },
  'adminContent.exercise': { params: ex, expect: ADMIN },
  'adminContent.updateExercise': {
    params: { slug: 'matrice-co-serie-1' },
    body: () => ({ instructions: 'Écoutez.' }),
    expect: ADMIN,
  },
  'adminContent.publish': {
    params: { kind: 'exercises', slug: 'essai-ce-serie-1' },
    body: () => ({ published: true }),
    expect: ADMIN,
  },
  'adminContent.orderExamType': {
    params: { slug: 'matrice-ordre' },
    body: () => ({ slugs: ['matrice-ordre-examen'] }),
    expect: ADMIN,
  },
  'adminContent.orderExercise': {
    params: ex,
    body: () => ({ slugs: order.questions }),
    expect: ADMIN,
  },
  'adminContent.createQuestion': {
    params: { slug: 'matrice-co-serie-1' },
    body: () => mcq,
    expect: [401, 403, 403, 201],
  },
  'adminContent.replaceQuestion': {
    params: { slug: 'matrice-co-serie-1-q1' },
    body: () => mcq,
    expect: ADMIN,
  },
  'adminContent.deleteQuestion': { params: { slug: 'matrice-co-serie-1-q2' }, expect: ADMIN },
  'adminContent.previewQuestion': {
    params: { slug: 'matrice-co-serie-1-q1' },
    expect: ADMIN,
  },
  'adminContent.uploadResource': {
    params: { slug: 'matrice-co-serie-1-q1' },
    body: () => ({ kind: 'image', data: png() }),
    expect: [401, 403, 403, 201],
  },
  'adminContent.updateResource': {
    params: { id: ids.res1 },
    body: () => ({ title: 'Affiche' }),
    expect: ADMIN,
  },
  'adminContent.deleteResource': { params: { id: ids.res2 }, expect: ADMIN },
  'adminContent.exportPack': { params: { slug: 'tcf-essai' }, expect: ADMIN },
  'adminContent.importPack': {
    body: () => ({
      archive: writeTar([{ name: 'pack.json', data: Buffer.from('{"examTypes": []}') }]).toString('base64'),
    }),
    expect: ADMIN,
  },
  'adminLearners.delete': {
    params: { id: ids.gone },
    body: () => ({ confirm_email: ids.goneEmail }),
    expect: ADMIN,
  },
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
  for (let i = 0; i < 16; i++) {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth-token',
      payload: { username: callers.owner.email, password: callers.owner.password },
    });
    spareRefresh.push(other.json().token.refresh as string);
  }
  const h = callers.owner.headers;
  // Accounts the back-office rows act on (disabled, given access, deleted), apart from the callers.
  const learner = await registerAndLogin(t.app);
  const gone = await registerAndLogin(t.app);
  ids.learner = String(learner.user.id);
  ids.gone = String(gone.user.id);
  ids.goneEmail = gone.email;
  await t.app.inject({
    method: 'POST',
    url: `/api/admin/learners/${ids.learner}/subscriptions/`,
    headers: callers.admin.headers,
    payload: { package: 'tcf-essai-1-mois', days: 30, reason: 'matrice des droits' },
  });
  const detail = await t.app.inject({
    url: `/api/admin/learners/${ids.learner}/`,
    headers: callers.admin.headers,
  });
  ids.sub = String(detail.json().subscriptions[0].id);
  // Content the back-office rows act on: a draft exercise with two questions and two images.
  const ah = callers.admin.headers;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: content(url), headers: ah, payload });
  await post('/exercises/', {
    exam: 'essai-comprehension-orale',
    slug: 'matrice-co-serie-1',
    title: 'Matrice — Série 1',
  });
  await post('/exercises/matrice-co-serie-1/questions/', mcq);
  await post('/exercises/matrice-co-serie-1/questions/', mcq);
  ids.res1 = String(
    (await post('/questions/matrice-co-serie-1-q1/resources/', { kind: 'image', data: png() })).json().id,
  );
  ids.res2 = String(
    (await post('/questions/matrice-co-serie-1-q1/resources/', { kind: 'image', data: png() })).json().id,
  );
  await post('/exam-types/', { slug: 'matrice-ordre', name: 'Ordre' });
  await post('/exams/', {
    exam_type: 'matrice-ordre',
    slug: 'matrice-ordre-examen',
    name: 'Ordre',
    skill: 'READING',
  });
  order.questions = (await t.app.inject({ url: content(`/exercises/${ex.slug}/`), headers: ah }))
    .json()
    .questions.map((q: { slug: string }) => q.slug);
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
