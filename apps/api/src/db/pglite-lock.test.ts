import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DatabaseLockedError } from './pglite-lock';

const here = path.dirname(fileURLToPath(import.meta.url));
const createAdmin = path.resolve(here, '../cli/create-admin.ts');

describe('one process per embedded database', () => {
  it('When the server holds the embedded database, then a command-line tool on the same DATA_DIR is refused with a French message and the base is untouched', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'prepa-lock-'));
    const server = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    await server.migrate();
    try {
      const cli = spawnSync(
        process.execPath,
        ['--import', 'tsx', createAdmin, '--email', 'admin@exemple.fr', '--password', 'PlageDeKribi26'],
        {
          env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', DATABASE_URL: '' },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect(cli.status).toBe(1);
      expect(cli.stderr).toContain('La base embarquée (PGlite) est déjà ouverte par un autre processus');
      expect(cli.stderr).toContain('arrêtez le serveur');
      expect(cli.stderr).toContain('PostgreSQL');
      await expect(openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })).rejects.toBeInstanceOf(
        DatabaseLockedError,
      );
      await server.ping();
    } finally {
      await server.close();
    }
    // Released on close: the next process opens it.
    const next = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    await next.ping();
    await next.close();
  }, 90_000);

  it('When the lock was left by a process that no longer runs (crash), then it is taken over', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'prepa-lock-'));
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(path.join(dataDir, 'pglite.lock'), dead.stdout);
    const db = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    await db.ping();
    await db.close();
  }, 60_000);
});
