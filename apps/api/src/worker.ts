import pino from 'pino';
import { startBackgroundJobs } from './background-jobs';
import { createContext } from './context';
import { startHealthServer } from './lib/health-server';
import { createJobsRepository } from './lib/jobs.repository';
import { loadConfigOrExit, openConfiguredDatabase } from './startup';

/** Background jobs only (corrections, payments), for deployments that run them apart from the API. */
async function main() {
  const config = loadConfigOrExit();
  const log = pino({ level: config.LOG_LEVEL, base: { role: 'worker' } });
  const database = await openConfiguredDatabase(config);
  const ctx = createContext(config, database, log);
  startBackgroundJobs(ctx);
  log.info({ database: database.kind }, 'tâches de fond démarrées');

  // The worker's health for an orchestrator: the database answers, and how many jobs wait or failed.
  const health =
    config.WORKER_HEALTH_PORT === undefined
      ? null
      : await startHealthServer(config.WORKER_HEALTH_PORT, config.HOST, async () => {
          await database.ping();
          const jobs = await createJobsRepository(ctx.db).queuedAndFailed();
          return { database: database.kind, jobs_queued: jobs.queued, jobs_failed: jobs.failed };
        });
  if (health) log.info({ port: health.port }, 'santé du worker sur /health');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'arrêt en cours');
    const timer = setTimeout(() => process.exit(1), 30_000);
    timer.unref();
    try {
      await health?.close();
      await ctx.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'arrêt incomplet');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void main();
