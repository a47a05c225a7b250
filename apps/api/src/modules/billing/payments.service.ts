import { randomBytes } from 'node:crypto';
import { CURRENCY, type SubscriptionResponse } from '@prepa/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { NotFoundError, ServiceUnavailableError, ValidationError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import type { ActivationService } from './activation';
import { billingRepository as repo, type EventSource, type PaymentRow } from './billing.repository';
import type { PackagesService } from './packages.service';
import { normalizeCode } from './promo';
import {
  ProviderUnavailableError,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderName,
  type VerifiedPayment,
} from './providers/provider';

export interface PaymentsDeps {
  db: Db;
  log: FastifyBaseLogger;
  publicUrl: string;
  packages: PackagesService;
  activation: ActivationService;
  providers: Partial<Record<ProviderName, PaymentProvider>>;
  /** Provider of new payments. */
  provider: ProviderName;
  now: () => Date;
}

/** Result screens of the web app. */
export function resultPath(status: PaymentStatus, reference: string): string {
  const ok = status === 'paid' || status === 'pending';
  return `/checkout/${ok ? 'success' : 'error'}?reference=${encodeURIComponent(reference)}`;
}

export function newReference(): string {
  return `PL-${randomBytes(10).toString('hex').toUpperCase()}`;
}

export function createPaymentsService(deps: PaymentsDeps) {
  const base = deps.publicUrl.replace(/\/+$/, '');

  /**
   * The one path every outcome goes through (sandbox buttons, webhook, return, reconciliation):
   * `verified` comes from the provider itself, never from what a browser or a webhook body says.
   */
  async function applyVerified(
    payment: PaymentRow,
    verified: VerifiedPayment,
    source: EventSource,
  ): Promise<PaymentStatus> {
    const detail = {
      provider_status: verified.providerStatus,
      amount: verified.amount,
      currency: verified.currency,
    };
    if (verified.status === 'paid') {
      if (verified.amount !== payment.amount || verified.currency !== payment.currency) {
        const changed = await deps.db.transaction(async (tx) => {
          const row = await repo.transition(tx, payment.id, ['pending'], 'failed');
          if (row) {
            await repo.recordEvent(tx, payment.id, 'failed', source, {
              ...detail,
              reason: verified.amount !== payment.amount ? 'amount_mismatch' : 'currency_mismatch',
              expected_amount: payment.amount,
              expected_currency: payment.currency,
            });
          }
          return row;
        });
        deps.log.error(
          { payment: payment.reference, source, expected: payment.amount, received: verified.amount },
          'paiement confirmé par le fournisseur avec un montant ou une devise différents : non activé, à traiter',
        );
        return changed ? 'failed' : await currentStatus(payment.reference);
      }
      await deps.activation.activate(payment, source, detail, verified.providerReference);
      return currentStatus(payment.reference);
    }
    if (verified.status !== 'pending') {
      const status = verified.status;
      await deps.db.transaction(async (tx) => {
        const row = await repo.transition(tx, payment.id, ['pending'], status, verified.providerReference);
        if (row) await repo.recordEvent(tx, payment.id, status, source, detail);
      });
      return currentStatus(payment.reference);
    }
    return payment.status;
  }

  async function currentStatus(reference: string): Promise<PaymentStatus> {
    return (await repo.findPayment(deps.db, reference))?.status ?? 'failed';
  }

  /** Re-fetches the payment from its provider and applies what the provider says. */
  async function settleFromProvider(payment: PaymentRow, source: EventSource): Promise<PaymentStatus> {
    const provider = deps.providers[payment.provider as ProviderName];
    if (!provider) return payment.status;
    const verified = await provider.verify({
      reference: payment.reference,
      providerReference: payment.providerReference,
    });
    return verified ? applyVerified(payment, verified, source) : payment.status;
  }

  return {
    applyVerified,
    settleFromProvider,

    /** `POST /api/subscription/`: a pending payment at the server's price, and where to pay it. */
    async subscribe(
      userId: number,
      input: { slug_package: string; promo_code?: string | null },
    ): Promise<SubscriptionResponse> {
      const code = normalizeCode(input.promo_code);
      const priced = await deps.packages.price(input.slug_package, code);
      if (!priced) throw ValidationError.field('slug_package', messages.billing.packageNotFound);
      if (code && !priced.promo) throw ValidationError.field('promo_code', messages.billing.promoInvalid);
      const user = await repo.userById(deps.db, userId);
      if (!user) throw new NotFoundError();
      const reference = newReference();
      const payment = await deps.db.transaction(async (tx) => {
        const row = await repo.insertPayment(tx, {
          reference,
          userId,
          packageId: priced.pkg.id,
          promoCodeId: priced.promo?.id ?? null,
          amount: priced.amount,
          currency: CURRENCY,
          provider: deps.provider,
        });
        await repo.recordEvent(tx, row.id, 'pending', 'create', {
          price: priced.pkg.price,
          amount: priced.amount,
          promo_code: priced.promo?.code ?? null,
          reduction_percentage: priced.percentage,
        });
        return row;
      });

      // A 100 % promo code: nothing to collect, the code itself is the authorisation.
      if (payment.amount === 0) {
        await deps.activation.activate(payment, 'create', { reason: 'free_with_promo_code' });
        return { link: resultPath(await currentStatus(reference), reference), reference };
      }

      const provider = deps.providers[deps.provider];
      try {
        if (!provider) throw new ProviderUnavailableError(`fournisseur ${deps.provider} non configuré`);
        const checkout = await provider.createCheckout({
          reference,
          amount: payment.amount,
          currency: payment.currency,
          description: `${priced.pkg.name} — ${priced.pkg.examTypeName} (${priced.pkg.period} mois)`,
          customer: { name: `${user.firstName} ${user.lastName}`.trim() || user.email, email: user.email },
          callbackUrl: `${base}/api/payments/return/${deps.provider}/${encodeURIComponent(reference)}`,
        });
        if (checkout.providerReference) {
          await repo.setProviderReference(deps.db, payment.id, checkout.providerReference);
        }
        return { link: checkout.link, reference };
      } catch (err) {
        await deps.db.transaction(async (tx) => {
          const row = await repo.transition(tx, payment.id, ['pending'], 'failed');
          if (row) {
            await repo.recordEvent(tx, payment.id, 'failed', 'create', {
              reason: 'provider_unavailable',
              error: err instanceof Error ? err.message : String(err),
            });
          }
        });
        deps.log.error({ err, payment: reference }, 'création du paiement impossible chez le fournisseur');
        throw new ServiceUnavailableError(messages.billing.providerUnavailable);
      }
    },

    /** Return from the provider's page: re-fetch, then the path of the result screen. */
    async handleReturn(provider: ProviderName, reference: string): Promise<string> {
      const payment = await repo.findPayment(deps.db, reference);
      if (!payment || payment.provider !== provider) return resultPath('failed', reference);
      try {
        return resultPath(await settleFromProvider(payment, 'return'), reference);
      } catch (err) {
        // The webhook or the reconciliation will settle it; the learner sees "being activated".
        deps.log.warn({ err, payment: reference }, 'vérification au retour impossible');
        return resultPath(payment.status, reference);
      }
    },

    /** Outcome chosen on the sandbox page, through the same verification and activation path. */
    async sandboxDecision(payment: PaymentRow, decision: 'pay' | 'cancel'): Promise<PaymentStatus> {
      return applyVerified(
        payment,
        decision === 'pay'
          ? { status: 'paid', amount: payment.amount, currency: payment.currency, providerStatus: 'complete' }
          : {
              status: 'cancelled',
              amount: payment.amount,
              currency: payment.currency,
              providerStatus: 'canceled',
            },
        'sandbox',
      );
    },

    findPayment: (reference: string) => repo.findPayment(deps.db, reference),
    findPaymentByAnyReference: (refs: string[]) => repo.findPaymentByAnyReference(deps.db, refs),
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
