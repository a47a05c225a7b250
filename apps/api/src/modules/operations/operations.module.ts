import type { Db } from '../../db/client';
import type { AuditService } from '../audit/audit.service';
import { createOperationsRepository } from './operations.repository';
import { createOperationsService } from './operations.service';

/** Wires the operators' dashboard and settings page. */
export function createOperations(deps: { db: Db; audit: AuditService }) {
  return createOperationsService({ repo: createOperationsRepository(deps.db), audit: deps.audit });
}
