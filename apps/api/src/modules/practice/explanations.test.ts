import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/kit/app';
import { hasKey, importFixture } from '../../../test/kit/practice-fixture';
import { importPackFromDir } from '../content/seed';

const DEMO = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../../../content/demo');

let t: TestApp;
type H = Record<string, string>;
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: H, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const start = async (exercise: string, headers: H, practice_type = 'exam') => {
  const res = await inject('POST', `/api/exercice-attempt/post/${exercise}/`, headers, { practice_type });
  expect(res.statusCode).toBe(201);
  return res.json() as { slug: string };
};

beforeAll(async () => {
  t = await createTestApp();
  await importFixture(t.app);
  const demo = await importPackFromDir(t.app.ctx.db, t.app.ctx.storage, DEMO);
  expect(demo.problems).toEqual([]);
});
afterAll(async () => {
  await t.close();
});

describe('explanations and transcripts', () => {
  it('When an exam attempt is open, then no call sends an explanation, a transcript or a check of the answer', async () => {
    const learner = await registerAndLogin(t.app);
    const a = await start('essai-co-serie-1', learner.headers);
    const qs = await inject('GET', '/api/question/exo/essai-co-serie-1/', learner.headers);
    expect(qs.statusCode).toBe(200);
    expect(hasKey(qs.json(), 'explanation')).toBe(false);
    expect(hasKey(qs.json(), 'transcript')).toBe(false);
    const open = (await inject('GET', `/api/exercice-attempt/${a.slug}/`, learner.headers)).json();
    expect(open.exercice.questions.every((q: { explanation: unknown }) => q.explanation === null)).toBe(true);
    expect(hasKey(open, 'transcript')).toBe(false);
    const ans = await inject('POST', `/api/answer/post/${a.slug}/`, learner.headers, {
      question_slug: 'essai-co-1-q1',
      choice: 'essai-co-1-q1-b',
    });
    expect(ans.statusCode).toBe(201);
    expect(hasKey(ans.json(), 'explanation')).toBe(false);
    // The training check of the same question must not tell the answer while the exam is open.
    const check = await inject('POST', '/api/question/essai-co-1-q1/check/', learner.headers, {
      choice: 'essai-co-1-q1-b',
    });
    expect(check.statusCode).toBe(409);
    expect(check.json().detail).toMatch(/examen blanc est en cours/);
    expect(hasKey(check.json(), 'correct_choice')).toBe(false);

    await inject('PUT', `/api/exercice-attempt/${a.slug}/`, learner.headers, {});
    const done = (await inject('GET', `/api/exercice-attempt/${a.slug}/`, learner.headers)).json();
    const q1 = done.exercice.questions.find((q: { slug: string }) => q.slug === 'essai-co-1-q1');
    expect(q1.explanation).toEqual({
      answer: 'On demande un billet de train pour Ottawa.',
      distractors: { 'essai-co-1-q1-b': "Personne n'achète de fruits ni de légumes." },
    });
    expect(q1.ressouces.find((r: { kind: string }) => r.kind === 'audio').transcript).toBe(
      "— Un billet pour Ottawa, s'il vous plaît.",
    );
    const after = await inject('POST', '/api/question/essai-co-1-q1/check/', learner.headers, {
      choice: 'essai-co-1-q1-b',
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({
      is_correct: false,
      explanation: { answer: 'On demande un billet de train pour Ottawa.' },
      transcripts: [{ transcript: "— Un billet pour Ottawa, s'il vous plaît." }],
    });
  });

  it('When a completed demo TCF attempt is read, then every question has an explanation covering each wrong choice and every audio its transcript', async () => {
    const learner = await registerAndLogin(t.app);
    for (const exercise of ['tcf-co-serie-1', 'tcf-ce-serie-1']) {
      const a = await start(exercise, learner.headers);
      await inject('PUT', `/api/exercice-attempt/${a.slug}/`, learner.headers, {});
      const r = (await inject('GET', `/api/exercice-attempt/${a.slug}/`, learner.headers)).json();
      expect(r.exercice.questions).toHaveLength(39);
      for (const q of r.exercice.questions) {
        expect(q.explanation?.answer.length, q.slug).toBeGreaterThan(10);
        const wrong = q.choices
          .filter((c: { is_correct: boolean }) => !c.is_correct)
          .map((c: { slug: string }) => c.slug);
        expect(Object.keys(q.explanation.distractors).sort(), q.slug).toEqual(wrong.sort());
        for (const res of q.ressouces.filter((x: { kind: string }) => x.kind === 'audio')) {
          expect(res.transcript?.length, q.slug).toBeGreaterThan(10);
        }
      }
    }
  });
});

describe('scales of other exams', () => {
  it('When an IELTS reading attempt is completed with 3 of 4 right, then it shows band 7, never a 699 score or an NCLC', async () => {
    const learner = await registerAndLogin(t.app);
    const a = await start('ielts-reading-test-1', learner.headers);
    const picks = {
      'ielts-reading-test-1-q01': 'ielts-reading-test-1-q01-c',
      'ielts-reading-test-1-q02': 'ielts-reading-test-1-q02-b',
      'ielts-reading-test-1-q03': 'ielts-reading-test-1-q03-a',
      'ielts-reading-test-1-q04': 'ielts-reading-test-1-q04-b',
    };
    for (const [question_slug, choice] of Object.entries(picks)) {
      const res = await inject('POST', `/api/answer/post/${a.slug}/`, learner.headers, {
        question_slug,
        choice,
      });
      expect(res.statusCode).toBe(201);
    }
    await inject('PUT', `/api/exercice-attempt/${a.slug}/`, learner.headers, {});
    const r = (await inject('GET', `/api/exercice-attempt/${a.slug}/`, learner.headers)).json();
    // 3/4 scaled to 30/40: band 7 in the published Academic Reading table (30-32 -> 7).
    expect(r.result).toMatchObject({
      value: 7,
      display: '7',
      max: 9,
      label: 'Bande IELTS',
      estimate: true,
      cefr: 'C1',
    });
    expect(r.result).not.toHaveProperty('nclc');
    expect(r.has_nclc).toBe(false);
    expect(r.nclc).toBeNull();
    expect(r.scale.method).toBe('raw-table');
    expect(r.recommendations.message).toMatch(/anglais/);
    expect(JSON.stringify(r.recommendations)).not.toMatch(/NCLC|699|français/);
    const stats = (await inject('GET', '/api/user/stat', learner.headers)).json();
    expect(stats.progress).toEqual([
      expect.objectContaining({
        examtype_slug: 'ielts',
        skill: 'READING',
        average: expect.objectContaining({ value: 7, max: 9 }),
      }),
    ]);
  });
});
