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

export function applyRules(text: string): Finding[] {
  const out: Finding[] = [];
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
