import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { consume, createMemoryThrottle, createRedisThrottle, type ThrottleStore } from './throttle';

async function redisReachable(url: string): Promise<boolean> {
  const r = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  r.on('error', () => {});
  try {
    await r.connect();
    await r.ping();
    return true;
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

describe('throttle counters', () => {
  it('When the window passes, then the memory counter starts again', async () => {
    let now = 0;
    const t = createMemoryThrottle(() => now);
    expect((await t.hit('k', 60)).count).toBe(1);
    expect(await t.hit('k', 60)).toEqual({ count: 2, retryAfter: 60 });
    now = 30_000;
    expect((await t.peek('k')).retryAfter).toBe(30);
    now = 61_000;
    expect((await t.peek('k')).count).toBe(0);
    expect((await t.hit('k', 60)).count).toBe(1);
  });

  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  it('When two processes share Redis, then they see the same counter', async (ctx) => {
    if (!(await redisReachable(url))) ctx.skip();
    const a = createRedisThrottle(url);
    const b = createRedisThrottle(url);
    const key = `test:${Date.now()}:${Math.random()}`;
    try {
      await a.hit(key, 60);
      await b.hit(key, 60);
      const seen = await a.peek(key);
      expect(seen.count).toBe(2);
      expect(seen.retryAfter).toBeGreaterThan(55);
      await b.reset(key);
      expect((await a.peek(key)).count).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });

  /** 25 attempts at once against a limit of 10: the count is taken before the check, so 10 pass. */
  async function simultaneous(store: ThrottleStore, key: string) {
    const results = await Promise.all(Array.from({ length: 25 }, () => consume(store, key, 10, 60)));
    return results.filter((r) => r.allowed).length;
  }

  it('When 25 attempts arrive at once against a limit of 10, then exactly 10 pass (memory)', async () => {
    expect(await simultaneous(createMemoryThrottle(), 'k')).toBe(10);
  });

  it('When an attempt is released, then it no longer counts and the window is kept', async () => {
    let now = 0;
    const t = createMemoryThrottle(() => now);
    await t.hit('k', 60);
    await t.hit('k', 60);
    now = 20_000;
    await t.release('k');
    expect(await t.peek('k')).toEqual({ count: 1, retryAfter: 40 });
    await t.release('k');
    await t.release('k');
    expect((await t.peek('k')).count).toBe(0);
    expect((await t.hit('k', 60)).count).toBe(1);
  });

  it('When 25 attempts arrive at once on two processes sharing Redis, then exactly 10 pass', async (ctx) => {
    if (!(await redisReachable(url))) ctx.skip();
    const a = createRedisThrottle(url);
    const b = createRedisThrottle(url);
    const key = `test:${Date.now()}:${Math.random()}`;
    try {
      const results = await Promise.all(
        Array.from({ length: 25 }, (_, i) => consume(i % 2 ? a : b, key, 10, 60)),
      );
      expect(results.filter((r) => r.allowed).length).toBe(10);
      // Retry-After is the window left, not the result of setting it.
      expect(Math.min(...results.map((r) => r.retryAfter))).toBeGreaterThan(55);
      await a.release(key);
      expect((await b.peek(key)).count).toBe(24);
      await b.reset(key);
      await a.release(key);
      expect((await a.peek(key)).count).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
