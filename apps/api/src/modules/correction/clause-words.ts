import { EPICENE, PRE_FORM, formsOf } from './rules-adjectives';
import { G, genderOf, wordSet } from './rules-util';
import { finiteForms, participleForms } from './verb-lexicon';

/** The words the clause rules read: tokens, word classes, and the tests on a word's part of speech. */

export interface Token {
  w: string;
  low: string;
  /** UTF-16 index in the text. */
  at: number;
}

export const PLURAL_DET = wordSet(
  'les des mes tes ses nos vos leurs ces plusieurs certains certaines quelques nombreux nombreuses deux trois quatre cinq six sept huit neuf dix',
);
export const SINGULAR_DET = wordSet('le la l un une mon ma ton ta son sa ce cet cette notre votre leur');
export const PREPOSITIONS = wordSet(
  'de du des d à au aux dans en sur sous avec pour chez par près entre vers depuis pendant contre sans selon après avant derrière devant parmi autour loin face côté',
);
export const ADVERBS = wordSet(
  'ne n pas plus jamais toujours souvent aussi déjà encore beaucoup vraiment parfois souvent même également tous toutes ici là-bas dehors longtemps ensemble maintenant aujourd hui bien mal très trop assez peu rarement enfin surtout seulement',
);
/** Subject pronouns ("j" for "j'"). */
export const SUBJECT_PRONOUNS = wordSet('je j tu il elle on nous vous ils elles');
/** Finite forms of "avoir" (présent, imparfait, futur, conditionnel): an auxiliary before a participle. */
export const AVOIR_FORMS = wordSet(
  'ai as a avons avez ont avais avait avions aviez avaient aurai auras aura aurons aurez auront aurais aurait aurions auriez auraient',
);
/** Finite forms of "être", with its infinitive and participle. */
export const ETRE_FORMS = wordSet(
  'suis es est sommes êtes sont étais était étions étiez étaient serai sera serons serez seront serais serait être été',
);
/** Number words, invariable ("les trente jours"); "vingt" and "cent" aside. */
export const NUMBER_WORDS = wordSet(
  'deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize trente quarante cinquante soixante mille',
);
/** Every number word, with those that are also nouns after a determiner ("les vingt minutes"). */
export const CARDINALS = new Set([...NUMBER_WORDS, 'vingt', 'cent']);
/** Nouns of duration, price or measure: a quantity read as one thing ("Huit ans est l'âge"). */
export const MEASURE_NOUNS = wordSet(
  'an ans année années mois semaine semaines jour jours journée journées heure heures minute minutes seconde secondes nuit nuits dollars euros francs kilomètres mètres kilos kilogrammes litres',
);
export const CLITICS = wordSet('me m te t se s nous vous lui leur le la l les y en');
/** Verbs whose forms are read as verbs even when a noun is spelt the same ("est", "fait"). */
export const COMMON_VERBS = new Set([
  'être',
  'avoir',
  'aller',
  'faire',
  'pouvoir',
  'vouloir',
  'devoir',
  'venir',
  'prendre',
]);
/** Words after which the clause is another one: the rule stops. */
export const STOP = wordSet(
  'que qu quand si lorsque lorsqu parce puisque comme mais car donc ou et je j tu il elle on ils elles ce c ça cela ceci dont où',
);
export const SINGULAR_COPULAS = wordSet(
  'est était sera serait reste restait devient devenait semble semblait',
);
export const COPULAS = wordSet(
  'est sont était étaient sera seront serait seraient reste restent devient deviennent semble semblent',
);

export function tokens(sentence: string, offset: number): Token[] {
  const out: Token[] = [];
  for (const m of sentence.matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*['’]?|[,()«»"—–]/gu)) {
    const w = m[0].replace(/['’]$/u, '');
    out.push({ w: m[0], low: w.toLowerCase(), at: offset + m.index });
  }
  return out;
}

export const PLURAL_ONLY = new Set(['gens', 'frais', 'vacances', 'études', 'environs']);
export const EPICENE_PLURAL = new RegExp(`^(?:${EPICENE}|personne|parent|jeune)s$`, 'u');
export const lookup = (low: string) => low.replace(/œ/gu, 'oe');
export const isNoun = (low: string) =>
  !!G[low] ||
  !!G[lookup(low)] ||
  !!G[lookup(low).replace(/[sx]$/u, '')] ||
  EPICENE_PLURAL.test(low) ||
  PLURAL_ONLY.has(low);
export const pluralNoun = (low: string) =>
  /[sx]$/u.test(low) && (!!genderOf(lookup(low), true) || EPICENE_PLURAL.test(low) || PLURAL_ONLY.has(low));
export const isFinite = (low: string) => finiteForms(low).some((f) => f.tense !== 'S');
export const isDeterminer = (x?: Token) => !!x && (SINGULAR_DET.has(x.low) || PLURAL_DET.has(x.low));
export const isAdjective = (low: string) => !!formsOf(low) || !!participleForms(low);
/** Endings of adjectives the lists do not hold ("indien", "syrienne", "municipaux"). */
const ADJECTIVE_ENDING =
  /(?:iens?|iennes?|aise?s?|oise?s?|ains?|aines?|iques?|aux|ales?|elles?|eux|euses?)$/u;
/** A word read as an adjective after a noun: a known one, or one with an adjective's ending that is no verb. */
export const adjectiveAfterNoun = (low: string) =>
  (isAdjective(low) && !isFinite(low)) ||
  (ADJECTIVE_ENDING.test(low) && low.length > 4 && !isFinite(low) && !STOP.has(low) && !ADVERBS.has(low));

/** Adjectives placed before the noun, in any form (a learner may write "les nouveau employés"). */
export const PRE_ADJ = new Set(['autres', 'jeunes', ...PRE_FORM.keys()]);
