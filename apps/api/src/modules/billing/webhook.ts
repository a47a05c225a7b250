import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import type { PaymentsService } from './payments.service';
import { verifyNotchSignature } from './providers/notchpay';

/** What a NotchPay webhook can tell us: only which payment to re-fetch. */
function referencesOf(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const b = body as Record<string, unknown>;
  const data = (b.data && typeof b.data === 'object' ? b.data : {}) as Record<string, unknown>;
  const candidates = [data.merchant_reference, data.reference, data.trxref, b.reference];
  return [
    ...new Set(
      candidates.filter((r): r is string => typeof r === 'string' && r.length > 0 && r.length < 200),
    ),
  ];
}

/** The event name, in either documented shape (`event` or `type`). */
function eventOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const name = b.event ?? b.type;
  return typeof name === 'string' ? name.slice(0, 100) : undefined;
}

export type WebhookOutcome = 'processed' | 'ignored';

/**
 * `POST /api/payments/webhook/notchpay`: the signature is checked on the raw body; a genuine
 * notification only triggers a re-fetch of the payment from NotchPay, whose answer alone decides.
 * NotchPay may notify before its API reports the payment complete and does not resend after a
 * 200: when the payment is still open, short re-checks are scheduled (billing.jobs.ts).
 */
export function createNotchPayWebhook(deps: {
  hashKey: string;
  payments: PaymentsService;
  log: FastifyBaseLogger;
  scheduleRecheck: (reference: string) => Promise<void>;
}) {
  return async function handle(rawBody: Buffer, signature: unknown): Promise<WebhookOutcome> {
    if (!verifyNotchSignature(rawBody, signature, deps.hashKey)) {
      deps.log.warn(
        { event: 'payment.webhook_forged' },
        'notification NotchPay refusée : signature invalide',
      );
      throw new AppError(401, { detail: messages.billing.badSignature });
    }
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new AppError(400, { detail: messages.common.invalidJson });
    }
    const refs = referencesOf(body);
    const payment = await deps.payments.findPaymentByAnyReference(refs);
    if (!payment || payment.provider !== 'notchpay') {
      deps.log.warn({ event: 'payment.webhook_unknown', refs }, 'notification pour un paiement inconnu');
      return 'ignored';
    }
    // NotchPay's own reference, for a payment whose creation answer was lost.
    const hint = refs.find((r) => r !== payment.reference);
    const status = await deps.payments.settleFromProvider(payment, 'webhook', hint);
    if (status === 'pending' || status === 'incomplete') await deps.scheduleRecheck(payment.reference);
    deps.log.info(
      { payment: payment.reference, status, notification: eventOf(body) },
      'notification NotchPay traitée',
    );
    return 'processed';
  };
}
