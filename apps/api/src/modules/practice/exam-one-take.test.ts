import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/kit/app';
import { importFixture, tone } from '../../../test/kit/practice-fixture';
import { answers } from '../../db/schema';

// In exam mode a speaking task has one take, as on the day of the test: the server refuses a
// second recording, whatever the screen does; training keeps re-recording free.

let t: TestApp;
type User = Awaited<ReturnType<typeof registerAndLogin>>;
let learner: User;
let takeA: Buffer;
let takeB: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  await importFixture(t.app);
  learner = await registerAndLogin(t.app);
  takeA = await tone(2, 220);
  takeB = await tone(3, 440);
});
afterAll(async () => {
  await t?.close();
});

const start = async (practice_type: 'exam' | 'training') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/exercice-attempt/post/essai-eo-serie-1/',
    headers: learner.headers,
    payload: { practice_type },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { slug: string }).slug;
};
const finish = (attempt: string) =>
  t.app.inject({ method: 'PUT', url: `/api/exercice-attempt/${attempt}/`, headers: learner.headers });
const upload = (attempt: string, bytes: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/answer/post/${attempt}/`,
    headers: learner.headers,
    payload: {
      question_slug: 'essai-eo-1-t1',
      audio_file: `data:audio/webm;base64,${bytes.toString('base64')}`,
    },
  });
const stored = async (attempt: string) => {
  const keys: string[] = [];
  for await (const f of t.app.ctx.storage.list(`answers/${learner.user.id}/${attempt}/`)) keys.push(f.key);
  return keys;
};
const answerRow = async (slug: string) =>
  (await t.app.ctx.db.select().from(answers).where(eq(answers.slug, slug)))[0]!;

describe('one take per speaking task in exam mode', () => {
  it('When a second, different recording is sent for a task of an open exam, then it is refused in French and the first take stays as it was', async () => {
    const attempt = await start('exam');
    const first = await upload(attempt, takeA);
    expect(first.statusCode).toBe(201);
    const slug = first.json().user_aswer_slug as string;
    const before = await answerRow(slug);

    const second = await upload(attempt, takeB);
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(
      'En examen, une tâche orale ne s’enregistre qu’une fois : votre premier enregistrement est conservé.',
    );
    const after = await answerRow(slug);
    expect(after.audioDuration).toBe(before.audioDuration);
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
    const keys = await stored(attempt);
    expect(keys).toEqual([before.audioKey]);
    expect((await t.app.ctx.storage.get(keys[0]!)).equals(takeA)).toBe(true);

    // The same file sent again (a retry after a lost answer) is accepted without any change.
    const retry = await upload(attempt, takeA);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().user_aswer_slug).toBe(slug);
    expect((await answerRow(slug)).updatedAt.getTime()).toBe(before.updatedAt.getTime());
    expect((await finish(attempt)).statusCode).toBe(200);
  });

  it('When two different recordings for the same task arrive at once in exam mode, then exactly one is kept and no other file is left', async () => {
    const attempt = await start('exam');
    const [ra, rb] = await Promise.all([upload(attempt, takeA), upload(attempt, takeB)]);
    const codes = [ra.statusCode, rb.statusCode].sort();
    expect(codes).toEqual([201, 409]);
    const winner = ra.statusCode === 201 ? { res: ra, bytes: takeA } : { res: rb, bytes: takeB };
    const row = await answerRow(winner.res.json().user_aswer_slug as string);
    const keys = await stored(attempt);
    expect(keys).toEqual([row.audioKey]);
    expect((await t.app.ctx.storage.get(keys[0]!)).equals(winner.bytes)).toBe(true);
    // The duration stored is the winner's (2 s or 3 s).
    expect(Math.round(row.audioDuration! / 1000)).toBe(winner.bytes === takeA ? 2 : 3);
    expect((await finish(attempt)).statusCode).toBe(200);
  });

  it('When a learner records a task again in training, then the new take replaces the first one', async () => {
    const attempt = await start('training');
    const first = await upload(attempt, takeA);
    expect(first.statusCode).toBe(201);
    const again = await upload(attempt, takeB);
    expect(again.statusCode).toBe(200);
    const row = await answerRow(again.json().user_aswer_slug as string);
    expect(Math.round(row.audioDuration! / 1000)).toBe(3);
    const keys = await stored(attempt);
    expect(keys).toEqual([row.audioKey]);
    expect((await t.app.ctx.storage.get(keys[0]!)).equals(takeB)).toBe(true);
  });
});
