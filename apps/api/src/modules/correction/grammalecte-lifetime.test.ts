import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireTools } from '../../../test/kit/tools';
import { findOnPath } from './grammalecte';

const here = path.dirname(fileURLToPath(import.meta.url));
const parentScript = path.resolve(here, '../../../test/fixtures/grammalecte-parent.ts');
const server = findOnPath('grammalecte-server');

/** Processes whose command line mentions `marker`. */
function processesWith(marker: string): number[] {
  const found: number[] = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker)) found.push(Number(pid));
    } catch {
      /* gone */
    }
  }
  return found;
}

describe('grammar server lifetime', () => {
  beforeAll(() => requireTools('grammalecte-server'));
  it('When the process that started grammalecte-server is killed with SIGKILL, then the server and its workers stop too', async () => {
    // A private folder on PATH: the server's command line names it, so its processes can be found.
    const bin = mkdtempSync(path.join(tmpdir(), 'prepa-gl-'));
    symlinkSync(server!, path.join(bin, 'grammalecte-server'));
    // Node itself with the TypeScript loader (the tsx launcher would add a process in between).
    const parent = spawn(process.execPath, ['--import', 'tsx', parentScript], {
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      parent.stdout!.on('data', (d: Buffer) => d.toString().includes('READY') && resolve());
      parent.on('exit', () => reject(new Error('le processus parent s’est arrêté avant le démarrage')));
    });
    expect(processesWith(bin).length).toBeGreaterThan(0);
    parent.kill('SIGKILL');
    const deadline = Date.now() + 10_000;
    while (processesWith(bin).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(processesWith(bin)).toEqual([]);
  }, 90_000);
});
