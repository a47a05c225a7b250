import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import type { AuditService } from '../audit/audit.service';
import type { SessionGate } from '../auth/sessions';
import { createLearnerDeletion } from './learner-deletion';
import { createLearnersRepository } from './learners.repository';
import { createLearnersService } from './learners.service';

/** Wires the back office's learner accounts: reading and managing them, and deleting one. */
export function createLearners(deps: {
  db: Db;
  audit: AuditService;
  sessions: Pick<SessionGate, 'revokeAllOfUser'>;
  storage: Storage;
  log: FastifyBaseLogger;
}) {
  const { db, audit, sessions, storage, log } = deps;
  const learnersRepo = createLearnersRepository(db);
  const service = createLearnersService({ db, learners: learnersRepo, audit, sessions, log });
  const deleteLearner = createLearnerDeletion({
    db,
    learners: learnersRepo,
    audit,
    sessions,
    storage,
    log,
    manageable: service.manageable,
  });
  return { service, deleteLearner };
}
