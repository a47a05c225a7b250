import { CLITICS, isNoun, PLURAL_DET, pluralNoun, PREPOSITIONS, type Token, tokens } from './clause-words';
import { FUNCTION_WORDS } from './lexicon';
import { formsOf } from './rules-adjectives';
import { B, E, finding, G, wordSet } from './rules-util';
import { normalize } from './text';
import type { Finding } from './types';
import { finiteForms, participleForms, thirdPlural } from './verb-lexicon';

/**
 * The verb whose subject is not right before it:
 *  - after "qui" whose antecedent is a plural noun phrase: "des amis qui vient" → "viennent";
 *  - a second verb joined by "et" to the verb of a plural subject: "ils étaient timides et
 *    n'osait pas" → "n'osaient", "les étudiants dorment moins et rate des cours" → "ratent";
 *  - a noun written for the verb of the same sound after its subject: "Nadia travail à la
 *    maison" → "travaille".
 */

/** Nouns spelt like a verb without its ending: the verb after "je", "il", "elle", "on", a name; after "tu". */
const NOUN_FOR_VERB: Record<string, [string, string]> = {
  travail: ['travaille', 'travailles'],
  conseil: ['conseille', 'conseilles'],
  réveil: ['réveille', 'réveilles'],
  accueil: ['accueille', 'accueilles'],
  appel: ['appelle', 'appelles'],
  sommeil: ['sommeille', 'sommeilles'],
  envoi: ['envoie', 'envoies'],
  essai: ['essaie', 'essaies'],
};
const QUANTITY = wordSet('beaucoup peu trop assez combien plein tant moins plus');
const PERSONAL = wordSet('je j tu il elle on');
const PLURAL_PRONOUNS = wordSet('ils elles');
/** Words that end a verb's complements and may open another clause. */
const CLAUSE_END = wordSet('que qu qui quand si lorsque parce puisque comme mais car donc où dont ou');

/**
 * Index of the finite verb after token k, read through clitics and "ne", or -1. After "l'",
 * "le", "la" or "les", a word that is also a noun is that noun: "et l'équipe perd".
 */
function verbAt(t: Token[], k: number): number {
  while (t[k] && (CLITICS.has(t[k]!.low) || t[k]!.low === 'ne' || t[k]!.low === 'n')) k++;
  if (!t[k] || !finiteForms(t[k]!.low).length) return -1;
  return /^(?:l|le|la|les)$/u.test(t[k - 1]?.low ?? '') && isNoun(t[k]!.low) ? -1 : k;
}

/** The verb at the third person plural, when it can only be singular; returns that plural or null. */
export function pluralVerb(text: string, v: Token, out: Finding[]): string | null {
  const plural = thirdPlural(v.low);
  if (plural) out.push(finding(text, v.at, v.w, plural, 'accordSujet', 'conjugaison'));
  return plural;
}

/**
 * The verb right after "et" at token k: "et rate des cours" is read as a verb only when no plural
 * determiner comes before it and it is no name. Its index or -1.
 */
function verbAfterEt(t: Token[], k: number): number {
  const v = verbAt(t, k + 1);
  return v >= 0 && !PLURAL_DET.has(t[v - 1]!.low) && !/^\p{Lu}/u.test(t[v]!.w) ? v : -1;
}

/** "des amis qui vient", "mes camarades, qui me prenait": "qui" after a plural determiner and noun. */
function relativeAfterPlural(text: string, t: Token[], out: Finding[]) {
  t.forEach((x, q) => {
    if (x.low !== 'qui') return;
    // an aside opened by a comma goes with the noun before it, when that noun is no complement
    // ("une maison patinée par les ans, qui n'a rien perdu": "qui" goes with "maison")
    const comma = t[q - 1]?.w === ',';
    const i = comma ? q - 1 : q;
    if (i < 2 || (comma && PREPOSITIONS.has(t[i - 3]?.low ?? ''))) return;
    const noun = t[i - 1]!.low;
    const det = t[i - 2]!.low;
    // "beaucoup d'amis qui", "des amis qui"; not "un de mes amis qui", which may go with "un"
    const quantity = (det === 'd' || det === 'de') && QUANTITY.has(t[i - 3]?.low ?? '');
    if ((!PLURAL_DET.has(det) && !quantity) || !pluralNoun(noun)) return;
    // "un ami des Maritimes qui m'a aidé": "des" after a noun is "de les", and "qui" may go
    // with the first noun
    if (det === 'des' && t[i - 3] && isNoun(t[i - 3]!.low) && !QUANTITY.has(t[i - 3]!.low)) return;
    // "une mère de trois enfants qui nous a remerciés": a complement of another noun, which "qui"
    // may go with
    if (
      /^(?:de|d)$/u.test(t[i - 3]?.low ?? '') &&
      isNoun(t[i - 4]?.low ?? '') &&
      !QUANTITY.has(t[i - 4]!.low)
    )
      return;
    if (
      t[i - 3]?.low === 'de' &&
      /^(?:un|une|chacun|chacune|aucun|aucune|lequel|laquelle)$/u.test(t[i - 4]?.low ?? '')
    )
      return;
    const k = verbAt(t, q + 1);
    if (k < 0 || isNoun(t[k]!.low)) return;
    pluralVerb(text, t[k]!, out);
  });
}

