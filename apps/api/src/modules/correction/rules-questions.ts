import { finding } from './rules-util';
import type { Finding } from './types';
import { lemmasOf } from './verb-lexicon';

/**
 * Questions: a direct question closed by a full stop ("Est-ce que tu viens." → "?"), and a
 * reported question built as a direct one ("elle m'expliquait qu'est-ce que" → "ce que").
 */

/** Verbs after which a question is reported, not asked. */
const REPORTING = new Set([
  'expliquer',
  'savoir',
  'demander',
  'dire',
  'comprendre',
  'montrer',
  'raconter',
  'indiquer',
  'apprendre',
  'ignorer',
]);

/** A verb, then "qu'est-ce que / qui" ("je ne sais pas qu'est-ce qui…"). */
const REPORTED =
  /(?<![\p{L}])(\p{L}+)\s+(?:(?:pas|plus|jamais|bien|toujours)\s+)?(qu['’]est-ce\s+qu)(?=e\s|i\s|['’])/dgiu;
const reports = (verb: string) => [...lemmasOf(verb)].some((l) => REPORTING.has(l));

/** "elle m'expliquait qu'est-ce que je devais faire" → "ce que": a reported question. */
function reportedQuestion(text: string, out: Finding[]) {
  for (const m of text.matchAll(REPORTED)) {
    if (!reports(m[1]!)) continue;
    out.push(finding(text, m.indices![2]![0], m[2]!, 'ce qu', 'question', 'syntaxe'));
  }
}

/** "Est-ce que tu viens." → "?": a question closed by a full stop. */
function questionMarks(text: string, out: Finding[]) {
  const spaced = /\s[?!]/u.test(text);
  const re =
    /(?<=^|[.!?]\s+|\n)([^.!?\n]{0,160}?(?:est-ce qu|\p{L}+-(?:t-)?tu(?![\p{L}-])|(?:pouvez|voulez|avez|êtes|savez|connaissez|pourriez|voudriez|auriez|seriez)-vous(?![\p{L}-]))[^.!?\n]{0,160}?)(\.)(?=\s|$)/giu;
  for (const m of text.matchAll(re)) {
    const at = m.index + m[0].length - 1;
    // "Je ne sais pas ce que c'est.": an indirect question keeps its full stop
    if (
      /(?:sais|savoir|demande|demandais|dis|dites|explique)\s+(?:pas\s+)?(?:si|où|comment|pourquoi|quand|ce qu)/iu.test(
        m[1]!,
      )
    )
      continue;
    // "elle m'expliquait qu'est-ce que je devais faire.": a question reported after a verb of
    // saying or knowing, built as a direct one; its full stop is right, its "qu'est-ce que" is not
    if ([...m[1]!.matchAll(REPORTED)].some((r) => reports(r[1]!))) continue;
    out.push(finding(text, at, '.', spaced ? ' ?' : '?', 'question', 'ponctuation'));
  }
}

export function questionRules(text: string): Finding[] {
  const out: Finding[] = [];
  questionMarks(text, out);
  reportedQuestion(text, out);
  return out;
}
