import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { ActivationService } from './activation';
import { billingRepository as repo, type EventSource, type PaymentRow } from './billing.repository';
import type { PaymentProvider, PaymentStatus, ProviderName, VerifiedPayment } from './providers/provider';

export interface SettlementDeps {
  db: Db;
  log: FastifyBaseLogger;
  activation: ActivationService;
  providers: Partial<Record<ProviderName, PaymentProvider>>;
  /** Production without the demonstration flag: test transactions never grant access. */
  refuseSandbox: boolean;
  now: () => Date;
}

/** States a payment leaves when the provider reports a final outcome (never `paid`). */
const OPEN: PaymentRow['status'][] = ['pending'];
/** States from which a refund reported by the provider closes the payment. */
const REFUNDABLE: PaymentRow['status'][] = [
  'pending',
  'incomplete',
  'failed',
  'cancelled',
  'expired',
  'rejected',
  'abandoned',
];

/**
 * The one path every outcome goes through (sandbox buttons, webhook, return, re-checks,
 * reconciliation, the learner's result page): `verified` comes from the provider itself, never
 * from what a browser or a webhook body says. Each provider status has its operator meaning:
 * - complete: access, unless a test transaction in production (alert, failed) or an amount or
 *   currency other than the order's (failed, refund due);
 * - incomplete: money partly taken: `incomplete`, refund due, still re-checked (it may complete);
 * - failed, canceled, rejected, abandoned, expired: final, nothing taken, the reason is kept;
 * - refunded: closes an unpaid payment and clears the refund due; on a paid one it is logged for
 *   the operator (access is not withdrawn automatically);
 * - pending, processing: nothing changes (re-checks and reconciliation continue).
 */
export function createSettlement(deps: SettlementDeps) {
  async function currentStatus(reference: string): Promise<PaymentStatus> {
    return (await repo.findPayment(deps.db, reference))?.status ?? 'failed';
  }

  async function move(
    payment: PaymentRow,
    from: PaymentRow['status'][],
    status: PaymentStatus,
    source: EventSource,
    detail: Record<string, unknown>,
    o: { providerReference?: string; refundReason?: PaymentRow['refundReason'] } = {},
  ): Promise<boolean> {
    return deps.db.transaction(async (tx) => {
      const row = await repo.transition(
        tx,
        payment.id,
        from,
        status,
        o.providerReference,
        o.refundReason !== undefined ? { refundReason: o.refundReason } : {},
      );
      if (row) await repo.recordEvent(tx, payment.id, status, source, detail);
      return !!row;
    });
  }

  async function applyVerified(
    payment: PaymentRow,
    verified: VerifiedPayment,
    source: EventSource,
  ): Promise<PaymentStatus> {
    const detail: Record<string, unknown> = {
      provider_status: verified.providerStatus,
      amount: verified.amount,
      currency: verified.currency,
      ...(verified.sandbox !== undefined ? { sandbox: verified.sandbox } : {}),
    };
    const ref = verified.providerReference;
    const testInProduction = deps.refuseSandbox && verified.sandbox === true;

    if (verified.status === 'paid' || verified.status === 'incomplete') {
      if (testInProduction) {
        const moved = await move(payment, ['pending', 'incomplete'], 'failed', source, {
          ...detail,
          reason: 'sandbox_in_production',
        });
        if (moved) {
          deps.log.error(
            { event: 'payment.sandbox_in_production', alert: true, payment: payment.reference, source },
            'ALERTE : transaction de test NotchPay reçue en production, aucun accès accordé (clés de test déployées ?)',
          );
        }
        return currentStatus(payment.reference);
      }
    }

    if (verified.status === 'paid') {
      if (verified.amount !== payment.amount || verified.currency !== payment.currency) {
        const reason = verified.amount !== payment.amount ? 'amount_mismatch' : 'currency_mismatch';
        const moved = await move(
          payment,
          ['pending', 'incomplete', 'expired', 'abandoned'],
          'failed',
          source,
          { ...detail, reason, expected_amount: payment.amount, expected_currency: payment.currency },
          { providerReference: ref, refundReason: reason },
        );
        if (moved) {
          deps.log.error(
            {
              event: 'payment.refund_due',
              payment: payment.reference,
              source,
              expected: payment.amount,
              received: verified.amount,
            },
            'paiement confirmé avec un montant ou une devise différents : non activé, à rembourser',
          );
        }
        return currentStatus(payment.reference);
      }
      await deps.activation.activate(payment, source, detail, ref);
      return currentStatus(payment.reference);
    }

    if (verified.status === 'incomplete') {
      const moved = await move(
        payment,
        OPEN,
        'incomplete',
        source,
        { ...detail, expected_amount: payment.amount },
        { providerReference: ref, refundReason: 'incomplete' },
      );
      if (moved) {
        deps.log.warn(
          { event: 'payment.refund_due', payment: payment.reference, source },
          'paiement incomplet : une partie du montant a été prélevée, à rembourser sauf s’il se complète',
        );
      }
      return currentStatus(payment.reference);
    }

    if (verified.status === 'refunded') {
      if (payment.status === 'paid') {
        deps.log.warn(
          { event: 'payment.refunded_after_access', payment: payment.reference, source },
          'paiement remboursé chez le fournisseur alors que l’accès a été accordé : à examiner',
        );
        return 'paid';
      }
      await move(payment, REFUNDABLE, 'refunded', source, detail, {
        providerReference: ref,
        refundReason: null,
      });
      return currentStatus(payment.reference);
    }

    if (verified.status !== 'pending') {
      await move(payment, OPEN, verified.status, source, detail, { providerReference: ref });
      return currentStatus(payment.reference);
    }
    return payment.status;
  }

  /**
   * Re-fetches the payment from its provider and applies what the provider says. Every question
   * asked is counted on the payment with its error, if any (check_attempts, last_check_error).
   */
  async function settleFromProvider(
    payment: PaymentRow,
    source: EventSource,
    hint?: string,
  ): Promise<PaymentStatus> {
    const provider = deps.providers[payment.provider as ProviderName];
    if (!provider) return payment.status;
    let verified: VerifiedPayment | null;
    try {
      verified = await provider.verify(
        { reference: payment.reference, providerReference: payment.providerReference },
        hint,
      );
    } catch (err) {
      await repo.recordCheck(
        deps.db,
        payment.id,
        deps.now(),
        err instanceof Error ? err.message : String(err),
      );
      throw err;
    }
    if (provider.name !== 'sandbox') await repo.recordCheck(deps.db, payment.id, deps.now(), null);
    return verified ? applyVerified(payment, verified, source) : payment.status;
  }

  return { applyVerified, settleFromProvider, currentStatus };
}
export type Settlement = ReturnType<typeof createSettlement>;
