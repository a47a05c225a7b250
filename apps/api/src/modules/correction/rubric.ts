import type { AnalyseTcf } from '@prepa/shared';
import { messages } from '../../lib/messages';
import { countErrors } from './writing';
import type { WritingState } from './types';

/**
 * The rubric of docs/correction-rubric.md: four criteria scored /5 from measures, summed
 * into the estimated note /20. Keep both in step.
 */

const m = messages.correction;
const clamp = (x: number, lo = 0, hi = 5) => Math.min(hi, Math.max(lo, x));
const half = (x: number) => Math.round(x * 2) / 2;

export interface SubScores {
  coherence: number;
  pertinence: number;
  richesse_vocabulaire: number;
  correction_grammaticale: number | null;
}

/** Length compliance in [0, 1]: 1 inside the range, proportional below, decreasing above. */
export function lengthCompliance(n: number, range: { min: number; max: number }): number {
  if (n >= range.min && n <= range.max) return 1;
  if (n < range.min) return n / range.min;
  return clamp(1 - (n - range.max) / range.max, 0.4, 1);
}

export function subScores(state: WritingState): SubScores {
  const ms = state.measures!;
  // Grammar: 5 − 0.4 × errors per 100 words.
  const grammar = ms.erreurs_pour_100_mots === null ? null : clamp(5 - 0.4 * ms.erreurs_pour_100_mots);
  // Vocabulary: half diversity (MTLD 30 → 0, 100 → 5), half sophistication (share of words of
  // 7 letters or more: 10 % → 0, 35 % → 5); texts too short for MTLD get 0.
  const vocab =
    ms.mtld === null ? 0 : 0.5 * clamp((ms.mtld - 30) / 14) + 0.5 * clamp((state.longWordShare - 0.1) / 0.05);
  // Coherence: connectors (up to 3), sentence length (1), paragraphs (1).
  const connPart = Math.min(3, 0.5 * ms.connecteurs.length + 0.5 * state.connectorFunctions.length);
  const L = ms.longueur_moyenne_phrase;
  const sentencePart = L >= 8 && L <= 35 ? 1 : L >= 5 && L <= 45 ? 0.5 : 0;
  const paraPart = state.paragraphs >= 2 || ms.mots < 80 ? 1 : 0.5;
  const coherence = clamp(connPart + sentencePart + paraPart);
  // Relevance: length against the task (2.5) and overlap with the subject (2.5).
  const lengthPart = ms.mots_attendus ? 2.5 * lengthCompliance(ms.mots, ms.mots_attendus) : null;
  const topicPart = ms.recouvrement_sujet === null ? null : 2.5 * Math.min(1, ms.recouvrement_sujet / 0.5);
  const parts = [lengthPart, topicPart].filter((x): x is number => x !== null);
  const pertinence = parts.length ? (parts.reduce((a, b) => a + b, 0) * 2) / parts.length : 2.5;
  let s: SubScores = {
    coherence: half(coherence),
    pertinence: half(clamp(pertinence)),
    richesse_vocabulaire: half(vocab),
    correction_grammaticale: grammar === null ? null : half(grammar),
  };
  if (state.llm) {
    // The model's holistic judgement counts for half of coherence and relevance.
    s = {
      ...s,
      coherence: half((s.coherence + clamp(state.llm.coherence)) / 2),
      pertinence: half((s.pertinence + clamp(state.llm.pertinence)) / 2),
    };
  }
  // Very short texts cannot show coherence.
  if (ms.mots < 20) s.coherence = Math.min(s.coherence, 1);
  return s;
}

/** Sum of the four criteria; without grammar checking the note is scaled from the other three. */
export function noteFrom(s: SubScores): number {
  const known = [s.coherence, s.pertinence, s.richesse_vocabulaire];
  const sum = known.reduce((a, b) => a + b, 0);
  return half(s.correction_grammaticale === null ? (sum * 4) / 3 : sum + s.correction_grammaticale);
}

