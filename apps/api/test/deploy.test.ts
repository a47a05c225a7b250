import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/config';

/**
 * The container files read as an operator's machine would read them (no Docker engine needed):
 * compose.yaml interpolated with an .env, each service's environment accepted by the real
 * configuration loader, and the Dockerfile's promises (non-root, Debian ffmpeg and Grammalecte).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (f: string) => readFileSync(path.join(root, f), 'utf8');

/** Compose interpolation: ${V}, ${V:-default}, ${V:?message} (unset or empty is an error), $$. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(/\$\$|\$\{(\w+)(?::([-?])([^}]*))?\}/g, (all, name?: string, op?: string, arg = '') => {
    if (all === '$$') return '$';
    const v = env[name!];
    if (op === '?' && !v) throw new Error(`${name} : ${arg}`);
    if (op === '-' && !v) return arg;
    return v ?? '';
  });
}

type Service = {
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  image?: string;
};

const dotenv: Record<string, string> = {
  PUBLIC_URL: 'https://prepa.exemple.com',
  JWT_SECRET: 'x'.repeat(48),
  POSTGRES_PASSWORD: 'mot-de-passe-pg',
  MINIO_ROOT_USER: 'prepa',
  MINIO_ROOT_PASSWORD: 'mot-de-passe-minio',
  NOTCHPAY_PUBLIC_KEY: 'pk.live_exemple',
  NOTCHPAY_HASH_KEY: 'hash_test',
  SMTP_URL: 'smtp://prepa:secret@smtp.exemple.com:587',
};
const compose = () =>
  parse(interpolate(read('compose.yaml'), dotenv), { merge: true }) as {
    services: Record<string, Service>;
    volumes: Record<string, unknown>;
  };

describe('compose.yaml', () => {
  it('When an operator fills .env, then the app and the worker start with a configuration the server accepts', () => {
    const { services } = compose();
    expect(Object.keys(services).sort()).toEqual([
      'app',
      'minio',
      'minio-init',
      'postgres',
      'redis',
      'worker',
    ]);
    for (const name of ['app', 'worker']) {
      const config = loadConfig({ ...services[name]!.environment, DATA_DIR: '/tmp/prepa-compose-test' });
      expect(config.NODE_ENV).toBe('production');
      expect(config.DATABASE_URL).toBe('postgres://prepa:mot-de-passe-pg@postgres:5432/prepa');
      expect(config.S3_BUCKET).toBe('prepa');
    }
    expect(services.app!.environment!.RUN_WORKERS).toBe('false');
    expect(services.worker!.environment!.WORKER_HEALTH_PORT).toBe('3001');
  });

  it('When a required secret is missing, then compose refuses to start with its name', () => {
    const { JWT_SECRET: _, ...partial } = dotenv;
    expect(() => interpolate(read('compose.yaml'), partial)).toThrow(/JWT_SECRET/);
  });

  it('When the stack runs, then every long-lived service has a healthcheck and its data a named volume', () => {
    const { services, volumes } = compose();
    for (const [name, s] of Object.entries(services)) {
      if (name === 'minio-init') continue;
      expect(s.healthcheck?.test?.[0], name).toBe('CMD');
    }
    for (const s of Object.values(services))
      for (const v of s.volumes ?? []) expect(Object.keys(volumes)).toContain(v.split(':')[0]);
    expect(services.app!.depends_on).toMatchObject({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
      'minio-init': { condition: 'service_completed_successfully' },
    });
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  it('When the image is built, then it runs as a non-root user with Debian ffmpeg and Grammalecte, on Node ≥ 20.19', () => {
    const stages = dockerfile.match(/^FROM .+ AS \w[\w-]*/gm) ?? [];
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:22-bookworm-slim$/m);
    expect(dockerfile).toMatch(/apt-get install -y --no-install-recommends ffmpeg grammalecte-cli/);
    expect(dockerfile).toMatch(/rm -rf \/var\/lib\/apt\/lists/);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    const lastUser = [...dockerfile.matchAll(/^USER (\S+)$/gm)].at(-1)?.[1];
    expect(lastUser).toBe('node');
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/api\/health/m);
    expect(dockerfile).toMatch(/^CMD \["node", "apps\/api\/dist\/server.js"\]$/m);
  });

  it('When files are copied into the image, then each source exists in the repository', () => {
    for (const m of dockerfile.matchAll(/^COPY (?!--from)(?:--\S+ )*(.+) \S+$/gm))
      for (const src of m[1]!.split(' ')) expect(() => read(src), src).not.toThrow(/ENOENT/);
  });
});
