import type { Attempt, ScaledResultDto, Skill } from '@prepa/shared';
import { SKILLS } from '../../lib/domain';

/** How many of the latest assessed attempts "best recent result" looks at. */
export const RECENT_RESULTS = 5;
/** Points drawn per chart (the latest ones). */
export const CHART_POINTS = 20;

export interface SkillProgress {
  examTypeSlug: string;
  examTypeName: string;
  skill: Skill;
  /** Values on this exam type's scale, oldest first (at most CHART_POINTS). */
  values: number[];
  min: number;
  max: number;
  /** Assessed attempts in all (only these count). */
  count: number;
  /** Completed attempts with nothing assessed: kept in history, out of progress. */
  notAssessed: number;
  last: ScaledResultDto;
  /** Best result among the RECENT_RESULTS latest assessed attempts. */
  bestRecent: ScaledResultDto;
  /** The exam type shows NCLC bands (TCF Canada). */
  hasNclc: boolean;
}

/**
 * Progress per exam type and skill, each on its own scale: an IELTS band never sits beside a TCF
 * score, a DELE listening result never speaks of NCLC. Attempts with nothing assessed do not count.
 */
export function progressByExamType(attempts: readonly Attempt[]): SkillProgress[] {
  const done = attempts
    .filter((a) => a.completed_at !== null)
    .sort((a, b) => new Date(a.completed_at!).getTime() - new Date(b.completed_at!).getTime());
  const groups = new Map<string, Attempt[]>();
  for (const a of done) {
    const key = `${a.exercice.examtype_slug}\u0000${a.exercice.type_exam}`;
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  const out: SkillProgress[] = [];
  for (const list of groups.values()) {
    const assessed = list.filter((a) => a.result.assessed && a.result.value !== null);
    if (assessed.length === 0) continue;
    const first = assessed[0]!;
    const recent = assessed.slice(-RECENT_RESULTS);
    const best = recent.reduce((b, a) => (a.result.value! > b.result.value! ? a : b));
    out.push({
      examTypeSlug: first.exercice.examtype_slug,
      examTypeName: first.exercice.examtype_name,
      skill: first.exercice.type_exam,
      values: assessed.slice(-CHART_POINTS).map((a) => a.result.value!),
      min: first.result.min,
      max: first.result.max,
      count: assessed.length,
      notAssessed: list.length - assessed.length,
      last: assessed.at(-1)!.result,
      bestRecent: best.result,
      hasNclc: 'nclc' in first.result && first.result.nclc !== undefined,
    });
  }
  return out.sort(
    (a, b) =>
      a.examTypeName.localeCompare(b.examTypeName, 'fr') || SKILLS.indexOf(a.skill) - SKILLS.indexOf(b.skill),
  );
}
