import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';

/**
 * A durable job queue in the `jobs` table, identical on PGlite and PostgreSQL.
 * Jobs are claimed with FOR UPDATE SKIP LOCKED and a lease: a worker that dies
 * mid-job leaves a lease that expires, and another worker takes the job again.
 * Handlers must therefore be idempotent. Failures are retried with exponential backoff.
 */
export interface JobRow<P = unknown> {
  id: number;
  queue: string;
  payload: P;
  attempts: number;
  maxAttempts: number;
}

export interface SendOptions {
  /** At most one queued or running job per (queue, singletonKey). */
  singletonKey?: string;
  delaySeconds?: number;
  maxAttempts?: number;
}

export interface WorkOptions {
  pollMs?: number;
  /** Seconds a claimed job stays leased before another worker may take it. */
  leaseSeconds?: number;
  concurrency?: number;
}

type Handler<P> = (job: JobRow<P>) => Promise<void>;

export function createJobQueue(db: Db, log: FastifyBaseLogger) {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopped = false;

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

  async function runOnce<P>(queue: string, handler: Handler<P>, leaseSeconds = 300): Promise<boolean> {
    const job = await claim<P>(queue, leaseSeconds);
    if (!job) return false;
    try {
      await handler(job);
      await complete(job.id);
      log.info({ job: { id: job.id, queue, attempt: job.attempts } }, 'tâche terminée');
    } catch (err) {
      log.warn({ err, job: { id: job.id, queue, attempt: job.attempts } }, 'tâche en échec');
      await fail(job as JobRow, err);
    }
    return true;
  }

  function work<P>(queue: string, handler: Handler<P>, o: WorkOptions = {}) {
    const pollMs = o.pollMs ?? 1000;
    const loop = async () => {
      if (stopped) return;
      try {
        while (!stopped && (await runOnce(queue, handler, o.leaseSeconds))) {
          /* drain */
        }
        await sweep();
      } catch (err) {
        log.error({ err, queue }, 'file de tâches indisponible');
      }
      if (!stopped) timers.add(setTimeout(tick, pollMs));
    };
    const tick = () => {
      const p = loop();
      running.add(p);
      void p.finally(() => running.delete(p));
    };
    for (let i = 0; i < (o.concurrency ?? 1); i++) tick();
  }

  /** Queues `queue` every `intervalSeconds` (once across processes thanks to the singleton key). */
  function every(queue: string, intervalSeconds: number) {
    const enqueue = () =>
      void send(queue, {}, { singletonKey: 'periodic' }).catch((err: unknown) =>
        log.error({ err, queue }, 'planification impossible'),
      );
    enqueue();
    const t = setInterval(enqueue, intervalSeconds * 1000);
    t.unref();
    timers.add(t);
  }

  return {
    send,
    work,
    every,
    /** Processes queued jobs of a queue until none is left (tests, CLI). */
    async drain<P>(queue: string, handler: Handler<P>) {
      let n = 0;
      while (await runOnce(queue, handler)) n++;
      return n;
    },
    async stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      await Promise.allSettled([...running]);
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
