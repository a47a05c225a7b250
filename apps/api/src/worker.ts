import pino from 'pino';
import { sql } from 'drizzle-orm';
import { createContext } from './context';
import { startHealthServer } from './lib/health-server';
import { loadConfigOrExit, openConfiguredDatabase } from './startup';

/** Background jobs only (corrections, payments), for deployments that run them apart from the API. */
async function main() {
  const config = loadConfigOrExit();
  const log = pino({ level: config.LOG_LEVEL, base: { role: 'worker' } });
  const database = await openConfiguredDatabase(config);
  const ctx = createContext(config, database, log);
  ctx.services.billing.jobs.start(ctx.jobs);
  ctx.services.correction.startWorkers();
  ctx.services.retention.start(ctx.jobs);
  log.info({ database: database.kind }, 'tâches de fond démarrées');

  // The worker's health for an orchestrator: the database answers, and how many jobs wait or failed.
  const health =
    config.WORKER_HEALTH_PORT === undefined
      ? null
      : await startHealthServer(config.WORKER_HEALTH_PORT, config.HOST, async () => {
          await database.ping();
          const res = await ctx.db.execute<{ queued: number; failed: number }>(
            sql`select count(*) filter (where state = 'queued')::int as queued,
                       count(*) filter (where state = 'failed')::int as failed from jobs`,
          );
          const row = res.rows[0];
          return {
            database: database.kind,
            jobs_queued: Number(row?.queued ?? 0),
            jobs_failed: Number(row?.failed ?? 0),
          };
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
