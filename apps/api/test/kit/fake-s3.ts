import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Options {
  /** Secret of the one access key the fake knows: every request's signature is checked with it. */
  secretAccessKey: string;
  /** Region of the credential scope (S3 refuses a signature made for another one). */
  region?: string;
  /** Objects per ListObjectsV2 page. */
  maxKeys?: number;
  /** The fake's clock (a signature more than 15 minutes away from it is refused). */
  now?: () => Date;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const SKEW_MS = 15 * 60 * 1000;

/** RFC 3986 encoding as S3 wants it in the canonical query (everything but A-Z a-z 0-9 - _ . ~). */
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function s3Error(res: ServerResponse, status: number, code: string, message: string) {
  res
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    );
}

/**
 * Checks a request the way S3 does (AWS Signature Version 4, header form), written from the
 * specification independently of the adapter: the key id, the credential scope (day, region,
 * `s3`, `aws4_request`), `x-amz-date` within 15 minutes of the fake's clock, the body against
 * `x-amz-content-sha256`, then the signature recomputed over the canonical request.
 * Returns null when the request is genuine, else the S3 error to answer.
 */
function verify(
  req: IncomingMessage,
  body: Buffer,
  o: { accessKeyId: string; secretAccessKey: string; region: string; now: Date },
): { status: number; code: string; message: string } | null {
  const auth = String(req.headers.authorization ?? '');
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return { status: 403, code: 'AccessDenied', message: 'Missing or malformed Authorization' };
  const [, keyId, day, region, service, signedList, signature] = m as unknown as string[];
  if (keyId !== o.accessKeyId) {
    return { status: 403, code: 'InvalidAccessKeyId', message: 'Unknown access key' };
  }
  if (region !== o.region || service !== 's3') {
    return { status: 400, code: 'AuthorizationHeaderMalformed', message: `Scope must be ${o.region}/s3` };
  }
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const dm = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!dm) return { status: 403, code: 'AccessDenied', message: 'Missing x-amz-date' };
  const signedAt = Date.UTC(+dm[1]!, +dm[2]! - 1, +dm[3]!, +dm[4]!, +dm[5]!, +dm[6]!);
  if (Math.abs(o.now.getTime() - signedAt) > SKEW_MS) {
    return {
      status: 403,
      code: 'RequestTimeTooSkewed',
      message: 'The difference between the request time and the current time is too large.',
    };
  }
  if (amzDate.slice(0, 8) !== day) {
    return { status: 403, code: 'SignatureDoesNotMatch', message: 'Credential day differs from x-amz-date' };
  }
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (!payloadHash) return { status: 400, code: 'InvalidRequest', message: 'Missing x-amz-content-sha256' };
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
    return {
      status: 400,
      code: 'XAmzContentSHA256Mismatch',
      message: 'The provided x-amz-content-sha256 header does not match what was computed.',
    };
  }
  const signed = signedList!.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!signed.includes(required)) {
      return { status: 403, code: 'AccessDenied', message: `${required} must be signed` };
    }
  }
  const headerValue = (name: string) => {
    const v = req.headers[name];
    return (Array.isArray(v) ? v.join(',') : (v ?? '')).trim().replace(/\s+/g, ' ');
  };
  const url = new URL(req.url ?? '/', 'http://fake');
  // S3's canonical URI: each path segment decoded, then encoded once (RFC 3986).
  const canonicalPath = (req.url ?? '/')
    .split('?')[0]!
    .split('/')
    .map((seg) => rfc3986(decodeURIComponent(seg)))
    .join('/');
  const query = [...url.searchParams]
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = [
    req.method,
    canonicalPath,
    query,
    signed.map((n) => `${n}:${headerValue(n)}\n`).join(''),
    signedList,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${o.secretAccessKey}`, day!), region!), 's3'), 'aws4_request');
  const expected = createHmac('sha256', key).update(toSign).digest();
  const given = Buffer.from(signature!, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided.',
    };
  }
  return null;
}

/**
 * A local fake speaking the S3 object protocol (path style): PUT, GET with Range, HEAD, DELETE,
 * and ListObjectsV2 (`GET /bucket/?list-type=2&prefix=...`, pages of `maxKeys`). Every request
 * must carry a valid AWS Signature V4 for `accessKeyId` and its secret, as S3 and MinIO demand.
 */
export function fakeS3(accessKeyId: string, opts: FakeS3Options) {
  const maxKeys = opts.maxKeys ?? 1000;
  const region = opts.region ?? 'eu-west-3';
  const objects = new Map<string, { body: Buffer; type: string; modified: Date }>();
  const seen: string[] = [];
  /** Requests refused, with S3's error code. */
  const refused: { request: string; code: string }[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const problem = verify(req, Buffer.concat(chunks), {
        accessKeyId,
        secretAccessKey: opts.secretAccessKey,
        region,
        now: opts.now?.() ?? new Date(),
      });
      if (problem) {
        refused.push({ request: `${req.method} ${req.url}`, code: problem.code });
        // HEAD answers carry no body.
        if (req.method === 'HEAD') res.writeHead(problem.status).end();
        else s3Error(res, problem.status, problem.code, problem.message);
        return;
      }
      const url = new URL(req.url!, 'http://fake');
      if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const bucket = url.pathname.replace(/\/$/, '');
        const prefix = `${bucket}/${url.searchParams.get('prefix') ?? ''}`;
        const all = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        const from = Number(url.searchParams.get('continuation-token') ?? 0);
        const page = all.slice(from, from + maxKeys);
        const more = from + maxKeys < all.length;
        const contents = page
          .map(
            (k) =>
              `<Contents><Key>${k.slice(bucket.length + 1)}</Key><LastModified>${objects.get(k)!.modified.toISOString()}</LastModified></Contents>`,
          )
          .join('');
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><IsTruncated>${more}</IsTruncated>${contents}${more ? `<NextContinuationToken>${from + maxKeys}</NextContinuationToken>` : ''}</ListBucketResult>`,
          );
        return;
      }
      const key = decodeURIComponent(url.pathname);
      const o = objects.get(key);
      if (req.method === 'PUT') {
        objects.set(key, {
          body: Buffer.concat(chunks),
          type: String(req.headers['content-type'] ?? ''),
          modified: new Date(),
        });
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
    refused,
    listen: () =>
      new Promise<string>((r) =>
        server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
