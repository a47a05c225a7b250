import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts } from '../../db/schema';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/kit/app';
import { hasKey, importFixture } from '../../../test/kit/practice-fixture';

let t: TestApp;
let alice: Awaited<ReturnType<typeof registerAndLogin>>;
let bruno: Awaited<ReturnType<typeof registerAndLogin>>;

beforeAll(async () => {
  // These cases take the third exercise of an exam: the operator opens three per épreuve.
  t = await createTestApp({ env: { ACCESS_RULES: '{"*":{"free_exercises":3}}' } });
  await importFixture(t.app);
  alice = await registerAndLogin(t.app);
  bruno = await registerAndLogin(t.app);
});
afterAll(async () => {
  await t.close();
});

type H = Record<string, string>;
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: H, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const start = async (exercise: string, headers: H, body: object = { practice_type: 'exam' }) => {
  const res = await inject('POST', `/api/exercice-attempt/post/${exercise}/`, headers, body);
  expect(res.statusCode).toBe(201);
  return res.json() as { slug: string; practice_type: string; score: number | null; deadline: string | null };
};
const answer = (attempt: string, headers: H, payload: object) =>
  inject('POST', `/api/answer/post/${attempt}/`, headers, payload);

/** Weight of a 1-based position in a 39-question TCF test (DESIGN §5), written out by hand. */
const handWeight = (p: number) =>
  p <= 4 ? 3 : p <= 10 ? 9 : p <= 19 ? 15 : p <= 29 ? 21 : p <= 35 ? 26 : 33;

