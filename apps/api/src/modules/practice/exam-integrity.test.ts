import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/kit/app';
import { hasKey, importFixture } from '../../../test/kit/practice-fixture';

/**
 * The attack a learner ran against an exam under way: ask the training check for each question,
 * or try every choice and read `is_correct` from the answer call, then keep the right one
 * (699/699 in about 80 requests). While an exam attempt is open on an exercise, nothing may tell
 * right from wrong on it; training keeps its instant correction everywhere else.
 */
let t: TestApp;
let eve: Awaited<ReturnType<typeof registerAndLogin>>;
type H = Record<string, string>;
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: H, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const EXERCISE = 'essai-ce-serie-1';
const questions = Array.from({ length: 39 }, (_, i) => `essai-ce-1-q${i + 1}`);
const LETTERS = ['a', 'b', 'c', 'd'];

beforeAll(async () => {
  t = await createTestApp({ env: { ACCESS_RULES: '{"*":{"free_exercises":3}}' } });
  await importFixture(t.app);
  eve = await registerAndLogin(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('answers learned during an exam', () => {
  let finished = '';
  let exam = '';

  it('When a training attempt was completed earlier, then its results show the answers (before any exam)', async () => {
    const training = await inject('POST', `/api/exercice-attempt/post/${EXERCISE}/`, eve.headers, {
      practice_type: 'training',
    });
    finished = training.json().slug;
    await inject('PUT', `/api/exercice-attempt/${finished}/`, eve.headers);
    const r = await inject('GET', `/api/exercice-attempt/${finished}`, eve.headers);
    expect(r.statusCode).toBe(200);
    expect(hasKey(r.json(), 'is_correct')).toBe(true);
  });

  it('When the learner replays the check-then-answer attack on an open exam, then no request tells the answers and the score is not 699', async () => {
    let requests = 0;
    const call = (...a: Parameters<typeof inject>) => {
      requests++;
      return inject(...a);
    };
    const start = await call('POST', `/api/exercice-attempt/post/${EXERCISE}/`, eve.headers, {
      practice_type: 'exam',
    });
    expect(start.statusCode).toBe(201);
    exam = start.json().slug;

    for (const q of questions) {
      // 1. The training check on a question of the exam's exercise.
      const check = await call('POST', `/api/question/${q}/check/`, eve.headers, { choice: `${q}-a` });
      expect(check.statusCode).toBe(409);
      expect(check.json()).toEqual({
        detail:
          'Un examen blanc est en cours sur cet exercice : la correction sera visible une fois l’examen terminé.',
      });
      // 2. Every choice in turn on the exam itself (answers are replaceable), reading is_correct.
      let kept: string | null = null;
      for (const letter of LETTERS) {
        const res = await call('POST', `/api/answer/post/${exam}/`, eve.headers, {
          question_slug: q,
          choice: `${q}-${letter}`,
        });
        expect([200, 201]).toContain(res.statusCode);
        expect(res.json()).toMatchObject({ is_correct: null, correct_choice: null });
        if (res.json().is_correct === true) kept = letter;
      }
      expect(kept).toBeNull();
    }
    // 3. The other doors: a training attempt beside the exam, an older attempt's results and mistakes.
    const training = await call('POST', `/api/exercice-attempt/post/${EXERCISE}/`, eve.headers, {
      practice_type: 'training',
    });
    expect(training.statusCode).toBe(409);
    const second = await call('POST', `/api/exercice-attempt/post/${EXERCISE}/`, eve.headers, {
      practice_type: 'exam',
    });
    expect(second.statusCode).toBe(409);
    for (const url of [`/api/exercice-attempt/${finished}`, `/api/exercice-attempt/${finished}/mistakes/`]) {
      const res = await call('GET', url, eve.headers);
      expect(res.statusCode).toBe(409);
      expect(hasKey(res.json(), 'is_correct')).toBe(false);
    }
    const qs = await call('GET', `/api/question/exo/${EXERCISE}/`, eve.headers);
    expect(hasKey(qs.json(), 'is_correct')).toBe(false);
    const own = await call('GET', `/api/exercice-attempt/${exam}`, eve.headers);
    expect(hasKey(own.json().exercice.questions, 'is_correct')).toBe(true);
    expect(own.json().exercice.questions.every((x: { is_correct: unknown }) => x.is_correct === null)).toBe(
      true,
    );
    expect(
      hasKey(
        own.json().exercice.questions.map((x: { choices: unknown }) => x.choices),
        'is_correct',
      ),
    ).toBe(false);

    const done = await call('PUT', `/api/exercice-attempt/${exam}/`, eve.headers);
    expect(done.statusCode).toBe(200);
    expect(requests).toBeGreaterThan(80);
    // Without an oracle the attacker kept the last choice tried (d), which is never right here.
    expect(done.json().score).toBe(0);
  });

  it('When the exam is completed, then training corrects instantly again and the results show the answers', async () => {
    const check = await inject('POST', `/api/question/${questions[0]}/check/`, eve.headers, {
      choice: `${questions[0]}-b`,
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ is_correct: false, correct_choice: { slug: `${questions[0]}-a` } });
    const r = await inject('GET', `/api/exercice-attempt/${exam}`, eve.headers);
    expect(r.statusCode).toBe(200);
    expect(r.json().exercice.questions[0].choices[0]).toMatchObject({ is_correct: true });
    const training = await inject('POST', `/api/exercice-attempt/post/${EXERCISE}/`, eve.headers, {
      practice_type: 'training',
    });
    expect(training.statusCode).toBe(201);
    const res = await inject('POST', `/api/answer/post/${training.json().slug}/`, eve.headers, {
      question_slug: questions[1],
      choice: `${questions[1]}-a`,
    });
    expect(res.json()).toMatchObject({ is_correct: true, correct_choice: { slug: `${questions[1]}-a` } });
  });

  it('When a training attempt is left open and an exam starts on the same exercise, then the training answers stop telling', async () => {
    const training = await inject('POST', '/api/exercice-attempt/post/essai-ce-serie-2/', eve.headers, {
      practice_type: 'training',
    });
    const examStart = await inject('POST', '/api/exercice-attempt/post/essai-ce-serie-2/', eve.headers, {
      practice_type: 'exam',
    });
    expect(examStart.statusCode).toBe(201);
    const res = await inject('POST', `/api/answer/post/${training.json().slug}/`, eve.headers, {
      question_slug: 'essai-ce-2-q1',
      choice: 'essai-ce-2-q1-a',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ is_correct: null, correct_choice: null });
    const complete = await inject('PUT', `/api/exercice-attempt/${training.json().slug}/`, eve.headers);
    expect(complete.statusCode).toBe(409);
    expect(hasKey(complete.json(), 'score')).toBe(false);
  });
});
