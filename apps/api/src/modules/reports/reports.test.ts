import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAdmin, registerAndLogin, type TestApp } from '../../../test/kit/app';
import { importFixture } from '../../../test/kit/practice-fixture';
import { exercises, questionReports, users } from '../../db/schema';
import { REPORTS_PER_HOUR } from './reports.module';

type Caller = Awaited<ReturnType<typeof registerAndLogin>>;
let t: TestApp;
let admin: Caller;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: Caller | null, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, payload });
const report = (who: Caller | null, slug: string, payload: object) =>
  call('POST', `/api/question/${slug}/report/`, who, payload);
const openList = async () =>
  (await call('GET', '/api/admin/reports/?status=open', admin)).json() as {
    counts: Record<string, number>;
    results: {
      id: number;
      comment: string;
      reporter: string | null;
      question: { slug: string; id: number };
    }[];
  };

beforeAll(async () => {
  t = await createTestApp();
  await importFixture(t.app);
  admin = await registerAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('reports on questions', () => {
  it('When a learner reports during an open exam, then the answer is the same whether their answer is right or wrong', async () => {
    const awa = await registerAndLogin(t.app);
    const attempt = (
      await call('POST', '/api/exercice-attempt/post/essai-ce-serie-1/', awa, { practice_type: 'exam' })
    ).json().slug as string;
    // q1 answered right, q2 answered wrong.
    await call('POST', `/api/answer/post/${attempt}/`, awa, {
      question_slug: 'essai-ce-1-q1',
      choice: 'essai-ce-1-q1-a',
    });
    await call('POST', `/api/answer/post/${attempt}/`, awa, {
      question_slug: 'essai-ce-1-q2',
      choice: 'essai-ce-1-q2-b',
    });
    const right = await report(awa, 'essai-ce-1-q1', {
      category: 'wrong_answer',
      comment: 'La clé est fausse.',
    });
    const wrong = await report(awa, 'essai-ce-1-q2', {
      category: 'wrong_answer',
      comment: 'La clé est fausse.',
    });
    expect(right.statusCode).toBe(201);
    expect(wrong.statusCode).toBe(201);
    expect(right.body).toBe(wrong.body);
    expect(right.json()).toEqual({
      detail: 'Merci ! Votre signalement a été transmis à l’équipe pédagogique.',
    });
  });

  it('When the input is bad or the question unknown, then a French error and nothing is stored', async () => {
    const awa = await registerAndLogin(t.app);
    const before = (await openList()).counts.open;
    const bad = await report(awa, 'essai-ce-1-q3', { category: 'faux', comment: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().category[0]).toBe('Choisissez le type d’erreur.');
    const long = await report(awa, 'essai-ce-1-q3', { category: 'other', comment: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().comment[0]).toMatch(/1000 caractères/);
    const unknown = await report(awa, 'pas-une-question', { category: 'audio' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Question introuvable.');
    expect((await report(null, 'essai-ce-1-q3', { category: 'audio' })).statusCode).toBe(401);
    // A draft is invisible to learners: its questions cannot be reported either.
    await t.app.ctx.db
      .update(exercises)
      .set({ published: false })
      .where(eq(exercises.slug, 'essai-ce-serie-2'));
    const draft = await report(awa, 'essai-ce-2-q1', { category: 'audio' });
    await t.app.ctx.db
      .update(exercises)
      .set({ published: true })
      .where(eq(exercises.slug, 'essai-ce-serie-2'));
    expect(draft.statusCode).toBe(404);
    expect((await openList()).counts.open).toBe(before);
  });

  it('When a learner reports the same question twice, then one open report carries the latest words', async () => {
    const awa = await registerAndLogin(t.app);
    await report(awa, 'essai-co-1-q1', { category: 'audio', comment: 'Son coupé.', context: 'training' });
    await report(awa, 'essai-co-1-q1', {
      category: 'transcript',
      comment: 'Transcription différente.',
      context: 'results',
    });
    const mine = (await openList()).results.filter((r) => r.reporter === awa.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      comment: 'Transcription différente.',
      category: 'transcript',
      context: 'results',
    });
  });

  it('When a learner sends too many reports, then 429 with Retry-After', async () => {
    const awa = await registerAndLogin(t.app);
    for (let i = 0; i < REPORTS_PER_HOUR; i++) {
      expect((await report(awa, 'essai-ce-1-q4', { category: 'other', comment: `n°${i}` })).statusCode).toBe(
        201,
      );
    }
    const res = await report(awa, 'essai-ce-1-q4', { category: 'other' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('When the operator triages, then open, resolved and rejected lists follow, each change recorded with who did it', async () => {
    const awa = await registerAndLogin(t.app);
    const bruno = await registerAndLogin(t.app);
    await report(awa, 'essai-ce-1-q5', { category: 'statement', comment: 'Une coquille dans l’énoncé.' });
    await report(bruno, 'essai-ce-1-q5', { category: 'statement', comment: 'Même remarque.' });
    expect((await call('GET', '/api/admin/reports/', awa)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/reports/', null)).statusCode).toBe(401);

    const listed = (await openList()).results.find((r) => r.reporter === awa.email)!;
    expect(listed).toMatchObject({
      category: 'statement',
      others_open: 1,
      question: {
        slug: 'essai-ce-1-q5',
        exercise: 'Compréhension écrite — Série 1',
        exercise_slug: expect.any(String),
        exam_type: 'TCF Essai',
      },
    });
    expect(listed.question.id).toBeGreaterThan(0);

    const resolved = await call('PATCH', `/api/admin/reports/${listed.id}/`, admin, {
      status: 'resolved',
      resolution: 'Énoncé corrigé.',
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({
      detail: 'Signalement marqué comme résolu.',
      report: { status: 'resolved', resolution: 'Énoncé corrigé.', handled_by: admin.email },
    });
    const journal = (
      await call('GET', `/api/admin/audit/?action=report.&target_id=${listed.id}`, admin)
    ).json();
    expect(journal.results[0]).toMatchObject({
      action: 'report.resolved',
      actor_email: admin.email,
      target_type: 'question_report',
      details: { from: 'open', to: 'resolved', resolution: 'Énoncé corrigé.' },
    });
    const done = (await call('GET', '/api/admin/reports/?status=resolved', admin)).json();
    expect(done.results.map((r: { id: number }) => r.id)).toContain(listed.id);
    expect((await openList()).results.some((r) => r.id === listed.id)).toBe(false);

    // Reopened while the learner has sent a new one on the same question: refused, the new one stays.
    await report(awa, 'essai-ce-1-q5', { category: 'other', comment: 'Toujours faux.' });
    const reopen = await call('PATCH', `/api/admin/reports/${listed.id}/`, admin, { status: 'open' });
    expect(reopen.statusCode).toBe(409);
    const other = (await openList()).results.find((r) => r.reporter === bruno.email)!;
    const rejected = await call('PATCH', `/api/admin/reports/${other.id}/`, admin, { status: 'rejected' });
    expect(rejected.json().report).toMatchObject({ status: 'rejected', resolution: null });
    const back = await call('PATCH', `/api/admin/reports/${other.id}/`, admin, { status: 'open' });
    expect(back.json().report).toMatchObject({ status: 'open', handled_by: null });

    expect(
      (await call('PATCH', '/api/admin/reports/999999/', admin, { status: 'resolved' })).statusCode,
    ).toBe(404);
    const badStatus = await call('PATCH', `/api/admin/reports/${other.id}/`, admin, { status: 'fini' });
    expect(badStatus.statusCode).toBe(400);
  });

  it('When a learner’s account is deleted, then their reports stay, without their name', async () => {
    const awa = await registerAndLogin(t.app);
    await report(awa, 'essai-co-1-q2', { category: 'audio', comment: 'Inaudible.' });
    await t.app.ctx.db.delete(users).where(eq(users.id, awa.user.id));
    const rows = await t.app.ctx.db
      .select()
      .from(questionReports)
      .where(eq(questionReports.comment, 'Inaudible.'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBeNull();
    const listed = (await openList()).results.find((r) => r.comment === 'Inaudible.');
    expect(listed?.reporter).toBeNull();
  });
});
