import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refreshTokens } from '../../db/schema';

export function createRefreshTokenRepository(db: DbOrTx) {
  return {
    async store(jtiHash: string, userId: number, expiresAt: Date): Promise<void> {
      await db.insert(refreshTokens).values({ jtiHash, userId, expiresAt });
    },
    async isLive(jtiHash: string, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ revokedAt: refreshTokens.revokedAt, expiresAt: refreshTokens.expiresAt })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.jtiHash, jtiHash), eq(refreshTokens.userId, userId)))
        .limit(1);
      return !!row && row.revokedAt === null && row.expiresAt > new Date();
    },
    async revoke(jtiHash: string, userId: number): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.jtiHash, jtiHash),
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .returning({ jtiHash: refreshTokens.jtiHash });
      return rows.length > 0;
    },
    /** Revokes every refresh token of the user except `keepJtiHash`. */
    async revokeAllExcept(userId: number, keepJtiHash?: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            keepJtiHash ? ne(refreshTokens.jtiHash, keepJtiHash) : undefined,
          ),
        );
    },
    /** Housekeeping: drops tokens expired or revoked for more than a day. */
    async purge(): Promise<void> {
      const dayAgo = new Date(Date.now() - 24 * 3600 * 1000);
      await db
        .delete(refreshTokens)
        .where(or(lt(refreshTokens.expiresAt, dayAgo), lt(refreshTokens.revokedAt, dayAgo)));
    },
  };
}
export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;
