import { getGender } from 'gender-detection-from-name';
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

const LISTS = ['en', 'it', 'es', 'fr', 'de'] as const;

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
  // every language list must agree, with and without accents: the lists disagree on "Moussa",
  // "Jean" or "Léon", which are men's names
  const plain = first.normalize('NFD').replace(/\p{M}/gu, '');
  return [first, plain].every((n) => LISTS.every((lang) => getGender(n, lang) === 'female'));
}
