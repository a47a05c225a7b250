import { PLURAL_DET, SINGULAR_DET, isNoun } from './clause-words';
import { formsOf, POST_FORM, PRE_FORM } from './rules-adjectives';
import { determinerGender } from './rules-agreement';
import { G } from './rules-util';
import { lower } from './text';
import type { GrammalecteIssue } from './grammalecte';
import type { Finding } from './types';
import { finiteForms, participleForms } from './verb-lexicon';
import { governedBySingular } from './rules-head';
import { agreesWithObject } from './rules-object-participle';
import { INDIRECT, REFLEXIVE_BE } from './rules-pronominal';

/** Learner categories of the checker's error types (explanations and gravity go by category). */
export const CATEGORIES: Record<string, string> = {
  gn: 'accord',
  sgpl: 'accord',
  conj: 'conjugaison',
  imp: 'conjugaison',
  ppas: 'participe passé',
  infi: 'participe passé',
  vmode: 'mode verbal',
  eleu: 'élision',
  conf: 'confusion',
  maj: 'majuscule',
  virg: 'ponctuation',
  orth: 'orthographe',
  num: 'orthographe',
  tu: 'orthographe',
  mc: 'orthographe',
  inte: 'syntaxe',
  loc: 'syntaxe',
  pleo: 'syntaxe',
  neg: 'syntaxe',
  gram: 'syntaxe',
};

/** A finding of the checker, its first suggestion as the replacement (straight apostrophes unless the text has curly ones). */
export function issueFinding(i: GrammalecteIssue, typographicApostrophe: boolean): Finding {
  let first = i.suggestions[0] ?? null;
  if (first && !typographicApostrophe) first = first.replace(/’/g, "'");
  return {
    start: i.start,
    end: i.end,
    replacement: first,
    suggestions: i.suggestions,
    message: i.message.replace(/\u00a0/g, ' '),
    source: 'grammalecte',
    category: CATEGORIES[i.type] ?? 'autre',
  };
}

/** The words right after a finding, in lower case. */
const wordsAfter = (chars: string[], f: Finding) =>
  chars
    .slice(f.end, f.end + 40)
    .join('')
    .toLowerCase()
    .match(/\p{L}+/gu) ?? [];

/** "la meilleur solution" → "le": the determiner already agrees with the noun after the adjective. */
function determinerAgrees(chars: string[], f: Finding, word: string): boolean {
  const g = determinerGender(lower(word));
  if (!g || !f.replacement || determinerGender(lower(f.replacement)) === g) return false;
  const [w0, w1] = wordsAfter(chars, f);
  if (!w0) return false;
  // "ta épicerie" → "ton": before a vowel, the feminine takes "mon", "ton", "son"
  if (/^(?:mon|ton|son)$/iu.test(f.replacement) && /^[aeiouyéèêàâîôûh]/iu.test(w0)) return false;
  // the noun right after, or after one adjective placed before it ("la meilleur solution")
  const adjective = PRE_FORM.has(w0) || (!!formsOf(w0) && !G[w0]);
  return adjective ? !!w1 && G[w1] === g : G[w0] === g;
}

/**
 * A checker correction that is only a guess on a correct text:
 *  - a determiner that already agrees with the noun after its adjective ("la meilleur solution");
 *  - an imperative made of a word that is no verb ("Départ en car" → "Dépars-en");
 *  - a noun turned into another noun of the other gender ("conducteurs" → "conductrices");
 *  - a number change of a word that agrees with the determiner and noun right before it
 *    ("une année scolaire" → "scolaires");
 *  - a participle changed when it agrees with the object placed before it ("les bottes que ma
 *    voisine m'a prêtées"), or when its reflexive pronoun is an indirect object ("se sont
 *    succédé").
 */
const ADJECTIVE_ENDING =
  /(?:ais|aise|ois|oise|ien|ienne|ique|el|elle|al|ale|eux|euse|if|ive|able|ible|ant|ante|ent|ente|ain|aine|in|ine|on|onne|aire|ile|é|ée|e)$/u;
const single = (w: string) => w.replace(/[sx]$/u, '');
const AFTER_REFLEXIVE_BE = new RegExp(`(?:^|[^\\p{L}])${REFLEXIVE_BE}\\s+$`, 'iu');

