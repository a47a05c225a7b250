import type { Db } from '../../db/client';
import type { ThrottleStore } from '../../lib/throttle';
import type { AuditService } from '../audit/audit.service';
import { createUserLimiter } from '../../lib/user-limit';
import { createReportsRepository } from './reports.repository';
import { createReportsService } from './reports.service';

/** Reports accepted per learner and hour. */
export const REPORTS_PER_HOUR = 20;

export function createReports(ctx: { db: Db; throttle: ThrottleStore }, audit: Pick<AuditService, 'record'>) {
  return createReportsService({
    repo: createReportsRepository(ctx.db),
    limit: createUserLimiter(ctx.throttle, 'report', { limit: REPORTS_PER_HOUR, windowSeconds: 3600 }),
    audit,
  });
}
