import { createRequire } from 'node:module';
import type { Finding } from './types';

/** Shared pieces of the complementary rules: word boundaries, offsets, findings, noun genders. */

/** Noun genders of the Lefff (a JSON file, read with require: no import attribute needed in the build). */
export const G = createRequire(import.meta.url)('french-words-gender-lefff/dist/words.json') as Record<
  string,
  'M' | 'F'
>;
// The list writes "oe" where French writes the ligature ("coeur", "soeur", "oeuvre"): each such
// noun is also known with its "œ", as learners and their keyboards write it.
for (const k of Object.keys(G)) if (/oeu|^oe/u.test(k)) G[k.replace(/oe(?=u)|^oe/gu, 'œ')] ??= G[k]!;
// Everyday nouns the list leaves out (it drops nouns given both genders by some dictionary, such
// as "légume"; others are Canadian or recent)
for (const [w, g] of Object.entries({
  légume: 'M',
  pied: 'M',
  période: 'F',
  vidéo: 'F',
  radio: 'F',
  cégep: 'M',
  cellulaire: 'M',
  imprévu: 'M',
  covoiturage: 'M',
  abribus: 'M',
} as const))
  G[w] ??= g;

/**
 * "à" or "de" before a determiner, contracted as French writes it: "au", "aux", "du", "des";
 * "à la", "de l'", "à mon" otherwise, and the preposition alone with no determiner.
 */
export function withArticle(prep: 'à' | 'de', det?: string): string {
  const d = det?.toLowerCase();
  if (d === 'le') return prep === 'à' ? 'au' : 'du';
  if (d === 'les') return prep === 'à' ? 'aux' : 'des';
  return det ? `${prep} ${det}` : prep;
}

/** A set of words written as one space-separated string. */
export const wordSet = (words: string) => new Set(words.split(' '));

/** No letter or digit before / after. */
export const B = '(?<![\\p{L}\\p{N}])';
export const E = '(?![\\p{L}\\p{N}])';
/** An apostrophe, straight or typographic. */
export const AP = "['’]";

/** Words opening with an aspirated "h": no elision before them ("je le hais", "de hurler"). */
const ASPIRATED = new Set(
  'haïr hais hait haïssent hurler hurle hisser heurter harceler hacher hanter hasarder hâter hausser héler'.split(
    ' ',
  ),
);
/** Whether "le", "de", "ne"… elide before this word (a vowel or a mute "h"). */
export const elidesBefore = (word: string) => {
  const low = word.toLowerCase();
  return /^[aeiouyéèêàâîôûœ]/u.test(low) || (low.startsWith('h') && !ASPIRATED.has(low));
};

/** Code-point offset of a UTF-16 index. */
export function cp(text: string, index: number) {
  return Array.from(text.slice(0, index)).length;
}

/** A finding on `original` at UTF-16 index `index`; the replacement takes the original's capital. */
export function finding(
  text: string,
  index: number,
  original: string,
  replacement: string,
  message: string,
  category: string,
): Finding {
  const start = cp(text, index);
  const rep = /^\p{Lu}/u.test(original) ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;
  const typographic = original.includes('’');
  const r = typographic ? rep.replace(/'/g, '’') : rep;
  return {
    start,
    end: start + Array.from(original).length,
    replacement: r,
    suggestions: [r],
    message,
    source: 'regle',
    category,
  };
}

/** Gender of a common noun from the Lefff (plural endings tried off), or null when unknown or ambiguous. */
export function genderOf(noun: string, plural: boolean): 'M' | 'F' | null {
  const n = noun.toLowerCase();
  const singular = plural ? n.replace(/(?<=..)(?:s|x)$/, '') : n;
  return G[singular] ?? G[n] ?? null;
}

/** Start of the clause an index belongs to (after . ! ? ; : or a line break). */
export function clauseBefore(text: string, index: number): string {
  const before = text.slice(0, index);
  const cut = Math.max(...['.', '!', '?', ';', ':', '\n'].map((c) => before.lastIndexOf(c)));
  return before.slice(cut + 1);
}

/** Rest of the sentence after an index (up to . ! ? or a line break). */
export function sentenceAfter(text: string, index: number): string {
  const m = /[.!?\n]/.exec(text.slice(index));
  return text.slice(index, m ? index + m.index : text.length);
}
