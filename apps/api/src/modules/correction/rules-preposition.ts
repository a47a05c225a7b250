import { formsOf } from './rules-adjectives';
import { finding, wordSet } from './rules-util';
import {
  ADVERBS,
  isDeterminer,
  isFinite,
  isNoun,
  PREPOSITIONS,
  SUBJECT_PRONOUNS,
  type Token,
  tokens,
} from './clause-words';
import type { Finding } from './types';
import { isInfinitive, participleForms } from './verb-lexicon';

/**
 * "a" written for "à", read from the words around it. The verb "avoir" needs a subject right
 * before it (a pronoun, a name, a noun phrase) and is followed by its object, a participle or an
 * adverb. So "a" is the preposition:
 *  - after a verb, an infinitive or a participle ("je vais a la plage", "apprendre a nager",
 *    "je suis resté a la maison"), unless a relative clause comes before ("le livre que j'ai lu a
 *    changé ma vie", where "a" is the verb of "le livre");
 *  - after a noun without determiner that follows a preposition or "être" ("en retard a", "je suis
 *    étudiant a Moncton");
 *  - after an adjective, before an infinitive ("facile a comprendre");
 *  - before a noun without determiner that "avoir" never takes ("même a table");
 *  - opening a sentence ("A la maison, …"): the verb never does, only its inversion "A-t-il";
 *  - after a comma, before a name that ends the clause ("j'habite loin, a Mirabel.").
 * Every other case is left alone.
 */

/** Words that may be the subject of "a": pronouns and the elided forms before it. */
const SUBJECTS = wordSet(
  "il elle on ça cela ceci qui tout chacun chacune personne rien quelqu'un quelqu’un y n m t s l lui leur nous vous en ce c celui celle ceux celles lequel laquelle aucun aucune nul",
);
/** Nouns "avoir" takes without a determiner: "il a faim", "elle a besoin". */
const IDIOMS = wordSet(
  'faim soif peur raison tort besoin envie honte mal lieu chaud froid sommeil confiance hâte cours accès affaire droit intérêt rendez-vous congé tendance horreur conscience pitié soin recours trait part beau bon mauvais',
);
/** Words after which "a" is the auxiliary or has its object (besides the adverbs): "a été", "a tout". */
const AFTER_AVOIR = wordSet('été eu pu dû vu fait dit pris mis su voulu tant rien tout');
const COPULAS = wordSet('suis es est sommes êtes sont étais était étions étiez étaient être devenu devenue');
const COORDINATION = wordSet('et ou mais puis ni');
const RELATIVES = wordSet('que qu qui où dont lequel laquelle lesquels lesquelles');

const isVerbOnly = (low: string) => !isNoun(low) && !formsOf(low);

