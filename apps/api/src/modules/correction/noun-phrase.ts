import { SKIP } from './rules-adjectives';
import { G, genderOf, wordSet } from './rules-util';
import { participleForms } from './verb-lexicon';
import {
  adjectiveAfterNoun,
  ADVERBS,
  CLITICS,
  EPICENE_PLURAL,
  isAdjective,
  isDeterminer,
  isFinite,
  isNoun,
  lookup,
  MEASURE_NOUNS,
  NUMBER_WORDS,
  PLURAL_DET,
  PLURAL_ONLY,
  pluralNoun,
  PRE_ADJ,
  PREPOSITIONS,
  SINGULAR_DET,
  STOP,
  SUBJECT_PRONOUNS,
  type Token,
} from './clause-words';

/**
 * Noun phrases read token by token: a plural subject opening a clause, a singular one, the
 * adjectives and "de" complements after the noun, a relative clause after it.
 */

/** A plural noun phrase opening the clause at token i: its end index and head noun, or null. */
export function pluralSubject(t: Token[], i: number): { end: number; head: string; last: string } | null {
  const det = t[i]?.low;
  if (!det) return null;
  let j = i + 1;
  let plural = PLURAL_DET.has(det);
  if (!plural && det === 'la' && t[i + 1]?.low === 'plupart' && t[i + 2]?.low === 'des') {
    plural = true;
    j = i + 3;
  }
  if (!plural && det === 'beaucoup' && t[i + 1]?.low === 'de') {
    plural = true;
    j = i + 2;
  }
  if (!plural && !SINGULAR_DET.has(det)) return null;
  // "les deux grandes plantes": a number and adjectives before the noun
  while (t[j] && (NUMBER_WORDS.has(t[j]!.low) || /^\d+$/u.test(t[j]!.low)) && plural) j++;
  while (t[j] && PRE_ADJ.has(t[j]!.low) && t[j + 1] && isNoun(t[j + 1]!.low) && !isDeterminer(t[j + 1])) j++;
  const noun = t[j]?.low;
  // after a determiner, "rues" or "portes" is a noun even if it can be a verb
  if (!noun || (SKIP.has(noun) && !PLURAL_ONLY.has(noun) && !EPICENE_PLURAL.test(noun)) || !isNoun(noun))
    return null;
  if ((plural && !pluralNoun(noun)) || ADVERBS.has(noun)) return null;
  // "Huit ans est l'âge de Léa", "Dix dollars, c'est cher": a quantity read as one thing
  if (NUMBER_WORDS.has(det) && MEASURE_NOUNS.has(noun)) return null;
  j = skipAdjectives(t, j + 1);
  // "Mes parents et ma sœur", "Le prix et la qualité": two noun phrases joined by "et"
  if (t[j]?.low === 'et') {
    const second = pluralSubject(t, j + 1) ?? singularPhrase(t, j + 1);
    if (!second) return null;
    // "les rues et les trottoirs sont glissants": with a masculine noun, the attribute is masculine
    const masculine = (n: string) => (G[lookup(n)] ?? genderOf(lookup(n), /[sx]$/u.test(n))) === 'M';
    const head = !masculine(noun) && masculine(second.head) ? second.head : noun;
    return { end: second.end, head, last: t[second.end - 1]!.low };
  }
  // the last word of the subject must be its noun for a noun-like verb to follow ("la raquette aide")
  return plural ? { end: j, head: noun, last: t[j - 1]!.low === noun ? noun : '' } : null;
}

/** Adjectives after a noun: known ones, participles, and plural-marked words that are no verb ("étrangers"). */
export function skipAdjectives(t: Token[], j: number): number {
  while (t[j]) {
    const w = t[j]!.low;
    if (STOP.has(w) || PREPOSITIONS.has(w) || ADVERBS.has(w) || isFinite(w)) break;
    if (!isAdjective(w) && !(/[sx]$/u.test(w) && w.length > 3 && !isNoun(w))) break;
    j++;
  }
  return j;
}

