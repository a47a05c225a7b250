import type { ReviewAccess } from '@prepa/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import type { ThrottleStore } from '../../lib/throttle';
import type { AuditService } from '../audit/audit.service';
import { createUserLimiter } from '../../lib/user-limit';
import { createReviewsRepository } from './reviews.repository';
import { createReviewsService } from './reviews.service';

/** Review requests accepted per learner and day. */
export const REVIEWS_PER_DAY = 10;

export function createReviews(
  ctx: {
    db: Db;
    throttle: ThrottleStore;
    mailer: Mailer;
    log: FastifyBaseLogger;
    config: Pick<Config, 'PUBLIC_URL'>;
  },
  o: { audit: Pick<AuditService, 'record'>; access: () => ReviewAccess },
) {
  return createReviewsService({
    repo: createReviewsRepository(ctx.db),
    access: o.access,
    limit: createUserLimiter(ctx.throttle, 'review', { limit: REVIEWS_PER_DAY, windowSeconds: 86_400 }),
    mailer: ctx.mailer,
    audit: o.audit,
    publicUrl: ctx.config.PUBLIC_URL,
    log: ctx.log,
  });
}
