import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, newsletterSubscribers } from '../../db/schema';

export type JobState = (typeof jobs.$inferSelect)['state'];

/** The job queue seen from the back office, and the newsletter's subscribers. */
export function createOperationsRepository(db: Db) {
  return {
    async queues() {
      const rows = await db
        .select({
          queue: jobs.queue,
          queued: sql<number>`count(*) filter (where ${jobs.state} = 'queued')::int`,
          running: sql<number>`count(*) filter (where ${jobs.state} = 'running')::int`,
          failed: sql<number>`count(*) filter (where ${jobs.state} = 'failed')::int`,
          done24h: sql<number>`count(*) filter (where ${jobs.state} = 'done'
            and ${jobs.finishedAt} > now() - interval '24 hours')::int`,
        })
        .from(jobs)
        .groupBy(jobs.queue)
        .orderBy(asc(jobs.queue));
      return rows.map((r) => ({
        queue: r.queue,
        queued: Number(r.queued),
        running: Number(r.running),
        failed: Number(r.failed),
        done_24h: Number(r.done24h),
      }));
    },

    /** The latest jobs of a state (failed and done: latest finished first; others: next to run first). */
    async list(state: JobState, queue: string | undefined, limit: number) {
      const where = queue ? and(eq(jobs.state, state), eq(jobs.queue, queue)) : eq(jobs.state, state);
      const order =
        state === 'failed' || state === 'done'
          ? [desc(jobs.finishedAt), desc(jobs.id)]
          : [asc(jobs.runAt), asc(jobs.id)];
      return db
        .select()
        .from(jobs)
        .where(where)
        .orderBy(...order)
        .limit(limit);
    },

    async findJob(id: number) {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Puts a failed job back in the queue with a fresh count of attempts; its last error stays
     * until the next run. False when it is no longer failed, or when its singleton key is already
     * queued again (the unique index refuses a second one).
     */
    async retry(id: number): Promise<boolean> {
      const res = await db.execute<{ id: number }>(sql`
        update jobs set state = 'queued', attempts = 0, run_at = now(), locked_until = null, finished_at = null
        where id = ${id} and state = 'failed'
          and not exists (select 1 from jobs o where o.queue = jobs.queue and o.singleton_key = jobs.singleton_key
            and o.state in ('queued', 'running') and o.id <> jobs.id)
        returning id`);
      return res.rows.length > 0;
    },

    async subscribers() {
      return db
        .select({ email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt })
        .from(newsletterSubscribers)
        .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id));
    },
  };
}
export type OperationsRepository = ReturnType<typeof createOperationsRepository>;
