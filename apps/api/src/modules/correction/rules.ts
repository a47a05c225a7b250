import type { Finding } from './types';

/**
 * A few high-precision rules for frequent learner errors that the grammar checker leaves
 * alone in some contexts: "a" for "à" after verbs of movement or address and before times.
 * Each rule matches on the text and proposes one replacement.
 */
interface Rule {
  re: RegExp;
  /** Index of the capture group to replace. */
  group: number;
  replacement: string;
  message: string;
  category: string;
}

const VERBS_WITH_A =
  '(?:vais|vas|va|allons|allez|vont|aller|allé|allée|allés|allées|parler|parle|parles|parlons|parlez|parlent|pense|penses|pensons|pensez|pensent|penser|réponds|répond|répondre|répondez|téléphone|téléphoner|téléphonez|écris|écrit|écrire|écrivez|habite|habites|habitons|habitez|habitent|habiter|arrive|arrives|arrivons|arrivez|arrivent|arriver|commence|commencer|jusqu|invite|inviter|invitez|suis|sommes|êtes|rester|reste|restons|descend|descends|descendre|descendez|venir|viens|vient|venez|travaille|travailles|travaillons|travaillez|travailler|inscrit|inscrite|inscrits|préféré|préférée|invité|invitée|invités|jours|heures|semaines|retourner|retourne|partir|pars|voyager)';

const RULES: Rule[] = [
  {
    // not before a participle or an adverb: "voyager a toujours été mon rêve"
    re: new RegExp(
      `(?<!\\p{L})${VERBS_WITH_A}\\s+(a)\\s+(?!(?:été|eu|fait|toujours|jamais|déjà|beaucoup|souvent|bien|rien|tout|pas|plus)(?!\\p{L}))(?=\\p{L}|\\d)`,
      'giu',
    ),
    group: 1,
    replacement: 'à',
    message: '« a » est le verbe avoir ; après ce verbe, la préposition s’écrit « à ».',
    category: 'confusion',
  },
  {
    re: /(?<!\p{L})(a)\s+(?=\d{1,2}\s*(?:h\b|heures?\b))/giu,
    group: 1,
    replacement: 'à',
    message: 'Devant une heure, la préposition s’écrit « à » (« a » est le verbe avoir).',
    category: 'confusion',
  },
];

/** Code-point offset of a UTF-16 index. */
function cp(text: string, index: number): number {
  return Array.from(text.slice(0, index)).length;
}

/**
 * "une étagère blanche a 25 dollars": before a price, "a" is the preposition when the clause
 * already has its subject and verb ("il y a", "je vends"); "Le canapé a 150 dollars" is left alone.
 */
function beforePrice(text: string, out: Finding[]) {
  for (const m of text.matchAll(
    /(?<![\p{L}'’])(a)\s+(?=\d+(?:[,.]\d+)?\s*(?:\$|€|dollars?|euros?|francs?)(?!\p{L}))/gu,
  )) {
    const clause =
      text
        .slice(0, m.index)
        .split(/[.!?;:\n]|(?<!\p{L})(?:que|qu['’]|parce|quand|si|mais)(?!\p{L})/iu)
        .pop() ?? '';
    // "Marie a 30 dollars": a name right before is its subject
    if (/\p{Lu}\p{L}*\s*$/u.test(clause)) continue;
    if (!/(?:^|[\s'’])(?:je|j|tu|il|elle|on|nous|vous|ils|elles|c)(?:\s|['’])\s*\S/iu.test(clause)) continue;
    // "qui a 25 dollars", "il a 25 dollars": "a" right after its subject is the verb
    if (/(?:^|[\s'’])(?:il|elle|on|qui|y|ça|cela|tu)\s*$/iu.test(clause)) continue;
    const start = cp(text, m.index);
    out.push({
      start,
      end: start + 1,
      replacement: 'à',
      suggestions: ['à'],
      message: 'Devant un prix, la préposition s’écrit « à » (« a » est le verbe avoir).',
      source: 'regle',
      category: 'confusion',
    });
  }
}

export function applyRules(text: string): Finding[] {
  const out: Finding[] = [];
  beforePrice(text, out);
  for (const rule of RULES) {
    const re = new RegExp(rule.re.source, `${rule.re.flags.replace('d', '')}d`);
    for (const m of text.matchAll(re)) {
      const g = m[rule.group];
      const span = m.indices?.[rule.group];
      if (g === undefined || !span) continue;
      const start = cp(text, span[0]);
      const replacement = g === g.toUpperCase() ? rule.replacement.toUpperCase() : rule.replacement;
      out.push({
        start,
        end: start + Array.from(g).length,
        replacement,
        suggestions: [replacement],
        message: rule.message,
        source: 'regle',
        category: rule.category,
      });
    }
  }
  return out;
}
