import { PRENOMINAL, vowel } from './rules-adjectives';
import { applySimple, type Simple } from './rules-homophone-pairs';
import { B, E, finding, withArticle } from './rules-util';
import type { Finding } from './types';
import { isNoun } from './clause-words';
import { finiteForms } from './verb-lexicon';

/**
 * Phrasings a learner carries over from another language or builds by analogy: "ce que m'a le
 * plus marqué" (ce qui), "j'ai acheté depuis deux ans" (il y a), "plein des déchets" (de), "une
 * idée bonne" (une bonne idée), "sur texto" (par), "dans les heures de pointe" (aux).
 */

const SIMPLE: Simple[] = [
  // "un texto", "un courriel": one writes by them, not on them
  {
    re: new RegExp(`${B}(sur)\\s+(?=(?:texto|textos|courriel|SMS|message texte)${E})`, 'giu'),
    rep: 'par',
    category: 'préposition',
  },
  // "téléphoner mes collègues", "le travail nuit les études": these verbs take "à" before a person
  // or a thing ("la nuit les rues sont calmes": the noun "nuit" stays)
  {
    re: new RegExp(
      `(?<!${B}(?:la|une|cette|chaque|toute|de|bonne|dernière|cette)\\s+)${B}(?:téléphon(?:er|e|es|ons|ez|ent|é|ais|ait)|nuire|nuit|nuisent|nuisait|nuisaient|nuira|nuirait)\\s+((le|la|les|mes|mon|ma|tes|ton|ta|ses|son|sa|nos|notre|vos|votre|leurs))\\s+(?!(?:lendemain|soir|matin|jour|midi|week-end|mois|semaine|veille|samedi|dimanche|lundi|mardi|mercredi|jeudi|vendredi)${E})(?=\\p{Ll}{3,}${E})`,
      'giu',
    ),
    rep: (m) => withArticle('à', m[2]),
    category: 'préposition',
  },
  // "les gens dépendent à l'autobus" → "de l'autobus"; "se joindre avec nous" → "à nous"
  {
    re: new RegExp(
      `${B}dépend(?:re|s|ons|ez|ent|ait|aient|ra|rait|u)?\\s+(aux|au|à|a)(?:(?=\\s+(?:le|la|les|un|une|mon|ma|mes|son|sa|ses|notre|nos|votre|vos|leur|leurs|ce|cette|ces)${E}|\\s+l['’])|(?<=au|aux)${E})`,
      'giu',
    ),
    rep: (m) => ({ au: 'du', aux: 'des' })[m[1]!.toLowerCase()] ?? 'de',
    category: 'préposition',
  },
  {
    re: new RegExp(`${B}(?:me|te|se|nous|vous)\\s+joindre\\s+(avec)${E}`, 'giu'),
    rep: 'à',
    category: 'préposition',
  },
  // "dans les heures de pointe" → "aux heures de pointe"
  {
    re: new RegExp(`${B}(dans\\s+les)\\s+(?=heures\\s+de\\s+pointe${E})`, 'giu'),
    rep: 'aux',
    category: 'préposition',
  },
  // "plein des déchets" → "plein de" (not "plein des fleurs qu'elle aime": a complement makes
  // the plural definite)
  {
    re: new RegExp(`${B}plein(?:e|s|es)?\\s+(des\\s+(\\p{Ll}+))${E}`, 'giu'),
    rep: (m) =>
      /^\s*(?:de|du|des|d['’]|qui|que|qu['’]|dont|où)(?![\p{L}])/iu.test(
        m.input!.slice(m.index! + m[0].length),
      )
        ? null
        : `${/^[aeiouyéèêàâîôûh]/iu.test(m[2]!) ? "d'" : 'de '}${m[2]!}`,
    category: 'préposition',
  },
];

/**
 * "Ce que m'a le plus marqué, c'est…" → "Ce qui": "ce que" needs a subject after it; with none
 * before the comma or "c'est", the pronoun is the subject.
 */
