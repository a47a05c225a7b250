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
import { lockPgliteFolder } from './pglite-lock';
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
  /** A hot statement: on PostgreSQL prepared once per connection under `name` (parsed and planned once). */
  prepared: PreparedQuery;
  /** Applies pending migrations (on PostgreSQL under an advisory lock, so several processes may start at once). */
  migrate(): Promise<void>;
  /** LISTENs to a channel; returns the function that stops listening. */
  subscribe(channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type PreparedQuery = <R>(name: string, text: string, values: unknown[]) => Promise<R[]>;

/** What a LISTENer hears: each NOTIFY, and whether notifications may currently be missed. */
export interface ChannelHandlers {
  notify(): void;
  /** false while the listening connection is down (a NOTIFY could be lost), true once listening. */
  live(on: boolean): void;
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
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      prepared: async <R>(name: string, text: string, values: unknown[]) =>
        (await pool.query({ name, text, values })).rows as R[],
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
      async subscribe(channel, handlers) {
        const stop = listenWithReconnect(opts.databaseUrl!, channel, handlers);
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
      async close() {
        await Promise.allSettled([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  let unlock = () => {};
  if (opts.pgliteDir && opts.pgliteDir !== 'memory://') {
    mkdirSync(opts.pgliteDir, { recursive: true });
    unlock = lockPgliteFolder(path.join(path.dirname(opts.pgliteDir), 'pglite.lock'));
  }
  let client: PGlite;
  try {
    client = new PGlite(opts.pgliteDir);
    await client.waitReady;
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    prepared: async <R>(_name: string, text: string, values: unknown[]) =>
      (await client.query<R>(text, values)).rows,
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
    },
    // One process owns an embedded database: NOTIFY is heard on commit, never missed.
    async subscribe(channel, handlers) {
      const unlisten = await client.listen(channel, () => handlers.notify());
      handlers.live(true);
      return unlisten;
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * A dedicated connection LISTENing on PostgreSQL. When it drops (server restart), the handlers
 * hear live(false) and it reconnects with a growing delay; live(true) once it listens again.
 */
function listenWithReconnect(url: string, channel: string, handlers: ChannelHandlers): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let delay = 500;
  const retry = () => {
    handlers.live(false);
    client = null;
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, 10_000);
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    c.on('error', () => {});
    c.on('end', () => {
      if (client === c) retry();
    });
    c.on('notification', (n) => {
      if (n.channel === channel) handlers.notify();
    });
    try {
      await c.connect();
      await c.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    } catch {
      await c.end().catch(() => {});
      retry();
      return;
    }
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    delay = 500;
    handlers.live(true);
  };
  void connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}
