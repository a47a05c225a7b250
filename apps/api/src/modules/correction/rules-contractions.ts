import { B, E, G, finding, sentenceAfter } from './rules-util';
import type { Finding } from './types';
import { finiteForms, isInfinitive, lemmasOf, participleForms } from './verb-lexicon';

/**
 * Contractions and elisions the grammar checker lets through: "à le marché" → "au marché",
 * "de les problèmes" → "des problèmes", "besoin de une voiture" → "d'une voiture",
 * "lorsque il" → "lorsqu'il". An object pronoun before an infinitive ("de le faire") is no article.
 */

const CONTRACTED: Record<string, string> = { 'à le': 'au', 'à les': 'aux', 'de le': 'du', 'de les': 'des' };
/** Nouns used in the plural only, which the gender lexicon does not list ("de les gens"). */
const PLURAL_ONLY = new Set([
  'gens',
  'vacances',
  'environs',
  'alentours',
  'frais',
  'fiançailles',
  'funérailles',
]);
/** A noun of the gender lexicon, in the singular or the plural, or one used in the plural only. */
const isNoun = (w: string) => !!(G[w] || G[w.replace(/[sx]$/u, '')]) || PLURAL_ONLY.has(w);

function contractions(text: string, out: Finding[]) {
  const re = new RegExp(`${B}((?:à|de)\\s+(?:le|les))\\s+(\\p{L}+)${E}`, 'dgiu');
  for (const m of text.matchAll(re)) {
    const next = m[2]!.toLowerCase();
    // "de le faire", "à les aider": a pronoun before an infinitive
    if (isInfinitive(next) || !isNoun(next)) continue;
    // "tout à le monde" does not occur; "de le" before a vowel cannot be an article either
    if (/^[aeiouyéèêàâîôûh]/iu.test(next) && /le$/iu.test(m[1]!)) continue;
    const key = m[1]!.toLowerCase().replace(/\s+/gu, ' ');
    const rep = CONTRACTED[key];
    if (!rep) continue;
    const f = finding(text, m.index, m[1]!, rep, 'contraction', 'syntaxe');
    f.scope = [f.start, f.end + 1 + Array.from(m[2]!).length];
    // "de le transformé", "à le marché": a verb form may follow a pronoun ("de le transformer"),
    // so the words are shown without a correction; the checker's guess on the verb is dropped
    if (participleForms(next) || finiteForms(next).length) {
      f.replacement = null;
      f.suggestions = [];
      f.end = f.scope[1];
    }
    out.push(f);
  }
}

/**
 * "aller a le cours" → "au cours": "à" without its accent before "le", after a verb of going.
 * Read before the "a"/"à" rules, which would fix the accent and leave "à le".
 */
export function goingToRules(text: string): Finding[] {
  const out: Finding[] = [];
  const re = new RegExp(`${B}(\\p{L}+)\\s+(a\\s+(?:le|les))\\s+(\\p{L}+)${E}`, 'dgu');
  for (const m of text.matchAll(re)) {
    const lemmas = lemmasOf(m[1]!);
    if (![...lemmas].some((l) => GOING.has(l))) continue;
    const next = m[3]!.toLowerCase();
    if (isInfinitive(next) || !isNoun(next)) continue;
    const rep = /les$/u.test(m[2]!) ? 'aux' : 'au';
    out.push(finding(text, m.indices![2]![0], m[2]!, rep, 'contraction', 'syntaxe'));
  }
  return out;
}
const GOING = new Set([
  'aller',
  'venir',
  'arriver',
  'retourner',
  'rentrer',
  'revenir',
  'courir',
  'monter',
  'descendre',
]);

const ELIDED: Record<string, string> = { de: "d'", lorsque: "lorsqu'", puisque: "puisqu'", jusque: "jusqu'" };

