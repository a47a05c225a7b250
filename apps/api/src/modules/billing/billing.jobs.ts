import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { packages, subscriptions, users } from '../../db/schema';
import type { JobQueue } from '../../lib/jobs';
import type { Mailer } from '../../lib/mailer';
import { messages } from '../../lib/messages';
import { billingRepository as repo } from './billing.repository';
import type { PaymentsService } from './payments.service';
import { ProviderUnavailableError } from './providers/provider';

const HOUR = 3600_000;
/** A payment nobody completed within this delay is expired. */
export const ABANDON_AFTER_MS = 24 * HOUR;
/** Webhooks get this long before the reconciliation asks the provider itself. */
export const RECONCILE_AFTER_MS = 5 * 60_000;
export const REMINDER_DAYS = 3;

export const BILLING_QUEUES = { reconcile: 'billing.reconcile', reminders: 'billing.reminders' } as const;

export interface BillingJobsDeps {
  db: Db;
  log: FastifyBaseLogger;
  mailer: Mailer;
  publicUrl: string;
  payments: PaymentsService;
  now: () => Date;
}

export function createBillingJobs(deps: BillingJobsDeps) {
  /**
   * Re-checks pending payments with their provider (a lost webhook, a learner who never came
   * back), then expires those still pending after 24 hours. Each payment is handled on its own:
   * one unreachable provider answer does not stop the others.
   */
  async function reconcile(): Promise<{ checked: number; settled: number; expired: number }> {
    const now = deps.now();
    const pending = await repo.pendingPayments(deps.db, new Date(now.getTime() - RECONCILE_AFTER_MS), 200);
    let settled = 0;
    let expired = 0;
    // A provider that does not answer is not asked again in this run (the next run retries).
    const unreachable = new Set<string>();
    for (const p of pending) {
      let status = p.status;
      let error: string | undefined;
      if (unreachable.has(p.provider)) {
        error = 'fournisseur injoignable';
      } else {
        try {
          status = await deps.payments.settleFromProvider(p, 'reconciliation');
          if (status !== 'pending') settled++;
        } catch (err) {
          error = err instanceof Error ? err.message : String(err);
          if (err instanceof ProviderUnavailableError) unreachable.add(p.provider);
          deps.log.warn({ err, payment: p.reference }, 'rapprochement : fournisseur injoignable');
        }
      }
      if (status === 'pending' && p.createdAt.getTime() < now.getTime() - ABANDON_AFTER_MS) {
        const done = await deps.db.transaction(async (tx) => {
          const row = await repo.transition(tx, p.id, ['pending'], 'expired');
          if (row) {
            await repo.recordEvent(tx, p.id, 'expired', 'reconciliation', {
              reason: 'abandoned_24h',
              ...(error ? { provider_error: error } : {}),
            });
          }
          return row;
        });
        if (done) expired++;
      }
    }
    return { checked: pending.length, settled, expired };
  }

  /**
   * One e-mail per subscription ending within 3 days, unless a later subscription of the same
   * exam type already continues it. The reminder is claimed before sending (reminder_sent_at)
   * and released if the e-mail fails, so the job may retry without sending twice.
   */
  async function sendReminders(): Promise<number> {
    const now = deps.now();
    const horizon = new Date(now.getTime() + REMINDER_DAYS * 24 * HOUR);
    const due = await deps.db
      .select({
        id: subscriptions.id,
        endDate: subscriptions.endDate,
        email: users.email,
        firstName: users.firstName,
        packageName: packages.name,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .innerJoin(packages, eq(packages.id, subscriptions.packageId))
      .where(
        and(
          isNull(subscriptions.reminderSentAt),
          lte(subscriptions.startDate, now),
          gt(subscriptions.endDate, now),
          lte(subscriptions.endDate, horizon),
          eq(users.isActive, true),
          sql`not exists (select 1 from subscriptions later
                where later.user_id = ${subscriptions.userId}
                  and later.exam_type_id = ${subscriptions.examTypeId}
                  and later.end_date > ${subscriptions.endDate})`,
        ),
      )
      .limit(500);
    let sent = 0;
    for (const s of due) {
      const [claimed] = await deps.db
        .update(subscriptions)
        .set({ reminderSentAt: now })
        .where(and(eq(subscriptions.id, s.id), isNull(subscriptions.reminderSentAt)))
        .returning({ id: subscriptions.id });
      if (!claimed) continue;
      const o = {
        name: s.firstName || s.email,
        packageName: s.packageName,
        endDate: s.endDate,
        url: `${deps.publicUrl.replace(/\/+$/, '')}/packages`,
      };
      try {
        await deps.mailer.send({
          to: s.email,
          subject: messages.billing.mail.reminderSubject,
          text: messages.billing.mail.reminderText(o),
          html: messages.billing.mail.reminderHtml(o),
          logFields: { subscription: String(s.id) },
        });
        sent++;
      } catch (err) {
        await deps.db.update(subscriptions).set({ reminderSentAt: null }).where(eq(subscriptions.id, s.id));
        throw err;
      }
    }
    return sent;
  }

  /** Schedules and consumes the billing queues (API process with RUN_WORKERS, or `npm run worker`). */
  function start(jobs: JobQueue) {
    jobs.every(BILLING_QUEUES.reconcile, 10 * 60);
    jobs.every(BILLING_QUEUES.reminders, 60 * 60);
    jobs.work(
      BILLING_QUEUES.reconcile,
      async () => {
        const r = await reconcile();
        if (r.checked) deps.log.info({ reconciliation: r }, 'rapprochement des paiements');
      },
      { pollMs: 15_000 },
    );
    jobs.work(
      BILLING_QUEUES.reminders,
      async () => {
        const n = await sendReminders();
        if (n) deps.log.info({ reminders: n }, 'rappels de fin de forfait envoyés');
      },
      { pollMs: 15_000 },
    );
  }

  return { reconcile, sendReminders, start };
}
export type BillingJobs = ReturnType<typeof createBillingJobs>;
