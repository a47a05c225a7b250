import type { ChannelHandlers } from '../../db/client';
import type { RevokeReason, SessionRepository } from './auth.repository';

/**
 * Is this session still open? Asked on every authenticated request, so answered from memory:
 * an open session is read from the database once, then remembered until a revocation is heard.
 *
 * - A revocation in this process forgets the session at once (before the revoking request answers).
 * - Every revocation sends a NOTIFY on `session_revoked`; every process (this one included) then
 *   forgets everything it knew, so another process refuses the session from its next request on.
 * - While the listening connection is down (`live(false)`), nothing is remembered: every request
 *   reads the database, as a NOTIFY could be missed.
 * - A read started before a revocation is not stored after it (generation counter).
 */
export function createSessionGate(repo: SessionRepository, opts: { max?: number } = {}) {
  const max = opts.max ?? 50_000;
  /** sid → user id of an open session. */
  const open = new Map<string, number>();
  let enabled = false;
  let generation = 0;
  let hits = 0;
  let misses = 0;

  const forgetAll = () => {
    generation++;
    open.clear();
  };

  async function read(sid: string, userId: number): Promise<boolean> {
    misses++;
    const seen = generation;
    const isOpen = await repo.isOpen(sid, userId);
    if (isOpen && enabled && seen === generation) {
      if (open.size >= max) open.clear();
      open.set(sid, userId);
    }
    return isOpen;
  }

  const handlers: ChannelHandlers = {
    notify: forgetAll,
    live(on) {
      forgetAll();
      enabled = on;
    },
  };

  return {
    /** A boolean straight from memory when known (no promise on the hot path), else the database read. */
    check(sid: string, userId: number): boolean | Promise<boolean> {
      if (open.get(sid) === userId) {
        hits++;
        return true;
      }
      return read(sid, userId);
    },
    async revoke(sid: string, reason: RevokeReason): Promise<void> {
      forgetAll();
      await repo.revoke(sid, reason);
      forgetAll();
    },
    /** Revokes every session of the user but `keepSid`; returns how many were revoked. */
    async revokeAllOfUser(userId: number, reason: RevokeReason, keepSid?: string): Promise<number> {
      forgetAll();
      const ids = await repo.revokeAllOfUser(userId, reason, keepSid);
      forgetAll();
      return ids.length;
    },
    handlers,
    stats: () => ({ live: enabled, hits, misses, entries: open.size }),
  };
}
export type SessionGate = ReturnType<typeof createSessionGate>;
