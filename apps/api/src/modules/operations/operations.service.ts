import type { AdminJob, AdminJobs } from '@prepa/shared';
import type { AuditService } from '../audit/audit.service';
import { toCsv } from '../../lib/csv';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import type { JobState, OperationsRepository } from './operations.repository';

const m = messages.operations;
export const JOBS_LISTED = 100;

type JobRow = NonNullable<Awaited<ReturnType<OperationsRepository['findJob']>>>;

function jobDto(j: JobRow): AdminJob {
  return {
    id: Number(j.id),
    queue: j.queue,
    state: j.state,
    attempts: j.attempts,
    max_attempts: j.maxAttempts,
    last_error: j.lastError,
    payload: j.payload,
    run_at: j.runAt.toISOString(),
    created_at: j.createdAt.toISOString(),
    finished_at: j.finishedAt?.toISOString() ?? null,
  };
}

/** Operations view: the job queue (with a retry of failed jobs) and the newsletter export. */
export function createOperationsService(deps: {
  repo: OperationsRepository;
  audit: Pick<AuditService, 'record'>;
}) {
  return {
    async jobs(state: JobState, queue?: string): Promise<AdminJobs> {
      const [queues, rows] = await Promise.all([
        deps.repo.queues(),
        deps.repo.list(state, queue, JOBS_LISTED),
      ]);
      return { queues, jobs: rows.map(jobDto) };
    },

    async retry(actorId: number, id: number) {
      const job = await deps.repo.findJob(id);
      if (!job) throw new NotFoundError(m.jobNotFound);
      if (job.state !== 'failed') throw new ConflictError(m.jobNotFailed);
      if (!(await deps.repo.retry(id))) {
        const again = await deps.repo.findJob(id);
        throw new ConflictError(again?.state === 'failed' ? m.jobAlreadyQueued : m.jobNotFailed);
      }
      await deps.audit.record({
        actorId,
        action: 'job.retry',
        targetType: 'job',
        targetId: id,
        details: { queue: job.queue, attempts: job.attempts, last_error: job.lastError },
      });
      return { detail: m.jobRetried, job: jobDto((await deps.repo.findJob(id))!) };
    },

    /** Every subscriber of the newsletter, oldest first; the export itself is recorded. */
    async newsletterCsv(actorId: number): Promise<string> {
      const rows = await deps.repo.subscribers();
      await deps.audit.record({
        actorId,
        action: 'newsletter.export',
        targetType: 'newsletter',
        targetId: null,
        details: { subscribers: rows.length },
      });
      return toCsv(
        m.newsletterCsvHeader,
        rows.map((r) => [r.email, r.createdAt]),
      );
    },
  };
}
export type OperationsService = ReturnType<typeof createOperationsService>;
