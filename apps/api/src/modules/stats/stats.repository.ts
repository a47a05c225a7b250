import { and, avg, count, eq, isNotNull, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attempts } from '../../db/schema';

export function createStatsRepository(db: DbOrTx) {
  return {
    async ofUser(userId: number) {
      const [all] = await db.select({ n: count() }).from(attempts).where(eq(attempts.userId, userId));
      const [done] = await db
        .select({ n: count() })
        .from(attempts)
        .where(and(eq(attempts.userId, userId), isNotNull(attempts.completedAt)));
      const [scored] = await db
        .select({ avg: avg(attempts.score), best: max(attempts.score) })
        .from(attempts)
        .where(and(eq(attempts.userId, userId), isNotNull(attempts.completedAt), isNotNull(attempts.score)));
      return {
        total: Number(all?.n ?? 0),
        completed: Number(done?.n ?? 0),
        avg: scored?.avg === null || scored?.avg === undefined ? null : Number(scored.avg),
        best: scored?.best ?? null,
      };
    },
  };
}
export type StatsRepository = ReturnType<typeof createStatsRepository>;
