import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/kit/app';
import { FIXTURE_PACK, importFixture } from '../../../test/kit/practice-fixture';
import { openSecondPool } from '../../../test/kit/database';
import { CATALOG_CHANNEL } from '../../lib/content-events';
import { importPackFromDir } from '../content/seed';
import { createCatalogCache } from './catalog.cache';
import type { CatalogRepository } from './catalog.repository';

describe('values derived from the catalogue (unit)', () => {
  it('When a derived value is read twice while live, then it is computed once, and again after a notify', async () => {
    const c = createCatalogCache({} as CatalogRepository);
    let runs = 0;
    const compute = async () => `valeur ${++runs}`;
    expect(await c.derive('k', compute)).toBe('valeur 1'); // not live yet: computed every time
    c.live(true);
    expect(await c.derive('k', compute)).toBe('valeur 2');
    expect(await c.derive('k', compute)).toBe('valeur 2');
    c.notify();
    expect(await c.derive('k', compute)).toBe('valeur 3');
    c.live(false);
    expect(await c.derive('k', compute)).toBe('valeur 4');
    expect(await c.derive('k', compute)).toBe('valeur 5');
  });
});

const EXERCISE = 'essai-ce-serie-1';
const EXAM = 'essai-comprehension-ecrite';

describe('values derived from the catalogue (application)', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let packCopy: string;
  beforeAll(async () => {
    t = await createTestApp();
    await importFixture(t.app);
    for (let i = 0; i < 100 && !t.app.ctx.catalogCache.stats().live; i++)
      await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    headers = (await registerAndLogin(t.app)).headers;
    packCopy = mkdtempSync(path.join(tmpdir(), 'pack-revu-'));
    cpSync(FIXTURE_PACK, packCopy, { recursive: true });
  });
  afterAll(async () => {
    rmSync(packCopy, { recursive: true, force: true });
    await t.close();
  });

  /** First question's text (the learner's serialised list) and first exercise's title (anonymous list). */
  const read = async () => {
    const qs = await t.app.inject({ url: `/api/question/exo/${EXERCISE}/`, headers });
    const ex = await t.app.inject({ url: `/api/exercice/exam/${EXAM}/` });
    expect(qs.statusCode).toBe(200);
    expect(qs.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(ex.statusCode).toBe(200);
    return {
      question: (qs.json() as { question_text: string }[])[0]!.question_text,
      title: (ex.json() as { slug: string; title: string }[]).find((e) => e.slug === EXERCISE)!.title,
    };
  };

  it('When a revised pack is imported in this process, then the next reads serve the new content', async () => {
    const before = await read();
    // Changed behind the cache's back: still the cached JSON.
    await t.app.ctx.db.execute(
      sql`update questions set question_text = 'En douce' where slug = 'essai-ce-1-q1'`,
    );
    expect(await read()).toEqual(before);

    const file = path.join(packCopy, 'exams/comprehension-ecrite.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8')
        .replace("'Document 1 : quelle est la bonne réponse ?'", "'Document 1 : version revue'")
        .replace('title: Compréhension écrite — Série 1', 'title: Compréhension écrite revue — Série 1'),
    );
    const { problems } = await importPackFromDir(t.app.ctx.db, t.app.ctx.storage, packCopy);
    expect(problems).toEqual([]);
    expect(await read()).toEqual({
      question: 'Document 1 : version revue',
      title: 'Compréhension écrite revue — Série 1',
    });
  });

  it('When another process notifies an import, then this process serves the new content', async () => {
    await read();
    const other = process.env.TEST_DATABASE_URL ? await openSecondPool(t.database) : t.database;
    await other.db.execute(
      sql`update questions set question_text = 'Autre processus' where slug = 'essai-ce-1-q1'`,
    );
    await other.db.execute(sql`update exercises set title = 'Titre ailleurs' where slug = ${EXERCISE}`);
    await other.db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
    const deadline = Date.now() + 5000;
    while ((await read()).question !== 'Autre processus' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await read()).toEqual({ question: 'Autre processus', title: 'Titre ailleurs' });
    if (other !== t.database) await other.close();
  });
});
