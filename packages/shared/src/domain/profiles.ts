import { type CefrLevel, type Skill, NOTE_MAX } from './constants';
import { type Nclc, nclcFor } from './levels';

/**
 * Scoring profiles: how an exam type turns a raw result into the score of its own scale.
 * A profile is data declared in the content pack (content/FORMAT.md, `scoring` of an exam type)
 * and served with the exam type; the functions here evaluate it, identically on both sides.
 */

/**
 * How the value of a skill comes from an attempt:
 * - `tcf-weighted`: the TCF estimate, 699 x earned weight / total weight (question levels);
 * - `raw-table`: correct answers scaled to `table.outOf` questions, then a published conversion table;
 * - `linear`: min + (max - min) x correct / questions, rounded to `step`;
 * - `note20`: the attempt's stored expression note /20, shown /20 (or scaled to `max` when `max` is not 20);
 * - `none`: this platform does not assess this skill for this exam (answers kept, no score).
 */
export type ScaleMethod = 'tcf-weighted' | 'raw-table' | 'linear' | 'note20' | 'none';

export interface SkillScale {
  method: ScaleMethod;
  /** Name of the score, e.g. "Score TCF", "Bande IELTS". */
  label: string;
  min: number;
  max: number;
  /** Smallest difference between two values (1, 0.5 for IELTS half bands, 5 for TOEIC). */
  step: number;
  /** Shown after the value when it is a mark out of `max` ("/ 699"); empty for bands. */
  outOf: boolean;
  /** The value is an estimate (anything computed from a short demo exercise is). */
  estimate: boolean;
  /** raw-table: published table for `outOf` questions; rows [minimum correct answers, value], value descending. */
  table?: { outOf: number; rows: [number, number][] };
  /** CEFR level reached from the value: [minimum value, level], descending. Below the last: not reached. */
  cefr?: [number, CefrLevel][];
  /** Pass mark of the skill (DELF: 5/25). */
  pass?: number;
  /** Group of tests passed together (DELE): the group passes when the sum of its tests reaches `pass`. */
  group?: { name: string; skills: Skill[]; pass: number; max: number };
  /** Why the skill is scored this way, in French, shown on the results page. */
  note?: string;
}

export interface ScoringProfile {
  /** Language examined: advice and explanations name it. */
  language: 'fr' | 'en' | 'es';
  /** Published source of the scales and tables, in French. */
  source: string;
  skills: Partial<Record<Skill, SkillScale>>;
  /** The IRCC NCLC equivalence applies (TCF Canada only). */
  nclc?: boolean;
}

/** Profile of an exam type that declares none: share of correct answers, no level, expression not scored. */
export const DEFAULT_PROFILE: ScoringProfile = {
  language: 'fr',
  source: 'Aucun barème déclaré pour ce type d’examen : pourcentage de bonnes réponses.',
  skills: {
    READING: { method: 'linear', label: 'Réussite', min: 0, max: 100, step: 1, outOf: true, estimate: false },
    LISTENING: {
      method: 'linear',
      label: 'Réussite',
      min: 0,
      max: 100,
      step: 1,
      outOf: true,
      estimate: false,
    },
    WRITING: { method: 'none', label: 'Note', min: 0, max: 20, step: 1, outOf: true, estimate: true },
    SPEAKING: { method: 'none', label: 'Note', min: 0, max: 20, step: 1, outOf: true, estimate: true },
  },
};

export const scaleOf = (profile: ScoringProfile | null | undefined, skill: Skill): SkillScale =>
  profile?.skills[skill] ?? DEFAULT_PROFILE.skills[skill]!;

/** What an attempt holds, before any scale. */
export interface RawResult {
  skill: Skill;
  completed: boolean;
  /** Questions of the exercise. */
  total: number;
  /** Questions answered. */
  answered: number;
  /** Right MCQ answers (null when unknown). */
  correct: number | null;
  /** TCF weighted estimate on 699 (null when nothing was answered). */
  score699: number | null;
  /** Estimated note /20 of an expression attempt (null without an assessed answer). */
  note20: number | null;
}