/**
 * "les étudiants dorment moins et rate des cours": the verb joined by "et" to the verb at token j
 * of a plural subject, within the same clause; its index or -1.
 */
export function joinedVerb(t: Token[], j: number): number {
  for (let k = j + 1; t[k]; k++) {
    const w = t[k]!;
    if (w.w === ',' || CLAUSE_END.has(w.low) || PERSONAL.has(w.low) || PLURAL_PRONOUNS.has(w.low)) return -1;
    if (w.low === 'et') return verbAfterEt(t, k);
  }
  return -1;
}

/**
 * "ils étaient très timides et n'osait pas": after a plural subject ("ils", "elles", or a
 * plural noun phrase) and its verb, a verb right after "et" with no subject of its own.
 */
function coordinatedVerb(text: string, t: Token[], out: Finding[]) {
  t.forEach((x, i) => {
    if (x.low !== 'et' || i < 2) return;
    const k = verbAfterEt(t, i);
    if (k < 0) return;
    // the clause before "et": its subject and its verb, nothing that opens another clause
    let s = i - 1;
    while (s >= 0 && !CLAUSE_END.has(t[s]!.low) && t[s]!.w !== ',' && t[s]!.low !== 'et') s--;
    const clause = t.slice(s + 1, i);
    const pronoun = clause.findIndex((c) => PLURAL_PRONOUNS.has(c.low));
    const nounSubject =
      clause.length > 2 && PLURAL_DET.has(clause[0]!.low) && pluralNoun(clause[1]!.low) ? 0 : -1;
    const at = pronoun >= 0 ? pronoun : nounSubject;
    if (at < 0 || (pronoun < 0 && clause.some((c) => PERSONAL.has(c.low)))) return;
    // the first verb of that subject must be plural itself ("ils étaient", "dorment")
    const first = clause.slice(at + 1).find((c) => finiteForms(c.low).some((f) => f.person === 5));
    if (first) pluralVerb(text, t[k]!, out);
  });
}

/**
 * "les élèves parlent ensemble, joue dehors et écoutent mieux": in a series of verbs of one
 * subject, between two plural verbs, a singular one right after a comma.
 */
function listedVerb(text: string, t: Token[], out: Finding[]) {
  const plural = (c?: Token) =>
    !!c && finiteForms(c.low).length > 0 && finiteForms(c.low).every((f) => f.person === 5);
  t.forEach((x, i) => {
    const v = t[i + 1];
    if (x.w !== ',' || !v || /^\p{Lu}/u.test(v.w) || !thirdPlural(v.low)) return;
    if (!t.slice(0, i).some(plural)) return;
    const et = t.findIndex((c, k) => k > i + 1 && c.low === 'et');
    if (et < 0 || t.slice(i + 2, et).some((c) => c.w === ',' || CLAUSE_END.has(c.low))) return;
    if (plural(t[verbAt(t, et + 1)])) pluralVerb(text, v, out);
  });
}

const MODIFIERS =
  '(?:(?:très|trop|assez|vraiment|souvent|parfois|toujours|si|plus|moins|aussi|bien|pas|peu|un peu)\\s+)?';
const PLURAL_COPULA = new RegExp(
  `${B}(?:sont|étaient|seront|seraient|restent|deviennent|semblent)\\s+${MODIFIERS}(\\p{L}+)\\s+et\\s+${MODIFIERS}(\\p{L}+)${E}`,
  'dgiu',
);

