import { formsOf } from './rules-adjectives';
import { G, elidesBefore, finding, wordSet } from './rules-util';
import { AVOIR_FORMS, CLITICS, ETRE_FORMS, isDeterminer, isNoun, type Token, tokens } from './clause-words';
import type { Finding } from './types';
import { finiteForms, isInfinitive, lemmasOf, participleForms } from './verb-lexicon';

/**
 * The preposition a verb, an adjective or an idiom asks before an infinitive: "essayer de
 * trouver" (not "à"), "hésiter à partir" (not "de"), "je veux partir" (no preposition), "capable
 * de", "avoir besoin de", "en train de". Only a following infinitive is read (or one after its
 * pronouns: "essayer à le faire"), so "je veux de l'eau" or "aider de ses conseils" stay.
 * Verbs that take either preposition ("commencer", "continuer"), or another one in an impersonal
 * or passive use ("il est forcé de", "il m'intéresse de savoir"), are not listed.
 */

/** Verbs followed by "de" + infinitive. */
const WITH_DE = wordSet(
  'accepter arrêter cesser choisir décider essayer éviter oublier promettre refuser regretter tenter mériter négliger envisager',
);
/** Verbs followed by "à" + infinitive. */
const WITH_A = wordSet(
  'hésiter aider habituer consister renoncer préparer encourager inviter inciter autoriser parvenir engager',
);
/** Verbs whose object comes before "à" + infinitive ("obliger les élèves à"), or "de". */
const OBJECT_A = wordSet('obliger forcer encourager inviter inciter pousser autoriser aider');
const OBJECT_DE = wordSet('empêcher convaincre persuader');
/** Verbs followed by a bare infinitive. */
const BARE = wordSet('vouloir pouvoir devoir savoir oser falloir sembler paraître');
/** Adjectives followed by "de" + infinitive (any form). */
const ADJ_DE = new Set(
  'capable content heureux fier ravi désolé fatigué sûr certain'
    .split(' ')
    .flatMap((a) => formsOf(a) ?? participleForms(a) ?? [a]),
);
const SURE = new Set(['sûr', 'certain'].flatMap((a) => formsOf(a) ?? [a]));
/** Nouns that "avoir" takes before "de" + infinitive ("j'ai besoin de", "elle a l'habitude de"). */
const NOUN_DE = wordSet('besoin envie peur honte intention habitude chance occasion droit temps');
/** Nouns that need their article ("le temps de", "le droit de"; "du temps à perdre" stays). */
const DEFINITE_ONLY = wordSet('temps droit');
const ADVERBS_BETWEEN = wordSet(
  'pas plus jamais vraiment toujours souvent encore déjà aussi bien enfin vite',
);
const QUANTITY = wordSet('plus beaucoup peu trop assez moins tant autant');
/** "avoir" before a participle or an idiom: its finite forms, infinitive, participle and gerund. */
const AVOIR_AUX = new Set([...AVOIR_FORMS, 'avoir', 'eu', 'ayant']);
const isPrep = (x?: Token) => !!x && /^(?:de|d|à|a)$/u.test(x.low) && x.w !== 'A';

/** Index of the infinitive after a preposition at i, through its pronouns ("de le faire"), or -1. */
function infinitiveAfter(t: Token[], i: number): number {
  let k = i + 1;
  while (k < t.length && CLITICS.has(t[k]!.low) && k < i + 3) k++;
  const x = t[k];
  return x && /^\p{Ll}/u.test(x.w) && isInfinitive(x.low) ? k : -1;
}

/** Pronouns that make the verb reflexive or give it an object ("se décider à", "l'a décidé à"). */
const OBJECT = wordSet('me m te t se s l le la les');

/** Whether a pronoun object comes right before the verb at v, or before its auxiliary. */
function objectBefore(t: Token[], v: number): boolean {
  const at = (k: number) => t[k]?.low ?? '';
  const k = AVOIR_AUX.has(at(v - 1)) || ETRE_FORMS.has(at(v - 1)) ? v - 2 : v - 1;
  return OBJECT.has(at(k)) || (/^(?:nous|vous)$/u.test(at(k)) && at(k - 1) === at(k));
}

