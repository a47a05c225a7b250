import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local fake speaking the S3 object protocol (path style): PUT, GET with Range, HEAD, DELETE. */
export function fakeS3(accessKeyId: string) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: string[] = [];
  const server = createServer((req, res) => {
    const auth = String(req.headers.authorization ?? '');
    seen.push(`${req.method} ${req.url}`);
    if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`) || !req.headers['x-amz-date']) {
      res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const key = decodeURIComponent(req.url!.split('?')[0]!);
      const o = objects.get(key);
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type'] ?? '') });
        res.writeHead(200).end();
      } else if (!o) res.writeHead(req.method === 'DELETE' ? 204 : 404).end();
      else if (req.method === 'HEAD') res.writeHead(200, { 'content-length': o.body.length }).end();
      else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        const m = /bytes=(\d+)-(\d+)/.exec(String(req.headers.range ?? ''));
        const body = m ? o.body.subarray(Number(m[1]), Number(m[2]) + 1) : o.body;
        res.writeHead(m ? 206 : 200, { 'content-type': o.type }).end(body);
      }
    });
  });
  return {
    server,
    objects,
    seen,
    listen: () =>
      new Promise<string>((r) =>
        server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