/** "les résidences sont chères et souvent complète": two attributes joined by "et" agree alike. */
function coordinatedAttribute(text: string, out: Finding[]) {
  for (const m of text.matchAll(PLURAL_COPULA)) {
    const [a, b] = [m[1]!.toLowerCase(), m[2]!.toLowerCase()];
    const fa = formsOf(a) ?? participleForms(a);
    const fb = formsOf(b) ?? participleForms(b);
    if (!fa || !fb || (!formsOf(b) && isNoun(b))) continue;
    // the first attribute is plural, of one gender when its forms tell it
    const at = fa.indexOf(a);
    if (at < 2 || fa.slice(0, 2).includes(a)) continue;
    const masculine = fa[2] !== fa[3] ? at === 2 : fb.indexOf(b) % 2 === 0;
    const want = fb[masculine ? 2 : 3]!;
    if (fb.slice(0, 2).includes(b) && want !== b)
      out.push(finding(text, m.indices![2]![0], m[2]!, want, 'accordAttribut', 'accord'));
  }
}

const PLURAL_NOUN_ADJ = new RegExp(
  `${B}(?:les|des|mes|tes|ses|nos|vos|leurs|ces)\\s+(\\p{L}+[sx])\\s+(\\p{L}+)\\s+et\\s+${MODIFIERS}(\\p{L}+)${E}`,
  'dgiu',
);

/** "des légumes frais et moins cher": the second adjective of a plural noun is plural too. */
function coordinatedAdjective(text: string, out: Finding[]) {
  for (const m of text.matchAll(PLURAL_NOUN_ADJ)) {
    const [noun, a, b] = [m[1]!.toLowerCase(), m[2]!.toLowerCase(), m[3]!.toLowerCase()];
    const fa = formsOf(a) ?? participleForms(a);
    // the noun's gender, or the first adjective's when the lexicon lacks the noun
    const g = G[noun.slice(0, -1)] ?? (fa && fa[2] !== fa[3] ? (fa.indexOf(a) % 2 ? 'F' : 'M') : undefined);
    const fb = formsOf(b);
    // the first adjective is plural: by its forms, or by its mark when the lists lack it ("frais")
    const plural = fa ? fa.slice(2).includes(a) : /[sx]$/u.test(a) && !finiteForms(a).length;
    // "bon marché": an adjective with a noun after it is a phrase of its own
    const next = /^\s+(\p{L}+)/u.exec(text.slice(m.index + m[0].length))?.[1]?.toLowerCase() ?? '';
    if (!g || !fb || !plural || G[next]) continue;
    const want = fb[g === 'F' ? 3 : 2]!;
    if (fb.slice(0, 2).includes(b) && want !== b)
      out.push(finding(text, m.indices![3]![0], m[3]!, want, 'accordNom', 'accord'));
  }
}

/** "Nadia travail", "elle travail", "mon mari travail": the noun for the verb after a subject. */
function nounForVerb(text: string, t: Token[], out: Finding[]) {
  t.forEach((x, i) => {
    const forms = NOUN_FOR_VERB[x.low];
    if (!forms || i < 1) return;
    const prev = t[i - 1]!;
    const name =
      /^\p{Lu}\p{Ll}+$/u.test(prev.w) &&
      i - 1 === 0 &&
      !FUNCTION_WORDS.has(normalize(prev.w)) &&
      !G[prev.low];
    const pronoun = PERSONAL.has(prev.low) || prev.low === 'ne' || prev.low === 'n';
    // "mon mari travail": a possessive, a noun, then the word
    const possessive = i >= 2 && /^(?:mon|ma|ton|ta|son|sa|notre|votre|leur|chaque)$/u.test(t[i - 2]!.low);
    if (!name && !pronoun && !(possessive && isNoun(prev.low) && i - 2 === 0)) return;
    if (finiteForms(x.low).length) return;
    const rep = prev.low === 'tu' ? forms[1] : forms[0];
    out.push(finding(text, x.at, x.w, rep, 'accordSujet', 'conjugaison'));
  });
}

export function coordinationRules(text: string): Finding[] {
  const out: Finding[] = [];
  coordinatedAttribute(text, out);
  coordinatedAdjective(text, out);
  for (const m of text.matchAll(/[^.!?;:\n]+/gu)) {
    const t = tokens(m[0], m.index);
    relativeAfterPlural(text, t, out);
    coordinatedVerb(text, t, out);
    listedVerb(text, t, out);
    nounForVerb(text, t, out);
  }
  return out;
}