/** The preposition a word asks before an infinitive: 'de', 'à', '' (none) or null (no rule). */
function wanted(t: Token[], v: number): 'de' | 'à' | '' | null {
  const x = t[v]!;
  const at = (k: number) => t[k]?.low ?? '';
  if (ADJ_DE.has(x.low)) {
    // "sûr" and "certain" mean "convinced" (and take "de") after "je suis", "nous sommes"…; after a
    // thing, "sûr à installer" means "safe to install"
    if (!SURE.has(x.low)) return 'de';
    let k = v - 1;
    while (ADVERBS_BETWEEN.has(at(k)) || /^(?:très|si|tout|toute|assez|trop|plus|moins)$/u.test(at(k))) k--;
    return /^(?:suis|es|sommes|êtes|étais|étions|étiez|serai|seras|serons|serez)$/u.test(at(k)) ? 'de' : null;
  }
  if (x.low === 'train' && at(v - 1) === 'en') return 'de';
  // "prendre soin de"
  if (x.low === 'soin' && lemmasOf(at(v - 1)).has('prendre')) return 'de';
  // "obliger les élèves à faire", "empêcher les enfants de sortir": a verb, then its object
  if (isDeterminer(t[v - 1]) && isNoun(x.low) && v >= 2) {
    const verb = t[v - 2]!;
    const lemmas = [...lemmasOf(verb.low)];
    const active = finiteForms(verb.low).length > 0 || isInfinitive(verb.low) || AVOIR_AUX.has(at(v - 3));
    if (lemmas.length && active) {
      if (lemmas.every((l) => OBJECT_A.has(l))) return 'à';
      if (lemmas.every((l) => OBJECT_DE.has(l))) return 'de';
    }
  }
  if (NOUN_DE.has(x.low)) {
    let k = v - 1;
    if (/^(?:l|la|le)$/u.test(at(k))) k--;
    else if (DEFINITE_ONLY.has(x.low)) return null;
    while (k > 0 && ADVERBS_BETWEEN.has(at(k))) k--;
    return AVOIR_AUX.has(at(k)) ? 'de' : null;
  }
  // "le devoir de voter", "le pouvoir de décider": a noun spelt as the infinitive
  if (isDeterminer(t[v - 1])) return null;
  // "puis de prendre": "puis" is the adverb, not "pouvoir"
  if (x.low === 'puis') return null;
  const lemmas = [...lemmasOf(x.low)];
  if (!lemmas.length) return null;
  const finite = finiteForms(x.low).length > 0 || isInfinitive(x.low);
  const is = (set: Set<string>) => lemmas.every((l) => set.has(l));
  // a participle counts after its auxiliary only ("une femme décidée à partir" stays); after
  // "être" for the verbs with "à", which are often reflexive ("je me suis habitué à")
  if (!finite) {
    let k = v - 1;
    while (k > 0 && ADVERBS_BETWEEN.has(at(k))) k--;
    if (!AVOIR_AUX.has(at(k)) && !(is(WITH_A) && ETRE_FORMS.has(at(k)))) return null;
  }
  // "se décider à", "ça m'a décidé à partir": a pronoun object changes the construction
  if (is(WITH_DE)) return objectBefore(t, v) ? null : 'de';
  if (is(WITH_A)) return 'à';
  // "je m'en veux d'être parti", "je n'en peux plus d'attendre"
  if (lemmas.some((l) => BARE.has(l))) return at(v - 1) === 'en' || at(v - 2) === 'en' ? null : '';
  return null;
}

/** Verbs that ask "de" before an infinitive, with a person as object ("je te conseille de"). */
const PERSON_DE = wordSet('conseiller demander proposer permettre suggérer recommander interdire');

/** "je te conseille chercher", "j'ai décidé partir" → "de chercher", "de partir": "de" left out. */
function missingDe(text: string, t: Token[], out: Finding[]) {
  t.forEach((verb, v) => {
    const next = t[v + 1];
    if (!next || !/^\p{Ll}/u.test(next.w) || !isInfinitive(next.low) || G[next.low]) return;
    const lemmas = [...lemmasOf(verb.low)];
    if (!lemmas.length || !lemmas.every((l) => WITH_DE.has(l) || PERSON_DE.has(l))) return;
    const finite = finiteForms(verb.low).length > 0 || isInfinitive(verb.low);
    if (!finite && !AVOIR_AUX.has(t[v - 1]?.low ?? '')) return;
    const rep = elidesBefore(next.low) ? `d'${next.w}` : `de ${next.w}`;
    out.push(finding(text, next.at, next.w, rep, 'valence', 'syntaxe'));
  });
}

export function valencyRules(text: string): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(/[^.!?;:\n]+/gu)) {
    const t = tokens(m[0], m.index);
    missingDe(text, t, out);
    t.forEach((prep, p) => {
      if (!isPrep(prep)) return;
      const inf = infinitiveAfter(t, p);
      if (inf < 0) return;
      let v = p - 1;
      while (v > 0 && ADVERBS_BETWEEN.has(t[v]!.low)) v--;
      const verb = t[v];
      if (!verb || QUANTITY.has(t[p - 1]!.low)) return;
      const want = wanted(t, v);
      if (want === null) return;
      const has = prep.low === 'd' || prep.low === 'de' ? 'de' : 'à';
      if (want === has) return;
      // "je ne veux pas de dîner": after a negation, "de" may open a noun spelt as an infinitive
      if (
        v < p - 1 &&
        want === '' &&
        has === 'de' &&
        t.slice(v + 1, p).some((a) => /^(?:pas|plus|jamais)$/u.test(a.low))
      )
        return;
      const next = t[p + 1]!;
      const span = text.slice(prep.at, next.at + next.w.length);
      const rest = text.slice(next.at, next.at + next.w.length);
      if (want === '') out.push(finding(text, prep.at, span, rest, 'valence', 'syntaxe'));
      else if (want === 'de' && elidesBefore(next.low))
        out.push(finding(text, prep.at, span, `d'${rest}`, 'valence', 'syntaxe'));
      else if (prep.low === 'd')
        out.push(finding(text, prep.at, span, `${want} ${rest}`, 'valence', 'syntaxe'));
      else out.push(finding(text, prep.at, prep.w, want, 'valence', 'syntaxe'));
    });
  }
  return out;
}