const isPunctuation = (x: Token) => /^[,()«»"—–]$/u.test(x.w);

/** What "à" introduces: a determiner, a name, a noun. */
const objectFollows = (next: Token) => isDeterminer(next) || /^\p{Lu}/u.test(next.w) || isNoun(next.low);

function prepositionNeeded(t: Token[], a: number): boolean {
  const next = t[a + 1];
  // "a moins besoin", "a été", "a cours le samedi", "et a faim": the verb, its adverb or its idiom
  if (!next || isPunctuation(next) || AFTER_AVOIR.has(next.low) || ADVERBS.has(next.low)) return false;
  if (IDIOMS.has(next.low) || COORDINATION.has(t[a - 1]?.low ?? '')) return false;
  // "apprendraient aussi a planter": the adverbs before "a" are read through
  let i = a;
  while (i > 1 && ADVERBS.has(t[i - 1]!.low) && !SUBJECTS.has(t[i - 1]!.low)) i--;
  const prev = t[i - 1];
  const near = t[a - 1];
  // "même a table": a bare noun "avoir" does not take
  if (
    near &&
    /^\p{Ll}/u.test(near.w) &&
    !SUBJECTS.has(near.low) &&
    (!isNoun(near.low) || ADVERBS.has(near.low)) &&
    isNoun(next.low) &&
    !isDeterminer(next) &&
    !formsOf(next.low)
  )
    return true;
  // "a mangé", "a fini": an auxiliary; "a changé" after a relative clause
  if (participleForms(next.low) && !isNoun(next.low)) return false;
  if (/ment$/u.test(next.low)) return false;
  if (!prev) return t[a]!.w === 'A' && !/^-/u.test(next.w);
  // "j'habite loin, a Mirabel.": after a comma, a name that ends the clause is a place
  if (prev.w === ',' && /^\p{Lu}/u.test(next.w) && (!t[a + 2] || isPunctuation(t[a + 2]!))) return true;
  if (isPunctuation(prev) || /^\p{Lu}/u.test(prev.w) || SUBJECTS.has(prev.low)) return false;
  // a relative clause still open ("le livre que j'ai lu a"), not one closed between commas
  const lastComma = t.slice(0, i).findLastIndex((x) => x.w === ',');
  const relativeBefore = t.slice(lastComma + 1, i).some((x) => RELATIVES.has(x.low));
  const before = t[i - 2];
  if (!relativeBefore && isVerbOnly(prev.low)) {
    // "pour aller a", "je dois rester a": an infinitive that does not open the clause
    if (isInfinitive(prev.low) && i >= 2) return true;
    // not "le niveau avancé a": a participle after its noun is part of the subject
    if (participleForms(prev.low) && i >= 2 && !isNoun(t[i - 2]!.low)) return true;
    if (isFinite(prev.low) && !isInfinitive(prev.low)) return true;
  }
  if (isNoun(prev.low) && !relativeBefore) {
    // "je suis étudiant a Moncton": a noun with no determiner after "être" is no subject
    if (before && COPULAS.has(before.low)) return objectFollows(next);
    // "arrivé en retard a", "elle va à ses rendez-vous a": a noun phrase after a preposition other
    // than "de", once the clause has its verb, is no subject either
    const k = isDeterminer(before) ? i - 3 : i - 2;
    const lead = t[k];
    const verbBefore = t.slice(0, Math.max(0, k)).some((x) => isFinite(x.low) && isVerbOnly(x.low));
    if (lead && PREPOSITIONS.has(lead.low) && !/^(?:de|d|du|des)$/u.test(lead.low) && verbBefore)
      return objectFollows(next);
  }
  // "facile a comprendre", "prêt a partir"
  if (formsOf(prev.low) && !isNoun(prev.low) && isInfinitive(next.low)) return true;
  return false;
}

/**
 * "J'ai un rendez-vous a l'hôpital", "elle a pris le bus a": "a" after a subject pronoun, its verb
 * and that verb's object; the noun before it is no subject.
 */
function afterVerbObject(t: Token[], i: number): boolean {
  if (i < 4) return false;
  const [verb, det, noun, next] = [t[i - 3]!, t[i - 2]!, t[i - 1]!, t[i + 1]];
  const subjectAt = (k: number) => SUBJECT_PRONOUNS.has(t[k]?.low ?? '');
  const simple = subjectAt(i - 4) && isFinite(verb.low) && !isNoun(verb.low);
  const compound =
    subjectAt(i - 5) && isFinite(t[i - 4]!.low) && !!participleForms(verb.low) && !isNoun(verb.low);
  if ((!simple && !compound) || !isDeterminer(det) || !isNoun(noun.low) || isFinite(noun.low)) return false;
  return !!next && (isDeterminer(next) || /^\p{Lu}/u.test(next.w));
}

export function prepositionRules(text: string): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(/[^.!?;:\n]+/gu)) {
    const t = tokens(m[0], m.index);
    t.forEach((x, i) => {
      if ((x.w === 'a' && afterVerbObject(t, i)) || ((x.w === 'a' || x.w === 'A') && prepositionNeeded(t, i)))
        out.push(finding(text, x.at, x.w, 'à', 'a', 'confusion'));
    });
  }
  return out;
}
