import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SIGNATURE } from './proper-nouns';

/**
 * The writer's gender when the text says it: a signature whose first name is a woman's
 * ("À bientôt,\nCarla"). Names given to women and men alike are left undecided, and so is a text
 * without a signature line.
 */

/** Women's names that a list also gives as a man's second name ("Jean-Marie"). */
const WOMEN = new Set(['marie', 'anne']);

/** First names borne by women and men in French-speaking countries. */
const EITHER = new Set(
  'dominique camille claude sacha alix morgan charlie andrea ange yannick maxime kim lan thi noa eden sam alex ali ariel jordan lou marie-claude jean-marie'.split(
    ' ',
  ),
);

const LISTS = ['en', 'it', 'es', 'fr', 'de', 'tr'] as const;

/**
 * Every gender the first-name lists (package `gender-detection-from-name`) give a name, read from
 * their source: a list may give one name twice ("Innocent" is a man's name and a woman's in the
 * French list), which the package's own lookup hides by keeping the last entry.
 */
let genders: Map<string, Set<string>> | null = null;
function gendersOf(name: string): Set<string> | undefined {
  if (!genders) {
    genders = new Map();
    const require = createRequire(import.meta.url);
    for (const lang of LISTS) {
      const src = readFileSync(require.resolve(`gender-detection-from-name/names/${lang}.js`), 'utf8');
      for (const m of src.matchAll(/\['([^']+)',\s*'(male|female)'\]/gu)) {
        const set = genders.get(m[1]!) ?? new Set<string>();
        set.add(m[2]!);
        genders.set(m[1]!, set);
      }
    }
  }
  return genders.get(name.toLowerCase());
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
  // every entry of every list must say "female", with and without accents: the lists disagree on
  // "Moussa", "Jean", "Léon" or "Innocent", which are men's names
  const plain = first.normalize('NFD').replace(/\p{M}/gu, '');
  if (WOMEN.has(plain.toLowerCase())) return true;
  return [first, plain].every((n) => {
    const g = gendersOf(n);
    return !!g && g.size === 1 && g.has('female');
  });
}
