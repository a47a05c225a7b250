import { COMMON_STEMS } from './common-words';
import { frStem } from './lexicon';
import { G } from './rules-util';
import { normalize } from './text';
import { SUBJECT_PERSON, finiteForms, isInfinitive, participleForms, verbWords } from './verb-lexicon';

/** Spelling suggestions: how near they are, which one to apply, words the dictionary lacks. */

/** Damerau-free Levenshtein distance on accent-free lower-case words. */
export function distance(a: string, b: string): number {
  const x = normalize(a);
  const y = normalize(b);
  const d = Array.from({ length: x.length + 1 }, (_, i) => [i, ...new Array<number>(y.length).fill(0)]);
  for (let j = 1; j <= y.length; j++) d[0]![j] = j;
  for (let i = 1; i <= x.length; i++)
    for (let j = 1; j <= y.length; j++)
      d[i]![j] = Math.min(
        d[i - 1]![j]! + 1,
        d[i]![j - 1]! + 1,
        d[i - 1]![j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
  return d[x.length]![y.length]!;
}

/** Everyday words of Canadian French the dictionary lacks. */
export const CANADIAN = new Set(
  'condo condos texter texté textez sloche bines vélopartage autopartage pogo pogos déneigeuse déneigeuses tuques chum chums'.split(
    ' ',
  ),
);

const PREFIX =
  /^(?:cyber|auto|anti|co|re|ré|dé|multi|inter|télé|pré|post|sur|sous|bio|éco|néo|hyper|super|micro|mini|ultra|extra|non|semi|contre|demi|mini)-?(\p{L}{4,})$/iu;

/** "cyberintimidation", "réemballer": a frequent prefix before a word of the lexicon. */
export function isKnownCompound(word: string): boolean {
  const m = PREFIX.exec(word.toLowerCase());
  return (
    !!m && (!!G[m[1]!] || isInfinitive(m[1]!) || finiteForms(m[1]!).length > 0 || !!participleForms(m[1]!))
  );
}

let accentIndex: Map<string, string[]> | null = null;

/**
 * The words of the lexicons written with the same letters as `word` but other accents:
 * "eleves" → "élèves", "élevés" (the checker's suggestions may lack one of them).
 */
export function accentVariants(word: string): string[] {
  const index = loadAccentIndex();
  const lowerWord = word.toLowerCase();
  const found = index.get(normalize(lowerWord)) ?? [];
  return lowerWord === word ? found : found.map((w) => w[0]!.toUpperCase() + w.slice(1));
}

/** Builds the index of accented words now (with the verb lexicon) rather than on the first correction. */
export function loadAccentIndex(): Map<string, string[]> {
  if (!accentIndex) {
    accentIndex = new Map();
    for (const w of [...Object.keys(G), ...verbWords()]) {
      const k = normalize(w);
      // "CA", "ÉTS": an acronym is no accented spelling of a lower-case word ("ca" is "ça")
      if (k === w || w !== w.toLowerCase()) continue;
      const list = accentIndex.get(k) ?? [];
      if (!list.includes(w)) list.push(w);
      accentIndex.set(k, list);
    }
  }
  return accentIndex;
}

/**
 * The spelling correction to apply: the suggestion that only adds accents, or the single
 * suggestion at the smallest distance that keeps the word's first letter, or among several as
 * close the only one of everyday French. Otherwise only the meaning tells: none is applied and
 * the candidates are shown.
 */
export function closest(word: string, ranked: string[]): { choice: string | null; candidates: string[] } {
  const key = (w: string) => normalize(w).toLowerCase();
  const distinct = (xs: string[]) => [...new Set(xs)];
  const accents = distinct([...ranked, ...accentVariants(word)].filter((r) => key(r) === key(word)));
  const everyday = (xs: string[]) => xs.filter((r) => COMMON_STEMS.has(frStem(r.toLowerCase())));
  if (accents.length) {
    const common = everyday(accents);
    const choice = accents.length === 1 ? accents[0]! : common.length === 1 ? common[0]! : null;
    return { choice, candidates: accents };
  }
  const d = distance(word, ranked[0]!);
  const tied = distinct(ranked.filter((r) => distance(word, r) === d));
  // "gaspésienne" → "capésienne": a learner seldom misspells the first letter
  const sameStart = key(ranked[0]!)[0] === key(word)[0];
  // "malad": "malade" or "malard"; the word of everyday French is the one a learner meant
  const common = everyday(tied);
  const choice = tied.length === 1 ? tied[0]! : common.length === 1 ? common[0]! : null;
  return {
    choice: sameStart ? choice : null,
    candidates: common.length ? [...common, ...tied.filter((r) => !common.includes(r))] : tied,
  };
}

/**
 * "tu vien" → "viens", not "vie": after a subject pronoun, the only suggestion that is a verb of
 * that person, or null.
 */
export function verbOfSubject(subject: string, ranked: string[]): string | null {
  const person = SUBJECT_PERSON[subject.toLowerCase().replace(/['’]$/u, '')];
  if (person === undefined) return null;
  const fits = ranked.filter((r) => finiteForms(r).some((f) => f.person === person));
  return fits.length === 1 ? fits[0]! : null;
}

export function spellingSuggestionOk(word: string, rep: string): boolean {
  if (/^\p{Lu}/u.test(word) !== /^\p{Lu}/u.test(rep)) return false;
  const limit = word.length <= 4 ? 1 : word.length <= 8 ? 2 : 3;
  return distance(word, rep) <= limit;
}
