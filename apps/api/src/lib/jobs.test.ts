import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTestDatabase } from '../../test/kit/database';
import type { Database } from '../db/client';
import { createJobQueue } from './jobs';

let database: Database;
const log = pino({ level: 'silent' });
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const stateOf = async (id: number) =>
  (
    await database.db.execute<{ state: string; attempts: number; last_error: string | null }>(
      sql`select state, attempts, last_error from jobs where id = ${id}`,
    )
  ).rows[0]!;

describe('durable job queue', () => {
  it('When a handler succeeds, then the job is done once', async () => {
    const q = createJobQueue(database.db, log);
    const id = (await q.send('q-ok', { n: 1 }))!;
    const seen: unknown[] = [];
    expect(await q.drain('q-ok', async (job) => void seen.push(job.payload))).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect((await stateOf(id)).state).toBe('done');
    expect(await q.drain('q-ok', async () => {})).toBe(0);
  });

  it('When a handler fails, then the job is queued again with a delay and fails for good after max attempts', async () => {
    const q = createJobQueue(database.db, log);
    const id = (await q.send('q-fail', {}, { maxAttempts: 2 }))!;
    await q.drain('q-fail', async () => {
      throw new Error('panne');
    });
    expect(await stateOf(id)).toMatchObject({ state: 'queued', attempts: 1, last_error: 'panne' });
    await database.db.execute(sql`update jobs set run_at = now() where id = ${id}`);
    await q.drain('q-fail', async () => {
      throw new Error('panne encore');
    });
    expect(await stateOf(id)).toMatchObject({ state: 'failed', attempts: 2 });
  });

  it('When a worker dies holding a job, then another worker takes it after the lease and completes it once', async () => {
    const q = createJobQueue(database.db, log);
    const id = (await q.send('q-crash', {}))!;
    // A worker claimed the job and died: state running, lease already expired.
    await database.db.execute(
      sql`update jobs set state = 'running', attempts = 1, locked_until = now() - interval '1 second' where id = ${id}`,
    );
    let runs = 0;
    expect(await q.drain('q-crash', async () => void runs++)).toBe(1);
    expect(runs).toBe(1);
    expect(await stateOf(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('When a job with the same singleton key is pending, then no duplicate is queued', async () => {
    const q = createJobQueue(database.db, log);
    const a = await q.send('q-single', {}, { singletonKey: 'k' });
    const b = await q.send('q-single', {}, { singletonKey: 'k' });
    expect(a).not.toBeNull();
    expect(b).toBeNull();
    await q.drain('q-single', async () => {});
    expect(await q.send('q-single', {}, { singletonKey: 'k' })).not.toBeNull();
  });

  it('When workers poll, then queued jobs are processed in the background', async () => {
    const q = createJobQueue(database.db, log);
    const done: number[] = [];
    q.work<{ n: number }>('q-bg', async (job) => void done.push(job.payload.n), { pollMs: 20 });
    await q.send('q-bg', { n: 1 });
    await q.send('q-bg', { n: 2 });
    const end = Date.now() + 5000;
    while (done.length < 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    await q.stop();
    expect(done.sort()).toEqual([1, 2]);
  });
});
