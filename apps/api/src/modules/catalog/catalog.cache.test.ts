import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/kit/app';
import { importFixture } from '../../../test/kit/practice-fixture';
import { openSecondPool } from '../../../test/kit/database';
import { CATALOG_CHANNEL } from '../../lib/content-events';
import { createCatalogCache } from './catalog.cache';
import type { CatalogRepository } from './catalog.repository';

function countingRepo() {
  const calls: string[] = [];
  const repo = {
    listExamTypes: async () => {
      calls.push('listExamTypes');
      return [{ id: calls.length }];
    },
    findExam: async (slug: string) => {
      calls.push(`findExam:${slug}`);
      return slug === 'connu' ? { id: 1 } : undefined;
    },
    subscribedExamTypeIds: async () => {
      calls.push('subscribed');
      return new Set<number>();
    },
  } as unknown as CatalogRepository;
  return { repo, calls };
}

describe('catalogue cache (unit)', () => {
  it('When content is read twice while live, then the database is asked once, and again after a notify', async () => {
    const { repo, calls } = countingRepo();
    const c = createCatalogCache(repo);
    c.live(true);
    const a = await c.repository.listExamTypes();
    expect(await c.repository.listExamTypes()).toBe(a);
    c.notify();
    await c.repository.listExamTypes();
    expect(calls).toEqual(['listExamTypes', 'listExamTypes']);
  });

  it('When the listener is down, misses happen or a read is per learner, then nothing is cached', async () => {
    const { repo, calls } = countingRepo();
    const c = createCatalogCache(repo);
    await c.repository.listExamTypes();
    await c.repository.listExamTypes();
    c.live(true);
    await c.repository.findExam('inconnu');
    await c.repository.findExam('inconnu');
    await c.repository.subscribedExamTypeIds(1);
    await c.repository.subscribedExamTypeIds(1);
    expect(calls.filter((x) => x === 'listExamTypes')).toHaveLength(2);
    expect(calls.filter((x) => x === 'findExam:inconnu')).toHaveLength(2);
    expect(calls.filter((x) => x === 'subscribed')).toHaveLength(2);
  });
});

describe('catalogue cache (application)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await importFixture(t.app);
    // On PostgreSQL the listening connection opens in the background.
    for (let i = 0; i < 100 && !t.app.ctx.catalogCache.stats().live; i++)
      await new Promise((r) => setTimeout(r, 50));
    // ...and the import's own NOTIFY reaches it a moment after the commit.
    await new Promise((r) => setTimeout(r, 300));
  });
  afterAll(async () => {
    await t.close();
  });
  const names = async () =>
    ((await t.app.inject({ url: '/api/exam-type/' })).json() as { name: string }[]).map((x) => x.name);

  it('When a pack is imported again in this process, then the next read sees it at once', async () => {
    expect(await names()).toEqual(['TCF Essai']);
    await t.app.ctx.db.execute(sql`update exam_types set name = 'Renommé' where slug = 'tcf-essai'`);
    expect(await names()).toEqual(['TCF Essai']); // cached: changed behind the cache's back
    await importFixture(t.app);
    expect(await names()).toEqual(['TCF Essai']);
    expect(t.app.ctx.catalogCache.stats().hits).toBeGreaterThan(0);
  });

  it('When another process notifies a change, then this process forgets its cached catalogue', async () => {
    await names();
    // Another connection (another process on PostgreSQL; the same instance on PGlite) changes and notifies.
    const other = process.env.TEST_DATABASE_URL ? await openSecondPool(t.database) : t.database;
    await other.db.execute(sql`update exam_types set name = 'Autre processus' where slug = 'tcf-essai'`);
    await other.db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
    const deadline = Date.now() + 5000;
    while ((await names())[0] !== 'Autre processus' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await names()).toEqual(['Autre processus']);
    if (other !== t.database) await other.close();
  });
});
