import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signNotchBody } from '../providers/notchpay';

/** A transaction as NotchPay's API returns it. */
export interface FakeTransaction {
  reference: string;
  merchant_reference: string;
  amount: number;
  currency: string;
  status: 'pending' | 'processing' | 'complete' | 'failed' | 'canceled' | 'expired';
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
 * A local stand-in for NotchPay's API speaking its protocol: `POST /payments` (Authorization =
 * public key) creates a transaction and answers `authorization_url`; `GET /payments/{reference}`
 * (NotchPay's or the merchant's reference) answers `{code, status, message, transaction}`.
 * Tests drive the transactions' state and sign webhooks with the hash key.
 */
export async function startFakeNotchPay(o: { publicKey: string; hashKey: string }) {
  const transactions = new Map<string, FakeTransaction>();
  const requests: { method: string; url: string; authorization?: string; body?: unknown }[] = [];
  let down = false;

  const find = (ref: string) =>
    transactions.get(ref) ?? [...transactions.values()].find((t) => t.merchant_reference === ref);

  const server: Server = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
      requests.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (down) return send(503, { code: 503, status: 'Service Unavailable', message: 'Maintenance' });
      if (req.headers.authorization !== o.publicKey) {
        return send(401, { code: 401, status: 'Unauthorized', message: 'Invalid API key' });
      }
      if (req.method === 'POST' && req.url === '/payments') {
        const b = body ?? {};
        if (typeof b.amount !== 'number' || typeof b.currency !== 'string' || !b.customer) {
          return send(422, { code: 422, status: 'Unprocessable Entity', message: 'Invalid data' });
        }
        const trx: FakeTransaction = {
          reference: `trx.${randomBytes(8).toString('hex')}`,
          merchant_reference: String(b.reference),
          amount: b.amount,
          currency: b.currency,
          status: 'pending',
          description: String(b.description ?? ''),
          customer: b.customer,
          callback: String(b.callback ?? ''),
          sandbox: true,
          created_at: new Date().toISOString(),
        };
        transactions.set(trx.reference, trx);
        return send(201, {
          status: 'Accepted',
          message: 'Payment initialized',
          code: 201,
          transaction: trx,
          authorization_url: `${url}/checkout/${trx.reference}`,
        });
      }
      const m = /^\/payments\/([^/?]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && m) {
        const trx = find(decodeURIComponent(m[1]!));
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
      const t = find(reference);
      if (!t) throw new Error(`transaction inconnue : ${reference}`);
      return t;
    },
    set(reference: string, changes: Partial<FakeTransaction>) {
      Object.assign(this.byMerchantRef(reference), changes);
    },
    setDown(value: boolean) {
      down = value;
    },
    /** A webhook as NotchPay sends it: `{id, type, created_at, data}` with its signature. */
    webhook(data: unknown, type = 'payment.complete', key = o.hashKey) {
      const body = JSON.stringify({
        id: `evt_${randomBytes(6).toString('hex')}`,
        type,
        event: type,
        created_at: new Date().toISOString(),
        data,
      });
      return { body, signature: signNotchBody(body, key) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeNotchPay = Awaited<ReturnType<typeof startFakeNotchPay>>;
