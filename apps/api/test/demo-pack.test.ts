import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('demo content pack', () => {
  it('passes the pack validator: TCF speaking tasks carry their durations, writing tasks their points', () => {
    const run = spawnSync(process.execPath, ['scripts/content/validate.mjs'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('aucune erreur');
  });
});
