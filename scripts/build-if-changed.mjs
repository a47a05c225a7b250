// `npm start`: rebuilds the web app and/or the API only when one of their sources is newer than
// what was built (or nothing was built yet); BUILD=1 forces both.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

const shared = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];
const sides = [
  {
    workspace: '@prepa/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/sw',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      ...shared,
    ],
  },
  {
    workspace: '@prepa/api',
    output: 'apps/api/dist/server.js',
    sources: ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', ...shared],
  },
];

for (const side of sides) {
  const output = path.join(root, side.output);
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const sources = Math.max(...side.sources.map((s) => newestMtime(path.join(root, s))));
  if (process.env.BUILD === '1' || built < sources) {
    console.log(`==> construction de ${side.workspace}`);
    execSync(`npm run build -w ${side.workspace}`, { cwd: root, stdio: 'inherit' });
  } else {
    console.log(`==> ${side.workspace} : à jour, pas de reconstruction`);
  }
}
