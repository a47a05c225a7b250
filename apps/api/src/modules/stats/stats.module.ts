import type { Db } from '../../db/client';
import { createStatsRepository } from './stats.repository';
import { createStatsService } from './stats.service';

/** Wires the learner's statistics. */
export function createStats(deps: { db: Db }) {
  return createStatsService({ stats: createStatsRepository(deps.db) });
}
