import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { createJobsRepository } from './jobs.repository';

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
  const { send, claim, complete, fail, sweep } = createJobsRepository(db);

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
