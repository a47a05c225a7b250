import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client';
import { createThrowawayPgDatabase } from './pg-database.mjs';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * a new database on the server named by TEST_DATABASE_URL otherwise (dropped on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const created = await createThrowawayPgDatabase(serverUrl, 't');
  const database = await openDatabase({ databaseUrl: created.url, poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/** A second pool on the same PostgreSQL test database, as another process would hold (TEST_DATABASE_URL). */
export async function openSecondPool(database: Database): Promise<Database> {
  const res = await database.db.execute<{ db: string }>(sql`select current_database() as db`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${res.rows[0]!.db}`;
  return openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
}
