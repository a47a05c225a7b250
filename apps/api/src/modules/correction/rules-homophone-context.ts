import { isFinite } from './clause-words';
import { formsOf } from './rules-adjectives';
import type { Simple } from './rules-homophone-pairs';
import { B, E, G } from './rules-util';
import { isInfinitive, participleForms } from './verb-lexicon';

/**
 * Homophones read from the word after them: "la situation c'est aggravée" → "s'est", "les
 * jeunes peut motivés" → "peu", "les chauffeurs son gentils" → "sont", "je suis près." → "prêt",
 * "prêt d'un parc" → "près", "envie dans faire" → "d'en", "quand cas" → "qu'en cas", "la fête et
 * samedi" → "est", "nous avons tout ri" → "tous", "il est a l'entrée" → "à" ("où" after a place or
 * a time: `rules-homophones.ts`).
 */
/** Small words of a clause without verb: determiners, prepositions, numbers, times. */
const KNOWN =
  /^(?:un|une|le|la|les|des|du|de|d['’].*|l['’].*|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|ce|cet|cette|ces|à|au|aux|en|dans|pour|avec|sans|sur|par|chez|et|ou|h|matin|soir|midi|tout|tous|plus|moins|très|autre|autres|même|\d+)$/u;
const adjective = (w: string) => !!formsOf(w) || !!participleForms(w);

