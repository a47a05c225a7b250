import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/kit/app';
import { importFixture, subscribe, tone } from '../../../test/kit/practice-fixture';
import { answers } from '../../db/schema';
import { createCorrectionRepository } from './correction.repository';

// Training mode of the productive skills: a learner subscribed to the exam type gets each written
// or spoken training answer corrected; a free learner practises without correction.

let t: TestApp;
type User = Awaited<ReturnType<typeof registerAndLogin>>;
let subscriber: User;
let free: User;

const TEXT =
  'Salut Paul, je t’invite à mon anniversaire samedi prochain chez moi. Nous allons manger un gâteau et danser toute la soirée avec mes amis du quartier. Viens vers dix-neuf heures, mon adresse est 12 rue des Lilas, au troisième étage. Tu peux venir avec ta sœur si tu veux. Réponds-moi vite, à bientôt !';

beforeAll(async () => {
  t = await createTestApp();
  await importFixture(t.app);
  subscriber = await registerAndLogin(t.app);
  free = await registerAndLogin(t.app);
  await subscribe(t.app, subscriber.user.id);
});
afterAll(async () => {
  await t?.close();
});

const start = async (u: User, exercise: string, practice_type: 'exam' | 'training') => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/exercice-attempt/post/${exercise}/`,
    headers: u.headers,
    payload: { practice_type },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { slug: string }).slug;
};
const answer = (u: User, attempt: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/answer/post/${attempt}/`, headers: u.headers, payload });
const results = async (u: User, attempt: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/exercice-attempt/${attempt}/`,
    headers: u.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    note_20: number | null;
    exercice: {
      questions: {
        questionSlug: string;
        correction_state: string;
        ai_aswer: { analyse_tcf: { note_estimee_20: number | null }; oral?: unknown } | null;
      }[];
    };
  };
};
const question = async (u: User, attempt: string, slug: string) =>
  (await results(u, attempt)).exercice.questions.find((q) => q.questionSlug === slug)!;
const drain = () => t.app.ctx.services.correction.drain();

describe('training correction of the productive skills', () => {
  it('When a subscribed learner submits a written answer in training, then it is corrected and the correction is shown with its note', async () => {
    const attempt = await start(subscriber, 'essai-ee-serie-1', 'training');
    const res = await answer(subscriber, attempt, { question_slug: 'essai-ee-1-t1', answer_text: TEXT });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ correction_state: 'pending' });
    await drain();
    const q = await question(subscriber, attempt, 'essai-ee-1-t1');
    expect(q.correction_state).toBe('done');
    const note = q.ai_aswer!.analyse_tcf.note_estimee_20;
    expect(typeof note).toBe('number');

    // Completed, the training attempt's note is the note of the task practised, not a mean with
    // the two tasks left blank.
    const done = await t.app.inject({
      method: 'PUT',
      url: `/api/exercice-attempt/${attempt}/`,
      headers: subscriber.headers,
    });
    expect(done.statusCode).toBe(200);
    expect((await results(subscriber, attempt)).note_20).toBeCloseTo(note!, 1);
  });

  it('When a free learner submits a written answer in training, then it is kept but never corrected', async () => {
    const attempt = await start(free, 'essai-ee-serie-1', 'training');
    const res = await answer(free, attempt, { question_slug: 'essai-ee-1-t1', answer_text: TEXT });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ correction_state: 'none' });
    await drain();
    const q = await question(free, attempt, 'essai-ee-1-t1');
    expect(q).toMatchObject({ correction_state: 'none', ai_aswer: null });
    // Asking for it by hand is refused with the rule, in French.
    const remake = await t.app.inject({
      method: 'POST',
      url: '/api/answer/make-new-correction/',
      headers: free.headers,
      payload: { user_aswer_slug: res.json().user_aswer_slug },
    });
    expect(remake.statusCode).toBe(403);
    expect(remake.json().detail).toMatch(/abonnement|forfait/i);
  });

  it('When a subscribed learner records a spoken answer in training, then it is corrected, and a new take is allowed and corrected again', async () => {
    const attempt = await start(subscriber, 'essai-eo-serie-1', 'training');
    const first = await answer(subscriber, attempt, {
      question_slug: 'essai-eo-1-t1',
      audio_file: `data:audio/webm;base64,${(await tone(2, 220)).toString('base64')}`,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ correction_state: 'pending' });
    await drain();
    const q1 = await question(subscriber, attempt, 'essai-eo-1-t1');
    expect(q1.correction_state).toBe('done');
    expect(q1.ai_aswer!.oral).toBeTruthy();

    const again = await answer(subscriber, attempt, {
      question_slug: 'essai-eo-1-t1',
      audio_file: `data:audio/webm;base64,${(await tone(3, 330)).toString('base64')}`,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ correction_state: 'pending' });
    await drain();
    expect((await question(subscriber, attempt, 'essai-eo-1-t1')).correction_state).toBe('done');
  });

  it('When a training answer is replaced while its correction runs, then the correction of the older text is not stored', async () => {
    const attempt = await start(subscriber, 'essai-ee-serie-1', 'training');
    const first = await answer(subscriber, attempt, { question_slug: 'essai-ee-1-t3', answer_text: TEXT });
    const repo = createCorrectionRepository(t.app.ctx.db);
    const read = (await repo.bySlug(first.json().user_aswer_slug as string))!;
    const version = await repo.markRunning(read.id, read.updatedAt);
    expect(version).not.toBeNull();
    // The learner rewrites while the first text is being corrected.
    const rewrite = `${TEXT} J’ajoute une dernière phrase.`;
    await answer(subscriber, attempt, { question_slug: 'essai-ee-1-t3', answer_text: rewrite });
    const stale = { analyse_tcf: { note_estimee_20: 1 } } as unknown as Parameters<
      typeof repo.saveCorrection
    >[1];
    expect(await repo.saveCorrection(read.id, stale, version!)).toBe(false);
    // A stale read cannot start a correction either.
    expect(await repo.markRunning(read.id, read.updatedAt)).toBeNull();
    await drain();
    const [row] = await t.app.ctx.db.select().from(answers).where(eq(answers.id, read.id));
    expect(row!.answerText).toBe(rewrite);
    expect(row!.correctionState).toBe('done');
    expect(
      (row!.correction as { analyse_tcf: { note_estimee_20: number } }).analyse_tcf.note_estimee_20,
    ).not.toBe(1);
  });

  it('When a subscribed learner has an exam open on the exercise, then a training answer of that exercise is not corrected', async () => {
    const training = await start(subscriber, 'essai-ee-serie-1', 'training');
    await start(subscriber, 'essai-ee-serie-1', 'exam');
    const res = await answer(subscriber, training, { question_slug: 'essai-ee-1-t2', answer_text: TEXT });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ correction_state: 'none' });
    await drain();
    const [row] = await t.app.ctx.db
      .select()
      .from(answers)
      .where(eq(answers.slug, res.json().user_aswer_slug as string));
    expect(row!.correctionState).toBe('none');
    expect(row!.correction).toBeNull();
  });
});
