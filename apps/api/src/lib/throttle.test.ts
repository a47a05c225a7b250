import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createMemoryThrottle, createRedisThrottle } from './throttle';

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
});
