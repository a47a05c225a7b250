import type { Attempt, Nclc, ScoreLevel, Skill } from '@prepa/shared';
import { cefrFromScore, isMcqSkill, nclcFor, NOTE_MAX, SCORE_MAX, SKILLS } from '../../lib/domain';

/** How many of the latest scored attempts "best recent result" looks at. */
export const RECENT_RESULTS = 5;
/** Points drawn per chart (the latest ones). */
export const CHART_POINTS = 20;

export interface SkillProgress {
  skill: Skill;
  /** Scores on the 699 scale, oldest first (at most CHART_POINTS). */
  scores: number[];
  /** Scored attempts in all. */
  count: number;
  last: number | null;
  /** Best score among the RECENT_RESULTS latest scored attempts. */
  bestRecent: number | null;
  /** NCLC of that best recent result (null below NCLC 4 or without a result). */
  nclc: Nclc | null;
  level: ScoreLevel | null;
}

/** The value the NCLC table reads: the 699 score for listening/reading, the note /20 for writing/speaking. */
function nclcValue(skill: Skill, a: Pick<Attempt, 'score' | 'note_20'>): number {
  if (isMcqSkill(skill)) return a.score ?? 0;
  return a.note_20 ?? ((a.score ?? 0) * NOTE_MAX) / SCORE_MAX;
}

/** Per skill, the score trend over completed scored attempts and the NCLC of the best recent one. */
export function progressBySkill(attempts: readonly Attempt[]): SkillProgress[] {
  const scored = attempts
    .filter((a) => a.completed_at !== null && a.score !== null)
    .sort((a, b) => new Date(a.completed_at!).getTime() - new Date(b.completed_at!).getTime());
  return SKILLS.map((skill) => {
    const mine = scored.filter((a) => a.exercice.type_exam === skill);
    const recent = mine.slice(-RECENT_RESULTS);
    const best = recent.reduce<Attempt | null>((b, a) => (!b || a.score! > b.score! ? a : b), null);
    return {
      skill,
      scores: mine.slice(-CHART_POINTS).map((a) => a.score!),
      count: mine.length,
      last: mine.at(-1)?.score ?? null,
      bestRecent: best?.score ?? null,
      nclc: best ? nclcFor(skill, nclcValue(skill, best)) : null,
      level: best ? cefrFromScore(best.score!) : null,
    };
  });
}
