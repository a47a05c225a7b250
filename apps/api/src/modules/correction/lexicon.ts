import snowball from 'snowball-stemmers';
import { normalize, words } from './text';

/** French stems (Snowball), plural endings dropped first so that "hiver" and "hivers" share one. */
const stemmer = snowball.newStemmer('french');
const cache = new Map<string, string>();

export function frStem(word: string): string {
  const w = word
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/^(?:[cdjlmnst]|qu)'/, '');
  let s = cache.get(w);
  if (s === undefined) {
    const singular = w.length > 4 ? w.replace(/(?<=[^s])[sx]$/, '') : w;
    s = normalize(stemmer.stem(singular));
    if (cache.size < 50_000) cache.set(w, s);
  }
  return s;
}

/** Function words of French (articles, pronouns, auxiliaries, prepositions, conjunctions), accents dropped. */
export const FUNCTION_WORDS = new Set(
  'a ai aie aient ait as au aux avec avoir avons avez avais avait avaient ayant c ca car ce ceci cela celle celles celui ces cet cette ceux chaque chez ci comme d dans de des du elle elles en es est et etaient etais etait etant ete etre eu eux il ils j je l la le les leur leurs lui m ma mais me mes moi mon n ne ni nos notre nous on ont ou par pas pour qu que quel quelle quelles quels qui s sa sans se ses si son sont sous suis sur t ta te tes toi ton tu un une vers vos votre vous y me moi lorsque quand dont plus tres bien aussi tout tous toute toutes sera serai serait seront peut peux pouvez veux veut fait faire va vais vont parce puisque lorsqu quoique'.split(
    /\s+/,
  ),
);

/** Words of a text that carry content (not function words, not numbers, 3 letters or more). */
export function contentWords(text: string): string[] {
  return words(text).filter((w) => {
    const n = normalize(w);
    return n.length >= 3 && !FUNCTION_WORDS.has(n) && !/^\d+$/.test(n);
  });
}

/** Share of the words of a text that are French function words (about 0.45 in ordinary French prose). */
export function functionWordShare(text: string): number {
  const ws = words(text);
  if (!ws.length) return 0;
  return ws.filter((w) => FUNCTION_WORDS.has(normalize(w))).length / ws.length;
}
