import { type NoteRange, noteRange } from '@prepa/shared';
import type { LevelFeatures } from './features';
import type { TaskFulfilment } from './fulfilment';
import model from './level-model.json';

/**
 * The level model: each criterion turns its features into a level on the CEFR scale (0 = A1 …
 * 5 = C2) by a linear fit on the tuning part of the evaluation set; the text's level is a fitted
 * combination of the criteria; the note /20 follows the official TCF bands (A1 ≈ 1, A2 2-5,
 * B1 6-9, B2 10-13, C1 14-15, C2 16-20); the range comes from the model's cross-validated error.
 * Task fulfilment then caps the note (other language, copy, off topic, too short, list of words).
 * Coefficients: level-model.json, written by `npm run eval:correction -- --fit`.
 */

export type CriterionKey = 'langue' | 'vocabulaire' | 'phrases' | 'coherence';
export const CRITERIA: CriterionKey[] = ['langue', 'vocabulaire', 'phrases', 'coherence'];

type Transform = (f: LevelFeatures) => number | null;

/** Named, bounded transforms of the features (bounds keep a freak text from dominating). */
export const TRANSFORMS: Record<string, Transform> = {
  errors: (f) => (f.errorDensity === null ? null : Math.log1p(Math.min(f.errorDensity, 40))),
  diversity: (f) => (f.diversity === null ? 0 : Math.min(Math.max(f.diversity, 10), 160)),
  rare: (f) => f.rareShare,
  sentenceLength: (f) => Math.min(Math.max(f.meanSentenceLength, 3), 40),
  subordination: (f) => Math.min(f.subordination, 3),
  tenses: (f) => f.tenses,
  connectors: (f) => Math.sqrt(Math.min(f.connectorScore, 30)),
  advanced: (f) => Math.min(f.advancedConnectors.length, 4),
  colloquial: (f) => Math.min(f.colloquial, 10),
};

export const CRITERION_FEATURES: Record<CriterionKey, string[]> = {
  langue: ['errors'],
  vocabulaire: ['diversity', 'rare'],
  phrases: ['sentenceLength', 'subordination', 'tenses'],
  coherence: ['connectors', 'advanced', 'colloquial'],
};

export interface LinearFit {
  intercept: number;
  coef: number[];
}
export interface LevelModel {
  criteria: Record<CriterionKey, LinearFit>;
  /** Weights of the criteria levels, in the order of CRITERIA. */
  overall: LinearFit;
  /** Same without the grammar criterion (no grammar checker on the server). */
  overallNoGrammar: LinearFit;
  /** Mean of each transform on the tuning set (neutral value of a feature that is not measured). */
  means: Record<string, number>;
  /** 80th percentile of the absolute cross-validated error, in levels. */
  error80: number;
  fittedOn: { texts: number; date: string };
}

const M = model as LevelModel;

/** Centres of the official /20 bands at each level A1 … C2 (0 … 5). */
const BAND_CENTRES = [1, 3.5, 7.5, 11.5, 14.5, 18];

