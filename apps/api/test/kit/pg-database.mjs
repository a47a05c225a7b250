import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty database on the PostgreSQL server at `serverUrl`, named `<prefix>_<time>_<random>`;
 * drop() removes it (connections still open included). Plain JavaScript so that the unit tests,
 * the browser journeys and the benches share it.
 */
export async function createThrowawayPgDatabase(serverUrl, prefix = 't') {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const a = new pg.Client({ connectionString: serverUrl });
      await a.connect();
      try {
        await a.query(`drop database if exists ${name} with (force)`);
      } finally {
        await a.end();
      }
    },
  };
}
