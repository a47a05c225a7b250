import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, attempts } from '../../db/schema';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/kit/app';
import { importFixture, tone } from '../../../test/kit/practice-fixture';

let t: TestApp;
let alice: Awaited<ReturnType<typeof registerAndLogin>>;
let bruno: Awaited<ReturnType<typeof registerAndLogin>>;
let webm: Buffer;
let ogg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  await importFixture(t.app);
  alice = await registerAndLogin(t.app);
  bruno = await registerAndLogin(t.app);
  webm = await tone(2);
  ogg = await tone(3, 300, { format: 'ogg' });
});
afterAll(async () => {
  await t.close();
});

type H = Record<string, string>;
const start = async (exercise: string, headers: H, practice_type: 'exam' | 'training' = 'exam') => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/exercice-attempt/post/${exercise}/`,
    headers,
    payload: { practice_type },
  });
  return res.json() as { slug: string };
};
const post = (attempt: string, payload: object, headers: H = alice.headers) =>
  t.app.inject({ method: 'POST', url: `/api/answer/post/${attempt}/`, headers, payload });

function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = '----prepa' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="audio_file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A correction as the correction engine stores it (ai_aswer), with its estimated note. */
const correction = (note: number) => ({
  etat: 'done',
  audio_analyse: null,
  analyse_tcf: {
    note_estimee_20: note,
    coherence: 'Texte cohérent.',
    pertinence: 'Répond à la consigne.',
    richesse_vocabulaire: 'Vocabulaire courant.',
    correction_grammaticale: 'Quelques fautes.',
  },
  erreurs: [],
  texte_corrige: 'Texte corrigé.',
  pertinence_sujet: { points_forts: 'Clair.', respect_consigne: 'Oui.', points_a_ameliorer: 'Connecteurs.' },
  suggestions: [],
  mesures: null,
  analyseurs: ['mesures'],
  avertissements: [],
  corrige_le: new Date().toISOString(),
});

describe('speaking answers', () => {
  let slug: string;
  let answerSlug: string;

  it('When a recording comes as a base64 data URL, then it is checked, stored and served to its owner only', async () => {
    slug = (await start('essai-eo-serie-1', alice.headers)).slug;
    const res = await post(slug, {
      question_slug: 'essai-eo-1-t1',
      audio_file: `data:audio/webm;codecs=opus;base64,${webm.toString('base64')}`,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    answerSlug = body.user_aswer_slug;
    expect(body).toMatchObject({ is_correct: null, user_aswer_audio: `/api/answer/${answerSlug}/audio` });
    const [row] = await t.app.ctx.db.select().from(answers).where(eq(answers.slug, answerSlug));
    expect(row!.audioMime).toBe('audio/webm');
    expect(row!.audioDuration).toBeGreaterThan(1500);
    expect(row!.audioDuration).toBeLessThan(2600);

    const mine = await t.app.inject({
      method: 'GET',
      url: body.user_aswer_audio,
      headers: { ...alice.headers, range: 'bytes=0-9' },
    });
    expect(mine.statusCode).toBe(206);
    expect(mine.headers['content-range']).toBe(`bytes 0-9/${webm.length}`);
    expect(mine.rawPayload.equals(webm.subarray(0, 10))).toBe(true);
    const theirs = await t.app.inject({ method: 'GET', url: body.user_aswer_audio, headers: bruno.headers });
    expect(theirs.statusCode).toBe(404);
  });

  it('When a recording comes as multipart in training, then it replaces the earlier one for that question', async () => {
    const training = (await start('essai-eo-serie-1', bruno.headers, 'training')).slug;
    const first = await post(
      training,
      {
        question_slug: 'essai-eo-1-t1',
        audio_file: `data:audio/webm;codecs=opus;base64,${webm.toString('base64')}`,
      },
      bruno.headers,
    );
    expect(first.statusCode).toBe(201);
    const answerSlug = first.json().user_aswer_slug as string;
    const form = multipart(
      { question_slug: 'essai-eo-1-t1', answer_type: 'audio' },
      { name: 'r.ogg', type: 'audio/ogg', data: ogg },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/answer/post/${training}/`,
      headers: { ...bruno.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user_aswer_slug).toBe(answerSlug);
    const [row] = await t.app.ctx.db.select().from(answers).where(eq(answers.slug, answerSlug));
    expect(row!.audioMime).toBe('audio/ogg');
    const audio = await t.app.inject({
      method: 'GET',
      url: `/api/answer/${answerSlug}/audio`,
      headers: bruno.headers,
    });
    expect(audio.headers['content-type']).toBe('audio/ogg');
    expect(audio.rawPayload.equals(ogg)).toBe(true);

    // In exam mode another take, sent as multipart, for a task already recorded is refused.
    const exam = await t.app.inject({
      method: 'POST',
      url: `/api/answer/post/${slug}/`,
      headers: { ...alice.headers, ...form.headers },
      payload: form.payload,
    });
    expect(exam.statusCode).toBe(409);
  });

  it('When the file is not audio, unreadable, too long or malformed, then 400 with a French message', async () => {
    const field = (msg: RegExp) => ({ audio_file: [expect.stringMatching(msg)] });
    const text = Buffer.from('Bonjour, ceci est un fichier texte et pas un enregistrement.');
    const cases: [object, object][] = [
      [
        { audio_file: `data:audio/webm;base64,${text.toString('base64')}` },
        field(/n’est pas un enregistrement audio reconnu/),
      ],
      [{ audio_file: 'data:text/plain;base64,QUJD' }, field(/URL de données/)],
      [{ audio_file: 'pas une url' }, field(/URL de données/)],
      [
        {
          audio_file: `data:audio/ogg;base64,${Buffer.concat([Buffer.from('OggS'), text]).toString('base64')}`,
        },
        field(/illisible/),
      ],
      [{ answer_text: 'Je parle.' }, field(/enregistrement audio est requis/)],
    ];
    for (const [payload, expected] of cases) {
      const res = await post(slug, { question_slug: 'essai-eo-1-t2', ...payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expected);
    }
    // Task 1 declares 120 s: a 125 s recording is refused, with the task's limit in the message.
    const overTask = await post(slug, {
      question_slug: 'essai-eo-1-t1',
      audio_file: `data:audio/ogg;base64,${(await tone(125, 200, { format: 'ogg', sampleRate: 8000 })).toString('base64')}`,
    });
    expect(overTask.statusCode).toBe(400);
    expect(overTask.json()).toEqual(field(/ne doit pas dépasser 120 secondes/));
    const overAll = await post(slug, {
      question_slug: 'essai-eo-1-t2',
      audio_file: `data:audio/ogg;base64,${(await tone(275, 200, { format: 'ogg', sampleRate: 8000 })).toString('base64')}`,
    });
    expect(overAll.json()).toEqual(field(/ne doit pas dépasser 270 secondes/));
    const form = multipart(
      { question_slug: 'essai-eo-1-t2' },
      { name: 'x.webm', type: 'audio/webm', data: text },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/answer/post/${slug}/`,
      headers: { ...alice.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(field(/n’est pas un enregistrement audio reconnu/));
  });

  it('When the exam attempt is completed, then its recordings wait for correction and the test note comes from the task notes', async () => {
    const done = await t.app.inject({
      method: 'PUT',
      url: `/api/exercice-attempt/${slug}/`,
      headers: alice.headers,
    });
    expect(done.json()).toMatchObject({ score: null, status: 1 });
    const [row] = await t.app.ctx.db.select().from(answers).where(eq(answers.slug, answerSlug));
    expect(row!.correctionState).toBe('pending');
    await t.app.ctx.db
      .update(answers)
      .set({ correction: correction(13), correctionState: 'done' })
      .where(eq(answers.slug, answerSlug));
    const [a] = await t.app.ctx.db.select().from(attempts).where(eq(attempts.slug, slug));
    // One /20 for the test: the unanswered task counts 0, never a 699 score.
    expect(await t.app.ctx.services.practice.refreshExpressionScore(a!.id)).toEqual({
      score: null,
      note_20: 6.5,
    });
    const r = (
      await t.app.inject({ method: 'GET', url: `/api/exercice-attempt/${slug}`, headers: alice.headers })
    ).json();
    expect(r).toMatchObject({ score: null, note_20: 6.5, nclc: '5', level: 'B1' });
    expect(r.exercice.questions[0]).toMatchObject({
      correction_state: 'done',
      ai_aswer: { analyse_tcf: { note_estimee_20: 13 } },
    });
    expect(r.counts).toMatchObject({ answered: 1, corrected: 1, unanswered: 1 });
  });
});

describe('writing answers', () => {
  it('When texts are written and corrected, then the test has one note /20, the mean of its tasks, and no 699 score', async () => {
    const { slug } = await start('essai-ee-serie-1', alice.headers);
    const empty = await post(slug, { question_slug: 'essai-ee-1-t1', answer_text: '   ' });
    expect(empty.json()).toEqual({ answer_text: ['Merci de répondre à la question.'] });
    for (const q of ['essai-ee-1-t1', 'essai-ee-1-t2', 'essai-ee-1-t3']) {
      const res = await post(slug, {
        question_slug: q,
        answer_text: 'Bonjour, je vous écris pour vous inviter.',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ is_correct: null, user_aswer_audio: null });
    }
    await t.app.inject({ method: 'PUT', url: `/api/exercice-attempt/${slug}/`, headers: alice.headers });
    const [a] = await t.app.ctx.db.select().from(attempts).where(eq(attempts.slug, slug));
    const rows = await t.app.ctx.db.select().from(answers).where(eq(answers.attemptId, a!.id));
    expect(rows.every((x) => x.correctionState === 'pending')).toBe(true);
    const notes = [12, 14.5, 16];
    for (const [i, x] of rows.sort((p, q) => p.questionId - q.questionId).entries()) {
      await t.app.ctx.db
        .update(answers)
        .set({ correction: correction(notes[i]!), correctionState: i < 2 ? 'done' : 'failed' })
        .where(eq(answers.id, x.id));
    }
    // A task whose correction failed cannot be assessed: no note for the test until it is corrected.
    const get = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/exercice-attempt/${slug}/`, headers: alice.headers })
      ).json();
    expect(await get()).toMatchObject({ note_20: null, score: null, nclc: null });
    const last = rows.sort((p, q) => p.questionId - q.questionId)[2]!;
    await t.app.ctx.db.update(answers).set({ correctionState: 'done' }).where(eq(answers.id, last.id));
    // (12 + 14.5 + 16) / 3 = 14.17, on the half point: 14.
    const r = await get();
    expect(r).toMatchObject({ note_20: 14, score: null, nclc: '9', level: 'C1' });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/exercice-attempt/', headers: alice.headers })
    ).json();
    expect(list[0]).toMatchObject({ slug, score: null, note_20: 14 });
  });
});
