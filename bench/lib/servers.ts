/**
 * Processes for benchmarks and fault tests: the real API (built server), the worker, a bare
 * Fastify hello-world, and throwaway PostgreSQL databases. Loopback only.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createThrowawayPgDatabase } from '../../apps/api/test/kit/pg-database.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const JWT_SECRET = 'secret-de-mesure-'.padEnd(48, 'x');
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const e of readdirSync(p, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, e.name)));
  }
  return newest;
}

/** Builds the web app and the API when a source is newer than the outputs (BENCH_BUILD=1 forces it). */
export function buildIfNeeded() {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  const outputs = ['apps/web/dist/index.html', 'apps/api/dist/server.js', 'apps/api/dist/worker.js'].map(
    (f) => path.join(root, f),
  );
  const built = outputs.every((f) => existsSync(f))
    ? Math.min(...outputs.map((f) => statSync(f).mtimeMs))
    : 0;
  const sources = Math.max(
    ...['apps/web/src', 'apps/web/index.html', 'apps/api/src', 'packages/shared/src'].map((d) =>
      newestMtime(path.join(root, d)),
    ),
  );
  if (process.env.BENCH_BUILD === '1' || built < sources) {
    console.log('==> npm run build');
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
}

export interface PgDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh database on the local PostgreSQL server, dropped by drop(). */
export async function createPgDatabase(prefix = 'bench'): Promise<PgDatabase> {
  return createThrowawayPgDatabase(PG_SERVER, prefix);
}

export interface Proc {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  output: string[];
  exited: () => { code: number | null; signal: NodeJS.Signals | null } | null;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function track(child: ChildProcess, port: number, echo: boolean): Proc {
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 300) output.shift();
    if (echo) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  child.on('exit', (code, signal) => {
    exit = { code, signal };
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    child,
    output,
    exited: () => exit,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (exit) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await done;
      clearTimeout(timer);
    },
  };
}

export async function waitHealthy(p: Proc, url = `${p.baseUrl}/api/health`, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (p.exited())
      throw new Error(`processus arrêté (${JSON.stringify(p.exited())}) :\n${p.output.join('')}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} ne répond pas :\n${p.output.join('')}`);
    await sleep(200);
  }
}

export interface ApiOptions {
  databaseUrl?: string;
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  echo?: boolean;
  /** Options of the node process itself (e.g. `--cpu-prof`). */
  nodeArgs?: string[];
}

/** The built API server (node apps/api/dist/server.js), demo content seeded, waits for /api/health. */
export async function startApi(o: ApiOptions = {}): Promise<Proc & { dataDir: string }> {
  const port = o.port ?? (await freePort());
  const dataDir = o.dataDir ?? mkdtempSync(path.join(tmpdir(), 'prepa-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOCAL_PRODUCTION: 'true',
    SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
    PAYMENT_PROVIDER: 'sandbox',
    JWT_SECRET,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    GRAMMALECTE_DISABLED: 'true',
    DATABASE_URL: o.databaseUrl ?? '',
    SMTP_URL: '',
    REDIS_URL: '',
    ...o.env,
  };
  const child = spawn(process.execPath, [...(o.nodeArgs ?? []), path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const p = track(child, port, !!o.echo);
  await waitHealthy(p);
  return Object.assign(p, { dataDir });
}

/** The built worker (`npm run worker` from the bundle) on a database. */
export function startWorker(o: ApiOptions & { databaseUrl: string }): Proc & { dataDir: string } {
  const dataDir = o.dataDir ?? mkdtempSync(path.join(tmpdir(), 'prepa-worker-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOCAL_PRODUCTION: 'true',
    SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
    PAYMENT_PROVIDER: 'sandbox',
    JWT_SECRET,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    GRAMMALECTE_DISABLED: 'true',
    DATABASE_URL: o.databaseUrl,
    REDIS_URL: '',
    ...o.env,
  };
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/worker.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return Object.assign(track(child, 0, !!o.echo), { dataDir });
}

/** A bare Fastify hello-world in its own process (the reference of the ratios). */
export async function startBareFastify(): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'bench/lib/bare-fastify.mjs'), String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const p = track(child, port, false);
  await waitHealthy(p, `${p.baseUrl}/`);
  return p;
}

export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}