describe('a full 39-question exam attempt', () => {
  let slug: string;
  const right = new Set([1, 2, 3, 5, 6, 11, 12, 13, 20, 21, 30, 36]);
  const skipped = new Set([39, 38]);

  it('When a learner starts it with a made-up score, then the server ignores the score and sets a deadline', async () => {
    const a = await start('essai-ce-serie-1', alice.headers, {
      started_at: '2020-01-01T00:00:00Z',
      score: 699,
      practice_type: 'exam',
    });
    expect(a).toMatchObject({ practice_type: 'exam', score: null, status: 0, completed_at: null });
    expect(new Date(a.deadline!).getTime() - Date.now()).toBeGreaterThan(3590_000);
    slug = a.slug;
  });

  it('When the learner answers in an exam, then no response tells is_correct until it is completed', async () => {
    for (let p = 1; p <= 39; p++) {
      if (skipped.has(p)) continue;
      const res = await answer(slug, alice.headers, {
        question_slug: `essai-ce-1-q${p}`,
        choice: `essai-ce-1-q${p}-${right.has(p) ? 'a' : 'c'}`,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ is_correct: null, correct_choice: null });
    }
    const qs = await inject('GET', '/api/question/exo/essai-ce-serie-1/', alice.headers);
    expect(hasKey(qs.json(), 'is_correct')).toBe(false);
    const open = await inject('GET', `/api/exercice-attempt/${slug}`, alice.headers);
    expect(open.statusCode).toBe(200);
    const body = open.json() as { exercice: { questions: { choices: unknown[]; is_correct: unknown }[] } };
    expect(
      hasKey(
        body.exercice.questions.map((q) => q.choices),
        'is_correct',
      ),
    ).toBe(false);
    expect(body.exercice.questions.every((q) => q.is_correct === null)).toBe(true);
  });

  it('When the same question is answered again, then the answer is replaced, not added', async () => {
    const first = await answer(slug, alice.headers, {
      question_slug: 'essai-ce-1-q4',
      choice: 'essai-ce-1-q4-a',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().is_correct).toBeNull();
    const second = await answer(slug, alice.headers, {
      question_slug: 'essai-ce-1-q4',
      choice: 'essai-ce-1-q4-b',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ is_correct: null, slug: first.json().slug });
  });

  it('When it is completed, then the score equals the hand sum of the TCF weights of the right answers', async () => {
    const done = await inject('PUT', `/api/exercice-attempt/${slug}/`, alice.headers, {
      completed_at: new Date().toISOString(),
    });
    expect(done.statusCode).toBe(200);
    const expected = [...right].reduce((sum, p) => sum + handWeight(p), 0);
    expect(expected).toBe(3 * 3 + 9 * 2 + 15 * 3 + 21 * 2 + 26 + 33);
    expect(done.json()).toMatchObject({ score: expected, status: 1, nb_answers: 37 });
    expect(done.json().time_spent).toBeGreaterThanOrEqual(0);
    const again = await inject('PUT', `/api/exercice-attempt/${slug}/`, alice.headers);
    expect(again.json()).toEqual(done.json());
  });

  it('When the results are read, then every choice shows is_correct with the learner pick, counts and levels', async () => {
    const res = await inject('GET', `/api/exercice-attempt/${slug}/`, alice.headers);
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.counts).toEqual({
      total: 39,
      answered: 37,
      correct: 12,
      incorrect: 25,
      unanswered: 2,
      corrected: 0,
    });
    expect(r.level).toBe('A1');
    expect(r.nclc).toBeNull();
    expect(r.has_nclc).toBe(true);
    expect(r.result).toMatchObject({
      assessed: true,
      value: 173,
      display: '173',
      max: 699,
      cefr: 'A1',
      nclc: null,
    });
    // Below NCLC 4 the headline never praises, whatever the CEFR level.
    expect(r.recommendations).toMatchObject({ title: 'À améliorer', level: 'sous NCLC 4', tone: 'low' });
    expect(r.recommendations.reason).toMatch(/sous le NCLC 4/);
    const q1 = r.exercice.questions[0];
    expect(q1).toMatchObject({
      questionSlug: 'essai-ce-1-q1',
      is_correct: true,
      user_choice: [{ slug: 'essai-ce-1-q1-a', choice_text: 'Réponse A' }],
      user_aswer_slug: expect.any(String),
    });
    expect(q1.choices.map((c: { is_correct: boolean }) => c.is_correct)).toEqual([true, false, false, false]);
    expect(r.exercice.questions[38]).toMatchObject({
      is_correct: false,
      user_choice: [],
      user_aswer_slug: null,
    });
    const qs = await inject('GET', '/api/question/exo/essai-ce-serie-1/', alice.headers);
    expect(hasKey(qs.json(), 'is_correct')).toBe(true);
  });

  it('When the attempt is closed, then answers are refused', async () => {
    const res = await answer(slug, alice.headers, {
      question_slug: 'essai-ce-1-q39',
      choice: 'essai-ce-1-q39-a',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/tentative est terminée/);
  });

  it('When another learner tries any call on it, then 404', async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/exercice-attempt/${slug}`, undefined],
      ['PUT', `/api/exercice-attempt/${slug}/`, {}],
      ['GET', `/api/exercice-attempt/${slug}/mistakes/`, undefined],
      ['POST', `/api/answer/post/${slug}/`, { question_slug: 'essai-ce-1-q1', choice: 'essai-ce-1-q1-a' }],
    ] as const) {
      const res = await inject(method, url, bruno.headers, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Tentative introuvable.' });
    }
  });

  it('When mistakes are asked for, then wrong and unanswered questions come back without answers', async () => {
    const res = await inject('GET', `/api/exercice-attempt/${slug}/mistakes/`, alice.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.questions).toHaveLength(39 - 12);
    expect(body.questions.map((q: { slug: string }) => q.slug)).toContain('essai-ce-1-q39');
    expect(hasKey(body, 'is_correct')).toBe(false);
  });
});

describe('history, statistics and rules', () => {
  let openSerie2 = '';
  it('When the learner lists attempts, then newest first with the exercise summary; stats average scored ones', async () => {
    const open = await start('essai-ce-serie-2', alice.headers);
    openSerie2 = open.slug;
    const list = await inject('GET', '/api/exercice-attempt/', alice.headers);
    const items = list.json() as { slug: string; exercice: { slug: string; examtype_slug: string } }[];
    expect(items[0]!.slug).toBe(open.slug);
    expect(items[1]!.exercice).toMatchObject({
      slug: 'essai-ce-serie-1',
      examtype_slug: 'tcf-essai',
      nb_question: 39,
    });
    expect((await inject('GET', '/api/exercice-attempt/?limit=1', alice.headers)).json()).toHaveLength(1);
    const stats = await inject('GET', '/api/user/stat', alice.headers);
    expect(stats.json()).toMatchObject({
      nb_exercice_attemp: 2,
      nb_exercice_attemp_completed: 1,
      nb_exercice_attemp_assessed: 1,
      avg_score: null,
      best_score: null,
      progress: [
        {
          examtype_slug: 'tcf-essai',
          skill: 'READING',
          assessed: 1,
          not_assessed: 0,
          average: { value: 173, max: 699, cefr: 'A1', nclc: null },
          best: { value: 173 },
          last: { value: 173 },
        },
      ],
    });
    expect((await inject('GET', '/api/user/stat', {})).statusCode).toBe(401);
    const exercises = await inject('GET', '/api/exercice/exam/essai-comprehension-ecrite/', alice.headers);
    expect(exercises.json()[0].user_exercice_attempts).toHaveLength(1);
  });

  it('When time runs out in a timed attempt, then a late answer is refused and the server completes it', async () => {
    const a = await start('essai-ce-serie-3', alice.headers);
    await t.app.ctx.db
      .update(attempts)
      .set({ startedAt: new Date(Date.now() - 60_000 - 31_000) })
      .where(eq(attempts.slug, a.slug));
    const late = await answer(a.slug, alice.headers, {
      question_slug: 'essai-ce-3-q1',
      choice: 'essai-ce-3-q1-a',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: 'Le temps imparti est écoulé : la tentative a été clôturée.' });
    const r = (await inject('GET', `/api/exercice-attempt/${a.slug}`, alice.headers)).json();
    // Nothing answered: nothing assessed, kept in history without a score.
    expect(r).toMatchObject({
      status: 2,
      time_spent: 60,
      score: null,
      result: { assessed: false, value: null },
    });
    expect(r.recommendations).toMatchObject({ title: 'Non évalué', tone: 'none' });
  });

  it('When a learner trains (legacy "taining"), then the answer call gives the right choice too', async () => {
    const a = await start('essai-ce-serie-3', alice.headers, { practice_type: 'taining', score: 0 });
    expect(a).toMatchObject({ practice_type: 'training', deadline: null });
    const res = await answer(a.slug, alice.headers, {
      question_slug: 'essai-ce-3-q1',
      choice: 'essai-ce-3-q1-b',
    });
    expect(res.json()).toMatchObject({
      is_correct: false,
      correct_choice: { slug: 'essai-ce-3-q1-a', choice_text: 'Réponse A' },
    });
  });

  it('When answers or starts are malformed, then 400 with French messages', async () => {
    const a = { slug: openSerie2 };
    const cases: [object, Record<string, string[]>][] = [
      [{ choice: 'x' }, { question_slug: ['La question est requise.'] }],
      [
        { question_slug: 'essai-ce-1-q1', choice: 'essai-ce-1-q1-a' },
        { question_slug: ['Cette question ne fait pas partie de l’exercice.'] },
      ],
      [{ question_slug: 'essai-ce-2-q1' }, { choice: ['Choisissez une réponse.'] }],
      [
        { question_slug: 'essai-ce-2-q1', choice: 'essai-ce-2-q2-a' },
        { choice: ['Ce choix ne correspond à aucune réponse de la question.'] },
      ],
      [
        { question_slug: 'essai-ce-2-q1', choice: true },
        { choice: ['Le choix doit être le slug ou l’identifiant d’une réponse.'] },
      ],
    ];
    for (const [payload, expected] of cases) {
      const res = await answer(a.slug, alice.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expected);
    }
    const badJson = await t.app.inject({
      method: 'POST',
      url: `/api/answer/post/${a.slug}/`,
      headers: { ...alice.headers, 'content-type': 'application/json' },
      payload: '{"question_slug":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().detail).toMatch(/JSON/);
    const badType = await inject('POST', '/api/exercice-attempt/post/essai-ce-serie-2/', alice.headers, {
      practice_type: 'examen',
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toEqual({
      practice_type: ['Le type de pratique doit être « exam » ou « training ».'],
    });
    const noUser = await inject('POST', '/api/exercice-attempt/post/essai-ce-serie-2/', {}, {});
    expect(noUser.statusCode).toBe(401);
    const unknown = await inject('POST', '/api/exercice-attempt/post/nope/', alice.headers, {});
    expect(unknown.statusCode).toBe(404);
    expect((await inject('GET', '/api/exercice-attempt/nope', alice.headers)).statusCode).toBe(404);
    const notDone = await inject('GET', `/api/exercice-attempt/${a.slug}/mistakes/`, alice.headers);
    expect(notDone.statusCode).toBe(409);
  });
});