export function analyseTcf(state: WritingState): AnalyseTcf {
  const ms = state.measures!;
  const s = subScores(state);
  const errors = countErrors(state.findings);
  return {
    note_estimee_20: noteFrom(s),
    coherence: m.criteria.coherence(
      s.coherence,
      ms.connecteurs,
      ms.phrases,
      ms.longueur_moyenne_phrase,
      state.llm?.commentaire_coherence,
    ),
    pertinence: m.criteria.pertinence(
      s.pertinence,
      ms.mots,
      ms.mots_attendus,
      ms.recouvrement_sujet,
      state.llm?.commentaire_pertinence,
    ),
    richesse_vocabulaire: m.criteria.vocabulary(s.richesse_vocabulaire, ms.mtld),
    correction_grammaticale:
      s.correction_grammaticale === null
        ? m.criteria.grammarUnavailable
        : m.criteria.grammar(s.correction_grammaticale, errors, ms.erreurs_pour_100_mots ?? 0),
    sous_notes: s,
    base: s.correction_grammaticale === null ? m.baseWithoutGrammar : m.baseFull,
  };
}

export function pertinenceSujet(state: WritingState) {
  const ms = state.measures!;
  const strengths: string[] = [];
  const improve: string[] = [];
  const range = ms.mots_attendus;
  if (range && ms.mots >= range.min && ms.mots <= range.max) strengths.push(m.strengths.length(ms.mots));
  if (ms.recouvrement_sujet !== null && ms.recouvrement_sujet >= 0.4)
    strengths.push(m.strengths.topic(state.sharedTopicWords.slice(0, 6)));
  if (state.connectorFunctions.length >= 3)
    strengths.push(m.strengths.connectors(ms.connecteurs.slice(0, 6)));
  if (ms.mtld !== null && ms.mtld >= 70) strengths.push(m.strengths.vocabulary);
  if (ms.erreurs_pour_100_mots !== null && ms.erreurs_pour_100_mots <= 2)
    strengths.push(m.strengths.accuracy);
  if (ms.recouvrement_sujet !== null && ms.recouvrement_sujet < 0.25) improve.push(m.improve.topic);
  if (state.connectorFunctions.length < 2) improve.push(m.improve.connectors);
  if (ms.erreurs_pour_100_mots !== null && ms.erreurs_pour_100_mots > 5) improve.push(m.improve.accuracy);
  if (ms.longueur_moyenne_phrase > 30) improve.push(m.improve.longSentences);
  if (ms.mtld !== null && ms.mtld < 45) improve.push(m.improve.vocabulary);
  if (state.llm) {
    strengths.push(...state.llm.points_forts);
    improve.push(...state.llm.points_a_ameliorer);
  }
  return {
    points_forts: strengths.length ? strengths.join(' ') : m.strengths.none,
    respect_consigne: m.instructions(ms.mots, range, ms.recouvrement_sujet),
    points_a_ameliorer: improve.length ? improve.join(' ') : m.improve.none,
  };
}

export function suggestions(state: WritingState): string[] {
  const ms = state.measures!;
  const out: string[] = [];
  const range = ms.mots_attendus;
  if (range && ms.mots < range.min) out.push(m.suggest.tooShort(range.min - ms.mots));
  if (range && ms.mots > range.max) out.push(m.suggest.tooLong(ms.mots - range.max));
  const cats = new Map<string, number>();
  for (const f of state.findings) cats.set(f.category, (cats.get(f.category) ?? 0) + 1);
  const top = [...cats.entries()].sort((a, b) => b[1] - a[1]).slice(0, 2);
  for (const [cat, n] of top) out.push(m.suggest.category(cat, n));
  const missing = ['opposition', 'cause', 'consequence', 'structure'].filter(
    (f) => !state.connectorFunctions.includes(f),
  );
  if (missing.length) out.push(m.suggest.connectors(missing));
  if (ms.longueur_moyenne_phrase > 30) out.push(m.suggest.split);
  if (ms.mtld !== null && ms.mtld < 55) out.push(m.suggest.vocabulary);
  if (ms.recouvrement_sujet !== null && ms.recouvrement_sujet < 0.25) out.push(m.suggest.topic);
  if (state.llm) out.push(...state.llm.suggestions);
  return [...new Set(out)].slice(0, 8);
}
