import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  choices,
  exams,
  examTypes,
  exercises,
  packages,
  promoCodeExamTypes,
  promoCodes,
  questions,
  resources,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/kit/app';
import { FIXTURE_PACK } from '../../../test/kit/practice-fixture';
import { importPackFromDir } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function snapshot() {
  const db = t.app.ctx.db;
  const n = async (table: PgTable) => Number((await db.select({ n: count() }).from(table))[0]!.n);
  return {
    examTypes: await n(examTypes),
    exams: await n(exams),
    exercises: await n(exercises),
    questions: await n(questions),
    choices: await n(choices),
    resources: await n(resources),
    packages: await n(packages),
    promoCodes: await n(promoCodes),
    promoLinks: await n(promoCodeExamTypes),
  };
}

describe('content packs', () => {
  it('When the test pack is imported, then every object and media file lands in the database and storage', async () => {
    const { problems, summary } = await importPackFromDir(t.app.ctx.db, t.app.ctx.storage, FIXTURE_PACK);
    expect(problems).toEqual([]);
    expect(summary).toMatchObject({ examTypes: 1, exams: 4, exercises: 7, questions: 39 + 6 + 2 + 3 + 2 });
    expect(await snapshot()).toEqual({
      examTypes: 1,
      exams: 4,
      exercises: 7,
      questions: 52,
      choices: 39 * 4 + 6 * 4 + 4,
      resources: 3,
      packages: 1,
      promoCodes: 1,
      promoLinks: 1,
    });
    const [promo] = await t.app.ctx.db.select().from(promoCodes);
    expect(promo!.code).toBe('ESSAI20');
    const [ex10] = await t.app.ctx.db.select().from(exercises).where(eq(exercises.slug, 'essai-ce-serie-10'));
    expect(ex10!.number).toBe(10);
    expect(await t.app.ctx.storage.size('media/audio/bip.mp3')).toBeGreaterThan(1000);
  });

  it('When the same pack is imported twice, then nothing is duplicated and ids are kept', async () => {
    const before = await snapshot();
    const ids = await t.app.ctx.db.select({ id: questions.id, slug: questions.slug }).from(questions);
    const { problems } = await importPackFromDir(t.app.ctx.db, t.app.ctx.storage, FIXTURE_PACK);
    expect(problems).toEqual([]);
    expect(await snapshot()).toEqual(before);
    const again = await t.app.ctx.db.select({ id: questions.id, slug: questions.slug }).from(questions);
    expect(new Map(again.map((q) => [q.slug, q.id]))).toEqual(new Map(ids.map((q) => [q.slug, q.id])));
  });

  it('When a pack is broken, then every problem is reported with file, path and French message, and nothing changes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pack-casse-'));
    try {
      await cp(FIXTURE_PACK, dir, { recursive: true });
      // A valid change that must not land, next to several errors.
      const orale = path.join(dir, 'exams/comprehension-orale.yaml');
      let y = await readFile(orale, 'utf8');
      y = y
        .replace('name: Compréhension orale', 'name: Nom modifié')
        .replace(
          '{ slug: essai-co-1-q1-b, text: Au marché }',
          '{ slug: essai-co-1-q1-b, text: Au marché, correct: true }',
        )
        .replace('file: images/affiche.png', 'file: images/absente.png')
        .replace('examType: tcf-essai', 'examType: inconnu');
      await writeFile(orale, y);
      await writeFile(path.join(dir, 'media/audio/faux.mp3'), 'ceci n’est pas un son');
      await writeFile(
        path.join(dir, 'exams/mauvais.yaml'),
        'slug: Mauvais Slug\nname: X\nexamType: tcf-essai\nskill: READING\ndifficulty: 9\n',
      );
      const before = await snapshot();
      const { problems, summary } = await importPackFromDir(t.app.ctx.db, t.app.ctx.storage, dir);
      expect(summary).toBeUndefined();
      const find = (file: string, p: string) => problems.find((x) => x.file === file && x.path === p);
      expect(find('exams/comprehension-orale.yaml', 'exercises[0].questions[0].choices')?.message).toMatch(
        /exactement une bonne réponse/,
      );
      expect(
        find('exams/comprehension-orale.yaml', 'exercises[0].questions[0].resources[1].file')?.message,
      ).toBe('Fichier introuvable : media/images/absente.png');
      expect(find('exams/comprehension-orale.yaml', 'examType')?.message).toMatch(/Type d'examen inconnu/);
      expect(find('media/audio/faux.mp3', '')?.message).toMatch(/n’est pas un fichier audio/);
      expect(find('exams/mauvais.yaml', 'slug')?.message).toMatch(/Slug invalide/);
      expect(find('exams/mauvais.yaml', 'difficulty')).toBeDefined();
      expect(await snapshot()).toEqual(before);
      const [exam] = await t.app.ctx.db
        .select()
        .from(exams)
        .where(eq(exams.slug, 'essai-comprehension-orale'));
      expect(exam!.name).toBe('Compréhension orale');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('When an explanation or a transcript is misplaced, then the import names each problem and nothing lands', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pack-explications-'));
    try {
      await cp(FIXTURE_PACK, dir, { recursive: true });
      const orale = path.join(dir, 'exams/comprehension-orale.yaml');
      let y = await readFile(orale, 'utf8');
      // The wrong choice loses its line, the right choice gets one, the image gets a transcript.
      y = y
        .replace('essai-co-1-q1-b: Personne', 'essai-co-1-q1-a: Personne')
        .replace(
          '{ kind: image, file: images/affiche.png, title: Affiche }',
          '{ kind: image, file: images/affiche.png, title: Affiche, transcript: Texte }',
        );
      await writeFile(orale, y);
      const { problems, summary } = await importPackFromDir(t.app.ctx.db, t.app.ctx.storage, dir);
      expect(summary).toBeUndefined();
      const messages = problems.map((p) => `${p.path} : ${p.message}`);
      expect(messages).toContain(
        'exercises[0].questions[0].explanation.distractors.essai-co-1-q1-a : « essai-co-1-q1-a » n’est pas un mauvais choix de cette question : l’explication ne peut pas s’y rapporter.',
      );
      expect(messages).toContain(
        'exercises[0].questions[0].explanation.distractors : L’explication doit dire en une ligne pourquoi le choix « essai-co-1-q1-b » ne convient pas.',
      );
      expect(messages).toContain(
        'exercises[0].questions[0].resources[1].transcript : Seules les ressources audio ont une transcription.',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('When the folder does not exist or has no pack.yaml, then the import says so', async () => {
    const missing = await importPackFromDir(t.app.ctx.db, t.app.ctx.storage, '/nulle/part');
    expect(missing.problems[0]!.message).toMatch(/Dossier introuvable/);
    const dir = await mkdtemp(path.join(tmpdir(), 'pack-vide-'));
    try {
      const empty = await importPackFromDir(t.app.ctx.db, t.app.ctx.storage, dir);
      expect(empty.problems.map((p) => p.message)).toContain(
        'Fichier pack.yaml (ou pack.json) introuvable à la racine du pack.',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
