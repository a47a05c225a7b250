import type { AppContext } from './context';

/**
 * Starts every background job of the application on the context's queue: payment reconciliation
 * and reminders, corrections, recording retention, expired sessions. The same list for the API process
 * (RUN_WORKERS) and for `npm run worker`; a new job is added here once.
 */
export function startBackgroundJobs(ctx: Pick<AppContext, 'jobs' | 'services'>) {
  ctx.services.billing.jobs.start(ctx.jobs);
  ctx.services.correction.startWorkers();
  ctx.services.retention.start(ctx.jobs);
  ctx.services.sessionHousekeeping.start(ctx.jobs);
}