export function checkerGuess(chars: string[], f: Finding): boolean {
  if (f.source !== 'grammalecte') return false;
  // "et le voyant demeure éteint": "le" is the article of a noun, no object pronoun of the verb
  if (/pronom objet [“"«]\s*(?:le|la|les)/u.test(f.message)) {
    const before = chars
      .slice(Math.max(0, f.start - 40), f.start)
      .join('')
      .toLowerCase();
    const noun = /(?:^|[^\p{L}])(?:le|la|les)\s+(\p{L}+)\s*$/u.exec(before)?.[1];
    if (noun && isNoun(noun)) return true;
  }
  if (f.replacement === null) return false;
  const word = chars.slice(f.start, f.end).join('');
  // "1 050" → "1 050": only the kind of space changes, a matter of typesetting (or nothing does)
  if (word.replace(/\s/gu, ' ') === f.replacement.replace(/\s/gu, ' ')) return true;
  // "la station Sauvé" → "Sauvée": a name inside the sentence agrees with nothing
  if (
    /^\p{Lu}/u.test(word) &&
    f.category === 'accord' &&
    !/(?:^|[.!?\n])\s*$/u.test(chars.slice(Math.max(0, f.start - 3), f.start).join(''))
  )
    return true;
  // "la brosse sont cassé" → "son": a possessive before an adjective or a participle is no reading
  if (lower(word) === 'sont' && lower(f.replacement) === 'son') {
    const next = wordsAfter(chars, f)[0] ?? '';
    // after a noun subject ("la brosse sont"), "son" would have no place either
    const before = chars
      .slice(Math.max(0, f.start - 30), f.start)
      .join('')
      .toLowerCase()
      .match(/\p{L}+(?=\s*$)/u)?.[0];
    if ((formsOf(next) || participleForms(next)) && (!G[next] || (before && G[before]))) return true;
  }
  if (determinerAgrees(chars, f, word)) return true;
  // "les bottes que ma voisine m'a prêtées" → "prêtée": the participle agrees with "que", read
  // from its antecedent, not with the pronoun before "avoir"
  if (
    participleForms(lower(word)) &&
    agreesWithObject(chars.join(''), chars.slice(0, f.start).join('').length)
  )
    return true;
  // "le choix des questions, des seuils engage": the verb agrees with the head noun, not the nearest
  if (
    finiteForms(f.replacement).some((x) => x.person === 5) &&
    finiteForms(word).some((x) => x.person === 2) &&
    governedBySingular(chars.join(''), chars.slice(0, f.start).join('').length)
  )
    return true;
  // "les réunions se sont succédé": the reflexive pronoun is an indirect object, no agreement
  if (
    INDIRECT.has(lower(word)) &&
    AFTER_REFLEXIVE_BE.test(chars.slice(Math.max(0, f.start - 20), f.start).join(''))
  )
    return true;
  const low = lower(word);
  const rep = lower(f.replacement);
  const prev = (n: number) =>
    (
      chars
        .slice(Math.max(0, f.start - 40), f.start)
        .join('')
        .toLowerCase()
        .match(/[\p{L}'’«]+/gu) ?? []
    ).slice(-n);
  // "Départ en car": a noun (that a rare verb may share) is no imperative
  if (
    /-(?:en|y|moi|toi|le|la|les|lui|leur|nous|vous)$/u.test(rep) &&
    !/-/u.test(low) &&
    G[low.split(/\s+/u)[0]!]
  )
    return true;
  // "conducteurs" → "conductrices": another noun, not an agreement (adjectives and participles aside)
  const [a, b] = [G[single(low)] ?? G[low], G[single(rep)] ?? G[rep]];
  if (
    a &&
    b &&
    a !== b &&
    !determinerGender(low) &&
    !formsOf(single(low)) &&
    !PRE_FORM.has(low) &&
    !POST_FORM.has(low) &&
    !participleForms(low) &&
    single(low) !== single(rep)
  )
    return true;
  // « meilleur avant le 12 mai »: a quoted label agrees with nothing outside its quotes
  if (prev(1)[0] === '«' && (G[lower(word)] || formsOf(single(low)))) return true;
  const numberOnly = rep === `${low}s` || rep === `${low}x` || low === `${rep}s` || low === `${rep}x`;
  if (!numberOnly || /\s/u.test(low)) return false;
  const toPlural = rep.length > low.length;
  const [p0, p1] = prev(2);
  // "mettre en relation conducteurs et passagers": a bare noun after "en" is a set phrase
  const next = wordsAfter(chars, f)[0] ?? '';
  if (toPlural && p1 === 'en' && G[low] && G[single(next)]) return true;
  // "les manuels papier": a noun that qualifies a noun keeps its own number (a word with the ending
  // of an adjective, "des pâtisseries libanaise", is read as one)
  if (
    toPlural &&
    G[low] &&
    !formsOf(low) &&
    !ADJECTIVE_ENDING.test(low) &&
    !participleForms(low) &&
    p1 &&
    G[single(p1)] &&
    /[sx]$/u.test(p1) &&
    p0 &&
    PLURAL_DET.has(p0)
  )
    return true;
  const [det, noun] = prev(2).map((w) => w.replace(/['’]$/u, ''));
  if (!det || !noun || !G[single(noun)]) return false;
  const plural = /[sx]$/u.test(low);
  return plural
    ? PLURAL_DET.has(det) && /[sx]$/u.test(noun)
    : (SINGULAR_DET.has(det) || det === 'chaque') && !/[sx]$/u.test(noun);
}