function ceQui(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}([Cc]e que)\\s+(?:m['’]|t['’]|nous\\s+|vous\\s+|lui\\s+|leur\\s+)?(?:a|avait|ont|avaient)\\s+(?:(?:le plus|surtout|vraiment|beaucoup|toujours)\\s+)?(\\p{Ll}+)(?=\\s*(?:,|\\.|c['’]est|est|était)(?![\\p{L}]))`,
    'dgu',
  );
  for (const m of text.matchAll(re)) {
    if (!/(?:é|ée|és|ées|i|is|u|us|t|te)$/u.test(m[2]!)) continue;
    out.push(
      finding(text, m.indices![1]![0], m[1]!, m[1]![0] === 'C' ? 'Ce qui' : 'ce qui', 'ceQui', 'syntaxe'),
    );
  }
}

/** Participles of an act done once: with "depuis" and a duration, the act is dated by "il y a". */
const ONCE =
  'acheté|achetée|achetés|achetées|arrivé|arrivée|arrivés|arrivées|venu|venue|venus|venues|déménagé|commencé|quitté|perdu|vendu|vendue|reçu|reçue|terminé|fini|fait|rencontré|rencontrée|né|née|immigré|immigrée|obtenu|trouvé|trouvée';

/** "J'ai acheté ce canapé depuis deux ans" → "il y a deux ans". Not after a negation ("je ne l'ai pas vu depuis"). */
function dateOfAct(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(?:ai|as|a|avons|avez|ont|suis|es|est|sommes|êtes|sont)\\s+(?:${ONCE})${E}[^.!?;:\\n]{0,50}?${B}(depuis)\\s+(?=(?:un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze|vingt|\\d+)\\s+(?:ans?|années?|mois|semaines?|jours?)${E})`,
    'dgiu',
  );
  for (const m of text.matchAll(re)) {
    const before = text.slice(Math.max(0, m.index - 25), m.index);
    if (/(?:ne|n['’])\s*(?:\p{L}+['’]?\s*)?$|(?<![\p{L}])pas\s*$/iu.test(before) || /\bpas\b/iu.test(m[0]))
      continue;
    out.push(finding(text, m.indices![1]![0], m[1]!, 'il y a', 'ilYa', 'syntaxe'));
  }
}

/** Adjectives that stand before the noun in everyday French ("une bonne idée", "une vieille dame"). */
const BEFORE = ['bon', 'beau', 'joli', 'vieux', 'mauvais', 'gros'];
const FORM_OF = new Map<string, { base: string; index: number }>();
for (const base of BEFORE)
  PRENOMINAL[base]!.forEach((f, index) => {
    if (index !== 1 && !FORM_OF.has(f)) FORM_OF.set(f, { base, index });
  });

const PERSON =
  /^(?:homme|femme|personne|ami|amie|enfant|fille|garçon|voisin|voisine|gens|mère|père|frère|sœur|dame|monsieur|collègue|patron|patronne|professeur|professeure|élève|étudiant|étudiante)s?$/u;

/** "C'est une idée bonne" → "une bonne idée", "une dame vieille" → "une vieille dame". */
function adjectiveAfter(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(?:un|une|des|le|la|les|mon|ma|mes|son|sa|ses|ce|cette|ces)\\s+((\\p{Ll}{3,})\\s+(\\p{Ll}+))(?=\\s*[,.;!?]|\\s+(?:et|mais|pour|avec|qui)${E})`,
    'dgu',
  );
  for (const m of text.matchAll(re)) {
    const noun = m[2]!;
    const adj = FORM_OF.get(m[3]!);
    if (!adj || !isNoun(noun) || finiteForms(noun).length) continue;
    // "un homme bon", "une personne belle": after a person, "bon" and "beau" keep their place
    if ((adj.base === 'bon' || adj.base === 'beau') && PERSON.test(noun)) continue;
    const forms = PRENOMINAL[adj.base]!;
    // "un ami vieux" → "un vieil ami": the form before a vowel
    const form = adj.index === 0 && vowel(noun) ? forms[1] : forms[adj.index];
    out.push(finding(text, m.indices![1]![0], m[1]!, `${form} ${noun}`, 'placeAdjectif', 'syntaxe'));
  }
}

export function phrasingRules(text: string): Finding[] {
  const out: Finding[] = [];
  applySimple(text, SIMPLE, 'tournure', out);
  ceQui(text, out);
  dateOfAct(text, out);
  adjectiveAfter(text, out);
  return out;
}
