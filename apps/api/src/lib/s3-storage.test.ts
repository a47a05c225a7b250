import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeS3 } from '../../test/kit/fake-s3';
import { createS3Storage, signV4 } from './s3-storage';

const KEY_ID = 'AKIAIOSFODNN7EXAMPLE';
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';

describe('AWS signature V4', () => {
  it("When the documentation's GET Object example is signed, then the signature is the documented one", () => {
    const h = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      region: 'us-east-1',
      accessKeyId: KEY_ID,
      secretAccessKey: SECRET,
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(h.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('S3 storage against a local fake', () => {
  const fake = fakeS3(KEY_ID, { secretAccessKey: SECRET, region: 'eu-west-3' });
  let endpoint = '';
  beforeAll(async () => {
    endpoint = await fake.listen();
  });
  afterAll(() => fake.close());

  it('When a file is put, read, measured, streamed by range and removed, then the bucket follows', async () => {
    const s3 = createS3Storage({
      endpoint,
      bucket: 'prepa',
      region: 'eu-west-3',
      accessKeyId: KEY_ID,
      secretAccessKey: SECRET,
      pathStyle: true,
      prefix: 'env/',
    });
    const data = Buffer.from('0123456789abcdef');
    await s3.put('answers/1/essai.webm', data, 'audio/webm');
    expect(fake.objects.get('/prepa/env/answers/1/essai.webm')?.type).toBe('audio/webm');
    expect(await s3.get('answers/1/essai.webm')).toEqual(data);
    expect(await s3.size('answers/1/essai.webm')).toBe(16);
    expect(await s3.size('answers/1/absent.webm')).toBeNull();
    const part: Buffer[] = [];
    for await (const c of s3.stream('answers/1/essai.webm', { start: 2, end: 5 })) part.push(c as Buffer);
    expect(Buffer.concat(part).toString()).toBe('2345');
    await s3.remove('answers/1/essai.webm');
    expect(await s3.size('answers/1/essai.webm')).toBeNull();
    await expect(s3.get('answers/1/essai.webm')).rejects.toThrow(/404/);
    expect(() => s3.stream('../sortie', undefined)).toThrow(/invalide/);
  });

  it('When the credentials are refused, then the error names the status', async () => {
    const s3 = createS3Storage({
      endpoint,
      bucket: 'prepa',
      region: 'eu-west-3',
      accessKeyId: 'AUTRE',
      secretAccessKey: 'x',
      pathStyle: true,
    });
    await expect(s3.put('media/a.png', Buffer.from('x'))).rejects.toThrow(/403/);
  });
});
