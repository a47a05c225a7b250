import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isNotchPayTestKey, signNotchBody } from '../../../src/modules/billing/providers/notchpay';
import { CHANNEL_LIMITS_XAF } from '../../../src/modules/billing/providers/provider';

/** Every status NotchPay documents for a payment. */
export type NotchStatus =
  | 'pending'
  | 'processing'
  | 'incomplete'
  | 'complete'
  | 'failed'
  | 'canceled'
  | 'rejected'
  | 'abandoned'
  | 'expired'
  | 'refunded'
  | 'partialy-refunded';

/** A transaction as NotchPay's API returns it. */
export interface FakeTransaction {
  reference: string;
  merchant_reference: string;
  amount: number;
  amount_total: number;
  currency: string;
  status: NotchStatus;
  description: string;
  customer: unknown;
  callback: string;
  sandbox: boolean;
  created_at: string;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local stand-in for NotchPay's API, following its documentation rather than our adapter:
 * - `POST /payments` (Authorization = public key) answers `202 Accepted` with the transaction and
 *   its `authorization_url`; a reference already used answers `409 Conflict`; missing fields or an
 *   amount outside the mobile money channels' limits answer `422` with `errors`;
 * - `GET /payments/{reference}` finds a transaction by NotchPay's own reference only (our
 *   reference answers 404) and answers `{code, status, message, transaction}`;
 * - transactions carry `sandbox` (true with a test key unless told otherwise) and every status;
 * - webhooks are signed with the hash key (`x-notch-signature`) in both documented shapes:
 *   `{id, event, data}` and `{id, type, created_at, data}`, and may be sent whatever the
 *   transaction's status (NotchPay notifies before its API reports `complete`).
 */
export async function startFakeNotchPay(o: { publicKey: string; hashKey: string; sandbox?: boolean }) {
  const transactions = new Map<string, FakeTransaction>();
  const requests: { method: string; url: string; authorization?: string; body?: unknown }[] = [];
  let down = false;
  let sandbox = o.sandbox ?? isNotchPayTestKey(o.publicKey);
  let limits: { minimum: number; maximum: number } = { ...CHANNEL_LIMITS_XAF };
  /** NotchPay references whose lookup fails with a 500 (one broken transaction). */
  const broken = new Set<string>();

  const byMerchant = (ref: string) => [...transactions.values()].find((t) => t.merchant_reference === ref);

  const server: Server = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      let body: Record<string, unknown> | undefined;
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
      } catch {
        return send(400, { code: 400, status: 'Bad Request', message: 'Malformed JSON' });
      }
      requests.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body });
      if (down) return send(503, { code: 503, status: 'Service Unavailable', message: 'Maintenance' });
      if (!req.headers.authorization) {
        return send(401, { code: 401, status: 'Unauthorized', message: 'API key is missing' });
      }
      if (req.headers.authorization !== o.publicKey) {
        return send(401, { code: 401, status: 'Unauthorized', message: 'Invalid API key' });
      }
      if (req.method === 'POST' && req.url === '/payments') {
        const b = body ?? {};
        const errors: Record<string, string[]> = {};
        if (typeof b.amount !== 'number' || !(b.amount > 0))
          errors.amount = ['Amount must be greater than 0'];
        else if (b.currency === 'XAF' && b.amount < limits.minimum)
          errors.amount = [`The amount must be at least ${limits.minimum} XAF`];
        else if (b.currency === 'XAF' && b.amount > limits.maximum)
          errors.amount = [`The amount may not be greater than ${limits.maximum} XAF`];
        if (typeof b.currency !== 'string') errors.currency = ['Currency is required'];
        if (!b.customer && !b.email && !b.phone) errors.customer = ['Customer is required'];
        if (Object.keys(errors).length) {
          return send(422, {
            code: 422,
            status: 'Unprocessable Entity',
            message: 'Validation failed',
            errors,
          });
        }
        if (typeof b.reference === 'string' && byMerchant(b.reference)) {
          return send(409, {
            code: 409,
            status: 'Conflict',
            message: 'A payment with this reference already exists',
          });
        }
        const amount = b.amount as number;
        const trx: FakeTransaction = {
          reference: `trx.${randomBytes(8).toString('hex')}`,
          merchant_reference: String(b.reference ?? ''),
          amount,
          amount_total: amount,
          currency: String(b.currency),
          status: 'pending',
          description: String(b.description ?? ''),
          customer: b.customer,
          callback: String(b.callback ?? ''),
          sandbox,
          created_at: new Date().toISOString(),
        };
        transactions.set(trx.reference, trx);
        return send(202, {
          status: 'Accepted',
          message: 'Payment initialized',
          code: 202,
          transaction: trx,
          authorization_url: `${url}/checkout/${trx.reference}`,
        });
      }
      const m = /^\/payments\/([^/?]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && m) {
        const id = decodeURIComponent(m[1]!);
        if (broken.has(id))
          return send(500, { code: 500, status: 'Internal Server Error', message: 'Server Error' });
        const trx = transactions.get(id);
        if (!trx) return send(404, { code: 404, status: 'Not Found', message: 'Payment not found' });
        return send(200, { code: 200, status: 'OK', message: 'Payment retrieved', transaction: trx });
      }
      send(404, { code: 404, status: 'Not Found', message: 'Route not found' });
    })().catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    transactions,
    /** The transaction of one of our payments. */
    byMerchantRef(reference: string): FakeTransaction {
      const t = byMerchant(reference);
      if (!t) throw new Error(`transaction inconnue : ${reference}`);
      return t;
    },
    set(reference: string, changes: Partial<FakeTransaction>) {
      Object.assign(this.byMerchantRef(reference), changes);
    },
    setDown(value: boolean) {
      down = value;
    },
    /** Amounts the mobile money channels accept (XAF). */
    setLimits(value: { minimum: number; maximum: number }) {
      limits = value;
    },
    /** Makes the lookup of one transaction (NotchPay's reference) fail with a 500, or heals it. */
    setBroken(providerReference: string, value: boolean) {
      if (value) broken.add(providerReference);
      else broken.delete(providerReference);
    },
    /** Whether new transactions are test ones (`sandbox: true`). */
    setSandbox(value: boolean) {
      sandbox = value;
    },
    /**
     * A notification as NotchPay sends it, signed: `shape: 'event'` gives `{id, event, data}`,
     * `shape: 'type'` gives `{id, type, created_at, data}`.
     */
    webhook(data: unknown, name = 'payment.complete', o2: { key?: string; shape?: 'event' | 'type' } = {}) {
      const id = `evt_${randomBytes(6).toString('hex')}`;
      const payload =
        (o2.shape ?? 'type') === 'event'
          ? { id, event: name, data }
          : { id, type: name, created_at: new Date().toISOString(), data };
      const body = JSON.stringify(payload);
      return { body, signature: signNotchBody(body, o2.key ?? o.hashKey) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeNotchPay = Awaited<ReturnType<typeof startFakeNotchPay>>;
