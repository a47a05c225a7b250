import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from './database';

export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prepa-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'secret-de-test-'.padEnd(48, 'x'),
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RUN_WORKERS: 'false',
    GRAMMALECTE_DISABLED: 'true',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

/** Builds the real application on a fresh database; close() tears both down. */
export async function createTestApp(
  opts: Partial<Omit<BuildOptions, 'config' | 'database'>> & { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const config = testConfig(opts.env);
  const database = await createTestDatabase();
  const app = await buildApp({ logger: false, ...opts, config, database });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Registers and logs in a learner; returns tokens and the user. */
export async function registerAndLogin(
  app: FastifyInstance,
  email = `apprenant-${randomBytes(4).toString('hex')}@exemple.fr`,
  password = 'PlageDeKribi26',
) {
  const reg = await app.inject({
    method: 'POST',
    url: '/api/user/create/',
    payload: { username: email, email, password, first_name: 'Awa', last_name: 'Ndiaye' },
  });
  if (reg.statusCode !== 201) throw new Error(`inscription refusée : ${reg.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth-token',
    payload: { username: email, password },
  });
  if (login.statusCode !== 200) throw new Error(`connexion refusée : ${login.body}`);
  const body = login.json() as { token: { access: string; refresh: string }; user: { id: number } };
  return {
    email,
    password,
    access: body.token.access,
    refresh: body.token.refresh,
    user: body.user,
    headers: { authorization: `Bearer ${body.token.access}` },
  };
}

/**
 * Registers a user, promotes it to `admin` in the database and logs in again (the role travels in
 * the access token). For the back-office tests.
 */
export async function registerAdmin(app: FastifyInstance, email?: string) {
  const { eq } = await import('drizzle-orm');
  const { users } = await import('../../src/db/schema');
  const u = await registerAndLogin(app, email);
  await app.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, u.user.id));
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth-token',
    payload: { username: u.email, password: u.password },
  });
  const access = login.json().token.access as string;
  return { ...u, access, headers: { authorization: `Bearer ${access}` } };
}
