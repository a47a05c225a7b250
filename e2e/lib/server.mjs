// Starts the real server (node apps/api/dist/server.js) on a free port with a throwaway DATA_DIR,
// and a fresh database on TEST_DATABASE_URL's server when that variable is set.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createThrowawayPgDatabase } from '../../apps/api/test/kit/pg-database.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const createDatabase = (serverUrl) => createThrowawayPgDatabase(serverUrl, 'e2e');

export async function startServer({ root, env = {}, log = false }) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prepa-e2e-'));
  const database = process.env.TEST_DATABASE_URL ? await createDatabase(process.env.TEST_DATABASE_URL) : null;
  const baseUrl = `http://127.0.0.1:${port}`;
  const childEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: process.env.E2E_SERVER_LOG ?? 'warn',
    SEED_DEMO: 'true',
    // Every journey registers its own learners from 127.0.0.1.
    REGISTRATIONS_PER_HOUR: '1000',
    SMTP_URL: '',
    REDIS_URL: '',
    DATABASE_URL: database?.url ?? '',
    ...env,
  };
  delete childEnv.TEST_DATABASE_URL;
  // An administrator, made as an operator makes one (npm run user:create-admin), before the server
  // holds the embedded database.
  const admin = { email: 'admin-e2e@exemple.fr', password: 'PhareDeKribi26' };
  const made = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['apps/api/src/cli/create-admin.ts', '--email', admin.email, '--password', admin.password],
    { cwd: root, env: childEnv, encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`user:create-admin a échoué :\n${made.stdout}${made.stderr}`);
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
    if (log) process.stderr.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error(`Le serveur s'est arrêté (${JSON.stringify(exited)}) :\n${output.join('')}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`/api/health ne répond pas après 120 s :\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  // Warm-up: the catalogue answers (demo content imported, database connections open).
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`${baseUrl}/api/exam-type/`).catch(() => null);
    if (res?.ok && ((await res.json().catch(() => [])) ?? []).length > 0) break;
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    baseUrl,
    dataDir,
    admin,
    output,
    async stop() {
      if (!exited) {
        const done = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await done;
        clearTimeout(timer);
      }
      if (database) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
