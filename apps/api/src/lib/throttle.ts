import { Redis } from 'ioredis';
import { ThrottledError } from './errors';

/**
 * Counters with a time window, shared across processes when Redis is configured.
 *
 * A limit is enforced by counting first and checking the value the increment returned
 * (`consume`, or `hit` then compare): the increment is atomic, so N simultaneous requests see
 * N distinct counts and only `limit` of them get through. Reading a counter (`peek`) before
 * doing the work and counting after lets every simultaneous request through: use `peek` only
 * for soft limits that slow down, never for a limit that refuses.
 */
export interface ThrottleStore {
  /** Adds one to the counter (atomically) and returns its new value and the seconds left in its window. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; retryAfter: number }>;
  /** Reads a counter without changing it. */
  peek(key: string): Promise<{ count: number; retryAfter: number }>;
  /** Takes back one count (an attempt that turned out to be legitimate); never below zero, window kept. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface Consumed {
  allowed: boolean;
  count: number;
  retryAfter: number;
}

/** Counts this attempt, then says whether it is within `limit` attempts per window. */
export async function consume(
  store: ThrottleStore,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<Consumed> {
  const { count, retryAfter } = await store.hit(key, windowSeconds);
  return { allowed: count <= limit, count, retryAfter: retryAfter || windowSeconds };
}

/** Like `consume`, but refuses with 429 (Retry-After, French detail) past the limit. */
export async function consumeOrThrow(
  store: ThrottleStore,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<Consumed> {
  const c = await consume(store, key, limit, windowSeconds);
  if (!c.allowed) throw new ThrottledError(c.retryAfter);
  return c;
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
    // No await between reading and writing: one event-loop turn, so the increment is atomic.
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
    async release(key) {
      const c = live(key);
      if (!c) return;
      c.count -= 1;
      if (c.count <= 0) counters.delete(key);
    },
    async reset(key) {
      counters.delete(key);
    },
    async close() {},
  };
}

/** DECR that never goes below zero nor creates a key; deletes the key at zero. */
const RELEASE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local v = redis.call('DECR', KEYS[1])
if v <= 0 then redis.call('DEL', KEYS[1]) end
return v`;

export function createRedisThrottle(url: string): ThrottleStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  redis.on('error', () => {});
  const k = (key: string) => `throttle:${key}`;
  return {
    // INCR, then the window set on the first count only, in one MULTI: atomic across processes.
    async hit(key, windowSeconds) {
      const [[, count], , [, ttl]] = (await redis
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
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, k(key));
    },
    async reset(key) {
      await redis.del(k(key));
    },
    async close() {
      redis.disconnect();
    },
  };
}
