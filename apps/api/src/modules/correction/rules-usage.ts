import { CARDINALS } from './clause-words';
import { formsOf } from './rules-adjectives';
import { applySimple, type Simple } from './rules-homophone-pairs';
import { B, E, G, finding, withArticle } from './rules-util';
import type { Finding } from './types';
import { questionRules } from './rules-questions';
import {
  REFLEXIVE_OF_PERSON,
  SUBJECT_PERSON,
  finiteForms,
  isInfinitive,
  participleForms,
} from './verb-lexicon';

/**
 * Constructions learners build on their own language's model: the age with "être" ("je suis 21
 * ans"), a question closed by a full stop, "sentir" without its reflexive, the prepositions of
 * "se rappeler", "adorer", "échouer", "apprendre", "grâce", "dépendre", "aider" with "lui", "en"
 * for "y" after "aller", "et demi" after "heure", the plural of nouns in -al and -ail, a personal
 * pronoun placed after the verb ("je donne à toi"), a past state in the passé composé ("quand j'ai
 * été jeune").
 */

/** The form of "avoir" at the person and tense of a form of "être". */
export const AVOIR_OF: Record<string, string> = {
  suis: 'ai',
  es: 'as',
  est: 'a',
  sommes: 'avons',
  êtes: 'avez',
  sont: 'ont',
  étais: 'avais',
  était: 'avait',
  étions: 'avions',
  étiez: 'aviez',
  étaient: 'avaient',
};
const NUMBER = `(?:\\d+|un|${[...CARDINALS].join('|')})(?:[- ](?:et[- ])?[\\p{L}]+)?`;
/** Verbs followed by a bare infinitive ("j'adore travailler", not "j'adore de travailler"). */
const BARE_INFINITIVE =
  '(?:ador|aim|détest|espér|préfér)(?:e|es|ons|ez|ent|é|ais|ait|ions|iez|aient|erai|erais|erait)';
/** Nouns in -ail whose plural is in -aux ("des travaux"). */
const AUX_AIL = new Set('bail corail émail soupirail travail vantail vitrail'.split(' '));
/** Plurals in -als that French keeps ("festivals", "bals") or writes in -aux. */
const KEEPS_ALS = new Set(
  'bals carnavals chacals festivals récitals régals cérémonials banals fatals natals navals bancals étals idéals finals chorals cals pals'.split(
    ' ',
  ),
);

