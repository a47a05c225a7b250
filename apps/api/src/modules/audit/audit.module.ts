import type { Db } from '../../db/client';
import { createAuditRepository } from './audit.repository';
import { createAuditService } from './audit.service';

/** Wires the audit log of operators' actions. */
export function createAudit(deps: { db: Db }) {
  return createAuditService({ audit: createAuditRepository(deps.db) });
}
