import { randomBytes } from 'node:crypto';
import {
  CURRENCY,
  type PaymentOutcome,
  type PaymentStatusResponse,
  type SubscriptionResponse,
} from '@prepa/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { NotFoundError, ServiceUnavailableError, ValidationError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import type { ActivationService } from './activation';
import { billingRepository as repo, type PaymentRow } from './billing.repository';
import type { PackagesService } from './packages.service';
import { normalizeCode } from './promo';
import {
  AmountRefusedError,
  CHANNEL_LIMITS_XAF,
  ProviderUnavailableError,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderName,
} from './providers/provider';
import type { Settlement } from './settlement';

export interface PaymentsDeps {
  db: Db;
  log: FastifyBaseLogger;
  publicUrl: string;
  packages: PackagesService;
  activation: ActivationService;
  settlement: Settlement;
  providers: Partial<Record<ProviderName, PaymentProvider>>;
  /** Provider of new payments. */
  provider: ProviderName;
  now: () => Date;
}

/** The learner's page asks the provider itself at most this often while a payment is open. */
export const STATUS_CHECK_EVERY_MS = 10_000;

/** Result screens of the web app (the page itself asks for the outcome; `statut` only hints). */
export function resultPath(status: PaymentStatus, reference: string): string {
  const ok = status === 'paid' || status === 'pending';
  return `/checkout/${ok ? 'success' : 'error'}?reference=${encodeURIComponent(reference)}&statut=${status}`;
}

export function newReference(): string {
  return `PL-${randomBytes(10).toString('hex').toUpperCase()}`;
}

/** What a payment came to, in the learner's words (shared `paymentOutcomes`). */
export async function outcomeOf(db: Db, payment: PaymentRow): Promise<PaymentOutcome> {
  switch (payment.status) {
    case 'pending':
    case 'paid':
    case 'cancelled':
    case 'rejected':
    case 'abandoned':
    case 'expired':
    case 'incomplete':
    case 'refunded':
      return payment.status;
    case 'failed': {
      if (payment.refundReason) return 'mismatch';
      const detail = await repo.lastEventDetail(db, payment.id);
      return detail?.reason === 'sandbox_in_production' ? 'test_payment' : 'failed';
    }
  }
}

export function createPaymentsService(deps: PaymentsDeps) {
  const base = deps.publicUrl.replace(/\/+$/, '');
  const { applyVerified, settleFromProvider, currentStatus } = deps.settlement;

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
      if (priced.amount > 0 && priced.amount < CHANNEL_LIMITS_XAF.minimum) {
        throw ValidationError.field(
          code ? 'promo_code' : 'slug_package',
          messages.billing.amountBelowChannelMinimum(priced.amount, CHANNEL_LIMITS_XAF.minimum),
        );
      }
      if (priced.amount > CHANNEL_LIMITS_XAF.maximum) {
        throw ValidationError.field(
          'slug_package',
          messages.billing.amountAboveChannelMaximum(priced.amount, CHANNEL_LIMITS_XAF.maximum),
        );
      }
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
        const refused = err instanceof AmountRefusedError;
        await deps.db.transaction(async (tx) => {
          const row = await repo.transition(tx, payment.id, ['pending'], 'failed');
          if (row) {
            await repo.recordEvent(tx, payment.id, 'failed', 'create', {
              reason: refused ? 'amount_refused' : 'provider_unavailable',
              error: err instanceof Error ? err.message : String(err),
              ...(refused ? { provider_message: err.providerMessage } : {}),
            });
          }
        });
        if (refused) {
          deps.log.warn(
            { payment: reference, amount: payment.amount, provider_message: err.providerMessage },
            'montant refusé par le fournisseur (limites des moyens de paiement)',
          );
          throw ValidationError.field(code ? 'promo_code' : 'slug_package', messages.billing.amountRefused);
        }
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

    /**
     * `GET /api/payments/{reference}/`: the learner's own payment and what it came to. While it is
     * open, the provider itself is asked (at most every 10 s), so that a learner back before the
     * notification sees the truth rather than a guess.
     */
    async statusFor(userId: number, reference: string): Promise<PaymentStatusResponse> {
      let payment = await repo.findPayment(deps.db, reference);
      if (!payment || payment.userId !== userId) throw new NotFoundError(messages.billing.paymentNotFound);
      const open = payment.status === 'pending' || payment.status === 'incomplete';
      const last = payment.lastCheckedAt?.getTime() ?? 0;
      if (open && payment.provider !== 'sandbox' && deps.now().getTime() - last >= STATUS_CHECK_EVERY_MS) {
        try {
          await settleFromProvider(payment, 'status');
        } catch (err) {
          deps.log.warn({ err, payment: reference }, 'vérification pour la page de résultat impossible');
        }
        payment = (await repo.findPayment(deps.db, reference))!;
      }
      const pkg = await repo.packageById(deps.db, payment.packageId);
      const sub =
        payment.status === 'paid' ? await repo.subscriptionOfPayment(deps.db, payment.id) : undefined;
      return {
        reference: payment.reference,
        outcome: await outcomeOf(deps.db, payment),
        amount: payment.amount,
        currency: payment.currency,
        package: {
          name: pkg?.name ?? '',
          exam_type: pkg?.examTypeName ?? '',
          exam_type_slug: pkg?.examTypeSlug ?? '',
          period: pkg?.period ?? 0,
        },
        access: sub ? { start_date: sub.startDate.toISOString(), end_date: sub.endDate.toISOString() } : null,
      };
    },

    findPayment: (reference: string) => repo.findPayment(deps.db, reference),
    findPaymentByAnyReference: (refs: string[]) => repo.findPaymentByAnyReference(deps.db, refs),
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
