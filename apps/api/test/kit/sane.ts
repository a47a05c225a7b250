import { request } from 'node:http';
import { expect } from 'vitest';

/** No 5xx, and every error is a JSON object. */
export function assertSane(
  op: string,
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
) {
  const where = `${op} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(String(res.headers['content-type']), where).toMatch(/application\/json/);
    const parsed = JSON.parse(res.body) as unknown;
    expect(typeof parsed === 'object' && parsed !== null, where).toBe(true);
  }
}

/** A GET whose path reaches the server exactly as written (no client-side normalisation). */
export function rawGet(base: string, path: string) {
  return new Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const u = new URL(base);
      const req = request({ host: u.hostname, port: u.port, path, method: 'GET' }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}
