import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { DatabaseLockedError } from './db/pglite-lock';

/** Reads the configuration, or prints the list of problems and stops the process. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** Opens the configured database (PostgreSQL or the embedded one in DATA_DIR) and applies migrations. */
export async function openConfiguredDatabase(
  config: Config,
  poolSize = config.DATABASE_POOL_SIZE,
): Promise<Database> {
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: path.join(config.dataDir, 'pglite'),
      poolSize,
    });
  } catch (err) {
    if (err instanceof DatabaseLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await database.migrate();
  return database;
}

/** Runs a command-line task on the configured database, closing it afterwards. */
export async function withDatabase<T>(task: (database: Database, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfigOrExit();
  const database = await openConfiguredDatabase(config, 2);
  try {
    return await task(database, config);
  } finally {
    await database.close();
  }
}
