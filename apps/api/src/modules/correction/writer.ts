import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SIGNATURE } from './proper-nouns';

/**
 * The writer's gender when the text says it: a signature whose first name is a woman's
 * ("À bientôt,\nCarla"). Names given to women and men alike are left undecided, and so is a text
 * without a signature line.
 */

/** First names borne by women and men in French-speaking countries. */
const EITHER = new Set(
  'dominique camille claude sacha alix morgan charlie andrea ange yannick maxime kim lan thi noa eden sam alex ali ariel jordan lou marie-claude jean-marie'.split(
    ' ',
  ),
);

const LISTS = ['en', 'it', 'es', 'fr', 'de', 'tr'] as const;

/**
 * How many entries of the first-name lists (package `gender-detection-from-name`) give a name to
 * women and to men, read from their source: a list may give one name twice ("Innocent" is a man's
 * name and a woman's in the French list), which the package's own lookup hides by keeping the
 * last entry.
 */
let entries: Map<string, { female: number; male: number }> | null = null;
function entriesOf(name: string): { female: number; male: number } {
  if (!entries) {
    entries = new Map();
    const require = createRequire(import.meta.url);
    for (const lang of LISTS) {
      const src = readFileSync(require.resolve(`gender-detection-from-name/names/${lang}.js`), 'utf8');
      for (const m of src.matchAll(/\['([^']+)',\s*'(male|female)'\]/gu)) {
        const e = entries.get(m[1]!) ?? { female: 0, male: 0 };
        e[m[2] as 'female' | 'male']++;
        entries.set(m[1]!, e);
      }
    }
  }
  return entries.get(name.toLowerCase()) ?? { female: 0, male: 0 };
}

/** Whether a word is a first name of the lists. */
export function isFirstName(word: string): boolean {
  const e = entriesOf(word);
  return e.female + e.male > 0;
}

/** Closing words that may stand on the last line before a name ("Bises, Carla"). */
const CLOSING = /^(?:bises|amitiés|cordialement|salutations|merci|à bientôt|à samedi|bisous)[ ,!.]*/iu;

export function signedByWoman(text: string): boolean {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length < 2) return false;
  const last = lines[lines.length - 1]!.replace(CLOSING, '');
  if (!SIGNATURE.test(last)) return false;
  const first = last.split(/[\s,.!]+/u)[0]!;
  if (EITHER.has(first.toLowerCase())) return false;
  // the lists must give it to women at least three times as often as to men, with and without
  // accents: "Chantal" (4 to 1) is a woman's name; "Moussa", "Jean", "Léon", "Innocent" are not
  // decided that way
  const plain = first.normalize('NFD').replace(/\p{M}/gu, '');
  return [first, plain].every((n) => {
    const e = entriesOf(n);
    return e.female > 0 && e.female >= 3 * e.male;
  });
}
