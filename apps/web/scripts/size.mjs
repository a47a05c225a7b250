// Measures what a phone downloads for the first screen of the home page: the entry chunk, every
// chunk it imports statically, the home route's chunk and its static imports, and the CSS.
// Sizes are gzip (level 9, as served precompressed) and brotli. Budgets (DESIGN §8): JS <= 100 KB,
// CSS <= 25 KB gzip. Usage: npm run size [-- --no-build]
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webDir, 'dist');
const HOME = 'src/features/home/HomePage.tsx';
const BUDGET_JS = 100 * 1024;
const BUDGET_CSS = 25 * 1024;

if (!process.argv.includes('--no-build')) {
  execSync('npx vite build --logLevel warn', { cwd: webDir, stdio: 'inherit' });
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set();
const css = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const c of chunk.css ?? []) css.add(c);
  for (const i of chunk.imports ?? []) visit(i);
};
visit('index.html');
if (!manifest[HOME]) throw new Error(`${HOME} absent du manifeste`);
visit(HOME);

const measure = (file) => {
  const buf = readFileSync(path.join(dist, file));
  return {
    file,
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = [...files].map(measure);
const cssRows = [...css].map(measure);
const sum = (list, k) => list.reduce((a, r) => a + r[k], 0);

console.log('\nPremier écran de la page d’accueil (JS chargé avant affichage) :');
for (const r of [...rows, ...cssRows]) {
  console.log(
    `  ${r.file.padEnd(40)} ${kb(r.raw).padStart(10)} brut  ${kb(r.gzip).padStart(9)} gzip  ${kb(r.brotli).padStart(9)} brotli`,
  );
}
// Loaded right after the first paint: the home sections fed by the API (with the query library).
const deferred = new Set();
const visitDeferred = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file) || deferred.has(chunk.file)) return;
  deferred.add(chunk.file);
  for (const i of chunk.imports ?? []) visitDeferred(i);
};
for (const d of manifest[HOME].dynamicImports ?? []) visitDeferred(d);
const deferredRows = [...deferred].map(measure);
console.log('\nChargé juste après l’affichage (sections alimentées par l’API) :');
for (const r of deferredRows)
  console.log(`  ${r.file.padEnd(40)} ${kb(r.raw).padStart(10)} brut  ${kb(r.gzip).padStart(9)} gzip`);
console.log(`  total : ${kb(sum(deferredRows, 'gzip'))} gzip`);

const js = sum(rows, 'gzip');
const cssGz = sum(cssRows, 'gzip');
console.log(`\n  JS  : ${kb(js)} gzip (${kb(sum(rows, 'brotli'))} brotli) — budget ${kb(BUDGET_JS)}`);
console.log(`  CSS : ${kb(cssGz)} gzip (${kb(sum(cssRows, 'brotli'))} brotli) — budget ${kb(BUDGET_CSS)}\n`);
if (js > BUDGET_JS || cssGz > BUDGET_CSS) {
  console.error('Budget dépassé.');
  process.exit(1);
}
