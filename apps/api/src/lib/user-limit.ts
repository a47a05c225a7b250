import { ThrottledError } from './errors';
import type { ThrottleStore } from './throttle';

/** At most `limit` calls per learner in a window of `windowSeconds`. */
export interface UserLimit {
  limit: number;
  windowSeconds: number;
}

/**
 * A per-learner limit on a costly call (probing an upload, a correction that may call a paid
 * provider): each call is counted on arrival, then refused with 429 and `Retry-After` past the limit.
 */
export function createUserLimiter(throttle: ThrottleStore, name: string, l: UserLimit) {
  return async (userId: number): Promise<void> => {
    const { count, retryAfter } = await throttle.hit(`${name}:${userId}`, l.windowSeconds);
    if (count > l.limit) throw new ThrottledError(retryAfter);
  };
}
export type UserLimiter = ReturnType<typeof createUserLimiter>;
