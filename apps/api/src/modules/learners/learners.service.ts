import { randomBytes } from 'node:crypto';
import type {
  AdminLearnerDetail,
  AdminLearnerListQuery,
  AdminLearnerListResponse,
  AdminLearnerSummary,
  EndSubscriptionRequest,
  ExtendSubscriptionRequest,
  GrantSubscriptionRequest,
} from '@prepa/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import type { AuditService } from '../audit/audit.service';
import type { SessionGate } from '../auth/sessions';
import { addMonths } from '../billing/promo';
import { createLearnersRepository, type LearnerRow, type LearnersRepository } from './learners.repository';
import { isRunningAt } from '../billing/subscription-rules';

const m = messages.backOffice;
const DAY_MS = 24 * 3600 * 1000;
/** How many of the latest attempts the learner's page lists. */
export const LEARNER_PAGE_ATTEMPTS = 50;

export interface LearnersDeps {
  db: Db;
  learners: LearnersRepository;
  audit: AuditService;
  sessions: Pick<SessionGate, 'revokeAllOfUser'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export function summary(u: LearnerRow): AdminLearnerSummary {
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    role: u.role,
    is_active: u.isActive,
    deleted_at: u.deletedAt?.toISOString() ?? null,
    date_joined: u.dateJoined.toISOString(),
    last_login: u.lastLogin?.toISOString() ?? null,
  };
}

