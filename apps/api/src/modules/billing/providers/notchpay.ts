import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  AmountRefusedError,
  ProviderAnswerError,
  ProviderUnavailableError,
  type Checkout,
  type CheckoutInput,
  type PaymentProvider,
  type PaymentStatus,
  type VerifiedPayment,
} from './provider';

/**
 * NotchPay adapter (https://developer.notchpay.co): `POST /payments` creates the payment
 * (201 or 202 "Accepted") and answers its `authorization_url`; `GET /payments/{reference}`, with
 * NotchPay's own reference of the transaction, answers `{code, status, message, transaction}`.
 * Requests carry the public key in `Authorization`.
 */
export interface NotchPayOptions {
  apiUrl: string;
  publicKey: string;
  hashKey: string;
  timeoutMs?: number;
}

interface NotchTransaction {
  reference?: unknown;
  merchant_reference?: unknown;
  trxref?: unknown;
  status?: unknown;
  amount?: unknown;
  currency?: unknown;
  sandbox?: unknown;
}

/**
 * Every status NotchPay documents, with its meaning on our side. `pending` and `processing` are
 * transitional; `incomplete` (the customer paid less than the amount) is transitional for
 * NotchPay but means money was taken: it is kept apart for a refund unless it completes.
 */
export const notchStatusMap: Record<string, PaymentStatus> = {
  pending: 'pending',
  processing: 'pending',
  incomplete: 'incomplete',
  complete: 'paid',
  completed: 'paid',
  failed: 'failed',
  canceled: 'cancelled',
  cancelled: 'cancelled',
  rejected: 'rejected',
  abandoned: 'abandoned',
  expired: 'expired',
  refunded: 'refunded',
  'partialy-refunded': 'refunded',
  'partially-refunded': 'refunded',
};

/** NotchPay's test keys carry `test` as a segment (`pk_test_…`, `pk_test.…`, `test_…`). */
export function isNotchPayTestKey(key: string): boolean {
  return /(^|[._-])test([._-]|$)/i.test(key.trim());
}

/** `x-notch-signature` = hex HMAC-SHA256 of the raw body with the hash key; constant-time check. */
export function verifyNotchSignature(rawBody: Buffer, header: unknown, hashKey: string): boolean {
  if (typeof header !== 'string' || !/^[0-9a-fA-F]{64}$/.test(header.trim())) return false;
  const expected = createHmac('sha256', hashKey).update(rawBody).digest();
  const given = Buffer.from(header.trim(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function signNotchBody(rawBody: string | Buffer, hashKey: string): string {
  return createHmac('sha256', hashKey).update(rawBody).digest('hex');
}

/** The transaction object of a NotchPay answer, wherever the API version puts it. */
function transactionOf(body: unknown): NotchTransaction | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  for (const key of ['transaction', 'payment', 'data']) {
    const t = b[key];
    if (t && typeof t === 'object' && !Array.isArray(t)) return t as NotchTransaction;
  }
  return null;
}

/** The `errors.amount` messages of a 4xx answer, when NotchPay refused the amount. */
function amountErrors(body: unknown): string | null {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return null;
  const amount = (errors as Record<string, unknown>).amount;
  if (Array.isArray(amount)) return amount.map(String).join(' ');
  return typeof amount === 'string' ? amount : null;
}

export function createNotchPayProvider(o: NotchPayOptions): PaymentProvider {
  const base = o.apiUrl.replace(/\/+$/, '');
  const timeoutMs = o.timeoutMs ?? 15_000;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: o.publicKey,
          Accept: 'application/json',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new ProviderUnavailableError(`NotchPay injoignable (${method} ${path})`, { cause: err });
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json };
  }

  return {
    name: 'notchpay',

    async createCheckout(input: CheckoutInput): Promise<Checkout> {
      const { status, json } = await call('POST', '/payments', {
        amount: input.amount,
        currency: input.currency,
        customer: input.customer,
        description: input.description,
        reference: input.reference,
        callback: input.callbackUrl,
      });
      if (status === 422 || status === 400) {
        const refused = amountErrors(json);
        if (refused) throw new AmountRefusedError(`NotchPay a refusé le montant (HTTP ${status})`, refused);
      }
      if (status === 409) {
        throw new ProviderUnavailableError('NotchPay : référence de paiement déjà utilisée (HTTP 409)');
      }
      const url = (json as { authorization_url?: unknown } | null)?.authorization_url;
      if (status < 200 || status >= 300 || typeof url !== 'string' || !/^https?:\/\//.test(url)) {
        throw new ProviderUnavailableError(`NotchPay a refusé la création du paiement (HTTP ${status})`);
      }
      const trx = transactionOf(json);
      const providerReference = typeof trx?.reference === 'string' ? trx.reference : undefined;
      return { link: url, providerReference };
    },

    async verify(payment, hint): Promise<VerifiedPayment | null> {
      // NotchPay looks transactions up by its own reference only.
      const id = payment.providerReference ?? hint;
      if (!id) return null;
      const { status, json } = await call('GET', `/payments/${encodeURIComponent(id)}`);
      if (status === 404) return null;
      const trx = transactionOf(json);
      if (status < 200 || status >= 300 || !trx) {
        throw new ProviderUnavailableError(`NotchPay : réponse inutilisable (HTTP ${status})`);
      }
      // The answer must be about this payment.
      const refs = [trx.reference, trx.merchant_reference, trx.trxref].filter((r) => typeof r === 'string');
      // With only a hint (no stored reference), the transaction must name our reference.
      if (!refs.includes(payment.reference) && !refs.includes(payment.providerReference ?? '\0')) {
        throw new ProviderAnswerError('NotchPay : la transaction reçue ne correspond pas au paiement');
      }
      const providerStatus = typeof trx.status === 'string' ? trx.status.toLowerCase() : 'unknown';
      const amount = typeof trx.amount === 'number' ? trx.amount : Number(trx.amount);
      return {
        status: notchStatusMap[providerStatus] ?? 'pending',
        amount: Number.isFinite(amount) ? amount : -1,
        currency: typeof trx.currency === 'string' ? trx.currency.toUpperCase() : '',
        providerReference: typeof trx.reference === 'string' ? trx.reference : undefined,
        providerStatus,
        sandbox: trx.sandbox === true || trx.sandbox === 'true' || trx.sandbox === 1,
      };
    },
  };
}
