import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers expose the same query builder; typed once as the node-postgres flavour. */
export type Db = NodePgDatabase<Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (used by health checks and the job queue). */
  ping(): Promise<void>;
  /** Applies pending migrations (on PostgreSQL under an advisory lock, so several processes may start at once). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The migrations folder: next to this file in the sources, `migrations/` beside the bundle. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((c) => existsSync(path.join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations introuvables (cherchées dans ${candidates.join(', ')})`);
  return found;
}

export interface DbOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; `memory://` or undefined keeps it in memory. */
  pgliteDir?: string;
  poolSize?: number;
}

export async function openDatabase(opts: DbOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 20,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    });
    // A lost server must not crash the process: the pool reconnects on the next query.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      migrate: async () => {
        const conn = await pool.connect();
        try {
          await conn.query('select pg_advisory_lock(724301)');
          try {
            await migratePg(drizzlePg(conn), { migrationsFolder: migrationsFolder() });
          } finally {
            await conn.query('select pg_advisory_unlock(724301)');
          }
        } finally {
          conn.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (opts.pgliteDir && opts.pgliteDir !== 'memory://') {
    mkdirSync(opts.pgliteDir, { recursive: true });
  }
  const client = new PGlite(opts.pgliteDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
    },
    close: () => client.close(),
  };
}
