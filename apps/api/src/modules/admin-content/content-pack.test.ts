import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../lib/ffmpeg';
import { readTar, writeTar } from '../../lib/tar';
import { createTestApp, registerAdmin, registerAndLogin, type TestApp } from '../../../test/kit/app';
import { importFixture } from '../../../test/kit/practice-fixture';

let source: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
let tar: Buffer;

beforeAll(async () => {
  source = await createTestApp();
  await importFixture(source.app);
  admin = await registerAdmin(source.app);
  const call = (url: string, payload: object) =>
    source.app.inject({ method: 'POST', url: `/api/admin/content${url}`, headers: admin.headers, payload });
  await call('/exercises/', {
    exam: 'essai-comprehension-orale',
    slug: 'essai-co-serie-9',
    title: 'Compréhension orale — Série 9',
  });
  await call('/exercises/essai-co-serie-9/questions/', {
    type: 'MCQ',
    level: 'A2',
    text: 'Que demande la voyageuse ?',
    explanation: 'Elle demande l’heure du départ.',
    choices: [
      { text: 'L’heure du départ', correct: true },
      { text: 'Le prix du billet', why: 'Le prix n’est pas évoqué.' },
    ],
  });
  const wav = (await runFfmpeg(['-f', 'lavfi', '-i', 'sine=frequency=500:duration=2', '-f', 'wav', 'pipe:1']))
    .stdout;
  await call('/questions/essai-co-serie-9-q1/resources/', {
    kind: 'audio',
    data: `data:audio/wav;base64,${wav.toString('base64')}`,
    transcript: 'À quelle heure part le train ?',
  });
});
afterAll(async () => {
  await source.close();
});

const importOn = async (t: TestApp, archive: Buffer) => {
  const a = await registerAdmin(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/content/import/',
    headers: a.headers,
    payload: { archive: `data:application/x-tar;base64,${archive.toString('base64')}` },
  });
};

describe('content packs in the back office', () => {
  it('When an operator exports an exam type, then the .tar holds the pack format with its media and its drafts marked', async () => {
    const res = await source.app.inject({
      url: '/api/admin/content/exam-types/tcf-essai/export/',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-tar');
    expect(res.headers['content-disposition']).toContain('tcf-essai.tar');
    tar = res.rawPayload;
    const entries = readTar(tar, { maxFiles: 1000, maxBytes: 1e8 });
    const names = entries.map((e) => e.name);
    expect(names).toContain('pack.json');
    expect(names).toContain('exams/essai-comprehension-orale.json');
    expect(names).toContain('media/images/affiche.png');
    expect(names.some((n) => /^media\/admin\/essai-co-serie-9-q1\/\w+\.opus$/.test(n))).toBe(true);
    const exam = JSON.parse(
      entries.find((e) => e.name === 'exams/essai-comprehension-orale.json')!.data.toString(),
    );
    const draft = exam.exercises.find((x: { slug: string }) => x.slug === 'essai-co-serie-9');
    expect(draft).toMatchObject({ published: false });
    expect(draft.questions[0].explanation).toEqual({
      answer: 'Elle demande l’heure du départ.',
      distractors: { 'essai-co-serie-9-q1-b': 'Le prix n’est pas évoqué.' },
    });
  });

  it('When the pack is imported on a fresh database, then the content is there, drafts still drafts, and the import is in the journal', async () => {
    const fresh = await createTestApp();
    try {
      const res = await importOn(fresh, tar);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ok: true, problems: [], detail: 'Pack importé.' });
      expect(res.json().summary).toMatchObject({ examTypes: 1, exams: 4 });
      const learner = await registerAndLogin(fresh.app);
      const list = (
        await fresh.app.inject({
          url: '/api/exercice/exam/essai-comprehension-orale/',
          headers: learner.headers,
        })
      ).json() as { slug: string }[];
      expect(list.map((e) => e.slug)).toContain('essai-co-serie-1');
      expect(list.map((e) => e.slug)).not.toContain('essai-co-serie-9');
      const a = await registerAdmin(fresh.app);
      const detail = (
        await fresh.app.inject({ url: '/api/admin/content/exercises/essai-co-serie-9/', headers: a.headers })
      ).json();
      expect(detail.questions[0].resources[0].transcript).toBe('À quelle heure part le train ?');
      const audio = await fresh.app.inject({ url: detail.questions[0].resources[0].url });
      expect(audio.statusCode).toBe(200);
      const journal = (
        await fresh.app.inject({ url: '/api/admin/audit/?action=content.import', headers: a.headers })
      ).json();
      expect(journal.count).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('When a pack is invalid, then the report lists each problem as the command line does and nothing is imported', async () => {
    const entries = readTar(tar, { maxFiles: 1000, maxBytes: 1e8 }).map((e) => {
      if (e.name !== 'exams/essai-comprehension-orale.json') return e;
      const exam = JSON.parse(e.data.toString());
      exam.exercises[0].questions[0].choices.forEach((c: { correct?: boolean }) => (c.correct = false));
      exam.exercises[0].title = 'Sans numéro';
      return { name: e.name, data: Buffer.from(JSON.stringify(exam)) };
    });
    const fresh = await createTestApp();
    try {
      const res = await importOn(fresh, writeTar(entries));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.ok).toBe(false);
      // The right choice unticked also leaves it without its line of explanation: three problems.
      expect(body.detail).toBe("3 problèmes trouvés : rien n'a été importé.");
      expect(body.problems).toHaveLength(3);
      expect(body.problems).toEqual(
        expect.arrayContaining([
          {
            file: 'exams/essai-comprehension-orale.json',
            path: 'exercises[0].title',
            message: 'Le titre doit se terminer par un numéro (il fixe l’ordre des exercices).',
          },
          {
            file: 'exams/essai-comprehension-orale.json',
            path: 'exercises[0].questions[0].choices',
            message: 'Un QCM doit avoir exactement une bonne réponse (trouvées : 0).',
          },
        ]),
      );
      expect((await fresh.app.inject({ url: '/api/exam-type/' })).json()).toEqual([]);
      const garbage = await importOn(fresh, Buffer.from('pas une archive'));
      expect(garbage.statusCode).toBe(400);
      expect(garbage.json().archive[0]).toMatch(/Archive illisible/);
      const escape = await importOn(fresh, writeTar([{ name: '../../evil.json', data: Buffer.from('{}') }]));
      expect(escape.statusCode).toBe(400);
    } finally {
      await fresh.close();
    }
  });
});