function elisions(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(de|lorsque|puisque|jusque)\\s+(un|une|il|ils|elle|elles|on|autres?|abord|accord|ailleurs|habitude|au|aux|à|ici|en|Haïti)${E}`,
    'dgiu',
  );
  for (const m of text.matchAll(re)) {
    const w = m[1]!.toLowerCase();
    const next = m[2]!.toLowerCase();
    // "de un à trois", "de une heure à deux": counting, not an article
    if (
      /^une?$/u.test(next) &&
      /^\s+(?:\S+\s+)?(?:à|a)\s/u.test(text.slice(m.index + m[0].length, m.index + m[0].length + 24))
    )
      continue;
    if (w === 'de' && /^(?:au|aux|à|ici|en|il|ils|on)$/u.test(next)) continue;
    if (w !== 'jusque' && /^(?:au|aux|à|ici)$/u.test(next)) continue;
    const rep = ELIDED[w]!;
    // the replacement takes the capital of the first word (finding() does it)
    out.push(finding(text, m.index, m[0], `${rep}${m[2]!}`, 'elision', 'élision'));
  }
}

/**
 * "Je n'ai pas des amis", "il n'y a plus du pain", "je n'ai pas une voiture": after a negated
 * "avoir", the partitive and indefinite articles become "de" ("ce n'est pas des amis" keeps its
 * article: "être" is left alone). "un" and "une" stay where they mean "a single one" ("pas un
 * seul", "pas un mot", "pas une minute") or where a contrast follows ("pas une voiture, mais deux").
 */
/** Nouns that make "pas un" mean "not a single". */
const SINGLE =
  /^(?:seule?|mot|sou|centime|instant|moment|minute|seconde|jour|heure|chat|brin|atome|once|geste|regard|bruit|signe|cri)$/iu;

function negatedArticle(text: string, out: Finding[]) {
  const re = new RegExp(
    `(?:n['’]\\s*(?:y\\s+)?(?:ai|as|a|avons|avez|ont|avait|avais|avaient|aura|aurai|auront)\\s+(?:pas|plus|jamais|guère)(?:\\s+(?:encore|vraiment|trouvé|eu|acheté|vu|reçu|fait))?)\\s+(des|du|de la|de l['’]|une?)\\s*(\\p{L}+)${E}`,
    'dgiu',
  );
  for (const m of text.matchAll(re)) {
    const next = m[2]!;
    const art = m[1]!;
    if (/^une?$/iu.test(art) && (SINGLE.test(next) || /\bmais\b/iu.test(sentenceAfter(text, m.index))))
      continue;
    // "pas du tout", "pas des moindres", "pas de la même façon": no article there
    if (/^(?:tout|moins|plus|même|mêmes|moindres|meilleurs?|pires?)$/iu.test(next)) continue;
    const at = m.indices![1]![0];
    if (/^[aeiouyéèêàâîôûh]/iu.test(next) && !/l['’]$/u.test(art))
      out.push(finding(text, at, `${art} ${next}`, `d'${next}`, 'articleNegation', 'syntaxe'));
    else if (/l['’]$/u.test(art)) out.push(finding(text, at, art, "d'", 'articleNegation', 'syntaxe'));
    else out.push(finding(text, at, art, 'de', 'articleNegation', 'syntaxe'));
  }
}

/** Words opening with a vowel that take no elision ("que onze", "que oui"). */
const NO_ELISION = /^(?:onze|onzième|oui|ouate|ouistiti|yaourt|yoga|yacht|ye)/iu;

/**
 * "que un" → "qu'un", "ne aime" → "n'aime" before any word opening with a vowel (not "h",
 * which may be aspirated); "le IGA" → "l'IGA" before an acronym read from a vowel.
 */
function vowelElisions(text: string, out: Finding[]) {
  for (const m of text.matchAll(
    new RegExp(`${B}(que|ne)\\s+([aeiouyéèêàâîôûAEIOUYÉÈÊÀÂÎÔÛ]\\p{L}*)${E}`, 'dgiu'),
  )) {
    const next = m[2]!;
    // "y" alone elides ("n'y"); a word opening with "y" ("yeux" aside) rarely follows; a
    // capital letter alone or an acronym ("tels que ISO-8859-1", "que A dépend") is read
    // letter by letter and may keep "que"
    if (NO_ELISION.test(next) || (/^y\p{L}/iu.test(next) && !/^yeux$/iu.test(next))) continue;
    if (/^\p{Lu}+$/u.test(next)) continue;
    const rep = m[1]!.toLowerCase() === 'que' ? "qu'" : "n'";
    out.push(finding(text, m.index, m[0], `${rep}${next}`, 'elision', 'élision'));
  }
  for (const m of text.matchAll(new RegExp(`${B}([Ll]e|[Ll]a)\\s+([AEIOU][A-Z]{1,4})${E}`, 'dgu'))) {
    out.push(finding(text, m.index, m[0], `l'${m[2]!}`, 'elision', 'élision'));
  }
}

export function contractionRules(text: string): Finding[] {
  const out: Finding[] = [];
  negatedArticle(text, out);
  contractions(text, out);
  elisions(text, out);
  vowelElisions(text, out);
  return out;
}
