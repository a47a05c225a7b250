import type { FastifyBaseLogger } from 'fastify';
import { ThrottledError } from '../../lib/errors';
import type { ThrottleStore } from '../../lib/throttle';
import type { NewsletterRepository } from './newsletter.repository';

export interface NewsletterDeps {
  subscribers: NewsletterRepository;
  throttle: ThrottleStore;
  /** Subscriptions accepted per IP address and hour. */
  perIpPerHour: number;
  log: FastifyBaseLogger;
}

export function createNewsletterService(d: NewsletterDeps) {
  return {
    /** Subscribes an (already validated, lower-case) address; an existing one is left as is. */
    async subscribe(email: string, ip: string): Promise<void> {
      const { count, retryAfter } = await d.throttle.hit(`newsletter:ip:${ip}`, 3600);
      if (count > d.perIpPerHour) throw new ThrottledError(retryAfter);
      const added = await d.subscribers.add(email);
      d.log.info({ event: 'newsletter.subscribe', added }, 'inscription à la lettre d’information');
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
