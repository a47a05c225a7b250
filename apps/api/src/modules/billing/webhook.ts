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

export type WebhookOutcome = 'processed' | 'ignored';

/**
 * `POST /api/payments/webhook/notchpay`: the signature is checked on the raw body; a genuine
 * notification only triggers a re-fetch of the payment from NotchPay, whose answer alone decides.
 */
export function createNotchPayWebhook(deps: {
  hashKey: string;
  payments: PaymentsService;
  log: FastifyBaseLogger;
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
    const payment = await deps.payments.findPaymentByAnyReference(referencesOf(body));
    if (!payment || payment.provider !== 'notchpay') {
      deps.log.warn(
        { event: 'payment.webhook_unknown', refs: referencesOf(body) },
        'notification pour un paiement inconnu',
      );
      return 'ignored';
    }
    const status = await deps.payments.settleFromProvider(payment, 'webhook');
    deps.log.info({ payment: payment.reference, status }, 'notification NotchPay traitée');
    return 'processed';
  };
}
