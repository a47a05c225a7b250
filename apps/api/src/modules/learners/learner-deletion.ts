import type { DeleteLearnerRequest, DeleteLearnerResponse } from '@prepa/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import type { Storage } from '../../lib/storage';
import type { AuditService } from '../audit/audit.service';
import type { SessionGate } from '../auth/sessions';
import { hashPassword } from '../auth/password';
import { createLearnersRepository, type LearnerRow, type LearnersRepository } from './learners.repository';
import { unusablePassword } from './learners.service';

const m = messages.backOffice;

/** Where a learner's recordings live in storage (see practice/answers.service.ts). */
export const recordingsFolder = (userId: number) => `answers/${userId}/`;

/**
 * Deleting a learner's account on request (privacy policy): sessions end first, then in one
 * transaction the practice (attempts, answers, corrections), favourites, subscriptions, sessions
 * and newsletter address go and the account row is anonymised (its payments stay, anonymous, for
 * the accounting obligations), with the audit record; then every recording file under the
 * account's storage folder is removed. See docs/decisions/201.
 */
export function createLearnerDeletion(d: {
  db: Db;
  learners: LearnersRepository;
  audit: AuditService;
  sessions: Pick<SessionGate, 'revokeAllOfUser'>;
  storage: Storage;
  log: FastifyBaseLogger;
  manageable: (id: number, actorId: number) => Promise<LearnerRow>;
  now?: () => Date;
}) {
  const now = d.now ?? (() => new Date());
  return async function deleteLearner(
    actorId: number,
    id: number,
    body: DeleteLearnerRequest,
  ): Promise<DeleteLearnerResponse> {
    const user = await d.manageable(id, actorId);
    if (body.confirm_email.trim().toLowerCase() !== user.email.toLowerCase())
      throw ValidationError.field('confirm_email', m.confirmMismatch);
    const counts = await d.learners.practiceCounts(id);
    const files: string[] = [];
    for await (const f of d.storage.list(recordingsFolder(id))) files.push(f.key);

    // No request of the account is accepted from here on, in any process.
    await d.sessions.revokeAllOfUser(id, 'account_deleted');
    const passwordHash = await hashPassword(unusablePassword());
    await d.db.transaction(async (tx) => {
      await createLearnersRepository(tx).eraseAccount(
        user,
        { email: `supprime-${id}@compte-supprime.invalid`, passwordHash },
        now(),
      );
      await d.audit.recordIn(tx, {
        actorId,
        action: 'learner.delete',
        targetType: 'user',
        targetId: id,
        details: {
          attempts: counts.attempts,
          answers: counts.answers,
          recordings: files.length,
          payments_kept: counts.payments,
          ...(body.reason ? { reason: body.reason } : {}),
        },
      });
    });

    // Files after the commit: a failed transaction leaves everything as it was. A file that cannot
    // be removed now is no longer referenced, and the daily sweep of orphan recordings takes it.
    let removed = 0;
    for (const key of files) {
      try {
        await d.storage.remove(key);
        removed++;
      } catch (err) {
        d.log.warn({ err, key }, 'enregistrement d’un compte supprimé laissé au nettoyage quotidien');
      }
    }
    d.log.info({ event: 'learner.delete', userId: id, by: actorId, recordings: removed }, 'compte supprimé');
    return {
      detail: m.deleted,
      attempts: counts.attempts,
      answers: counts.answers,
      recordings: removed,
      payments_kept: counts.payments,
    };
  };
}
export type DeleteLearner = ReturnType<typeof createLearnerDeletion>;
