import type { Skill } from './constants';

export type ScoreLevel = 'C2' | 'C1' | 'B2' | 'B1' | 'A2' | 'A1' | 'Non atteint';

/** CEFR level from a 699-scale score (SPEC §9). */
export function cefrFromScore(score: number): ScoreLevel {
  if (score >= 600) return 'C2';
  if (score >= 500) return 'C1';
  if (score >= 400) return 'B2';
  if (score >= 300) return 'B1';
  if (score >= 200) return 'A2';
  if (score >= 50) return 'A1';
  return 'Non atteint';
}

export type Nclc = '10+' | '9' | '8' | '7' | '6' | '5' | '4';

interface NclcBand {
  nclc: Nclc;
  LISTENING: [number, number];
  READING: [number, number];
  SPEAKING: [number, number];
  WRITING: [number, number];
}

/** TCF Canada to NCLC (IRCC equivalence, DESIGN §5): 699-scale for listening and reading, /20 for expression. */
export const NCLC_TABLE: readonly NclcBand[] = [
  { nclc: '10+', LISTENING: [549, 699], READING: [549, 699], SPEAKING: [16, 20], WRITING: [16, 20] },
  { nclc: '9', LISTENING: [523, 548], READING: [524, 548], SPEAKING: [14, 15], WRITING: [14, 15] },
  { nclc: '8', LISTENING: [503, 522], READING: [499, 523], SPEAKING: [12, 13], WRITING: [12, 13] },
  { nclc: '7', LISTENING: [458, 502], READING: [453, 498], SPEAKING: [10, 11], WRITING: [10, 11] },
  { nclc: '6', LISTENING: [398, 457], READING: [406, 452], SPEAKING: [7, 9], WRITING: [7, 9] },
  { nclc: '5', LISTENING: [369, 397], READING: [375, 405], SPEAKING: [6, 6], WRITING: [6, 6] },
  { nclc: '4', LISTENING: [331, 368], READING: [342, 374], SPEAKING: [4, 5], WRITING: [4, 5] },
];

/**
 * NCLC level of a result: `value` is the 699 score for LISTENING/READING and the note /20 for
 * WRITING/SPEAKING (a fractional note is floored, as the table bands are whole notes). Below NCLC 4: null.
 */
export function nclcFor(skill: Skill, value: number): Nclc | null {
  const v = skill === 'WRITING' || skill === 'SPEAKING' ? Math.floor(value) : Math.round(value);
  for (const band of NCLC_TABLE) {
    const [min] = band[skill];
    if (v >= min) return band.nclc;
  }
  return null;
}

export type BadgeColor = 'gray' | 'green' | 'yellow' | 'red';

/**
 * Badge colour of an attempt: gray when not completed or not assessed; else by its value as a
 * percentage of its own scale (>= 80 green, >= 60 yellow), never by a 699 score of another exam.
 */
export function badgeColor(percent: number | null | undefined, completed = true): BadgeColor {
  if (!completed || percent === null || percent === undefined) return 'gray';
  const pct = percent;
  if (pct >= 80) return 'green';
  if (pct >= 60) return 'yellow';
  return 'red';
}
