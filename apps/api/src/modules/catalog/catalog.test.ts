import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/kit/app';
import { hasKey, importFixture, subscribe } from '../../../test/kit/practice-fixture';

let t: TestApp;
let learner: Awaited<ReturnType<typeof registerAndLogin>>;
let subscriber: Awaited<ReturnType<typeof registerAndLogin>>;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      SITE_STUDENTS: '12345',
      SITE_SUCCESS_RATE: '97',
      SITE_SUPPORT_HOURS: 'Du lundi au samedi, de 8 h à 20 h',
      SITE_TESTIMONIALS: '[{"name":"Awa","place":"Douala","text":"Très utile."}]',
      // Three free exercises per épreuve, exam correction reserved to packages for one exam type.
      ACCESS_RULES: '{"*":{"free_exercises":3},"tcf-canada":{"free_exam_correction":false}}',
    },
  });
  await importFixture(t.app);
  learner = await registerAndLogin(t.app);
  subscriber = await registerAndLogin(t.app);
  await subscribe(t.app, subscriber.user.id);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('catalogue', () => {
  it('When anyone lists exam types, then counts of exams and exercises come with them', async () => {
    const res = await get('/api/exam-type/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ slug: 'tcf-essai', name: 'TCF Essai', examCount: 4, exerciseCount: 7 }),
    ]);
  });

  it('When exams are filtered by exam type, then they come with their skill, difficulty and favourite flag', async () => {
    const res = await get('/api/exam/?exam_type=tcf-essai', learner.headers);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { slug: string; type: string; isFavorite: boolean; exam_type: number }[];
    expect(list.map((e) => e.slug)).toEqual([
      'essai-comprehension-orale',
      'essai-comprehension-ecrite',
      'essai-expression-ecrite',
      'essai-expression-orale',
    ]);
    expect(list[1]).toMatchObject({ type: 'READING', difficulty: 3, isFavorite: false, nb_exercice: 4 });
    const byId = await get(`/api/exam/?exam_type=${list[0]!.exam_type}`);
    expect(byId.json()).toHaveLength(4);
    const unknown = await get('/api/exam/?exam_type=inconnu');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: "Type d'examen introuvable." });
  });

  it('When a learner marks and unmarks a favourite, then isFavorite follows for that learner only', async () => {
    const url = '/api/exam/essai-comprehension-ecrite/favorite/';
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const on = await t.app.inject({ method: 'POST', url, headers: learner.headers });
    expect(on.json()).toEqual({ slug: 'essai-comprehension-ecrite', isFavorite: true });
    await t.app.inject({ method: 'POST', url, headers: learner.headers }); // twice: still one
    const mine = (await get('/api/exam/?favorite=true', learner.headers)).json() as { slug: string }[];
    expect(mine.map((e) => e.slug)).toEqual(['essai-comprehension-ecrite']);
    const other = (await get('/api/exam/', subscriber.headers)).json() as { isFavorite: boolean }[];
    expect(other.every((e) => !e.isFavorite)).toBe(true);
    const off = await t.app.inject({ method: 'DELETE', url, headers: learner.headers });
    expect(off.json()).toEqual({ slug: 'essai-comprehension-ecrite', isFavorite: false });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/exam/nope/favorite/',
      headers: learner.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('When exercises of an exam are listed, then they follow the trailing number and the free allowance', async () => {
    const res = await get('/api/exercice/exam/essai-comprehension-ecrite/', learner.headers);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list.map((e) => e.title)).toEqual([
      'Compréhension écrite — Série 1',
      'Compréhension écrite — Série 2',
      'Compréhension écrite — Série 3',
      'Compréhension écrite — Série 10',
    ]);
    expect(list[0]).toMatchObject({
      slug: 'essai-ce-serie-1',
      nb_question: 39,
      time_limit: 3600,
      type_exam: 'READING',
      difficulty_level: 3,
      examtype_slug: 'tcf-essai',
      locked: false,
      lock_reason: null,
      user_exercice_attempts: [],
    });
    expect(list.map((e) => e.locked)).toEqual([false, false, false, true]);
    expect(list[3]).toMatchObject({ lock_reason: 'package', rank: 3, time_limit: null });

    const anonymous = (await get('/api/exercice/exam/essai-comprehension-ecrite/')).json() as Record<
      string,
      unknown
    >[];
    expect(anonymous.every((e) => e.locked && e.lock_reason === 'login')).toBe(true);
    const subscribed = (
      await get('/api/exercice/?exam=essai-comprehension-ecrite', subscriber.headers)
    ).json() as {
      locked: boolean;
    }[];
    expect(subscribed.map((e) => e.locked)).toEqual([false, false, false, false]);
    expect((await get('/api/exercice/exam/inconnu/')).statusCode).toBe(404);
  });

  it('When all exercises or one exercise are read, then the same shape comes back', async () => {
    const all = (await get('/api/exercice/?exam_type=tcf-essai')).json() as unknown[];
    expect(all).toHaveLength(7);
    const one = await get('/api/exercice/essai-ce-serie-10/', learner.headers);
    expect(one.json()).toMatchObject({ slug: 'essai-ce-serie-10', number: 10, rank: 3, locked: true });
    expect((await get('/api/exercice/nope/')).json()).toEqual({ detail: 'Exercice introuvable.' });
  });

  it('When a learner reads the questions of an open exercise, then no is_correct is anywhere and resources have URLs', async () => {
    const res = await get('/api/question/exo/essai-co-serie-1/', learner.headers);
    expect(res.statusCode).toBe(200);
    const qs = res.json() as { ressouces: { image_file: string | null; audio_file: string | null }[] }[];
    expect(qs).toHaveLength(2);
    expect(hasKey(qs, 'is_correct')).toBe(false);
    expect(qs[0]!.ressouces).toEqual([
      {
        id: expect.any(Number),
        title: 'Enregistrement 1',
        kind: 'audio',
        image_file: null,
        audio_file: '/media/audio/bip.mp3',
        audio_sources: [{ src: '/media/audio/bip.mp3', type: 'audio/mpeg' }],
      },
      {
        id: expect.any(Number),
        title: 'Affiche',
        kind: 'image',
        image_file: '/media/images/affiche.png',
        audio_file: null,
        audio_sources: [],
      },
    ]);
    const writing = (await get('/api/question/exo/essai-ee-serie-1/', learner.headers)).json() as {
      subject: unknown;
      expected: unknown;
    }[];
    expect(writing[2]!.subject).toMatchObject({
      titre: 'Tâche 3',
      documents: [expect.any(Object), expect.any(Object)],
    });
    expect(writing[0]!.expected).toEqual({ min: 60, max: 120 });
    expect((await get('/api/question/exo/essai-co-serie-1/')).statusCode).toBe(401);
  });

  it('When a learner without subscription asks the 4th exercise, then 403 in French; a subscriber gets it', async () => {
    const refused = await get('/api/question/exo/essai-ce-serie-10/', learner.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/réservé aux abonnés/);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/exercice-attempt/post/essai-ce-serie-10/',
      headers: learner.headers,
      payload: { practice_type: 'exam' },
    });
    expect(start.statusCode).toBe(403);
    const allowed = await get('/api/question/exo/essai-ce-serie-10/', subscriber.headers);
    expect(allowed.statusCode).toBe(200);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/exercice-attempt/post/essai-ce-serie-10/',
      headers: subscriber.headers,
      payload: { practice_type: 'exam' },
    });
    expect(started.statusCode).toBe(201);
  });

  it('When a learner trains, then a random question comes without answer and a pick is checked', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const res = await get('/api/question/aleat/essai-comprehension-ecrite/', learner.headers);
      expect(res.statusCode).toBe(200);
      const body = res.json() as {
        question: { slug: string };
        exercice: { slug: string };
        correction_available: boolean;
      };
      expect(hasKey(body, 'is_correct')).toBe(false);
      // Never from the locked 4th exercise.
      expect(body.exercice.slug).not.toBe('essai-ce-serie-10');
      expect(body.correction_available).toBe(true);
      seen.add(body.question.slug);
    }
    expect(seen.size).toBeGreaterThan(1);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/question/essai-ce-1-q5/check/',
      headers: learner.headers,
      payload: { choice: 'essai-ce-1-q5-b' },
    });
    expect(right.json()).toEqual({
      question_slug: 'essai-ce-1-q5',
      is_correct: false,
      correct_choice: { id: expect.any(Number), slug: 'essai-ce-1-q5-a', choice_text: 'Réponse A' },
      explanation: null,
      transcripts: [],
    });
    const locked = await t.app.inject({
      method: 'POST',
      url: '/api/question/essai-ce-10-q1/check/',
      headers: learner.headers,
      payload: { choice: 'essai-ce-10-q1-a' },
    });
    expect(locked.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/question/essai-ce-1-q5/check/',
      headers: learner.headers,
      payload: { choice: 'essai-ce-1-q6-a' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ choice: ['Ce choix ne correspond à aucune réponse de la question.'] });
    const expression = (await get('/api/question/aleat/essai-expression-ecrite/', learner.headers)).json();
    expect(expression.correction_available).toBe(false);
    expect((await get('/api/question/aleat/inconnu/', learner.headers)).statusCode).toBe(404);
  });

  it('When the web app reads the site settings, then operator figures and database counts come back', async () => {
    const res = await get('/api/site/');
    const body = res.json();
    expect(body.whatsapp_number).toBe('237600000000');
    expect(body.figures).toEqual({ students: 12345, success_rate: 97, exercises: 7, questions: 52 });
    expect(body.testimonials).toEqual([{ name: 'Awa', place: 'Douala', text: 'Très utile.' }]);
    expect(body.support_hours).toBe('Du lundi au samedi, de 8 h à 20 h');
    expect(body.default_access).toEqual({ free_exercises: 3, free_exam_correction: true });
    for (const a of body.access) {
      expect(a.free_exercises).toBe(3);
      expect(a.free).toBeLessThanOrEqual(a.exercises);
      expect(a.free_exam_correction).toBe(a.exam_type !== 'tcf-canada');
    }
  });

  it('When the operator sets nothing, then no marketing claim comes back and one exercise per épreuve is free', async () => {
    const fresh = await createTestApp();
    try {
      const body = (await fresh.app.inject({ method: 'GET', url: '/api/site/' })).json();
      expect(body.figures.students).toBeNull();
      expect(body.figures.success_rate).toBeNull();
      expect(body.testimonials).toEqual([]);
      expect(body.support_hours).toBeNull();
      expect(body.default_access).toEqual({ free_exercises: 1, free_exam_correction: true });
    } finally {
      await fresh.close();
    }
  });
});
