import type { AiAnswer } from '@prepa/shared';
import { messages } from '../../lib/messages';
import type { Finding } from './types';

const m = messages.writing;

/** The faulty words with a little context, the same with the correction, a learner explanation. */
export function learnerErrors(text: string, findings: Finding[]): AiAnswer['erreurs'] {
  const chars = Array.from(text);
  return findings.map((f) => {
    const [s, e] = around(chars, f.start, f.end);
    const wrong = chars.slice(f.start, f.end).join('');
    const explication = explanation(f, wrong);
    return {
      phrase_originale: chars.slice(s, e).join('').trim(),
      correction:
        f.replacement === null
          ? messages.correction.noSuggestion
          : (chars.slice(s, f.start).join('') + f.replacement + chars.slice(f.end, e).join('')).trim(),
      explication,
      source: f.source,
      categorie: f.category,
      debut: f.start,
      fin: f.end,
    };
  });
}

/** The learner explanation of a finding: by category, without a correction, or with the spelling candidates. */
function explanation(f: Finding, wrong: string): string {
  const explain = m.explain as unknown as Record<string, (w: string, r: string) => string>;
  // the writer's own agreement: the reason is who writes, not the noun beside the word
  if (f.replacement !== null && f.message === 'accordScripteur')
    return m.explain.accordScripteur(wrong, f.replacement);
  if (f.replacement !== null) return (explain[f.category] ?? m.explain.autre)(wrong, f.replacement);
  if (f.category === 'orthographe' && f.suggestions.length > 1)
    return m.explain.orthographeAuChoix(wrong, f.suggestions);
  return (explain[`${f.category}SansCorrection`] ?? m.explain.sansCorrection)(wrong, '');
}

function around(chars: string[], start: number, end: number): [number, number] {
  const stop = /[.!?\n]/;
  let s = start;
  let n = 0;
  while (s > 0 && !stop.test(chars[s - 1]!) && n < 3) {
    s--;
    if (/\s/.test(chars[s]!) && s < start - 1) n++;
  }
  if (/\s/.test(chars[s] ?? '')) s++;
  let e = end;
  n = 0;
  while (e < chars.length && !stop.test(chars[e]!) && n < 3) {
    if (/\s/.test(chars[e]!) && e > end) n++;
    if (n < 3) e++;
  }
  return [s, e];
}
