import type { AuditEntry, AuditListQuery } from '@prepa/shared';
import type { DbOrTx } from '../../db/client';
import { createAuditRepository, type AuditRepository, type AuditRow } from './audit.repository';

export interface AuditRecord {
  /** The operator who acted; null for the platform itself. */
  actorId: number | null;
  /** Kept beside the id so that the log still says who acted once the account is gone. */
  actorEmail?: string | null;
  action: string;
  targetType: string;
  targetId?: string | number | null;
  details?: Record<string, unknown>;
}

function toEntry(r: AuditRow): AuditEntry {
  return {
    id: r.id,
    actor_id: r.actorId,
    actor_email: r.actorEmail,
    action: r.action,
    target_type: r.targetType,
    target_id: r.targetId,
    details: r.details ?? {},
    created_at: r.createdAt.toISOString(),
  };
}

/**
 * The audit log of the back office: every change an operator makes is recorded here, in the same
 * transaction as the change when the caller passes one (`inTx`), so that neither exists alone.
 */
export function createAuditService(deps: { audit: AuditRepository }) {
  // The actor's e-mail is read on the same connection as the insert (inside the caller's
  // transaction when there is one: an embedded database has a single connection).
  const row = async (repo: AuditRepository, r: AuditRecord) => ({
    actorId: r.actorId,
    actorEmail: r.actorEmail ?? (r.actorId ? await repo.emailOf(r.actorId) : null),
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId === undefined || r.targetId === null ? null : String(r.targetId),
    details: r.details ?? {},
  });
  return {
    async record(r: AuditRecord): Promise<AuditEntry> {
      return toEntry(await deps.audit.insert(await row(deps.audit, r)));
    },
    /** Records inside the caller's transaction. */
    async recordIn(tx: DbOrTx, r: AuditRecord): Promise<AuditEntry> {
      const repo = createAuditRepository(tx);
      return toEntry(await repo.insert(await row(repo, r)));
    },
    async list(q: AuditListQuery): Promise<{ count: number; results: AuditEntry[] }> {
      const { total, rows } = await deps.audit.list(
        { action: q.action, targetType: q.target_type, targetId: q.target_id, actorId: q.actor_id },
        q.page_size,
        (q.page - 1) * q.page_size,
      );
      return { count: total, results: rows.map(toEntry) };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
