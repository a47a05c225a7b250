// Bundles the API (with the shared package) into dist/, next to its SQL migrations.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: Object.fromEntries(
    Object.entries({ server: 'src/server.ts', worker: 'src/worker.ts' }).filter(([, f]) => existsSync(f)),
  ),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  outdir: 'dist',
  packages: 'external',
  alias: { '@prepa/shared': '../../packages/shared/src/index.ts' },
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
