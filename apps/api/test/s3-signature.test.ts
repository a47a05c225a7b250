import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, signV4, type S3Options } from '../src/lib/s3-storage';
import { fakeS3 } from './kit/fake-s3';

/** The key pair of the AWS documentation's examples. */
const KEY_ID = 'AKIAIOSFODNN7EXAMPLE';
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const sha256 = (b: string | Buffer) => createHash('sha256').update(b).digest('hex');

function raw(
  endpoint: string,
  o: { method: string; path: string; headers: Record<string, string>; body?: Buffer },
): Promise<{ status: number; body: string }> {
  const u = new URL(endpoint);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: u.hostname, port: u.port, method: o.method, path: o.path, headers: o.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(o.body);
  });
}

describe('the local S3 checks AWS Signature V4 as S3 does', () => {
  it("When the AWS documentation's signed GET Object example is sent, then the fake accepts its signature (and answers 404, not 403)", async () => {
    const fake = fakeS3(KEY_ID, {
      secretAccessKey: SECRET,
      region: 'us-east-1',
      now: () => new Date('2013-05-24T00:03:00Z'),
    });
    const endpoint = await fake.listen();
    try {
      const headers = {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': sha256(''),
        'x-amz-date': '20130524T000000Z',
        authorization:
          'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
          'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
          'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
      };
      const ok = await raw(endpoint, { method: 'GET', path: '/test.txt', headers });
      expect(ok.status).toBe(404);
      // One character of the signature changed: refused.
      const bad = await raw(endpoint, {
        method: 'GET',
        path: '/test.txt',
        headers: { ...headers, authorization: headers.authorization.replace(/1$/, '2') },
      });
      expect(bad.status).toBe(403);
      expect(bad.body).toContain('<Code>SignatureDoesNotMatch</Code>');
    } finally {
      await fake.close();
    }
  });
});

describe('S3 storage adapter against the signature-checking fake', () => {
  const fake = fakeS3(KEY_ID, { secretAccessKey: SECRET, region: 'eu-west-3', maxKeys: 2 });
  let endpoint = '';
  const options = (o: Partial<S3Options> = {}): S3Options => ({
    endpoint,
    bucket: 'prepa',
    region: 'eu-west-3',
    accessKeyId: KEY_ID,
    secretAccessKey: SECRET,
    pathStyle: true,
    prefix: 'env/',
    ...o,
  });
  beforeAll(async () => {
    endpoint = await fake.listen();
  });
  afterAll(() => fake.close());

  it('When the adapter stores, reads, streams, lists over several pages and removes, then every signed request is accepted', async () => {
    const s3 = createS3Storage(options());
    const before = fake.refused.length;
    for (const n of [1, 2, 3]) await s3.put(`media/audio/co-${n}.m4a`, Buffer.from(`son ${n}`), 'audio/mp4');
    expect(await s3.get('media/audio/co-2.m4a')).toEqual(Buffer.from('son 2'));
    expect(await s3.size('media/audio/co-3.m4a')).toBe(5);
    const part: Buffer[] = [];
    for await (const c of s3.stream('media/audio/co-1.m4a', { start: 4, end: 4 })) part.push(c as Buffer);
    expect(Buffer.concat(part).toString()).toBe('1');
    const listed: string[] = [];
    for await (const o of s3.list('media/audio/')) listed.push(o.key);
    expect(listed).toEqual(['media/audio/co-1.m4a', 'media/audio/co-2.m4a', 'media/audio/co-3.m4a']);
    await s3.remove('media/audio/co-3.m4a');
    expect(await s3.size('media/audio/co-3.m4a')).toBeNull();
    expect(fake.refused.slice(before)).toEqual([]);
  });

  it('When the secret is wrong, then S3 refuses with SignatureDoesNotMatch and nothing is stored', async () => {
    const s3 = createS3Storage(options({ secretAccessKey: 'pas-le-bon-secret' }));
    await expect(s3.put('media/intrus.png', Buffer.from('x'))).rejects.toThrow(/403.*SignatureDoesNotMatch/);
    await expect(s3.get('media/audio/co-1.m4a')).rejects.toThrow(/403/);
    expect(fake.objects.has('/prepa/env/media/intrus.png')).toBe(false);
  });

  it('When an unknown key id signs, then S3 refuses with InvalidAccessKeyId', async () => {
    const s3 = createS3Storage(options({ accessKeyId: 'AKIAAUTRE' }));
    await expect(s3.put('media/intrus.png', Buffer.from('x'))).rejects.toThrow(/403.*InvalidAccessKeyId/);
  });

  it('When the body does not match its signed hash, or the hash is changed after signing, then S3 refuses and stores nothing', async () => {
    const url = new URL(`${endpoint}/prepa/env/media/falsifie.txt`);
    const signedBody = Buffer.from('contenu signé');
    const headers = signV4({
      method: 'PUT',
      url,
      headers: { 'content-type': 'text/plain' },
      payloadHash: sha256(signedBody),
      region: 'eu-west-3',
      accessKeyId: KEY_ID,
      secretAccessKey: SECRET,
    });
    const send = (h: Record<string, string>, body: Buffer) =>
      raw(endpoint, { method: 'PUT', path: url.pathname, headers: h, body });

    // The body swapped in transit: its hash no longer matches the signed one.
    const swapped = await send(headers, Buffer.from('contenu remplacé'));
    expect(swapped.status).toBe(400);
    expect(swapped.body).toContain('<Code>XAmzContentSHA256Mismatch</Code>');
    // Body and hash both swapped: the hash is signed, so the signature no longer holds.
    const forged = Buffer.from('contenu remplacé');
    const rehashed = await send({ ...headers, 'x-amz-content-sha256': sha256(forged) }, forged);
    expect(rehashed.status).toBe(403);
    expect(rehashed.body).toContain('<Code>SignatureDoesNotMatch</Code>');
    expect(fake.objects.has('/prepa/env/media/falsifie.txt')).toBe(false);
    // The genuine request goes through.
    expect((await send(headers, signedBody)).status).toBe(200);
    expect(fake.objects.get('/prepa/env/media/falsifie.txt')?.body.toString()).toBe('contenu signé');
  });

  it('When a signed request is replayed more than 15 minutes later, then S3 refuses it as too skewed', async () => {
    const url = new URL(`${endpoint}/prepa/env/media/audio/co-1.m4a`);
    const stale = signV4({
      method: 'GET',
      url,
      headers: {},
      payloadHash: sha256(''),
      region: 'eu-west-3',
      accessKeyId: KEY_ID,
      secretAccessKey: SECRET,
      now: new Date(Date.now() - 20 * 60 * 1000),
    });
    const res = await raw(endpoint, { method: 'GET', path: url.pathname, headers: stale });
    expect(res.status).toBe(403);
    expect(res.body).toContain('<Code>RequestTimeTooSkewed</Code>');
    // The same request signed now is accepted.
    const fresh = signV4({
      method: 'GET',
      url,
      headers: {},
      payloadHash: sha256(''),
      region: 'eu-west-3',
      accessKeyId: KEY_ID,
      secretAccessKey: SECRET,
    });
    expect((await raw(endpoint, { method: 'GET', path: url.pathname, headers: fresh })).body).toBe('son 1');
  });

  it('When the adapter signs for another region than the bucket, then S3 refuses the scope', async () => {
    const s3 = createS3Storage(options({ region: 'us-east-1' }));
    await expect(s3.get('media/audio/co-1.m4a')).rejects.toThrow(/400.*AuthorizationHeaderMalformed/);
  });
});