export interface ScaledResult {
  /** Something was assessed: the attempt counts in averages and progress. */
  assessed: boolean;
  value: number | null;
  /** The value in French notation ("6,5", "326", "12,5"). */
  display: string | null;
  label: string;
  min: number;
  max: number;
  outOf: boolean;
  estimate: boolean;
  /** CEFR level reached ('Non atteint' below the first level), null when the scale has none or nothing was assessed. */
  cefr: string | null;
  /** NCLC band for TCF Canada ('10+' .. '4'), null below NCLC 4 or without a value; absent for other exams. */
  nclc?: Nclc | null;
  /** Pass mark reached (DELF per skill); null when the scale has none. */
  passed: boolean | null;
  pass: number | null;
  /** Value as % of the scale (badge colours); null when not assessed. */
  percent: number | null;
}

const roundTo = (v: number, step: number) => Math.round(v / step) * step;

export function formatValue(v: number): string {
  const rounded = Math.round(v * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1).replace('.', ',');
}

/** Value of a raw result on a scale, or null when nothing can be assessed. */
export function scaleValue(scale: SkillScale, r: RawResult): number | null {
  if (!r.completed) return null;
  switch (scale.method) {
    case 'none':
      return null;
    case 'note20': {
      if (r.note20 === null || !Number.isFinite(r.note20)) return null;
      const n = Math.min(NOTE_MAX, Math.max(0, r.note20));
      return roundTo((n * scale.max) / NOTE_MAX, scale.step);
    }
    case 'tcf-weighted':
      return r.answered === 0 ? null : r.score699;
    case 'linear': {
      if (r.answered === 0 || r.correct === null || r.total === 0) return null;
      const v = scale.min + ((scale.max - scale.min) * r.correct) / r.total;
      return Math.min(scale.max, Math.max(scale.min, roundTo(v, scale.step)));
    }
    case 'raw-table': {
      if (r.answered === 0 || r.correct === null || r.total === 0 || !scale.table) return null;
      const raw = Math.round((r.correct * scale.table.outOf) / r.total);
      for (const [minRaw, value] of scale.table.rows) if (raw >= minRaw) return value;
      return scale.min;
    }
  }
}

/** CEFR level of a value; below the lowest listed level: 'Non atteint' (A1) or 'sous B1' (a scale that starts higher). */
export function cefrOnScale(scale: SkillScale, value: number): string | null {
  if (!scale.cefr || scale.cefr.length === 0) return null;
  for (const [min, level] of scale.cefr) if (value >= min) return level;
  const lowest = scale.cefr[scale.cefr.length - 1]![1];
  return lowest === 'A1' ? 'Non atteint' : `sous ${lowest}`;
}

/** The result of an attempt on its exam type's scale. */
export function scaleResult(profile: ScoringProfile | null | undefined, r: RawResult): ScaledResult {
  return describeValue(profile, r.skill, scaleValue(scaleOf(profile, r.skill), r));
}

/**
 * Describes a value already on the skill's scale (levels, NCLC, pass mark, percentage); null: not
 * assessed. A mean of several results is described the same way as one result.
 */
export function describeValue(
  profile: ScoringProfile | null | undefined,
  skill: Skill,
  value: number | null,
): ScaledResult {
  const scale = scaleOf(profile, skill);
  const out: ScaledResult = {
    assessed: value !== null,
    value,
    display: value === null ? null : formatValue(value),
    label: scale.label,
    min: scale.min,
    max: scale.max,
    outOf: scale.outOf,
    estimate: scale.estimate,
    cefr: value === null ? null : cefrOnScale(scale, value),
    passed: value === null || scale.pass === undefined ? null : value >= scale.pass,
    pass: scale.pass ?? null,
    percent:
      value === null || scale.max <= scale.min
        ? null
        : Math.round(((value - scale.min) * 1000) / (scale.max - scale.min)) / 10,
  };
  if (profile?.nclc) out.nclc = value === null ? null : nclcFor(skill, value);
  return out;
}

/** Mean of values of one skill of one exam type, rounded to the scale's step. */
export function meanOnScale(
  profile: ScoringProfile | null | undefined,
  skill: Skill,
  values: number[],
): ScaledResult {
  if (values.length === 0) return describeValue(profile, skill, null);
  const step = scaleOf(profile, skill).step;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return describeValue(profile, skill, Math.round(mean / step) * step);
}