/** A singular determiner, a noun and its adjectives (the second half of "X et Y"). */
export function singularPhrase(t: Token[], i: number): { end: number; head: string } | null {
  if (!t[i] || !SINGULAR_DET.has(t[i]!.low)) return null;
  // "la petite plante grasse": an adjective before the noun
  let j = i + 1;
  while (t[j] && PRE_ADJ.has(t[j]!.low) && t[j + 1] && isNoun(t[j + 1]!.low) && !isDeterminer(t[j + 1])) j++;
  const noun = t[j]?.low;
  if (!noun || !isNoun(noun)) return null;
  return { end: skipAdjectives(t, j + 1), head: noun };
}

const LOCUTIONS = wordSet('côté cause travers propos partir');

/** Complements after the subject: "dans mon quartier", "de la ville", "au Canada". */
export function skipComplements(t: Token[], j: number): number {
  for (;;) {
    const w = t[j]?.low;
    if (w === undefined) return j;
    // "a côté de la fenêtre": the locution, even with "a" for "à"
    if (
      (w === 'a' || w === 'à') &&
      LOCUTIONS.has(t[j + 1]?.low ?? '') &&
      /^(?:de|du|des|d)$/u.test(t[j + 2]?.low ?? '')
    ) {
      j += 2;
      continue;
    }
    if (ADVERBS.has(w) && w !== 'ne' && w !== 'n') {
      j++;
      continue;
    }
    if (!PREPOSITIONS.has(w)) return j;
    let k = j + 1;
    // "depuis longtemps", "pour toujours"
    if (t[k] && ADVERBS.has(t[k]!.low)) {
      j = k + 1;
      continue;
    }
    if (isDeterminer(t[k])) k++;
    // "du troisième étage": an ordinal before the noun
    while (t[k] && (PRE_ADJ.has(t[k]!.low) || /^(?:\d+e|\p{L}+ième)$/u.test(t[k]!.low))) k++;
    const head = t[k];
    // "près de chez moi", "autour de moi": a chain of prepositions, a stressed pronoun
    if (head && PREPOSITIONS.has(head.low) && k === j + 1) {
      j = k;
      continue;
    }
    if (head && /^(?:moi|toi|lui|elle|nous|vous|eux|elles)$/u.test(head.low)) {
      j = k + 1;
      continue;
    }
    if (!head || (!isNoun(head.low) && !/^\p{Lu}|^\d/u.test(head.w))) return j;
    k++;
    // "de la ligne 11", "du Québec", "de la rue verte"
    while (t[k] && (adjectiveAfterNoun(t[k]!.low) || /^[\p{Lu}\d]/u.test(t[k]!.w))) k++;
    j = k;
  }
}

/** A relative clause "qui …" or "que …" after the subject: the index after it, or -1 when unreadable. */
export function skipRelative(t: Token[], j: number): number {
  const rel = t[j]?.low;
  if (rel !== 'qui' && rel !== 'que' && rel !== 'qu') return j;
  let k = j + 1;
  if (rel !== 'qui') {
    // its own subject: a pronoun or a noun phrase
    if (t[k] && SUBJECT_PRONOUNS.has(t[k]!.low)) k++;
    else if (t[k] && isDeterminer(t[k]) && t[k + 1] && isNoun(t[k + 1]!.low)) k += 2;
    else return -1;
  }
  while (t[k] && (CLITICS.has(t[k]!.low) || t[k]!.low === 'ne' || t[k]!.low === 'n')) k++;
  if (!t[k] || !isFinite(t[k]!.low)) return -1;
  k++;
  while (t[k] && ADVERBS.has(t[k]!.low)) k++;
  // "que j'ai suivis", "qui sont venus": the participle of a compound tense
  if (t[k] && participleForms(t[k]!.low)) k++;
  // a direct object: "qui utilisent les réseaux sociaux"
  if (isDeterminer(t[k]) && t[k + 1] && isNoun(t[k + 1]!.low)) {
    k = skipAdjectives(t, k + 2);
  }
  return skipComplements(t, k);
}
