import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ProviderUnavailableError,
  type Checkout,
  type CheckoutInput,
  type PaymentProvider,
  type PaymentStatus,
  type VerifiedPayment,
} from './provider';

/**
 * NotchPay adapter (https://developer.notchpay.co): `POST /payments` creates the payment and
 * answers its `authorization_url`; `GET /payments/{reference}` answers the transaction
 * (`reference`, `merchant_reference`, `status`, `amount`, `currency`). Requests carry the
 * public key in `Authorization`.
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
}

const statusMap: Record<string, PaymentStatus> = {
  complete: 'paid',
  completed: 'paid',
  failed: 'failed',
  canceled: 'cancelled',
  cancelled: 'cancelled',
  expired: 'expired',
};

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
      const url = (json as { authorization_url?: unknown } | null)?.authorization_url;
      if (status < 200 || status >= 300 || typeof url !== 'string' || !/^https?:\/\//.test(url)) {
        throw new ProviderUnavailableError(`NotchPay a refusé la création du paiement (HTTP ${status})`);
      }
      const trx = transactionOf(json);
      const providerReference = typeof trx?.reference === 'string' ? trx.reference : undefined;
      return { link: url, providerReference };
    },

    async verify(payment): Promise<VerifiedPayment | null> {
      const id = payment.providerReference ?? payment.reference;
      const { status, json } = await call('GET', `/payments/${encodeURIComponent(id)}`);
      if (status === 404) return null;
      const trx = transactionOf(json);
      if (status < 200 || status >= 300 || !trx) {
        throw new ProviderUnavailableError(`NotchPay : réponse inutilisable (HTTP ${status})`);
      }
      // The answer must be about this payment.
      const refs = [trx.reference, trx.merchant_reference, trx.trxref].filter((r) => typeof r === 'string');
      if (!refs.includes(payment.reference) && !refs.includes(payment.providerReference ?? '\0')) {
        throw new ProviderUnavailableError('NotchPay : la transaction reçue ne correspond pas au paiement');
      }
      const providerStatus = typeof trx.status === 'string' ? trx.status.toLowerCase() : 'unknown';
      const amount = typeof trx.amount === 'number' ? trx.amount : Number(trx.amount);
      return {
        status: statusMap[providerStatus] ?? 'pending',
        amount: Number.isFinite(amount) ? amount : -1,
        currency: typeof trx.currency === 'string' ? trx.currency.toUpperCase() : '',
        providerReference: typeof trx.reference === 'string' ? trx.reference : undefined,
        providerStatus,
      };
    },
  };
}
