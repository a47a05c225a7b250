// Browser journeys, one command: builds if needed, starts the real server on a free port with a
// throwaway DATA_DIR (and a fresh database when TEST_DATABASE_URL is set), runs every journey of
// e2e/journeys/*.journey.mjs in Debian's Chromium, saves screenshots under e2e/artifacts/, stops.
//   node e2e/run.mjs [text]        only journeys whose name contains <text>
//   E2E_BUILD=1 / E2E_SKIP_BUILD=1 force or skip the build; E2E_SERVER_LOG=info shows the server's log
//   E2E_WEB_ENV=development serves a web build made with NODE_ENV=development (React's development
//     build: StrictMode runs every effect twice) from apps/web/dist-dev
//   E2E_FILES=exercise,learner only the journeys of e2e/journeys/ files whose name contains one of these
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { createHelpers, journeys } from './lib/harness.mjs';
import { startServer } from './lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const artifactsDir = path.join(here, 'artifacts');
const filter = process.argv[2]?.toLowerCase();

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

function buildIfNeeded() {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const outputs = ['apps/web/dist/index.html', 'apps/api/dist/server.js'].map((f) => path.join(root, f));
  const built = outputs.every(existsSync) ? Math.min(...outputs.map((f) => statSync(f).mtimeMs)) : 0;
  const sources = Math.max(
    ...[
      'apps/web/src',
      'apps/web/sw',
      'apps/web/public',
      'apps/web/index.html',
      'apps/api/src',
      'packages/shared/src',
    ].map((d) => {
      const p = path.join(root, d);
      return existsSync(p) && statSync(p).isFile() ? statSync(p).mtimeMs : newestMtime(p);
    }),
  );
  if (process.env.E2E_BUILD === '1' || built < sources) {
    console.log('==> npm run build');
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
}

const devWeb = process.env.E2E_WEB_ENV === 'development';
const devDist = 'apps/web/dist-dev';

/** The web app built as `npm run dev` serves it (NODE_ENV=development), into its own folder. */
function buildDevWeb() {
  // Always rebuilt (about 10 s): a stale development build would test old screens.
  console.log('==> construction web de développement (NODE_ENV=development)');
  execSync(`npx vite build --mode development --outDir dist-dev --emptyOutDir`, {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  });
}

async function main() {
  // Without Chromium nothing here can run: stop before building, with the install command.
  await import('../scripts/check-chromium.mjs');
  buildIfNeeded();
  if (devWeb) buildDevWeb();
  const only = (process.env.E2E_FILES ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const files = readdirSync(path.join(here, 'journeys'))
    .filter((f) => f.endsWith('.journey.mjs'))
    .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
    // The back-office journeys change content and settings of the shared server: they run last.
    .sort((x, y) => Number(x.startsWith('admin-')) - Number(y.startsWith('admin-')) || x.localeCompare(y));
  for (const f of files) await import(pathToFileURL(path.join(here, 'journeys', f)).href);
  const selected = journeys().filter((j) => !filter || j.name.toLowerCase().includes(filter));
  mkdirSync(artifactsDir, { recursive: true });

  console.log(
    `==> serveur de test${process.env.TEST_DATABASE_URL ? ' (PostgreSQL)' : ' (PGlite)'}` +
      (devWeb ? ', application web de développement' : ''),
  );
  const server = await startServer({
    root,
    log: process.env.E2E_SERVER_LOG !== undefined,
    env: devWeb ? { WEB_DIST: path.join(root, devDist) } : {},
  });
  let browser;
  const failures = [];
  const started = Date.now();
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      // Playwright gives every launch a fresh temporary profile (user-data-dir).
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A fake microphone that needs no permission prompt (voice recording journeys).
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    });
    console.log(`==> ${selected.length} parcours sur ${server.baseUrl}`);
    for (const j of selected) {
      const h = createHelpers({ browser, server, artifactsDir, journeyName: j.name });
      const t0 = Date.now();
      let timer;
      try {
        await Promise.race([
          j.fn(h),
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`délai dépassé (${j.timeoutMs / 1000} s)`)),
              j.timeoutMs,
            );
          }),
        ]);
        if (h.problems.length) throw new Error(h.problems.join('\n'));
        console.log(`  ✓ ${j.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
      } catch (err) {
        failures.push({ name: j.name, err });
        await h.captureFailure();
        console.log(
          `  ✗ ${j.name}\n    ${String(err?.stack ?? err)
            .split('\n')
            .join('\n    ')}`,
        );
      } finally {
        clearTimeout(timer);
        await h.close();
      }
    }
  } finally {
    await browser?.close().catch(() => {});
    await server.stop();
  }
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\n${selected.length - failures.length}/${selected.length} parcours réussis en ${secs} s` +
      ` — captures dans ${path.relative(process.cwd(), artifactsDir)}/`,
  );
  if (failures.length || selected.length === 0) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
