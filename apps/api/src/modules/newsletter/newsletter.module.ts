import type { AppContext } from '../../context';
import { createNewsletterRepository } from './newsletter.repository';
import { createNewsletterService } from './newsletter.service';

export const NEWSLETTER_PER_IP_PER_HOUR = 10;

/** Wires the newsletter module from the shared context (database, throttle, logger). */
export function createNewsletter(ctx: Pick<AppContext, 'db' | 'throttle' | 'log'>) {
  return createNewsletterService({
    subscribers: createNewsletterRepository(ctx.db),
    throttle: ctx.throttle,
    perIpPerHour: NEWSLETTER_PER_IP_PER_HOUR,
    log: ctx.log,
  });
}
