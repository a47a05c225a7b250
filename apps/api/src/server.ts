import { loadConfig, ConfigError } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import path from 'node:path';

async function main() {
  const started = performance.now();
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
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.ready();
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { database: database.kind, startupMs: Math.round(performance.now() - started) },
    `PrépaLangues prêt sur ${config.PUBLIC_URL}`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'arrêt en cours');
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'arrêt incomplet');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void main();