/** Note /20 of a level on the continuous CEFR scale, piecewise linear through the band centres. */
export function noteOfLevel(x: number): number {
  if (x <= 0) return Math.max(0, 1 + x * 2.5);
  if (x >= 5) return Math.min(20, 18 + (x - 5) * 3.5);
  const i = Math.floor(x);
  const t = x - i;
  return BAND_CENTRES[i]! + t * (BAND_CENTRES[i + 1]! - BAND_CENTRES[i]!);
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const half = (x: number) => Math.round(x * 2) / 2;

function apply(fit: LinearFit, xs: number[]): number {
  return fit.intercept + fit.coef.reduce((s, c, i) => s + c * (xs[i] ?? 0), 0);
}

export interface LevelOptions {
  /** Spoken transcript: spelling, capitals and punctuation are not the speaker's (and sentence length is unknown). */
  ignoreWritingConventions?: boolean;
  /** Use this model instead of the committed one (fitting, tests). */
  model?: LevelModel;
}

/** Raw inputs of the model: one value per transform, neutral where a feature is not measured. */
export function featureValues(f: LevelFeatures, options: LevelOptions = {}, m: LevelModel = M) {
  const out: Record<string, number | null> = {};
  for (const [k, t] of Object.entries(TRANSFORMS)) out[k] = t(f);
  if (options.ignoreWritingConventions) out.sentenceLength = m.means.sentenceLength ?? 12;
  return out;
}

/** Level (0-5) of each criterion; null for grammar without a grammar checker. */
export function criterionLevels(
  f: LevelFeatures,
  options: LevelOptions = {},
): Record<CriterionKey, number | null> {
  const m = options.model ?? M;
  const v = featureValues(f, options, m);
  const out = {} as Record<CriterionKey, number | null>;
  for (const c of CRITERIA) {
    const xs = CRITERION_FEATURES[c].map((k) => v[k]);
    out[c] = xs.some((x) => x === null) ? null : clamp(apply(m.criteria[c], xs as number[]), 0, 5);
  }
  return out;
}

export type CapKind = 'autre-langue' | 'copie' | 'hors-sujet' | 'trop-court' | 'liste-de-mots' | 'trop-long';

export interface Cap {
  kind: CapKind;
  /** Highest note /20 the answer can get. */
  max: number;
}

/** Caps of task fulfilment (see docs/correction-rubric.md). */
export function capsOf(t: TaskFulfilment): Cap[] {
  const caps: Cap[] = [];
  if (!t.language.french) caps.push({ kind: 'autre-langue', max: 3 });
  if (t.copyShare >= 0.5) caps.push({ kind: 'copie', max: 4 });
  if (t.wordList && t.language.french) caps.push({ kind: 'liste-de-mots', max: 2 });
  if (t.topic.measurable && !t.topic.onTopic && t.language.french && t.copyShare < 0.5)
    caps.push({ kind: 'hors-sujet', max: 7 });
  const min = t.length.expected?.min ?? 40;
  const r = t.ownWords / min;
  if (r < 0.9) caps.push({ kind: 'trop-court', max: Math.max(0.5, half(20 * r * r)) });
  const max = t.length.expected?.max;
  if (max && t.ownWords > 2 * max) caps.push({ kind: 'trop-long', max: 12 });
  return caps;
}

export interface LevelEstimate {
  /** Level on the continuous CEFR scale before caps (0 = A1 … 5 = C2). */
  level: number;
  /** Note /20 (half points), after caps. */
  note: number;
  range: NoteRange;
  criteria: Record<CriterionKey, number | null>;
  /** Caps that apply, the lowest first; the note is at most the first one. */
  caps: Cap[];
  /** Points deducted for expected points left out and length beyond the range. */
  deductions: { missingPoints: number; overLength: number };
}

/**
 * Level and note of a text from its features (and, when known, its task fulfilment). A speaking
 * caller passes `ignoreWritingConventions`.
 */
export function estimateLevel(
  f: LevelFeatures,
  fulfilment: TaskFulfilment | null = null,
  options: LevelOptions = {},
): LevelEstimate {
  const m = options.model ?? M;
  const criteria = criterionLevels(f, options);
  const fit = criteria.langue === null ? m.overallNoGrammar : m.overall;
  const xs = CRITERIA.filter((c) => criteria.langue !== null || c !== 'langue').map((c) => criteria[c] ?? 0);
  const level = clamp(apply(fit, xs), -0.4, 5.4);
  let note = noteOfLevel(level);
  let low = noteOfLevel(level - m.error80);
  let high = noteOfLevel(level + m.error80);
  const caps = fulfilment ? capsOf(fulfilment).sort((a, b) => a.max - b.max) : [];
  let missingPoints = 0;
  let overLength = 0;
  if (fulfilment) {
    const pts = fulfilment.topic.points;
    if (fulfilment.topic.onTopic && pts.length)
      missingPoints = Math.min(1.5, 0.5 * pts.filter((p) => !p.covered).length);
    const max = fulfilment.length.expected?.max;
    if (max && fulfilment.ownWords > 1.2 * max) overLength = 1;
  }
  const minus = missingPoints + overLength;
  note -= minus;
  low -= minus;
  high -= minus;
  const cap = caps[0]?.max ?? 20;
  note = clamp(half(Math.min(note, cap)), 0, 20);
  high = Math.min(high, cap);
  low = Math.min(low, note);
  return {
    level,
    note,
    range: noteRange(Math.max(0, low), Math.max(high, note)),
    criteria,
    caps,
    deductions: { missingPoints, overLength },
  };
}
