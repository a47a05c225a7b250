import { SKIP, formsOf } from './rules-adjectives';
import { G, finding, genderOf, wordSet } from './rules-util';
import { participleForms, thirdPlural } from './verb-lexicon';
import {
  ADVERBS,
  CLITICS,
  COPULAS,
  EPICENE_PLURAL,
  isAdjective,
  isDeterminer,
  isFinite,
  isNoun,
  lookup,
  PLURAL_DET,
  pluralNoun,
  PREPOSITIONS,
  SINGULAR_COPULAS,
  SINGULAR_DET,
  STOP,
  type Token,
  tokens,
} from './clause-words';
import { joinedVerb, pluralVerb } from './rules-coordination';
import { pluralSubject, singularPhrase, skipComplements, skipRelative } from './noun-phrase';
import { INDIRECT } from './rules-pronominal';
import type { Finding } from './types';

/**
 * The verb of a plural subject placed away from it: "Les gens qui habitent dans mon quartier
 * parle", "Mes voisins, qui sont gentils, m'aide", "Mes parents et ma sœur arrive". The rule reads
 * the clause word by word: a plural noun subject opening the clause, then its complements, a
 * relative clause or an aside between commas, then the first conjugated verb; anything it cannot
 * read (another subject, "que" opening a completive, a second verb joined by "et") stops it.
 * The attribute after "être" is checked against the same subject ("sont très belle").
 */

/** Agreement of the attribute after "être" with a head noun; `plural` for a plural subject. */
function attribute(text: string, t: Token[], k: number, head: string, plural: boolean, out: Finding[]) {
  const reflexive = /^(?:se|s)$/u.test(t[k - 2]?.low ?? '');
  while (t[k] && ADVERBS.has(t[k]!.low)) k++;
  const adj = t[k];
  if (!adj) return;
  // "les réunions se sont succédé": a reflexive pronoun that is an indirect object, no agreement
  if (reflexive && INDIRECT.has(participleForms(adj.low)?.[0] ?? '')) return;
  // a known adjective, or a participle that is no noun ("fatigué", not "marché")
  const forms = formsOf(adj.low) ?? (isNoun(adj.low) ? null : participleForms(adj.low));
  // "cours" is a masculine noun of its own, not the plural of "cour"
  const h = lookup(head);
  const gender = G[h] ?? genderOf(h, plural);
  // "les jeunes sont motivé": a noun of either gender; the number is sure, the writer's gender kept
  if (forms && !gender && plural && EPICENE_PLURAL.test(head) && forms.indexOf(adj.low) < 2) {
    const want = forms[2 + Math.max(0, forms.indexOf(adj.low))]!;
    if (want !== adj.low) out.push(finding(text, adj.at, adj.w, want, 'accordAttribut', 'accord'));
    return;
  }
  if (!forms || !gender) return;
  const want = forms[(plural ? 2 : 0) + (gender === 'F' ? 1 : 0)]!;
  if (want !== adj.low) out.push(finding(text, adj.at, adj.w, want, 'accordAttribut', 'accord'));
}

/** "La vie au Canada est très différent": a singular subject, its complements, "être", the attribute. */
function singularClause(text: string, t: Token[], out: Finding[]) {
  const phrase = singularPhrase(t, 0);
  if (!phrase || SKIP.has(t[1]!.low) || t[phrase.end]?.low === 'et') return;
  const j = skipComplements(t, phrase.end);
  // right after the noun, the checker and the older rule already read it
  if (j === phrase.end || !t[j] || !SINGULAR_COPULAS.has(t[j]!.low)) return;
  attribute(text, t, j + 1, t[1]!.low, false, out);
}

