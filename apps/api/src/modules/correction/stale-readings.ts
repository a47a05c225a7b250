import { PLURAL_DET, SINGULAR_DET } from './clause-words';
import { lower } from './text';
import type { Finding, WritingState } from './types';

/**
 * The checker's findings that read a word a rule replaces go with it: after a determiner turned
 * into another word ("mes très intéressant" → "mais"), its agreements; after a word that governs
 * the next one ("c'est" → "s'est", "peut" → "peu", "a" → "à"), its finding on that next word.
 */
/** Where the word after `end` starts, or -1. */
function nextWordAt(chars: string[], end: number): number {
  const next = /^\s*([\p{L}'’-]+)/u.exec(chars.slice(end, end + 40).join(''));
  return next ? end + (next[0].length - next[1]!.length) : -1;
}

export function withoutStaleReadings(state: WritingState, f: Finding): Finding[] {
  const chars = Array.from(state.input.text);
  const word = lower(chars.slice(f.start, f.end).join(''));
  const rep = lower(f.replacement ?? '');
  const det = (w: string) => PLURAL_DET.has(w) || SINGULAR_DET.has(w);
  // "la situation c'est aggravée" → "s'est", "les jeunes peut motivés" → "peu", "a planter" →
  // "à": the checker read the next word against the homophone the rule replaced
  const governs = /^(?:c['’]est|s['’]est|peut|peux|peu|a|à)$/u.test(word);
  if (f.source === 'regle' && governs && rep !== word) {
    const at = nextWordAt(chars, f.end);
    if (at < 0) return state.findings;
    return state.findings.filter(
      (g) =>
        !(
          g.source === 'grammalecte' &&
          g.start === at &&
          g.category !== 'orthographe' &&
          g.replacement !== null
        ),
    );
  }
  // "leur soirées" → "leurs": the noun's plural mark says what was meant, and the checker's
  // "soirée" for the same words would undo it
  if (det(word) && det(rep) && PLURAL_DET.has(rep) !== PLURAL_DET.has(word)) {
    const at = nextWordAt(chars, f.end);
    return state.findings.filter(
      (g) => !(g.source === 'grammalecte' && g.category === 'accord' && g.start === at),
    );
  }
  if (!det(word) || det(rep)) return state.findings;
  return state.findings.filter(
    (g) =>
      !(
        g.source === 'grammalecte' &&
        g.category === 'accord' &&
        g.start >= f.end &&
        g.start - f.end <= 25 &&
        !/[.!?;:\n]/u.test(chars.slice(f.end, g.start).join(''))
      ),
  );
}
