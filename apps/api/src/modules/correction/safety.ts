import { checkerGuess, issueFinding } from './checker-guess';
import type { GrammalecteChecker } from './grammalecte';
import { agreesWithNamedNoun, agreesWithNounBefore, doubtfulTwin } from './safety-agreement';
import { lower, normalize } from './text';
import type { Finding, WritingAnalyser, WritingState } from './types';
import {
  accentVariants,
  CANADIAN,
  closest,
  distance,
  isKnownCompound,
  spellingSuggestionOk,
  verbOfSubject,
} from './spelling';
import { isProperNoun, nameContext, onSignature } from './proper-nouns';

/**
 * Corrections that never make a text worse: proper nouns and words of the consigne are not
 * spelling errors, a suggestion far from the written word or in a colloquial form is dropped, and
 * a correction is kept only if re-checking the corrected text raises no new error where it applies.
 */

const COLLOQUIAL =
  /(?<![\p{L}])(?:j['’]suis|chuis|t['’]es|j['’]sais|y['’]a|p['’]tit|m['’]man|j['’](?=[bcdfgjklmnpqrstvwxz]))/iu;

function suggestionOk(word: string, rep: string | null): boolean {
  if (rep === null) return true;
  if (COLLOQUIAL.test(rep) && !COLLOQUIAL.test(word)) return false;
  return true;
}

/** A finding on exactly the corrected words that takes the correction further: a rule's, or one that keeps the words and adds to them. */
function grows(e: object, p: { f: Finding; start: number; end: number }, original: string): boolean {
  if (!('replacement' in e)) return false;
  const f = e as Finding;
  return (
    f.start === p.start &&
    f.end === p.end &&
    f.replacement !== null &&
    f.replacement !== p.f.replacement &&
    // not back to the words the learner wrote
    f.replacement !== original &&
    // "son pas" → "sont pas" → "ne sont pas"; "décidé a changer" → "à" → "de": a rule that reads
    // the corrected words takes the correction further
    (f.replacement.includes(p.f.replacement ?? '\u0000') || f.source === 'regle')
  );
}

/**
 * Applies replacements; returns the text, where each replacement landed in it and where each
 * finding without replacement now stands.
 */
function applyAll(text: string, findings: Finding[]) {
  const chars = Array.from(text);
  let out = '';
  let pos = 0;
  let outLen = 0;
  const placed: { f: Finding; start: number; end: number }[] = [];
  const flagged: { f: Finding; start: number; end: number }[] = [];
  for (const f of [...findings].sort((a, b) => a.start - b.start)) {
    if (f.start < pos) continue;
    if (f.replacement === null) {
      const start = outLen + (f.start - pos);
      flagged.push({ f, start, end: start + (f.end - f.start) });
      continue;
    }
    const gap = chars.slice(pos, f.start).join('');
    out += gap;
    outLen += Array.from(gap).length;
    const len = Array.from(f.replacement).length;
    placed.push({ f, start: outLen, end: outLen + len });
    out += f.replacement;
    outLen += len;
    pos = f.end;
  }
  return { text: out + chars.slice(pos).join(''), placed, flagged };
}

export function safetyAnalyser(
  checker: GrammalecteChecker | null,
  extraRules: (text: string) => Finding[],
): WritingAnalyser {
  return {
    name: 'relecture',
    checksFrench: true,
    async run(state) {
      try {
        await review(state);
      } catch (err) {
        // corrections that could not be reviewed are not applied: each stays as a finding to reread
        for (const f of state.findings) f.replacement = null;
        throw err;
      }
    },
  };

  async function review(state: WritingState) {
    const text = state.input.text;
    const chars = Array.from(text);
    const consigneWords = new Set(
      (state.input.task?.consigne ?? state.input.subject)
        .split(/[^\p{L}'’-]+/u)
        .filter((w) => w.length > 1)
        .map(lower),
    );
    let kept: Finding[] = [];
    for (const f of state.findings) {
      const word = chars.slice(f.start, f.end).join('');
      // a "correction" that writes the same words is none
      if (f.replacement !== null && f.replacement === word) continue;
      // a word the dictionary lacks (a rule's spelling finding, "centre ville" or "Bienvenu à",
      // reads a known phrase and is no unknown word)
      if (f.category === 'orthographe' && f.source !== 'regle') {
        if (isProperNoun(text, f, consigneWords) || CANADIAN.has(lower(word))) continue;
        // "phở", "São Paulo": a word with letters French does not use is a foreign word or a name
        if (/[^\p{Script=Latin}'’-]|[^a-zàâäçéèêëîïôöùûüÿœæ'’-]/iu.test(word)) continue;
        // "tres" → "très" before "tees": a suggestion that only adds accents comes first, then the nearest
        const ranked = f.suggestions
          .filter((r) => spellingSuggestionOk(word, r))
          .map((r, i) => ({ r, i, d: normalize(r) === normalize(word) ? -1 : distance(word, r) }))
          .sort((a, b) => a.d - b.d || a.i - b.i)
          .map((x) => x.r);
        if (ranked.length) {
          f.suggestions = ranked;
          // "chau": "chaud", "chaut" or "chaux"? none is applied, the candidates are shown
          const { choice, candidates } = closest(word, ranked);
          const subject = /(\p{L}+['’]?)\s*$/u.exec(chars.slice(Math.max(0, f.start - 8), f.start).join(''));
          f.replacement = (subject && verbOfSubject(subject[1]!, ranked)) ?? choice;
          if (!choice) f.suggestions = candidates.slice(0, 3);
        }
        if (f.replacement !== null && !spellingSuggestionOk(word, f.replacement)) {
          f.replacement = null;
          f.suggestions = [];
        }
        // "Kwame et Adjoa", "Oumar, mon colocataire": an unknown capitalised word opening a
        // sentence is often a name; it is never replaced by another word, only by its accents
        if (/^\p{Lu}/u.test(word) && nameContext(chars, f.end)) continue;
        if (/^\p{Lu}/u.test(word) && f.replacement !== null && normalize(f.replacement) !== normalize(word)) {
          f.replacement = null;
          f.suggestions = [];
        }
      }
      // "Taras Bondarenko" signing the text: no verb, no agreement, no spelling to correct there
      if (f.source === 'grammalecte' && /^\p{Lu}/u.test(word) && onSignature(chars, f)) continue;
      // "Thi Mai Tran": a capital inside a name is no error
      if (f.category === 'majuscule' && f.replacement !== null && f.replacement === word.toLowerCase())
        if (isProperNoun(text, f, new Set())) continue;
      // "cyberintimidation", but not "supermarche", which is "supermarché" without its accent
      if (f.category === 'orthographe' && isKnownCompound(word) && !accentVariants(word).length) continue;
      if (
        f.source === 'grammalecte' &&
        /^(?:accord|participe passé)$/u.test(f.category) &&
        agreesWithNamedNoun(chars, f)
      )
        continue;
      if (f.source === 'grammalecte' && f.category === 'accord' && agreesWithNounBefore(chars, f)) {
        // the checker's twin finding on the noun goes with it
        kept = kept.filter(
          (k) =>
            !(
              k.source === 'grammalecte' &&
              k.replacement === null &&
              k.category === 'accord' &&
              k.end <= f.start &&
              f.start - k.end <= 2
            ),
        );
        continue;
      }
      if (
        f.source === 'grammalecte' &&
        f.category === 'accord' &&
        f.replacement === null &&
        doubtfulTwin(chars, f, state.findings)
      )
        continue;
      if (!suggestionOk(word, f.replacement)) continue;
      kept.push(f);
    }
    // Re-check: a correction whose corrected words raise a new error gives way to the checker's
    // next suggestion; with none left, it is dropped with its finding.
    const tried = new Map<Finding, number>();
    // the checker's reading of the corrected text once no correction changes any more
    let settled: { text: string; checked: Awaited<ReturnType<GrammalecteChecker['check']>> } | null = null;
    if (checker) {
      for (let round = 0; round < 3; round++) {
        const { text: fixed, placed } = applyAll(text, kept);
        if (!placed.length) break;
        // the checker's guesses on correct words are no new error, here as in the first reading
        const fixedChars = Array.from(fixed);
        const checked = (await checker.check(fixed)).filter(
          (i) => !checkerGuess(fixedChars, issueFinding(i, fixed.includes('’'))),
        );
        const again = [...checked, ...extraRules(fixed)];
        let grew = false;
        const bad = new Set(
          placed
            .filter((p) => {
              const hits = again.filter(
                (e) => e.start < p.end && p.start < e.end && !('type' in e && e.type === 'maj'),
              );
              // "son pas" → "sont pas", then a rule asks "ne sont pas": the correction grows
              const grown = hits.length === 1 && grows(hits[0]!, p, chars.slice(p.f.start, p.f.end).join(''));
              if (grown) {
                const rule = hits[0] as Finding;
                p.f.replacement = rule.replacement;
                if (rule.source === 'regle')
                  Object.assign(p.f, { message: rule.message, category: rule.category, source: rule.source });
                grew = true;
              }
              return hits.length > 0 && !grown;
            })
            .map((p) => p.f),
        );
        if (!bad.size) {
          if (!grew) settled = { text: fixed, checked };
          break;
        }
        kept = kept.filter((f) => {
          if (!bad.has(f)) return true;
          const chars2 = chars.slice(f.start, f.end).join('');
          let i = (tried.get(f) ?? f.suggestions.indexOf(f.replacement ?? '')) + 1;
          while (i > 0 && i < f.suggestions.length && !suggestionOk(chars2, f.suggestions[i]!)) i++;
          if (i <= 0 || i >= f.suggestions.length || round === 2) {
            // a word the dictionary lacks stays flagged, with no correction, when none fits
            if (f.category !== 'orthographe') return false;
            f.replacement = null;
            return true;
          }
          tried.set(f, i);
          f.replacement = f.suggestions[i]!;
          return true;
        });
      }
    }
    // "les deux on raison": the checker's flag on "raison" came from "on"; once "on" is corrected,
    // a flag the checker no longer raises on the corrected text is dropped
    if (checker && kept.some((f) => f.replacement !== null)) {
      const { text: fixed, placed, flagged } = applyAll(text, kept);
      const doubtful = flagged.filter((p) => p.f.source === 'grammalecte' && p.f.category !== 'orthographe');
      if (placed.length && doubtful.length) {
        const again = settled?.text === fixed ? settled.checked : await checker.check(fixed);
        const gone = new Set(
          doubtful.filter((p) => !again.some((e) => e.start < p.end && p.start < e.end)).map((p) => p.f),
        );
        kept = kept.filter((f) => !gone.has(f));
      }
    }
    state.findings = kept;
  }
}
