import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { messages } from '../../lib/messages';
import { billingRepository as repo, type EventSource, type PaymentRow } from './billing.repository';
import { addMonths } from './promo';

export interface ActivationDeps {
  db: Db;
  log: FastifyBaseLogger;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

export interface Activation {
  paymentId: number;
  subscriptionId: number;
  startDate: Date;
  endDate: Date;
}

/**
 * Turns a verified payment into access, exactly once:
 * - the payment moves to `paid` only from `pending` (or from `expired`, `abandoned`, `incomplete`,
 *   when the provider confirms it: the money was taken, access must follow), in one guarded update;
 * - the subscription insert is keyed by the payment (unique payment_id, on conflict do nothing);
 * - an active subscription of the same exam type is extended from its end date (activations of
 *   one user are serialised by a row lock so that two payments chain instead of overlapping);
 * - a promo code use is counted atomically, never beyond max_uses.
 * All of it in one transaction; the receipt e-mail goes out after the commit.
 */
export function createActivation(deps: ActivationDeps) {
  async function activate(
    payment: PaymentRow,
    source: EventSource,
    detail: Record<string, unknown> = {},
    providerReference?: string,
  ): Promise<Activation | null> {
    // A provider that confirms a payment we had given up on (expired, abandoned) or that completes
    // an incomplete one took the money: access must follow, and no refund is due any more.
    const from: PaymentRow['status'][] =
      source === 'sandbox' ? ['pending'] : ['pending', 'expired', 'abandoned', 'incomplete'];
    const result = await deps.db.transaction(async (tx) => {
      const paid = await repo.transition(tx, payment.id, from, 'paid', providerReference, {
        refundReason: null,
      });
      if (!paid) return null;
      await repo.lockUser(tx, paid.userId);
      const pkg = await repo.packageById(tx, paid.packageId);
      if (!pkg) throw new Error(`forfait ${paid.packageId} introuvable pour le paiement ${paid.reference}`);
      let promoExhausted = false;
      if (paid.promoCodeId !== null) promoExhausted = !(await repo.countPromoUse(tx, paid.promoCodeId));
      const now = deps.now();
      const activeEnd = await repo.latestActiveEnd(tx, paid.userId, pkg.examTypeId, now);
      const startDate = activeEnd && activeEnd > now ? activeEnd : now;
      const endDate = addMonths(startDate, pkg.period);
      const sub = await repo.insertSubscription(tx, {
        userId: paid.userId,
        packageId: pkg.id,
        examTypeId: pkg.examTypeId,
        paymentId: paid.id,
        startDate,
        endDate,
      });
      if (!sub) throw new Error(`abonnement déjà présent pour le paiement ${paid.reference}`);
      await repo.recordEvent(tx, paid.id, 'paid', source, {
        ...detail,
        previous_status: payment.status,
        subscription_id: sub.id,
        start_date: startDate.toISOString(),
        end_date: endDate.toISOString(),
        ...(promoExhausted ? { promo_exhausted: true } : {}),
      });
      if (promoExhausted) {
        deps.log.warn(
          { payment: paid.reference },
          'code promo épuisé entre la commande et le paiement : accès accordé au prix payé',
        );
      }
      return { paid, pkg, sub, startDate, endDate };
    });
    if (!result) return null;
    deps.log.info(
      { payment: result.paid.reference, source, subscription: result.sub.id },
      'paiement confirmé, forfait activé',
    );
    await sendReceipt(result.paid, result.pkg, result.endDate);
    return {
      paymentId: result.paid.id,
      subscriptionId: result.sub.id,
      startDate: result.startDate,
      endDate: result.endDate,
    };
  }

  async function sendReceipt(
    payment: PaymentRow,
    pkg: { name: string; examTypeName: string },
    endDate: Date,
  ): Promise<void> {
    try {
      const user = await repo.userById(deps.db, payment.userId);
      if (!user) return;
      const o = {
        name: user.firstName || user.email,
        packageName: pkg.name,
        examType: pkg.examTypeName,
        amount: payment.amount,
        reference: payment.reference,
        endDate,
        url: `${deps.publicUrl.replace(/\/+$/, '')}/dashboard`,
      };
      await deps.mailer.send({
        to: user.email,
        subject: messages.billing.mail.receiptSubject,
        text: messages.billing.mail.receiptText(o),
        html: messages.billing.mail.receiptHtml(o),
        logFields: { payment: payment.reference },
      });
    } catch (err) {
      // Access is granted already; a lost receipt must not undo or block it.
      deps.log.error({ err, payment: payment.reference }, 'reçu de paiement non envoyé');
    }
  }

  return { activate };
}
export type ActivationService = ReturnType<typeof createActivation>;