/** Learner accounts in the back office: search, page, subscriptions granted by hand, disabling. */
export function createLearnersService(d: LearnersDeps) {
  const now = d.now ?? (() => new Date());

  /** The account an operator may act on: a learner's, not deleted, not the operator's own. */
  async function manageable(id: number, actorId: number): Promise<LearnerRow> {
    const u = await d.learners.byId(id);
    if (!u) throw new NotFoundError(m.learnerNotFound);
    if (u.deletedAt) throw new ConflictError(m.learnerDeleted);
    if (u.id === actorId) throw new BadRequestError(m.ownAccount);
    if (u.role !== 'learner') throw new BadRequestError(m.notALearner);
    return u;
  }

  async function subscriptionOf(userId: number, subscriptionId: number) {
    const sub = await d.learners.subscription(userId, subscriptionId);
    if (!sub) throw new NotFoundError(m.subscriptionNotFound);
    return sub;
  }

  return {
    manageable,

    async list(q: AdminLearnerListQuery): Promise<AdminLearnerListResponse> {
      const { total, rows } = await d.learners.search(
        q.search ?? '',
        q.page_size,
        (q.page - 1) * q.page_size,
      );
      return { count: total, results: rows.map(summary) };
    },

    async detail(id: number): Promise<AdminLearnerDetail> {
      const u = await d.learners.byId(id);
      if (!u) throw new NotFoundError(m.learnerNotFound);
      const at = now();
      const [subs, attempts, payments, recordings] = await Promise.all([
        d.learners.subscriptionsOf(id),
        d.learners.attemptsOf(id, LEARNER_PAGE_ATTEMPTS),
        d.learners.paymentsOf(id),
        d.learners.recordingCount(id),
      ]);
      return {
        profile: summary(u),
        subscriptions: subs.map((s) => ({
          id: s.id,
          package_slug: s.packageSlug,
          package_name: s.packageName,
          exam_type_name: s.examTypeName,
          start_date: s.startDate.toISOString(),
          end_date: s.endDate.toISOString(),
          active: isRunningAt(s, at),
          payment_reference: s.paymentReference,
        })),
        attempts: {
          count: attempts.total,
          results: attempts.rows.map((a) => ({
            slug: a.slug,
            exercise_title: a.exerciseTitle,
            exam_name: a.examName,
            practice_type: a.practiceType,
            started_at: a.startedAt.toISOString(),
            completed_at: a.completedAt?.toISOString() ?? null,
            score: a.score,
            note_20: a.note20,
            answers: Number(a.answers),
          })),
        },
        payments: payments.map((p) => ({
          reference: p.reference,
          package_name: p.packageName,
          amount: p.amount,
          currency: p.currency,
          provider: p.provider,
          status: p.status,
          created_at: p.createdAt.toISOString(),
        })),
        recordings,
      };
    },

    /** Access to a package's exam type from now, for its period or the days given. */
    async grant(actorId: number, id: number, body: GrantSubscriptionRequest) {
      await manageable(id, actorId);
      const pkg = await d.learners.packageBySlug(String(body.package));
      if (!pkg) throw new NotFoundError(m.packageNotFound);
      const start = now();
      const end = body.days
        ? new Date(start.getTime() + Number(body.days) * DAY_MS)
        : addMonths(start, pkg.period);
      const sub = await d.db.transaction(async (tx) => {
        const row = await createLearnersRepository(tx).insertSubscription({
          userId: id,
          packageId: pkg.id,
          examTypeId: pkg.examTypeId,
          startDate: start,
          endDate: end,
        });
        await d.audit.recordIn(tx, {
          actorId,
          action: 'subscription.grant',
          targetType: 'user',
          targetId: id,
          details: {
            subscription: row.id,
            package: pkg.slug,
            end_date: end.toISOString(),
            reason: body.reason,
          },
        });
        return row;
      });
      return { detail: m.granted(sub.endDate) };
    },

    /** Days added to the end of a subscription (to now when it has ended). */
    async extend(actorId: number, id: number, subscriptionId: number, body: ExtendSubscriptionRequest) {
      await manageable(id, actorId);
      const sub = await subscriptionOf(id, subscriptionId);
      const from = sub.endDate > now() ? sub.endDate : now();
      const end = new Date(from.getTime() + Number(body.days) * DAY_MS);
      await d.db.transaction(async (tx) => {
        await createLearnersRepository(tx).setSubscriptionEnd(sub.id, end);
        await d.audit.recordIn(tx, {
          actorId,
          action: 'subscription.extend',
          targetType: 'user',
          targetId: id,
          details: {
            subscription: sub.id,
            days: Number(body.days),
            previous_end: sub.endDate.toISOString(),
            end_date: end.toISOString(),
            reason: body.reason,
          },
        });
      });
      return { detail: m.extended(end) };
    },

    /** The subscription stops now. */
    async end(actorId: number, id: number, subscriptionId: number, body: EndSubscriptionRequest) {
      await manageable(id, actorId);
      const sub = await subscriptionOf(id, subscriptionId);
      const at = now();
      if (sub.endDate <= at) throw new ConflictError(m.subscriptionAlreadyEnded);
      await d.db.transaction(async (tx) => {
        await createLearnersRepository(tx).setSubscriptionEnd(sub.id, at);
        await d.audit.recordIn(tx, {
          actorId,
          action: 'subscription.end',
          targetType: 'user',
          targetId: id,
          details: { subscription: sub.id, previous_end: sub.endDate.toISOString(), reason: body.reason },
        });
      });
      return { detail: m.ended };
    },

    /** Disabling ends every session of the account at once; enabling lets it sign in again. */
    async setActive(actorId: number, id: number, active: boolean, reason: string) {
      await manageable(id, actorId);
      await d.db.transaction(async (tx) => {
        await createLearnersRepository(tx).setActive(id, active);
        await d.audit.recordIn(tx, {
          actorId,
          action: active ? 'learner.enable' : 'learner.disable',
          targetType: 'user',
          targetId: id,
          details: { reason },
        });
      });
      if (!active) await d.sessions.revokeAllOfUser(id, 'account_disabled');
      d.log.info({ event: active ? 'learner.enable' : 'learner.disable', userId: id, by: actorId });
      return { detail: active ? m.enabled : m.disabled };
    },
  };
}
export type LearnersService = ReturnType<typeof createLearnersService>;

/** A password nobody knows, for an anonymised account. */
export const unusablePassword = () => randomBytes(32).toString('base64url');
