import { and, count, desc, eq, like, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export interface AuditFilter {
  /** An action or a prefix of one (`learner.` lists every learner action). */
  action?: string;
  targetType?: string;
  targetId?: string;
  actorId?: number;
}

export type AuditRow = typeof auditLog.$inferSelect;

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function createAuditRepository(db: DbOrTx) {
  const where = (f: AuditFilter): SQL | undefined => {
    const parts: SQL[] = [];
    if (f.action) parts.push(like(auditLog.action, `${escapeLike(f.action)}%`));
    if (f.targetType) parts.push(eq(auditLog.targetType, f.targetType));
    if (f.targetId) parts.push(eq(auditLog.targetId, f.targetId));
    if (f.actorId) parts.push(eq(auditLog.actorId, f.actorId));
    return parts.length ? and(...parts) : undefined;
  };
  return {
    async emailOf(userId: number): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.email ?? null;
    },
    async insert(values: typeof auditLog.$inferInsert): Promise<AuditRow> {
      const [row] = await db.insert(auditLog).values(values).returning();
      return row!;
    },
    async list(f: AuditFilter, limit: number, offset: number): Promise<{ total: number; rows: AuditRow[] }> {
      const w = where(f);
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(auditLog).where(w);
      const rows = await db
        .select()
        .from(auditLog)
        .where(w)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset(offset);
      return { total: Number(n), rows };
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
