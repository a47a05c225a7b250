import type { Stats } from '@prepa/shared';
import type { StatsRepository } from './stats.repository';

/** Statistics of a learner: only completed attempts with a score count in the averages. */
export function createStatsService(deps: { stats: StatsRepository }) {
  return {
    async ofUser(userId: number): Promise<Stats> {
      const s = await deps.stats.ofUser(userId);
      return {
        nb_exercice_attemp: s.total,
        nb_exercice_attemp_completed: s.completed,
        avg_score: s.avg === null ? null : Math.round(s.avg),
        best_score: s.best,
      };
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
