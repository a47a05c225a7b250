import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffprobePath, runFfmpeg, runMediaTool } from '../../lib/ffmpeg';
import { createTestApp, registerAdmin, registerAndLogin, type TestApp } from '../../../test/kit/app';
import { FIXTURE_PACK, importFixture, subscribe } from '../../../test/kit/practice-fixture';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
let learner: Awaited<ReturnType<typeof registerAndLogin>>;
let wav: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  await importFixture(t.app);
  admin = await registerAdmin(t.app);
  learner = await registerAndLogin(t.app);
  await subscribe(t.app, learner.user.id);
  wav = (
    await runFfmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-ac', '1', '-f', 'wav', 'pipe:1'])
  ).stdout;
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/content${url}`, headers: admin.headers, payload });
const asLearner = (url: string) => t.app.inject({ url: `/api/${url}`, headers: learner.headers });
const visibleSlugs = async () =>
  ((await asLearner('exercice/exam/essai-comprehension-orale/')).json() as { slug: string }[]).map(
    (e) => e.slug,
  );
const question = (over: object = {}) => ({
  type: 'MCQ',
  level: 'B1',
  text: 'Où se passe la conversation ?',
  explanation: 'On entend l’annonce du départ du train.',
  choices: [
    { text: 'À la gare', correct: true },
    { text: 'Au marché', why: 'Aucun bruit de marché.' },
    { text: 'À l’école', why: 'Aucune classe n’est évoquée.' },
    { text: 'À l’hôpital', why: 'Personne ne parle de soins.' },
  ],
  ...over,
});

describe('content in the back office', () => {
  it('When an operator creates a listening exercise, then it is a draft no learner sees until it is published', async () => {
    const created = await call('POST', '/exercises/', {
      exam: 'essai-comprehension-orale',
      slug: 'essai-co-serie-9',
      title: 'Compréhension orale — Série 9',
      instructions: 'Écoutez puis répondez.',
      time_limit: 600,
    });
    expect(created.statusCode).toBe(201);
    const q = await call('POST', '/exercises/essai-co-serie-9/questions/', question());
    expect(q.statusCode).toBe(201);
    expect(q.json().slug).toBe('essai-co-serie-9-q1');

    expect(await visibleSlugs()).not.toContain('essai-co-serie-9');
    expect((await asLearner('exercice/essai-co-serie-9/')).statusCode).toBe(404);
    expect((await asLearner('question/exo/essai-co-serie-9/')).statusCode).toBe(404);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/question/essai-co-serie-9-q1/check/',
      headers: learner.headers,
      payload: { choice: 'essai-co-serie-9-q1-a' },
    });
    expect(check.statusCode).toBe(404);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/exercice-attempt/post/essai-co-serie-9/',
      headers: learner.headers,
      payload: { practice_type: 'exam' },
    });
    expect(start.statusCode).toBe(404);

    expect((await call('POST', '/exercises/essai-co-serie-9/publish/', { published: true })).statusCode).toBe(
      200,
    );
    expect(await visibleSlugs()).toContain('essai-co-serie-9');
    const qs = (await asLearner('question/exo/essai-co-serie-9/')).json();
    expect(qs).toHaveLength(1);
    expect(qs[0].choices.map((c: { choice_text: string }) => c.choice_text)).toEqual([
      'À la gare',
      'Au marché',
      'À l’école',
      'À l’hôpital',
    ]);
    expect(qs[0].choices[0]).not.toHaveProperty('is_correct');

    // The whole exam made a draft hides its exercises too; the exam type likewise.
    await call('POST', '/exams/essai-comprehension-orale/publish/', { published: false });
    expect((await asLearner('exercice/essai-co-serie-9/')).statusCode).toBe(404);
    await call('POST', '/exams/essai-comprehension-orale/publish/', { published: true });
    await call('POST', '/exam-types/tcf-essai/publish/', { published: false });
    expect((await asLearner('exam-type/')).json().map((x: { slug: string }) => x.slug)).not.toContain(
      'tcf-essai',
    );
    await call('POST', '/exam-types/tcf-essai/publish/', { published: true });
    expect(await visibleSlugs()).toContain('essai-co-serie-9');

    const journal = (
      await t.app.inject({ url: '/api/admin/audit/?action=content.', headers: admin.headers })
    ).json();
    expect(journal.results.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['content.create', 'content.publish', 'content.unpublish']),
    );
  });

  it('When a question breaks the pack rules, then every problem comes back in French and nothing is saved', async () => {
    const res = await call(
      'POST',
      '/exercises/essai-co-serie-9/questions/',
      question({
        choices: [{ text: 'A', correct: true }, { text: 'B', correct: true, why: 'x' }, { text: 'C' }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().choices[0]).toBe('Cochez exactement une bonne réponse.');
    const missingWhy = await call(
      'POST',
      '/exercises/essai-co-serie-9/questions/',
      question({ choices: [{ text: 'A', correct: true }, { text: 'B' }] }),
    );
    expect(missingWhy.json()['choices.1.why'][0]).toMatch(/pourquoi ce choix/);
    const wrongType = await call(
      'POST',
      '/exercises/essai-co-serie-9/questions/',
      question({ type: 'essay', choices: [] }),
    );
    expect(wrongType.json().type[0]).toMatch(/ne convient pas/);
    expect((await call('GET', '/exercises/essai-co-serie-9/')).json().questions).toHaveLength(1);
    const badSlug = await call('POST', '/exercises/', {
      exam: 'essai-comprehension-orale',
      slug: 'Pas Bon',
      title: 'Sans numéro',
    });
    expect(Object.keys(badSlug.json()).sort()).toEqual(['slug', 'title']);
  });

  it('When an operator uploads an audio document, then it is probed and stored as Opus plus an AAC copy, with its transcript', async () => {
    const res = await call('POST', '/questions/essai-co-serie-9-q1/resources/', {
      kind: 'audio',
      data: `data:audio/wav;base64,${wav.toString('base64')}`,
      title: 'Annonce en gare',
      transcript: 'Le train pour Douala partira du quai 2.',
    });
    expect(res.statusCode).toBe(201);
    const detail = (await call('GET', '/exercises/essai-co-serie-9/')).json();
    const r = detail.questions[0].resources[0];
    expect(r).toMatchObject({ kind: 'audio', transcript: 'Le train pour Douala partira du quai 2.' });
    expect(r.url).toMatch(/\.opus$/);
    expect(r.fallback_url).toMatch(/\.m4a$/);
    const codec = async (url: string) => {
      const key = decodeURIComponent(url.replace(/^\/media\//, 'media/'));
      const file = path.join(t.config.dataDir, 'storage', key);
      const { stdout } = await runMediaTool(ffprobePath()!, [
        '-v',
        'error',
        '-show_entries',
        'stream=codec_name',
        '-of',
        'csv=p=0',
        file,
      ]);
      return stdout.toString().trim();
    };
    expect(await codec(r.url)).toBe('opus');
    expect(await codec(r.fallback_url)).toBe('aac');
    // Served to learners under /media/.
    expect((await t.app.inject({ url: r.url })).statusCode).toBe(200);

    const fake = await call('POST', '/questions/essai-co-serie-9-q1/resources/', {
      kind: 'audio',
      data: `data:audio/mpeg;base64,${Buffer.from('ID3 ceci n’est pas du son du tout').toString('base64')}`,
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().data[0]).toMatch(/[a-zé]/);
    const svg = await call('POST', '/questions/essai-co-serie-9-q1/resources/', {
      kind: 'image',
      data: `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"></svg>').toString('base64')}`,
    });
    expect(svg.statusCode).toBe(400);
    const png = await readFile(path.join(FIXTURE_PACK, 'media/images/affiche.png'));
    const image = await call('POST', '/questions/essai-co-serie-9-q1/resources/', {
      kind: 'image',
      data: `data:image/png;base64,${png.toString('base64')}`,
      title: 'Plan de la gare',
    });
    expect(image.statusCode).toBe(201);
    expect((await call('GET', '/exercises/essai-co-serie-9/')).json().questions[0].resources).toHaveLength(2);
  });

  it('When an operator previews a question, then it is served as learners get it: without the answer, then with it', async () => {
    const res = await call('GET', '/questions/essai-co-serie-9-q1/preview/');
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      skill: 'LISTENING',
      index: 0,
      total: 1,
      instructions: 'Écoutez puis répondez.',
    });
    expect(p.question.choices[0]).not.toHaveProperty('is_correct');
    expect(p.question.ressouces[0]).not.toHaveProperty('transcript');
    expect(p.revealed.choices[0].is_correct).toBe(true);
    expect(p.revealed.ressouces[0].transcript).toMatch(/Douala/);
  });

  it('When an operator edits and reorders questions, then choices keep their identifiers and the order follows', async () => {
    await call('POST', '/exercises/essai-co-serie-9/questions/', question({ text: 'Deuxième question' }));
    const edit = await call(
      'PUT',
      '/questions/essai-co-serie-9-q1/',
      question({
        level: 'B2',
        choices: question().choices.map((c, i) => (i === 0 ? { ...c, text: 'Dans une gare' } : c)),
      }),
    );
    expect(edit.statusCode).toBe(200);
    let detail = (await call('GET', '/exercises/essai-co-serie-9/')).json();
    expect(detail.questions[0]).toMatchObject({
      level: 'B2',
      explanation: 'On entend l’annonce du départ du train.',
    });
    expect(detail.questions[0].choices[0]).toMatchObject({
      slug: 'essai-co-serie-9-q1-a',
      text: 'Dans une gare',
    });
    expect(detail.questions[0].choices[1].why).toBe('Aucun bruit de marché.');

    const bad = await call('POST', '/exercises/essai-co-serie-9/order/', { slugs: ['essai-co-serie-9-q2'] });
    expect(bad.statusCode).toBe(400);
    const ok = await call('POST', '/exercises/essai-co-serie-9/order/', {
      slugs: ['essai-co-serie-9-q2', 'essai-co-serie-9-q1'],
    });
    expect(ok.statusCode).toBe(200);
    detail = (await call('GET', '/exercises/essai-co-serie-9/')).json();
    expect(detail.questions.map((q: { slug: string }) => q.slug)).toEqual([
      'essai-co-serie-9-q2',
      'essai-co-serie-9-q1',
    ]);
    const learnerOrder = (await asLearner('question/exo/essai-co-serie-9/'))
      .json()
      .map((q: { slug: string }) => q.slug);
    expect(learnerOrder).toEqual(['essai-co-serie-9-q2', 'essai-co-serie-9-q1']);
  });

  it('When a question has answers, then it cannot be deleted; one without answers can', async () => {
    const a = await t.app.inject({
      method: 'POST',
      url: '/api/exercice-attempt/post/essai-co-serie-9/',
      headers: learner.headers,
      payload: { practice_type: 'training' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/answer/post/${a.json().slug}/`,
      headers: learner.headers,
      payload: { question_slug: 'essai-co-serie-9-q1', choice: 'essai-co-serie-9-q1-a' },
    });
    const refused = await call('DELETE', '/questions/essai-co-serie-9-q1/');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/déjà répondu/);
    expect((await call('DELETE', '/questions/essai-co-serie-9-q2/')).statusCode).toBe(200);
  });

  it('When an operator searches, then exercises and questions come back, drafts included', async () => {
    const res = (await call('GET', '/search/?q=Douala')).json();
    expect(res).toEqual([]);
    const found = (await call('GET', '/search/?q=conversation')).json();
    expect(found.map((r: { slug: string }) => r.slug)).toContain('essai-co-serie-9-q1');
    const tree = (await call('GET', '/')).json();
    const reading = tree[0].exams.find((e: { slug: string }) => e.slug === 'essai-comprehension-ecrite');
    expect(
      reading.exercises.find((x: { slug: string }) => x.slug === 'essai-ce-serie-1').questions,
    ).toBeGreaterThan(1);
    const exam = tree[0].exams.find((e: { slug: string }) => e.slug === 'essai-comprehension-orale');
    expect(exam.exercises.find((x: { slug: string }) => x.slug === 'essai-co-serie-9')).toMatchObject({
      published: true,
      questions: 1,
    });
  });
});