export const USAGE: Simple[] = [
  {
    // "je suis 21 ans", "il était 5 ans": the age goes with "avoir"
    re: new RegExp(
      `${B}(?:je|tu|il|elle|on|nous|vous|ils|elles|j['’])\\s*(suis|es|est|sommes|êtes|sont|étais|était|étions|étiez|étaient)\\s+(?=${NUMBER}\\s+ans${E}(?!\\s+(?:de plus|de moins|plus|moins)))`,
      'giu',
    ),
    rep: (m) => AVOIR_OF[m[1]!.toLowerCase()] ?? null,
    category: 'syntaxe',
  },
  {
    // "je me rappelle de ma première visite": "se rappeler" takes its object directly
    re: new RegExp(
      `${B}(?:me|te|se|nous|vous|m['’]|t['’]|s['’])\\s*(rappel\\p{L}*(?:\\s+(?:toujours|encore|bien|très bien|souvent|parfois))?\\s+de)\\s+(?=(mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|cette|ce|cet|ces|la|le|l['’]|\\p{L}+)${E})`,
      'giu',
    ),
    // "se rappeler de + infinitive" is left alone
    rep: (m) => (isInfinitive(m[2]!.toLowerCase()) ? null : m[1]!.replace(/\s+de$/u, '')),
    category: 'syntaxe',
  },
  {
    // "j'adore de travailler" → "j'adore travailler"
    re: new RegExp(`${B}(${BARE_INFINITIVE}\\s+de)\\s+(?=(\\p{L}+)${E})`, 'giu'),
    rep: (m) => (isInfinitive(m[2]!.toLowerCase()) ? m[1]!.replace(/\s+de$/u, '') : null),
    category: 'syntaxe',
  },
  {
    // "j'ai échoué mon examen" → "échoué à mon examen"
    re: new RegExp(
      `${B}échou\\p{L}*\\s+(mon|ton|son|notre|votre|leur|ma|ta|sa|mes|tes|ses|nos|vos|leurs|le|la|les|l['’]|cet|cette|ce)\\s*(?=(?:\\p{L}+\\s+)?(?:examen|examens|test|tests|cours|permis|entrevue|entretien|concours|session|année|stage|épreuve)${E})`,
      'giu',
    ),
    rep: (m) => withArticle('à', m[1]),
    category: 'syntaxe',
  },
  {
    // "apprendre les jeunes à pelleter" → "apprendre aux jeunes à"
    re: new RegExp(
      `${B}(?:apprend|enseign)\\p{L}*\\s+(les|le|la)\\s+\\p{L}+\\s+(?:à|a)\\s+(?=(\\p{L}+)${E})`,
      'giu',
    ),
    rep: (m) => {
      return isInfinitive(m[2]!.toLowerCase()) ? withArticle('à', m[1]) : null;
    },
    category: 'syntaxe',
  },
  {
    // "ils m'ont appris de pelleter" → "à pelleter"
    re: new RegExp(
      `${B}(?:appris|apprend|apprends|apprennent|apprenons|apprenez|apprendre)\\s+(de|d['’])\\s*(?=(\\p{L}+)${E})`,
      'giu',
    ),
    rep: (m) => (isInfinitive(m[2]!.toLowerCase()) ? (/['’]$/u.test(m[1]!) ? 'à ' : 'à') : null),
    category: 'syntaxe',
  },
  // "grâce de cette aide" → "grâce à"
  {
    re: new RegExp(`(?<!(?:la|une|de|rendre)\\s)${B}grâce\\s+(de|d['’])(?=\\s*\\p{L})`, 'giu'),
    rep: (m) => (/['’]$/u.test(m[1]!) ? 'à ' : 'à'),
    category: 'syntaxe',
  },
  {
    // "ça dépend sur" → "dépend de"
    re: new RegExp(
      `${B}dépend\\p{L}*(?:\\s+(?:entièrement|beaucoup|surtout|seulement|aussi|vraiment|totalement))?\\s+(sur)${E}`,
      'giu',
    ),
    rep: 'de',
    category: 'syntaxe',
  },
  {
    // "je lui ai aidé" → "je l'ai aidé": "aider quelqu'un" (the simple tenses are read with the
    // other verbs of direct object, where "leur aide" the noun is told apart)
    re: new RegExp(
      `${B}(lui\\s+|leur\\s+)(?=(?:ai|as|a|avons|avez|ont|avais|avait|avaient)\\s+aidé${E})`,
      'giu',
    ),
    rep: (m) => (m[1]!.toLowerCase().startsWith('leur') ? 'les ' : "l'"),
    category: 'syntaxe',
  },
  {
    // "venir à voir les meubles" → "venir voir" ("j'en suis venu à penser" stays)
    re: new RegExp(
      `${B}((?:ven(?:ir|ez|ons|u|ue|us|ues)|viens|vient|viennent)\\s+à)\\s+(?=(\\p{L}+)${E})`,
      'giu',
    ),
    rep: (m) => {
      const before = m.input!.slice(Math.max(0, m.index! - 20), m.index!);
      if (/(?:^|[\s'’])en\s+(?:\p{L}+\s+)?$/u.test(before) || !isInfinitive(m[2]!.toLowerCase())) return null;
      return m[1]!.replace(/\s+à$/u, '');
    },
    category: 'syntaxe',
  },
  // "dans très bon état" → "en très bon état"
  {
    re: new RegExp(
      `${B}(dans)\\s+(?=(?:très\\s+|assez\\s+)?(?:bon|parfait|excellent|mauvais|bel)\\s+état${E})`,
      'giu',
    ),
    rep: 'en',
    category: 'syntaxe',
  },
  // "j'en vais souvent" → "j'y vais" ("je m'en vais" is left alone)
  { re: new RegExp(`${B}j['’](en)\\s+(?=vais${E})`, 'giu'), rep: 'y', category: 'syntaxe' },
  // "une heure et demi" → "demie" ("midi et demi" stays)
  { re: new RegExp(`${B}heures?\\s+et\\s+(demi)${E}`, 'giu'), rep: 'demie', category: 'accord' },
];

/** "Je donne à toi mon manteau" → "Je te donne": a personal pronoun object stands before the verb. */
/** Verbs whose person object is indirect and stands before them ("je te donne", "il me parle"). */
const GIVING = new Set(
  'donner dire parler écrire envoyer demander expliquer montrer prêter offrir téléphoner'.split(' '),
);
const CLITIC_OF: Record<string, string> = {
  moi: 'me',
  toi: 'te',
  lui: 'lui',
  elle: 'lui',
  nous: 'nous',
  vous: 'vous',
  eux: 'leur',
  elles: 'leur',
};

function pronounAfterVerb(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}((?:je|tu|il|elle|on|nous|vous|ils|elles)\\s+(\\p{L}+)\\s+à\\s+(moi|toi|lui|elle|nous|vous|eux|elles))${E}(?!\\s*(?:,\\s*)?(?:pas|et non|et pas|mais|seulement|aussi))`,
    'giu',
  );
  for (const m of text.matchAll(re)) {
    if (!finiteForms(m[2]!.toLowerCase()).some((f) => f.tense === 'P' && GIVING.has(f.lemma))) continue;
    const subject = m[1]!.split(/\s+/u)[0]!;
    const clitic = CLITIC_OF[m[3]!.toLowerCase()]!;
    const verb = m[2]!;
    const elided =
      /^(?:me|te)$/u.test(clitic) && /^[aeiouyéèêh]/iu.test(verb)
        ? `${clitic[0]}'${verb}`
        : `${clitic} ${verb}`;
    out.push(finding(text, m.index, m[1]!, `${subject} ${elided}`, 'pronom', 'syntaxe'));
  }
}

/** "Quand j'ai été jeune" → "Quand j'étais jeune": a state of the past is told in the imperfect. */
function pastState(text: string, out: Finding[]) {
  const IMPERFECT: Record<string, string> = {
    "j'ai été": "j'étais",
    'il a été': 'il était',
    'elle a été': 'elle était',
    'nous avons été': 'nous étions',
    'ils ont été': 'ils étaient',
    'elles ont été': 'elles étaient',
  };
  const re = new RegExp(
    `${B}(?:quand|lorsque)\\s+(j['’]ai été|il a été|elle a été|nous avons été|ils ont été|elles ont été)\\s+(?=(?:jeunes?|petite?s?|enfants?|adolescente?s?|étudiante?s?|bébés?)${E})`,
    'giu',
  );
  for (const m of text.matchAll(re)) {
    const rep = IMPERFECT[m[1]!.toLowerCase().replace('’', "'")];
    if (rep) out.push(finding(text, m.index + m[0].indexOf(m[1]!), m[1]!, rep, 'tempsPasse', 'conjugaison'));
  }
}

/** "des animals", "les réseaux socials", "des travails": plurals in -aux. */
function alPlurals(text: string, out: Finding[]) {
  for (const m of text.matchAll(new RegExp(`${B}(\\p{Ll}+)(als|ails)${E}`, 'gu'))) {
    const word = m[0];
    if (KEEPS_ALS.has(word)) continue;
    // most nouns in -ail take an s ("détails"); these few take -aux
    const singular = `${m[1]}${m[2]!.slice(0, -1)}`;
    if (m[2] === 'ails' ? !AUX_AIL.has(singular) : !G[singular] && !formsOf(singular)) continue;
    out.push(finding(text, m.index, word, `${m[1]}aux`, 'pluriel', 'accord'));
  }
}

/** "je sentais très seul" → "je me sentais": "se sentir" before an adjective keeps its reflexive. */
function feltWithoutReflexive(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(?:je|tu|il|elle|on|nous|vous|ils|elles)\\s+(sen(?:s|t|tons|tez|tent|tais|tait|tions|tiez|taient))\\s+(?:(?:très|trop|si|un peu|vraiment|tellement|plus|moins|assez|souvent|parfois|toujours)\\s+)*(\\p{L}+)${E}`,
    'giu',
  );
  for (const m of text.matchAll(re)) {
    const adj = m[2]!.toLowerCase();
    if (
      !formsOf(adj) &&
      !participleForms(adj) &&
      !/^(?:seule?s?|triste|tristes|malade|malades|bien|mal|mieux)$/u.test(adj)
    )
      continue;
    // "il sent bon", "ça sent mauvais": a smell
    if (/^(?:bon|bons|bonne|bonnes|mauvais|mauvaise|mauvaises|fort|forte|frais|fraîche|meilleur)$/u.test(adj))
      continue;
    // "je sens bien que", "il sent bon": a smell or a feeling about something is no state
    if (/^(?:bien|mal|mieux)$/u.test(adj) && /^\s+que/u.test(text.slice(m.index + m[0].length))) continue;
    const subject = m[0].split(/\s+/u)[0]!.toLowerCase();
    const pronoun = REFLEXIVE_OF_PERSON[SUBJECT_PERSON[subject]!];
    const verb = m[1]!;
    const at = m.index + m[0].indexOf(verb, subject.length);
    out.push(finding(text, at, verb, `${pronoun} ${verb}`, 'pronominal', 'syntaxe'));
  }
}

export function usageRules(text: string): Finding[] {
  const out: Finding[] = [];
  applySimple(text, USAGE, 'usage', out);
  alPlurals(text, out);
  pronounAfterVerb(text, out);
  pastState(text, out);
  out.push(...questionRules(text));
  feltWithoutReflexive(text, out);
  return out;
}
