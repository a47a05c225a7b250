import {
  ADVERBS,
  isAdjective,
  isDeterminer,
  isNoun,
  lookup,
  MEASURE_NOUNS,
  PLURAL_DET,
  pluralNoun,
  SUBJECT_PRONOUNS,
  type Token,
  tokens,
} from './clause-words';
import { formsOf } from './rules-adjectives';
import { determinerGender } from './rules-agreement';
import { G, finding, genderOf, wordSet } from './rules-util';
import type { Finding } from './types';
import { isInfinitive, participleForms } from './verb-lexicon';

/**
 * The past participle with "avoir" agrees with a direct object placed before it: in a relative
 * clause "NOUN que SUBJECT avoir PARTICIPLE", "que" stands for the noun ("les photos que nous
 * avons pris" → "prises", "la batterie, que j'ai chargé" → "chargée").
 *
 * Left alone, because "que" is then no object or the participle does not agree:
 *  - nouns that open a completive ("l'idée que j'ai réussi", "le fait que nous avons gagné");
 *  - nouns of duration, price or measure ("les deux ans que j'ai vécu", "les dollars qu'il a coûté");
 *  - participles followed by an infinitive ("la robe que j'ai fait faire") or by their own
 *    object ("l'impression que j'ai fait une erreur"), and "pu", "dû", "voulu", "fallu".
 */

const AVOIR = wordSet(
  'ai as a avons avez ont avais avait avions aviez avaient aurai auras aura aurons aurez auront',
);
const COMPLETIVE = wordSet(
  'idée idées impression fait faits peur espoir sentiment certitude preuve chance raison pensée conviction crainte hypothèse annonce information nouvelle signe avis opinion sûr doute besoin envie façon manière sorte point moment fois',
);
const INVARIABLE = wordSet('pu dû voulu fallu su');
const INDIRECT = wordSet('me m te t nous vous lui leur');
/** Nouns of a time complement after the participle: "que j'ai chargée la veille". */
const WHEN = wordSet(
  'veille lendemain matin soir nuit jour semaine mois année an hiver été automne printemps fois',
);

/** Gender and number of the noun phrase ending at token k (determiner, noun, adjectives). */
function antecedent(t: Token[], k: number): { plural: boolean; gender: 'M' | 'F' } | null {
  let n = k;
  while (
    n > 0 &&
    isAdjective(t[n]!.low) &&
    (!isNoun(t[n]!.low) || (formsOf(t[n]!.low) && isNoun(t[n - 1]!.low)))
  )
    n--;
  const noun = t[n];
  if (!noun || !isNoun(noun.low) || COMPLETIVE.has(noun.low) || MEASURE_NOUNS.has(noun.low)) return null;
  if (/^\p{Lu}/u.test(noun.w)) return null;
  // the determiner right before the noun, or before one adjective placed before it
  const det = isDeterminer(t[n - 1])
    ? t[n - 1]!
    : isDeterminer(t[n - 2]) && isAdjective(t[n - 1]!.low)
      ? t[n - 2]!
      : null;
  if (!det) return null;
  // "les membres de ce groupe, que je n'avais jamais vus": the noun is the complement of another,
  // and "que" may stand for either
  const d = t.indexOf(det);
  const head = /^(?:du|des|au|aux)$/u.test(det.low)
    ? d - 1
    : /^(?:de|d|à|en)$/u.test(t[d - 1]?.low ?? '')
      ? d - 2
      : -1;
  if (head >= 0 && isNoun(t[head]!.low)) return null;
  const plural = PLURAL_DET.has(det.low);
  if (plural !== pluralNoun(noun.low)) return null;
  const gender = G[lookup(noun.low)] ?? genderOf(lookup(noun.low), plural);
  if (gender !== 'M' && gender !== 'F') return null;
  // the determiner must say the same gender: "la" or "une" before a feminine noun
  const shown = determinerGender(det.low);
  if (shown && shown !== gender) return null;
  return { plural, gender };
}

/** Each participle whose agreement is read here: its token and the form it should have. */
function check(t: Token[], out: { part: Token; want: string }[]) {
  t.forEach((x, i) => {
    if (x.low !== 'que' && x.low !== 'qu') return;
    const before = t[i - 1]?.w === ',' ? i - 2 : i - 1;
    const ante = before >= 1 ? antecedent(t, before) : null;
    if (!ante) return;
    let k = i + 1;
    // the subject of the relative clause: a personal pronoun or a determiner and a noun
    if (t[k] && SUBJECT_PRONOUNS.has(t[k]!.low)) k++;
    else if (isDeterminer(t[k]) && t[k + 1] && isNoun(t[k + 1]!.low)) {
      k += 2;
      // "que ma voisine Micheline m'a prêtées": a name after the noun
      if (t[k] && /^\p{Lu}/u.test(t[k]!.w) && t[k]!.w !== 'A') k++;
    } else return;
    if (t[k]?.low === 'ne' || t[k]?.low === 'n') k++;
    // an indirect pronoun: "les cadeaux que tu m'as envoyés"
    if (t[k] && INDIRECT.has(t[k]!.low)) k++;
    if (!t[k] || !AVOIR.has(t[k]!.low)) return;
    k++;
    while (t[k] && ADVERBS.has(t[k]!.low) && !participleForms(t[k]!.low)) k++;
    const part = t[k];
    if (!part || INVARIABLE.has(part.low)) return;
    const forms = participleForms(part.low);
    if (!forms || !forms.includes(part.low)) return;
    const next = t[k + 1];
    const object = isDeterminer(next) && !WHEN.has(t[k + 2]?.low ?? '');
    if (next && (isInfinitive(next.low) || object || next.low === 'que' || next.low === 'qu')) return;
    const want = forms[(ante.plural ? 2 : 0) + (ante.gender === 'F' ? 1 : 0)]!;
    out.push({ part, want });
  });
}

function participles(text: string) {
  const out: { part: Token; want: string }[] = [];
  for (const m of text.matchAll(/[^.!?;:\n]+/gu)) check(tokens(m[0], m.index), out);
  return out;
}

export function objectParticipleRules(text: string): Finding[] {
  return participles(text)
    .filter(({ part, want }) => want !== part.low)
    .map(({ part, want }) => finding(text, part.at, part.w, want, 'accordObjet', 'participe passé'));
}

/** Whether the participle at a UTF-16 index already agrees with the object placed before it. */
export function agreesWithObject(text: string, at: number): boolean {
  return participles(text).some(({ part, want }) => part.at === at && want === part.low);
}
