// Rebuilds packages/shared/lists/common-passwords.{en,fr}.json (see packages/shared/lists/README.md).
// Usage: node scripts/build-password-lists.mjs <language-common dir> <language-fr dir> <language-en dir>
// where each dir is an unpacked `npm pack @zxcvbn-ts/language-…` (its `package/` folder).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [common, fr, en] = process.argv.slice(2);
if (!common || !fr || !en) {
  console.error('usage: node scripts/build-password-lists.mjs <language-common> <language-fr> <language-en>');
  process.exit(2);
}
const SIZE = 10_000;
const read = (dir, file) => JSON.parse(readFileSync(path.join(dir, 'src', file), 'utf8'));
/** The same normalisation as packages/shared/src/password-policy.ts. */
const norm = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const letters = (s) => norm(s).replace(/[^a-z]/g, '');

const ranked = read(common, 'passwords.json');
const frWords = read(fr, 'commonWords.json');
const frNames = read(fr, 'firstnames.json');
const enWords = new Set([...read(en, 'commonWords.json'), ...read(en, 'firstnames.json')].map(letters));
const french = new Set([...frWords.slice(0, 30_000), ...frNames].map(letters));

function take(sources) {
  const out = new Set();
  for (const list of sources)
    for (const w of list) {
      if (out.size >= SIZE) return [...out];
      const n = norm(String(w)).trim();
      if (n && !/\s/.test(n)) out.add(n);
    }
  return [...out];
}

// English: the first 10,000 of the ranked list of leaked passwords.
const english = take([ranked]);

// French, in this order until 10,000:
// 1. leaked passwords of the ranked list whose letters are a French word or first name (not English);
const leakedFrench = ranked.filter((w) => {
  const l = letters(w);
  return (l.length >= 3 && french.has(l) && !enWords.has(l)) || /azerty|motdepasse|jetaime/.test(w);
});
// 2. French patterns written for this project (keyboard walks, phrases, places, pet names);
const patterns = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../packages/shared/lists/french-patterns.txt'),
  'utf8',
)
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));
// 3. the most frequent French words (OpenSubtitles), then first names, 4 letters or more.
const names = frNames.filter((w) => letters(w).length >= 4);
const words = frWords.filter((w) => letters(w).length >= 4 && /^[\p{L}]+$/u.test(w));
const frenchList = take([leakedFrench, patterns, words, names]);

const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../packages/shared/lists');
const write = (name, list) =>
  writeFileSync(path.join(dataDir, name), `[\n  ${list.map((w) => JSON.stringify(w)).join(',\n  ')}\n]\n`);
write('common-passwords.en.json', english);
write('common-passwords.fr.json', frenchList);
console.log(
  `en ${english.length}; fr ${frenchList.length} (${leakedFrench.length} fuités, ${patterns.length} motifs)`,
);