export const CONTEXT_PAIRS: Simple[] = [
  {
    // a noun subject, no comma, then a participle: the reflexive "s'est"
    re: new RegExp(`(?<=\\p{L}{3,}\\s+)(c['’]est)\\s+(?=(\\p{L}+)${E})`, 'giu'),
    rep: (m) => {
      const before = /(\p{L}+)\s+$/u.exec(m.input!.slice(Math.max(0, m.index! - 30), m.index!))?.[1] ?? '';
      const next = m[2]!.toLowerCase();
      if (!G[before.toLowerCase()] || !participleForms(next) || formsOf(next)) return null;
      return /’/u.test(m[1]!) ? 's’est' : "s'est";
    },
    category: 'confusion',
  },
  {
    re: new RegExp(`${B}(peut|peux)\\s+(?=(\\p{L}+)${E})`, 'giu'),
    rep: (m) => {
      const next = m[2]!.toLowerCase();
      // "je n'en peux plus", "il ne peut pas": a negation follows the verb
      if (/^(?:plus|pas|jamais|guère)$/u.test(next)) return null;
      return adjective(next) && !isInfinitive(next) && !isFinite(next) ? 'peu' : null;
    },
    category: 'confusion',
  },
  {
    re: new RegExp(
      `${B}(?:les|des|mes|tes|ses|nos|vos|leurs|ces)\\s+\\p{L}+[sx]\\s+(son)\\s+(?=(\\p{L}+[sx])${E})`,
      'giu',
    ),
    rep: (m) => (formsOf(m[2]!.toLowerCase()) ? 'sont' : null),
    category: 'confusion',
  },
  {
    re: new RegExp(
      // a person who is ready, not a place nearby ("la gare est près.")
      `${B}(?:je suis|tu es|nous sommes|vous êtes|je serai|je serais)\\s+(près)(?=\\s*[,.;!?])`,
      'giu',
    ),
    rep: 'prêt',
    category: 'confusion',
  },
  {
    // not the noun: "un prêt de la banque"
    re: new RegExp(
      `(?<!(?:un|le|mon|ton|son|ce|du|au|votre|notre|leur)\\s+)${B}(prêt|prête|prêts|prêtes|pret)\\s+(?=(?:de|d['’]|du|des)\\s*(?:la|le|l['’]|un|une|chez|mon|ma|notre|votre|ce|cette|\\p{Lu}))`,
      'giu',
    ),
    rep: 'près',
    category: 'confusion',
  },
  {
    re: new RegExp(`${B}(dans)\\s+(?=(\\p{Ll}+)${E})`, 'gu'),
    rep: (m) => (isInfinitive(m[2]!) && !G[m[2]!] ? "d'en" : null),
    category: 'confusion',
  },
  { re: new RegExp(`${B}(quand)\\s+(?=cas${E})`, 'giu'), rep: "qu'en", category: 'confusion' },
  { re: new RegExp(`${B}(plus tôt)\\s+(?=d['’]accord)`, 'giu'), rep: 'plutôt', category: 'confusion' },
  {
    re: new RegExp(`${B}(?:jours?|semaines?|mois|ans|heures?|minutes?)\\s+(plutôt)${E}(?!\\s+qu)`, 'giu'),
    rep: 'plus tôt',
    category: 'confusion',
  },
  {
    // a verb without object: "tout" can only be its subject ("nous avons tout vu" is everything)
    re: new RegExp(
      `${B}(?:nous avons|vous avez|ils ont|elles ont)\\s+(tout)\\s+(?=(?:ri|dormi|pleuré|couru|marché|dansé|voté|crié|applaudi|participé|souri)${E})`,
      'giu',
    ),
    rep: 'tous',
    category: 'accord',
  },
  {
    // a determiner and a noun opening the sentence, then a day, "chez", "en retard"
    re: new RegExp(
      `(?:^|[.!?\\n]\\s*)(?:le|la|l['’]|mon|ma|ton|ta|son|sa|notre|votre|ce|cette)\\s*\\p{L}+\\s+(et)\\s+(?=(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|chez|en retard|en avance|ouvert|ouverte|fermé|fermée)${E})`,
      'giu',
    ),
    rep: 'est',
    category: 'confusion',
  },
  {
    // "il est a l'entrée", "le bureau est a Saint-Lambert": after "être", never "avoir"
    re: new RegExp(
      `${B}(?:suis|es|est|sommes|êtes|sont|étais|était|étions|étiez|étaient|sera|seront|serait)\\s+(a)${E}`,
      'gu',
    ),
    rep: 'à',
    category: 'confusion',
  },
  {
    // "apprendre aux jeunes a utiliser": a plural noun does not take "a"
    re: new RegExp(`(?<=\\p{Ll}{3,}[sx]\\s+)(a)\\s+(?=(\\p{Ll}+)${E})`, 'gu'),
    rep: (m) => {
      const noun = /(\p{Ll}+)\s+$/u.exec(m.input!.slice(Math.max(0, m.index! - 40), m.index!))?.[1] ?? '';
      const one = noun.slice(0, -1);
      if (!(G[one] || /^(?:jeunes|gens|enfants|élèves|amis|parents)$/u.test(noun)) || isFinite(noun))
        return null;
      return isInfinitive(m[2]!) ? 'à' : null;
    },
    category: 'confusion',
  },
  {
    // "mon fils à vu", "la voisine à mangé": a participle after "à" is the verb avoir ("tout à
    // fait" and the nouns "un reçu", "l'été" aside)
    re: new RegExp(`(?<=\\p{Ll}{2,}\\s+)(à)\\s+(?=(\\p{Ll}+)${E})`, 'gu'),
    rep: (m) => {
      const part = m[2]!;
      if (participleForms(part)?.[0] !== part || (G[part] && part !== 'été')) return null;
      return /(?:^|\s)(?:tout|jusqu|quant|grâce)\s*$/u.test(m.input!.slice(0, m.index)) ? null : 'a';
    },
    category: 'confusion',
  },
  {
    // "un remboursement où un nouvel appareil", "à 18 h où le samedi", "Appelez-moi où
    // envoyez-moi": "où" opens a clause with its verb; with none after it, it is the choice "ou"
    re: new RegExp(
      `(?<=[\\p{L}\\d]\\s+)(où)\\s+(?=(?:un|une|le|la|les|des|du|mon|ma|mes|son|sa|ses|\\d+|\\p{L}+-(?:moi|nous|lui|leur))${E})`,
      'giu',
    ),
    rep: (m) => {
      const clause = m.input!.slice(m.index! + m[0].length).split(/[.!?;:\n]/u)[0]!;
      if (/^\p{L}+-(?:moi|nous|lui|leur)(?![\p{L}])/u.test(clause)) return m[1] === 'Où' ? 'Ou' : 'ou';
      const words = clause.toLowerCase().match(/[\p{L}'’]+/gu) ?? [];
      // a word no lexicon knows may be a misspelt verb ("où les gens jete leurs déchets")
      if (words.some((w) => !G[w] && !isFinite(w) && !adjective(w) && !KNOWN.test(w))) return null;
      // a verb form that is no noun after its determiner ("le samedi", but "la neige est tombée")
      const verb = words.some(
        (w, i) =>
          isFinite(w.replace(/^.*['’]/u, '')) &&
          !adjective(w) &&
          !(G[w] && /^(?:un|une|le|la|les|des|du|mon|ma|mes|son|sa|ses|l['’].*)$/u.test(words[i - 1] ?? '')),
      );
      return verb ? null : 'ou';
    },
    category: 'confusion',
  },
  {
    // "elle a payé ces études": with the verbs of one's studies, "ses" (not "ces études
    // montrent", the research)
    re: new RegExp(
      `${B}(?:pay|financ|termin|fin|poursuiv|reprend|repris|abandonn|commenc)\\p{L}*\\s+(ces)\\s+(?=études${E}(?!\\s+(?:montr|indiqu|prouv|révèl|scientifiques|récentes|sur)))`,
      'giu',
    ),
    rep: 'ses',
    category: 'confusion',
  },
];
