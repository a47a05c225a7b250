import type { AdminPayment, AdminPaymentDetail, AdminRecheckResponse, AdminRevenue } from '@prepa/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditService } from '../audit/audit.service';
import { BadRequestError, NotFoundError, ServiceUnavailableError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import { REVENUE_TIME_ZONE, type BillingAdminRepository } from './admin.repository';
import { billingRepository, type PaymentRow } from './billing.repository';
import type { PaymentProvider, ProviderName } from './providers/provider';
import type { Settlement } from './settlement';

const m = messages.billingAdmin;
export const PAYMENTS_PAGE_SIZE = 25;
const DAY_MS = 24 * 3600_000;
/** Cameroon is UTC+1 all year (no daylight saving). */
const DOUALA_OFFSET_MS = 3600_000;

type Listed = Awaited<ReturnType<BillingAdminRepository['payments']>>['rows'][number];

function paymentDto(r: Listed): AdminPayment {
  const p = r.payment;
  return {
    reference: p.reference,
    provider: p.provider,
    provider_reference: p.providerReference,
    status: p.status,
    refund_reason: p.refundReason,
    amount: p.amount,
    currency: p.currency,
    customer: { email: r.email, name: `${r.firstName} ${r.lastName}`.trim() || r.email },
    package_name: r.packageName,
    promo_code: r.promoCode,
    check_attempts: p.checkAttempts,
    last_checked_at: p.lastCheckedAt?.toISOString() ?? null,
    last_check_error: p.lastCheckError,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** Payments in the back office: search, history of events, re-check with the provider, revenue. */
export function createPaymentsAdmin(deps: {
  db: Db;
  repo: BillingAdminRepository;
  settlement: Settlement;
  providers: Partial<Record<ProviderName, PaymentProvider>>;
  audit: Pick<AuditService, 'record'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function detail(reference: string): Promise<AdminPaymentDetail> {
    const { rows } = await deps.repo.payments({ q: reference }, 50, 0);
    const row = rows.find((r) => r.payment.reference === reference);
    if (!row) throw new NotFoundError(m.paymentNotFound);
    const [events, sub] = await Promise.all([
      deps.repo.events(row.payment.id),
      deps.repo.subscriptionOf(row.payment.id),
    ]);
    return {
      ...paymentDto(row),
      events: events.map((e) => ({
        status: e.status,
        source: e.source,
        detail: (e.detail as Record<string, unknown> | null) ?? null,
        created_at: e.createdAt.toISOString(),
      })),
      subscription: sub
        ? { start_date: sub.startDate.toISOString(), end_date: sub.endDate.toISOString() }
        : null,
    };
  }

  return {
    detail,

    async list(f: { status?: PaymentRow['status']; q?: string; page: number }) {
      const { total, rows } = await deps.repo.payments(
        { status: f.status, q: f.q || undefined },
        PAYMENTS_PAGE_SIZE,
        (f.page - 1) * PAYMENTS_PAGE_SIZE,
      );
      return { count: total, page: f.page, page_size: PAYMENTS_PAGE_SIZE, results: rows.map(paymentDto) };
    },

    /**
     * Asks the provider now, through the same settlement path as webhooks and reconciliation
     * (access granted, refund due or final outcome recorded in payment_events with source `admin`).
     */
    async recheck(actorId: number, reference: string): Promise<AdminRecheckResponse> {
      const payment = await billingRepository.findPayment(deps.db, reference);
      if (!payment) throw new NotFoundError(m.paymentNotFound);
      if (!deps.providers[payment.provider as ProviderName]) {
        throw new BadRequestError(m.recheckNoProvider(payment.provider));
      }
      const before = payment.status;
      let status: PaymentRow['status'];
      let error: string | null = null;
      try {
        status = await deps.settlement.settleFromProvider(payment, 'admin');
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
        deps.log.warn({ err, payment: reference }, 're-vérification manuelle impossible');
      }
      await deps.audit.record({
        actorId,
        action: 'billing.payment.recheck',
        targetType: 'payment',
        targetId: reference,
        details: { status_before: before, status_after: error ? before : status!, error },
      });
      if (error) throw new ServiceUnavailableError(m.recheckUnavailable);
      return {
        detail: m.recheckDone(before, status!),
        status_before: before,
        status: status!,
        payment: await detail(reference),
      };
    },

    /** Paid payments per day over the last `days` days (today included), days without any at 0. */
    async revenue(days: number): Promise<AdminRevenue> {
      const local = new Date(now().getTime() + DOUALA_OFFSET_MS);
      const dayOf = (i: number) => new Date(local.getTime() - i * DAY_MS).toISOString().slice(0, 10);
      const from = dayOf(days - 1);
      const found = new Map((await deps.repo.revenueSince(from)).map((r) => [r.day, r]));
      const list = Array.from({ length: days }, (_, i) => {
        const day = dayOf(days - 1 - i);
        return found.get(day) ?? { day, payments: 0, amount: 0 };
      });
      return {
        currency: 'XAF',
        time_zone: REVENUE_TIME_ZONE,
        days: list,
        total: {
          payments: list.reduce((s, d) => s + d.payments, 0),
          amount: list.reduce((s, d) => s + d.amount, 0),
        },
      };
    },
  };
}
export type PaymentsAdmin = ReturnType<typeof createPaymentsAdmin>;
