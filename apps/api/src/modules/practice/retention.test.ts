import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/kit/app';
import { answers, attempts, exams, examTypes, exercises, questions } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('retention of voice recordings', () => {
  it('When a recording is older than 12 months, then its file and reference are deleted; recent ones stay', async () => {
    const { db, storage } = t.app.ctx;
    const u = await registerAndLogin(t.app);
    const [et] = await db.insert(examTypes).values({ slug: 'ret-et', name: 'TCF' }).returning();
    const [ex] = await db
      .insert(exams)
      .values({ slug: 'ret-ex', name: 'Oral', skill: 'SPEAKING', examTypeId: et!.id })
      .returning();
    const [exo] = await db
      .insert(exercises)
      .values({ slug: 'ret-exo', title: 'Oral 1', examId: ex!.id, number: 1 })
      .returning();
    const qs = await db
      .insert(questions)
      .values(
        [1, 2].map((order) => ({
          slug: `ret-q${order}`,
          exerciseId: exo!.id,
          order,
          questionType: 'audio' as const,
          level: 'B1' as const,
        })),
      )
      .returning();
    const [att] = await db
      .insert(attempts)
      .values({ slug: 'ret-att', userId: u.user.id, exerciseId: exo!.id })
      .returning();
    const old = new Date(Date.now() - 400 * 24 * 3600 * 1000);
    await storage.put('answers/ret/old.webm', Buffer.from('ancien'));
    await storage.put('answers/ret/new.webm', Buffer.from('recent'));
    await db.insert(answers).values([
      {
        slug: 'ret-a1',
        attemptId: att!.id,
        questionId: qs[0]!.id,
        userId: u.user.id,
        audioKey: 'answers/ret/old.webm',
        audioMime: 'audio/webm',
        createdAt: old,
      },
      {
        slug: 'ret-a2',
        attemptId: att!.id,
        questionId: qs[1]!.id,
        userId: u.user.id,
        audioKey: 'answers/ret/new.webm',
        audioMime: 'audio/webm',
      },
    ]);

    expect(await t.app.ctx.services.retention.purgeAll()).toBe(1);

    expect(await storage.size('answers/ret/old.webm')).toBeNull();
    expect(await storage.size('answers/ret/new.webm')).toBe(6);
    const [a1] = await db.select().from(answers).where(eq(answers.slug, 'ret-a1'));
    const [a2] = await db.select().from(answers).where(eq(answers.slug, 'ret-a2'));
    expect(a1!.audioKey).toBeNull();
    expect(a2!.audioKey).toBe('answers/ret/new.webm');
    expect(await t.app.ctx.services.retention.purgeAll()).toBe(0);
  });
});
