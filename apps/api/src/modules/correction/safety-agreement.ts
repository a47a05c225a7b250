import { formsOf } from './rules-adjectives';
import { G, genderOf } from './rules-util';
import type { Finding } from './types';
import { participleForms } from './verb-lexicon';

/**
 * The checker's agreements that are only guesses: a participle that already agrees with a noun
 * before the nearest one, or with a common noun before a name.
 */

/** A determiner ending the text before a word: that word is a noun. */
const DETERMINED =
  /(?:^|\s)(?:le|la|l['’]|les|un|une|mon|ma|ton|ta|son|sa|ce|cet|cette|notre|votre|leur)\s*$/iu;

/**
 * "l'aide aux devoirs organisée": a participle that already agrees with a noun a few words before
 * may be attached to it; the checker's agreement with the nearest noun is then only a guess.
 */
export function agreesWithNounBefore(chars: string[], f: Finding): boolean {
  const word = chars.slice(f.start, f.end).join('').toLowerCase();
  const m = /(?:é|ée|és|ées)$/u.exec(word);
  if (!m) return false;
  const fem = m[0].startsWith('ée');
  const plural = m[0].endsWith('s');
  const before = chars.slice(Math.max(0, f.start - 60), f.start).join('');
  // "N1 aux N2 organisée": after a complement noun, the participle may go with either noun
  // ("installer des abribus chauffé": "des" after a verb is the article, no complement)
  const complement = /(\p{L}+)\s+(?:de|des|du|aux|au|à|en|d['’])\s*\p{L}+\s*$/iu.exec(before);
  if (complement && (!!G[complement[1]!.toLowerCase()] || DETERMINED.test(before.slice(0, complement.index))))
    return true;
  const nouns = before.match(/\p{L}+/gu)?.slice(-5, -1) ?? [];
  return nouns.some((n) => {
    const low = n.toLowerCase();
    const isPlural = /[sx]$/u.test(low);
    const g = G[isPlural ? low.replace(/[sx]$/u, '') : low] ?? G[low];
    return !!g && low.length > 2 && isPlural === plural && (g === 'F') === fem;
  });
}

/**
 * "l'avenue Cartier est rendue aux piétons": a name after a common noun is no subject of its own;
 * a participle that agrees with that noun is right, whatever the checker reads in the name.
 */
export function agreesWithNamedNoun(chars: string[], f: Finding): boolean {
  const word = chars.slice(f.start, f.end).join('').toLowerCase();
  const forms = participleForms(word) ?? formsOf(word);
  const at = forms?.indexOf(word) ?? -1;
  if (!forms || at < 0) return false;
  const before = chars.slice(Math.max(0, f.start - 80), f.start).join('');
  const m =
    /(?:^|[\s'’])(\p{Ll}+)\s+(?:\p{Lu}[\p{L}'’-]*\s+){1,3}(?:est|était|sera|serait|a été|sont|étaient|reste|restait|semble|semblait|devient|est devenue?)\s+(?:(?:très|plus|bien|déjà|enfin|presque|entièrement|complètement)\s+)?$/u.exec(
      before,
    );
  if (!m) return false;
  const noun = m[1]!;
  const plural = /[sx]$/u.test(noun);
  const gender = genderOf(noun, plural);
  return !!gender && at === (plural ? 2 : 0) + (gender === 'F' ? 1 : 0);
}

/** The checker's finding without correction on the noun just before a doubtful participle. */
export function doubtfulTwin(chars: string[], f: Finding, all: Finding[]): boolean {
  return all.some(
    (o) =>
      o !== f &&
      o.source === 'grammalecte' &&
      o.category === 'accord' &&
      o.start >= f.end &&
      o.start - f.end <= 2 &&
      agreesWithNounBefore(chars, o),
  );
}
