import { type CefrLevel, NOTE_MAX, SCORE_MAX, TCF_QUESTIONS_PER_MCQ_TEST } from './constants';

/** Points of one question by its CEFR level in a 39-question TCF test (DESIGN §5). */
export const TCF_LEVEL_WEIGHTS: Record<CefrLevel, number> = {
  A1: 3,
  A2: 9,
  B1: 15,
  B2: 21,
  C1: 26,
  C2: 33,
};

/** Level of the question at a 1-based position of a 39-question test: 1-4 A1, 5-10 A2, 11-19 B1, 20-29 B2, 30-35 C1, 36-39 C2. */
export function tcfLevelForPosition(position: number): CefrLevel {
  if (!Number.isInteger(position) || position < 1 || position > TCF_QUESTIONS_PER_MCQ_TEST) {
    throw new RangeError(`position hors du test : ${position}`);
  }
  if (position <= 4) return 'A1';
  if (position <= 10) return 'A2';
  if (position <= 19) return 'B1';
  if (position <= 29) return 'B2';
  if (position <= 35) return 'C1';
  return 'C2';
}

export const tcfWeight = (level: CefrLevel): number => TCF_LEVEL_WEIGHTS[level];

export interface ScoredQuestion {
  level: CefrLevel;
  /** True when the learner's answer is right; false or null when wrong or unanswered. */
  correct: boolean | null | undefined;
}

/**
 * Score of a listening or reading exercise on the 699 scale: 699 x earned weight / total weight,
 * rounded. A full 39-question test with the standard levels gives exactly the sum of the earned weights.
 */
export function tcfScore(questions: readonly ScoredQuestion[]): number {
  let total = 0;
  let earned = 0;
  for (const q of questions) {
    const w = tcfWeight(q.level);
    total += w;
    if (q.correct === true) earned += w;
  }
  if (total === 0) return 0;
  return Math.round((SCORE_MAX * earned) / total);
}

/** Estimated note /20 of an expression attempt: mean of the notes of its corrected answers (null without any). */
export function meanNote(notes: readonly number[]): number | null {
  const valid = notes.filter((n) => Number.isFinite(n) && n >= 0 && n <= NOTE_MAX);
  if (valid.length === 0) return null;
  return valid.reduce((a, b) => a + b, 0) / valid.length;
}

/** A note /20 shown on the 699 scale: round(note x 699 / 20). */
export function noteToScore(note: number): number {
  const clamped = Math.min(NOTE_MAX, Math.max(0, note));
  return Math.round((clamped * SCORE_MAX) / NOTE_MAX);
}

/** The score as a percentage of its maximum, rounded (badge colours use it). */
export function scorePercent(score: number, max: number = SCORE_MAX): number {
  if (max <= 0) return 0;
  return Math.round((Math.max(0, Math.min(score, max)) * 100) / max);
}
