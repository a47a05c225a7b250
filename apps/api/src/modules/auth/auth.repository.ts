import { and, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx, PreparedQuery } from '../../db/client';
import { refreshTokens, sessions } from '../../db/schema';

export type RevokeReason =
  | 'logout'
  | 'password_change'
  | 'password_reset'
  | 'email_change'
  | 'refresh_reuse'
  | 'account_disabled'
  | 'account_deleted';

/** NOTIFY channel: "a session was revoked", heard by the session caches of every process. */
export const SESSION_CHANNEL = 'session_revoked';

export function createRefreshTokenRepository(db: DbOrTx) {
  return {
    async store(jtiHash: string, userId: number, sessionId: string, expiresAt: Date): Promise<void> {
      await db.insert(refreshTokens).values({ jtiHash, userId, sessionId, expiresAt });
    },
    /**
     * Marks a live token of a live session as used, in one statement: of two requests presenting
     * the same token at once, only one gets the row back. Null when the token is not usable.
     */
    async rotate(jtiHash: string, userId: number): Promise<{ sessionId: string; remember: boolean } | null> {
      const [row] = await db
        .update(refreshTokens)
        .set({ rotatedAt: new Date() })
        .from(sessions)
        .where(
          and(
            eq(refreshTokens.jtiHash, jtiHash),
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.rotatedAt),
            isNull(refreshTokens.revokedAt),
            sql`${refreshTokens.expiresAt} > now()`,
            eq(sessions.id, refreshTokens.sessionId),
            isNull(sessions.revokedAt),
          ),
        )
        .returning({ sessionId: refreshTokens.sessionId, remember: sessions.remember });
      return row ?? null;
    },
    async find(jtiHash: string, userId: number) {
      const [row] = await db
        .select({ sessionId: refreshTokens.sessionId, rotatedAt: refreshTokens.rotatedAt })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.jtiHash, jtiHash), eq(refreshTokens.userId, userId)))
        .limit(1);
      return row;
    },
    /** Housekeeping: drops tokens and sessions expired or revoked for more than a day. */
    async purge(): Promise<void> {
      const dayAgo = new Date(Date.now() - 24 * 3600 * 1000);
      await db
        .delete(refreshTokens)
        .where(or(lt(refreshTokens.expiresAt, dayAgo), lt(refreshTokens.revokedAt, dayAgo)));
      await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, dayAgo),
            and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, dayAgo)),
          ),
        );
    },
  };
}
export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;

export function createSessionRepository(db: DbOrTx, prepared: PreparedQuery) {
  /** Revokes sessions, then tells every process (their caches forget what they knew). */
  async function revokeWhere(where: ReturnType<typeof and>, reason: RevokeReason): Promise<string[]> {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(where, isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (rows.length) await db.execute(sql`select pg_notify(${SESSION_CHANNEL}, '')`);
    return rows.map((r) => r.id);
  }
  return {
    async create(id: string, userId: number, remember: boolean, expiresAt: Date): Promise<void> {
      await db.insert(sessions).values({ id, userId, remember, expiresAt });
    },
    async extend(id: string, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    },
    /** The hot read behind a cache miss: one prepared statement. */
    async isOpen(id: string, userId: number): Promise<boolean> {
      const rows = await prepared<{ open: boolean }>(
        'session_open',
        'select revoked_at is null as open from sessions where id = $1 and user_id = $2',
        [id, userId],
      );
      return rows[0]?.open === true;
    },
    revoke: (id: string, reason: RevokeReason) => revokeWhere(eq(sessions.id, id), reason),
    /** Every session of the user except `keepId` (the caller's own, when it stays signed in). */
    revokeAllOfUser: (userId: number, reason: RevokeReason, keepId?: string) =>
      revokeWhere(and(eq(sessions.userId, userId), keepId ? ne(sessions.id, keepId) : undefined), reason),
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
