import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobQueue, SendOptions } from '../../lib/jobs';
import type { Mailer } from '../../lib/mailer';
import { messages } from '../../lib/messages';
import { billingRepository as repo } from './billing.repository';
import { remindersRepository as reminders } from './reminders.repository';
import type { PaymentsService } from './payments.service';
import { ProviderAnswerError, ProviderUnavailableError, type PaymentStatus } from './providers/provider';

const HOUR = 3600_000;
/** A payment nobody completed within this delay is expired. */
export const ABANDON_AFTER_MS = 24 * HOUR;
/** Webhooks get this long before the reconciliation asks the provider itself. */
export const RECONCILE_AFTER_MS = 5 * 60_000;
export const REMINDER_DAYS = 3;
/** Reconciliation reads open payments by pages of this size, until none is left. */
export const RECONCILE_PAGE_SIZE = 100;
/** After this many unreachable answers in a row, a provider is not asked again in the same run. */
export const UNREACHABLE_STREAK = 5;
/**
 * Delays (seconds) of the re-checks after a webhook that found the payment not complete yet:
 * NotchPay notifies before its API reports `complete` and does not resend after a 200.
 */
export const RECHECK_DELAYS_S = [10, 60, 300] as const;

export const BILLING_QUEUES = {
  reconcile: 'billing.reconcile',
  reminders: 'billing.reminders',
  recheck: 'billing.recheck',
} as const;

export interface RecheckPayload {
  reference: string;
  step: number;
}

export interface BillingJobsDeps {
  db: Db;
  log: FastifyBaseLogger;
  mailer: Mailer;
  publicUrl: string;
  payments: PaymentsService;
  now: () => Date;
  /** Queues a job (the durable job queue, lib/jobs.ts). */
  send: (queue: string, payload: unknown, o: SendOptions) => Promise<number | null>;
}

export function createBillingJobs(deps: BillingJobsDeps) {
  /** Queues re-check number `step` of the payment (one queued per payment and step). */
  async function scheduleRecheck(reference: string, step = 0): Promise<void> {
    const delay = RECHECK_DELAYS_S[step];
    if (delay === undefined) return;
    await deps.send(BILLING_QUEUES.recheck, { reference, step } satisfies RecheckPayload, {
      delaySeconds: delay,
      singletonKey: `${reference}:${step}`,
      maxAttempts: 1,
    });
  }

  /**
   * One scheduled re-check: asks the provider again; while the payment stays open the next delay
   * is queued; after the last one, the reconciliation takes over.
   */
  async function recheck(payload: RecheckPayload): Promise<PaymentStatus | null> {
    const payment = await repo.findPayment(deps.db, payload.reference);
    if (!payment || (payment.status !== 'pending' && payment.status !== 'incomplete')) return null;
    let status: PaymentStatus = payment.status;
    try {
      status = await deps.payments.settleFromProvider(payment, 'recheck');
    } catch (err) {
      deps.log.warn(
        { err, payment: payment.reference, step: payload.step },
        'nouvelle vérification impossible',
      );
    }
    if (status === 'pending' || status === 'incomplete')
      await scheduleRecheck(payment.reference, payload.step + 1);
    return status;
  }

  /**
   * Re-checks every open payment with its provider (a lost webhook, a learner who never came
   * back), page after page, then expires those still pending after 24 hours. Each payment is
   * handled on its own and each question is recorded on it (check_attempts, last_check_error):
   * an error on one does not stop the others; only a provider unreachable several times in a row
   * is left alone until the next run.
   */
  async function reconcile(): Promise<{ checked: number; settled: number; expired: number; errors: number }> {
    const now = deps.now();
    const createdBefore = new Date(now.getTime() - RECONCILE_AFTER_MS);
    let settled = 0;
    let expired = 0;
    let errors = 0;
    let checked = 0;
    const streak = new Map<string, number>();
    let after: { createdAt: Date; id: number } | undefined;
    for (;;) {
      const page = await repo.openPaymentsPage(deps.db, createdBefore, RECONCILE_PAGE_SIZE, after);
      if (!page.length) break;
      after = { createdAt: page.at(-1)!.createdAt, id: page.at(-1)!.id };
      for (const p of page) {
        checked++;
        let status = p.status;
        let error: string | undefined;
        if ((streak.get(p.provider) ?? 0) >= UNREACHABLE_STREAK) {
          error = 'fournisseur injoignable (non interrogé pendant ce passage)';
        } else {
          try {
            status = await deps.payments.settleFromProvider(p, 'reconciliation');
            streak.set(p.provider, 0);
            if (status !== p.status) settled++;
          } catch (err) {
            errors++;
            error = err instanceof Error ? err.message : String(err);
            if (err instanceof ProviderUnavailableError && !(err instanceof ProviderAnswerError))
              streak.set(p.provider, (streak.get(p.provider) ?? 0) + 1);
            deps.log.warn({ err, payment: p.reference }, 'rapprochement : vérification impossible');
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
      if (page.length < RECONCILE_PAGE_SIZE) break;
    }
    return { checked, settled, expired, errors };
  }

  /**
   * One e-mail per subscription ending within 3 days, unless a later subscription of the same
   * exam type already continues it. The reminder is claimed before sending (reminder_sent_at)
   * and released if the e-mail fails, so the job may retry without sending twice.
   */
  async function sendReminders(): Promise<number> {
    const now = deps.now();
    const horizon = new Date(now.getTime() + REMINDER_DAYS * 24 * HOUR);
    const due = await reminders.dueReminders(deps.db, now, horizon, 500);
    let sent = 0;
    for (const s of due) {
      if (!(await reminders.claimReminder(deps.db, s.id, now))) continue;
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
        await reminders.releaseReminder(deps.db, s.id);
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
    jobs.work<RecheckPayload>(
      BILLING_QUEUES.recheck,
      async (job) => {
        await recheck(job.payload);
      },
      { pollMs: 2_000 },
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

  return { reconcile, recheck, scheduleRecheck, sendReminders, start };
}
export type BillingJobs = ReturnType<typeof createBillingJobs>;
