import {
  type ScaledResult,
  type ScoringProfile,
  type SkillProgress,
  type Stats,
  SKILLS,
  isMcqSkill,
  meanOnScale,
  scaleResult,
} from '@prepa/shared';
import type { StatsRepository } from './stats.repository';

/**
 * Statistics of a learner: counts of attempts, and per exam type and skill the average, best and
 * last result on that exam type's own scale. Only completed attempts with something assessed count;
 * nothing is averaged across exam types or skills.
 */
export function createStatsService(deps: { stats: StatsRepository }) {
  return {
    async ofUser(userId: number): Promise<Stats> {
      const [counts, rows] = await Promise.all([
        deps.stats.counts(userId),
        deps.stats.completedAttempts(userId),
      ]);
      const groups = new Map<
        string,
        {
          slug: string;
          name: string;
          position: number;
          skill: (typeof SKILLS)[number];
          profile: ScoringProfile | null;
          results: ScaledResult[];
          notAssessed: number;
        }
      >();
      for (const r of rows) {
        const key = `${r.examTypeSlug}:${r.skill}`;
        const profile = (r.scoring ?? null) as ScoringProfile | null;
        let g = groups.get(key);
        if (!g) {
          g = {
            slug: r.examTypeSlug,
            name: r.examTypeName,
            position: r.examTypePosition,
            skill: r.skill,
            profile,
            results: [],
            notAssessed: 0,
          };
          groups.set(key, g);
        }
        const mcq = isMcqSkill(r.skill);
        const res = scaleResult(profile, {
          skill: r.skill,
          completed: true,
          total: r.total,
          answered: r.answered,
          correct: mcq ? r.correctCount : null,
          score699: mcq ? r.score : null,
          note20: mcq ? null : r.note20,
        });
        if (res.assessed) g.results.push(res);
        else g.notAssessed++;
      }
      const progress: SkillProgress[] = [...groups.values()]
        .sort(
          (a, b) =>
            a.position - b.position ||
            a.name.localeCompare(b.name) ||
            SKILLS.indexOf(a.skill) - SKILLS.indexOf(b.skill),
        )
        .map((g) => {
          const values = g.results.map((r) => r.value!);
          const best = g.results.reduce<ScaledResult | null>(
            (m, r) => (m === null || r.value! > m.value! ? r : m),
            null,
          );
          return {
            examtype_slug: g.slug,
            examtype_name: g.name,
            skill: g.skill,
            assessed: g.results.length,
            not_assessed: g.notAssessed,
            average: values.length ? meanOnScale(g.profile, g.skill, values) : null,
            best,
            last: g.results.at(-1) ?? null,
          };
        });
      return {
        nb_exercice_attemp: counts.total,
        nb_exercice_attemp_completed: counts.completed,
        nb_exercice_attemp_assessed: progress.reduce((n, p) => n + p.assessed, 0),
        avg_score: null,
        best_score: null,
        progress,
      };
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
