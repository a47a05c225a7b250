import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HealthReport {
  status: 'ok' | 'indisponible';
  [key: string]: unknown;
}

/**
 * A minimal HTTP server for a process without the API (the worker): GET /health answers 200 with
 * the report when `check` succeeds, 503 when it throws; everything else is 404.
 */
export async function startHealthServer(
  port: number,
  host: string,
  check: () => Promise<Record<string, unknown>>,
): Promise<{ server: Server; port: number; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const send = (status: number, body: HealthReport | { detail: string }) => {
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' || req.url !== '/health') return send(404, { detail: 'Introuvable.' });
    check().then(
      (details) => send(200, { status: 'ok', ...details }),
      () => send(503, { status: 'indisponible' }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
