import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { JobRow, SendOptions } from './jobs';

/** Queries of the `jobs` table: the queue itself (see jobs.ts) and the figures read from it. */
export function createJobsRepository(db: Db) {
  async function send<P>(queue: string, payload: P, o: SendOptions = {}): Promise<number | null> {
    const res = await db.execute<{ id: number }>(sql`
      insert into jobs (queue, payload, singleton_key, max_attempts, run_at)
      values (${queue}, ${JSON.stringify(payload)}::jsonb, ${o.singletonKey ?? null}, ${o.maxAttempts ?? 5},
              now() + make_interval(secs => ${o.delaySeconds ?? 0}))
      on conflict do nothing
      returning id`);
    const id = res.rows[0]?.id;
    return id === undefined ? null : Number(id);
  }

  async function claim<P>(queue: string, leaseSeconds: number): Promise<JobRow<P> | null> {
    const res = await db.execute<{
      id: number;
      queue: string;
      payload: P;
      attempts: number;
      max_attempts: number;
    }>(sql`
      update jobs set state = 'running', attempts = attempts + 1,
             locked_until = now() + make_interval(secs => ${leaseSeconds})
      where id = (
        select id from jobs
        where queue = ${queue} and attempts < max_attempts
          and ((state = 'queued' and run_at <= now()) or (state = 'running' and locked_until < now()))
        order by run_at, id
        limit 1
        for update skip locked)
      returning id, queue, payload, attempts, max_attempts`);
    const r = res.rows[0];
    return r
      ? {
          id: Number(r.id),
          queue: r.queue,
          payload: r.payload,
          attempts: r.attempts,
          maxAttempts: r.max_attempts,
        }
      : null;
  }

  async function complete(id: number) {
    await db.execute(
      sql`update jobs set state = 'done', finished_at = now(), locked_until = null where id = ${id}`,
    );
  }

  async function fail(job: JobRow, err: unknown) {
    const message = err instanceof Error ? err.message : String(err);
    const final = job.attempts >= job.maxAttempts;
    const backoff = Math.min(600, 2 ** job.attempts * 5);
    await db.execute(sql`
      update jobs set state = ${final ? 'failed' : 'queued'}, last_error = ${message.slice(0, 2000)},
             locked_until = null, run_at = now() + make_interval(secs => ${backoff}),
             finished_at = ${final ? sql`now()` : null}
      where id = ${job.id}`);
  }

  /** Marks as failed the jobs whose lease expired on their last attempt. */
  async function sweep() {
    await db.execute(sql`
      update jobs set state = 'failed', finished_at = now(), last_error = coalesce(last_error, 'bail expiré')
      where state = 'running' and locked_until < now() and attempts >= max_attempts`);
  }

  /** Jobs per queue and state. */
  async function stateCounts() {
    const res = await db.execute<{ queue: string; state: string; n: number }>(
      sql`select queue, state, count(*)::int as n from jobs group by queue, state order by queue, state`,
    );
    return res.rows;
  }

  /** Time from queueing to the end of the jobs finished in the last hour, per queue. */
  async function recentDurations() {
    const res = await db.execute<{
      queue: string;
      n: number;
      p50: number | null;
      p95: number | null;
      total: number | null;
    }>(sql`
    select queue, count(*)::int as n,
           percentile_cont(0.5) within group (order by extract(epoch from finished_at - created_at)) as p50,
           percentile_cont(0.95) within group (order by extract(epoch from finished_at - created_at)) as p95,
           sum(extract(epoch from finished_at - created_at)) as total
    from jobs where state = 'done' and finished_at > now() - interval '1 hour'
    group by queue order by queue`);
    return res.rows;
  }

  /** How many jobs wait and how many failed for good, all queues. */
  async function queuedAndFailed() {
    const res = await db.execute<{ queued: number; failed: number }>(
      sql`select count(*) filter (where state = 'queued')::int as queued,
                       count(*) filter (where state = 'failed')::int as failed from jobs`,
    );
    const row = res.rows[0];
    return { queued: Number(row?.queued ?? 0), failed: Number(row?.failed ?? 0) };
  }

  return { send, claim, complete, fail, sweep, stateCounts, recentDurations, queuedAndFailed };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
