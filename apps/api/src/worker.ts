import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { createContext } from './context';
import { openDatabase } from './db/client';

/** Background jobs only (corrections, payments), for deployments that run them apart from the API. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = pino({ level: config.LOG_LEVEL, base: { role: 'worker' } });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await database.migrate();
  const ctx = createContext(config, database, log);
  ctx.services.billing.jobs.start(ctx.jobs);
  ctx.services.correction.startWorkers();
  ctx.services.retention.start(ctx.jobs);
  log.info({ database: database.kind }, 'tâches de fond démarrées');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'arrêt en cours');
    const timer = setTimeout(() => process.exit(1), 30_000);
    timer.unref();
    try {
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
