import { Redis } from 'ioredis';

/** Counters with a time window, shared across processes when Redis is configured. */
export interface ThrottleStore {
  /** Adds one to the counter and returns its value and the seconds left in its window. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; retryAfter: number }>;
  peek(key: string): Promise<{ count: number; retryAfter: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryThrottle(now: () => number = Date.now): ThrottleStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const c = counters.get(key);
    if (c && c.expiresAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return c;
  };
  const left = (c: { expiresAt: number }) => Math.max(1, Math.ceil((c.expiresAt - now()) / 1000));
  return {
    async hit(key, windowSeconds) {
      let c = live(key);
      if (!c) {
        c = { count: 0, expiresAt: now() + windowSeconds * 1000 };
        counters.set(key, c);
        if (counters.size > 100_000) {
          for (const k of counters.keys()) if (!live(k)) counters.delete(k);
        }
      }
      c.count += 1;
      return { count: c.count, retryAfter: left(c) };
    },
    async peek(key) {
      const c = live(key);
      return c ? { count: c.count, retryAfter: left(c) } : { count: 0, retryAfter: 0 };
    },
    async reset(key) {
      counters.delete(key);
    },
    async close() {},
  };
}

export function createRedisThrottle(url: string): ThrottleStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  redis.on('error', () => {});
  const k = (key: string) => `throttle:${key}`;
  return {
    async hit(key, windowSeconds) {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(k(key))
        .pexpire(k(key), windowSeconds * 1000, 'NX')
        .pttl(k(key))
        .exec()) as [[null, number], [null, number], [null, number]];
      return { count, retryAfter: Math.max(1, Math.ceil(Number(ttl) / 1000)) };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(k(key)), redis.pttl(k(key))]);
      return { count: Number(count ?? 0), retryAfter: Math.max(0, Math.ceil(ttl / 1000)) };
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async close() {
      redis.disconnect();
    },
  };
}
