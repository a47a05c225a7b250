import { createHash, createHmac } from 'node:crypto';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createLocalStorage, safeKey, type Storage } from './storage';

/** Where an S3-compatible bucket lives (AWS S3, MinIO, Cloudflare R2, Scaleway, OVH...). */
export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** https://endpoint/bucket/key (MinIO, most providers) rather than https://bucket.endpoint/key (AWS). */
  pathStyle: boolean;
  /** Folder inside the bucket, e.g. `prepa/`. */
  prefix?: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const EMPTY_SHA256 = sha256('');

/**
 * AWS Signature Version 4 of one request (header form). `headers` are signed as given, with host,
 * x-amz-date and x-amz-content-sha256 added; returns every header to send.
 */
export function signV4(req: {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  now?: Date;
}): Record<string, string> {
  const amzDate = (req.now ?? new Date()).toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const all: Record<string, string> = {
    ...Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: req.url.host,
    'x-amz-content-sha256': req.payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(all).sort();
  const query = [...req.url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const canonical = [
    req.method,
    req.url.pathname,
    query,
    names.map((n) => `${n}:${all[n]}\n`).join(''),
    names.join(';'),
    req.payloadHash,
  ].join('\n');
  const scope = `${day}/${req.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${req.secretAccessKey}`, day), req.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    ...all,
    authorization: `AWS4-HMAC-SHA256 Credential=${req.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The Storage interface over an S3-compatible bucket (plain HTTPS requests, signed V4). */
export function createS3Storage(o: S3Options): Storage {
  const base = new URL(o.endpoint);
  const urlOf = (key: string) => {
    const k = safeKey(key);
    if (!k) throw new Error(`clé de stockage invalide : ${key}`);
    const objectKey = `${o.prefix ?? ''}${k}`;
    const u = new URL(base);
    if (o.pathStyle) u.pathname = `${base.pathname.replace(/\/$/, '')}/${o.bucket}/${objectKey}`;
    else {
      u.host = `${o.bucket}.${base.host}`;
      u.pathname = `/${objectKey}`;
    }
    return u;
  };
  const send = (
    method: string,
    key: string,
    headers: Record<string, string> = {},
    body?: Buffer,
    target: URL = urlOf(key),
  ) => {
    const url = target;
    const signed = signV4({
      method,
      url,
      headers,
      payloadHash: body ? sha256(body) : EMPTY_SHA256,
      region: o.region,
      accessKeyId: o.accessKeyId,
      secretAccessKey: o.secretAccessKey,
    });
    delete signed.host;
    return fetch(url, { method, headers: signed, body, signal: AbortSignal.timeout(60_000) });
  };
  const fail = async (res: Response, what: string) => {
    const text = await res.text().catch(() => '');
    return new Error(`stockage S3 : ${what} → HTTP ${res.status} ${text.slice(0, 200)}`);
  };

  return {
    async put(key, data, contentType) {
      const res = await send('PUT', key, contentType ? { 'content-type': contentType } : {}, data);
      if (!res.ok) throw await fail(res, `PUT ${key}`);
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await send('GET', key);
      if (!res.ok) throw await fail(res, `GET ${key}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async size(key) {
      const res = await send('HEAD', key);
      if (res.status === 404) return null;
      if (!res.ok) throw await fail(res, `HEAD ${key}`);
      return Number(res.headers.get('content-length') ?? 0);
    },
    stream(key, range) {
      const out = new PassThrough();
      send('GET', key, range ? { range: `bytes=${range.start}-${range.end}` } : {})
        .then(async (res) => {
          if (!res.ok || !res.body) throw await fail(res, `GET ${key}`);
          Readable.fromWeb(res.body as WebReadableStream<Uint8Array>).pipe(out);
        })
        .catch((err: unknown) => out.destroy(err as Error));
      return out;
    },
    async remove(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw await fail(res, `DELETE ${key}`);
      await res.arrayBuffer();
    },
    /** ListObjectsV2, page after page. */
    async *list(prefix) {
      const bucketUrl = new URL(base);
      if (o.pathStyle) bucketUrl.pathname = `${base.pathname.replace(/\/$/, '')}/${o.bucket}/`;
      else {
        bucketUrl.host = `${o.bucket}.${base.host}`;
        bucketUrl.pathname = '/';
      }
      let token: string | undefined;
      do {
        const u = new URL(bucketUrl);
        u.searchParams.set('list-type', '2');
        u.searchParams.set('prefix', `${o.prefix ?? ''}${prefix}`);
        if (token) u.searchParams.set('continuation-token', token);
        const res = await send('GET', prefix, {}, undefined, u);
        if (!res.ok) throw await fail(res, `LIST ${prefix}`);
        const xml = await res.text();
        for (const m of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = unescapeXml(/<Key>([\s\S]*?)<\/Key>/.exec(m[1]!)?.[1] ?? '');
          const modified = /<LastModified>([^<]*)<\/LastModified>/.exec(m[1]!)?.[1];
          if (!key.startsWith(o.prefix ?? '')) continue;
          yield { key: key.slice((o.prefix ?? '').length), modifiedAt: new Date(modified ?? 0) };
        }
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? unescapeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '')
          : undefined;
      } while (token);
    },
  };
}

/** S3 when S3_BUCKET is set, else the local folder DATA_DIR/storage. */
export function storageFor(config: {
  dataDir: string;
  S3_BUCKET?: string;
  S3_ENDPOINT: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_PATH_STYLE: boolean;
  S3_PREFIX?: string;
}): Storage {
  if (!config.S3_BUCKET) return createLocalStorage(path.join(config.dataDir, 'storage'));
  return createS3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    pathStyle: config.S3_PATH_STYLE,
    prefix: config.S3_PREFIX,
  });
}