function checkClause(text: string, t: Token[], out: Finding[]) {
  const subject = pluralSubject(t, 0);
  if (!subject) return singularClause(text, t, out);
  let j = skipComplements(t, subject.end);
  if (t[j]?.w === ',') {
    // an aside between commas: "Mes voisins, qui sont très gentils, m'aident"
    const close = t.findIndex((x, k) => k > j && x.w === ',');
    if (close < 0) return;
    j = close + 1;
  } else {
    j = skipRelative(t, j);
    if (j < 0) return;
  }
  // "les enfants de l'école voisine pourrait": an adjective of the complement, then the verb
  const next = t[j + 1]?.low ?? '';
  if (
    t[j] &&
    (isAdjective(t[j]!.low) || isNoun(t[j]!.low)) &&
    isNoun(t[j - 1]?.low ?? '') &&
    isFinite(next) &&
    !isNoun(next) &&
    !isAdjective(next)
  )
    j++;
  while (t[j] && (CLITICS.has(t[j]!.low) || t[j]!.low === 'ne' || t[j]!.low === 'n')) j++;
  const verb = t[j];
  // a word that is also a noun ("équipe", "aide") is no verb in a repeated-noun phrase:
  // "arrangements négociés équipe par équipe", "jour après jour"
  if (
    verb &&
    isNoun(verb.low) &&
    t[j + 2]?.low === verb.low &&
    /^(?:par|après|à)$/u.test(t[j + 1]?.low ?? '')
  )
    return;
  if (!verb || STOP.has(verb.low) || /^\p{Lu}/u.test(verb.w)) return;
  const prev = t[j - 1]?.low ?? '';
  if (SINGULAR_DET.has(prev) || PLURAL_DET.has(prev) || PREPOSITIONS.has(prev)) return;
  // "les jeunes son pas motivé": "son" stands for "sont", its attribute agrees all the same
  if (verb.low === 'son') return attribute(text, t, j + 1, subject.head, true, out);
  // "dorme" for "dorment": a form of the subjunctive only is the singular the learner wrote
  if (!isFinite(verb.low)) {
    const subjunctive = thirdPlural(verb.low, { subjunctive: true });
    if (subjunctive && !isNoun(verb.low))
      out.push(finding(text, verb.at, verb.w, subjunctive, 'accordSujet', 'conjugaison'));
    return;
  }
  const plural = pluralVerb(text, verb, out);
  // "dort moins et rate des cours": a second verb of the same subject
  const second = t[joinedVerb(t, j)];
  if (second) pluralVerb(text, second, out);
  // "Les maisons dans ma rue sont très belle": the attribute agrees with the head noun
  if (COPULAS.has(verb.low) || (plural && COPULAS.has(plural)))
    attribute(text, t, j + 1, subject.head, true, out);
}

/** A determiner, maybe an adjective, then a noun ending at token k. */
function nounPhraseEndsAt(t: Token[], k: number): boolean {
  if (!t[k] || !isNoun(t[k]!.low)) return false;
  // "un anneau de glace et des pistes": a noun with its complement
  if (/^(?:de|d|du)$/u.test(t[k - 1]?.low ?? '') && nounPhraseEndsAt(t, k - 2)) return true;
  return isDeterminer(t[k - 1]) || (isDeterminer(t[k - 2]) && isAdjective(t[k - 1]!.low));
}

/** Words after which a new clause, with its own subject, may begin. */
export const OPENERS = wordSet('que qu quand si lorsque lorsqu puisque puisqu comme mais car donc et où');

/**
 * Clauses opening a sentence, or after a line break, a semicolon, a colon, an opening adverbial
 * ("En hiver, les rues …") or a conjunction ("Il dit que les étudiants …").
 */
export function clauseRules(text: string): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(/[^.!?;:\n]+/gu)) {
    const t = tokens(m[0], m.index);
    const starts = new Set([0]);
    const comma = t.findIndex((x) => x.w === ',');
    if (comma > 0 && comma <= 4) starts.add(comma + 1);
    // "Depuis l'interdiction du cellulaire dans son école, les élèves se parle": a plural subject
    // after a longer opening
    t.forEach((x, i) => {
      // ("le choix des questions, des risques, des seuils engage": "des" after a comma goes on a list)
      if (
        x.w === ',' &&
        t[i + 1]?.low !== 'des' &&
        PLURAL_DET.has(t[i + 1]?.low ?? '') &&
        pluralNoun(t[i + 2]?.low ?? '')
      )
        starts.add(i + 1);
    });
    t.forEach((x, i) => {
      if (!OPENERS.has(x.low) || i + 1 >= t.length) return;
      // "pour les étudiants et les aînés ne change pas": "et" joins two noun phrases there
      if (x.low === 'et' && nounPhraseEndsAt(t, i - 1)) return;
      starts.add(i + 1);
    });
    for (const i of starts) checkClause(text, t.slice(i), out);
  }
  // two starts may reach the same verb
  return [...new Map(out.map((f) => [`${f.start}:${f.end}`, f])).values()];
}
