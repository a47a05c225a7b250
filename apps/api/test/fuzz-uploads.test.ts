import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from './kit/app';
import { importFixture } from './kit/practice-fixture';
import { assertSane, rawGet } from './kit/sane';

/** Path traversal on /media/ and hostile uploads: 4xx JSON, never a file outside storage, never 500. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
let t: TestApp;
let learner: Awaited<ReturnType<typeof registerAndLogin>>;

beforeAll(async () => {
  t = await createTestApp();
  await importFixture(t.app);
  learner = await registerAndLogin(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('media and uploads', () => {
  it('When /media/ is asked to climb out of the storage folder, then it answers 4xx and never a file', async () => {
    const secret = t.config.JWT_SECRET;
    const attempts = [
      '/media/../../etc/passwd',
      '/media/..%2f..%2fetc%2fpasswd',
      '/media/%2e%2e/%2e%2e/jwt-secret',
      '/media/%252e%252e/%252e%252e/jwt-secret',
      '/media/images/../../../jwt-secret',
      '/media/images/..%5c..%5cjwt-secret',
      '/media/..\\..\\jwt-secret',
      '/media/%00/etc/passwd',
      '/media//etc/passwd',
      '/media/images/affiche.png%00.txt',
      '/media/../answers/x.webm',
      `/media/${'../'.repeat(20)}etc/passwd`,
    ];
    // Over a real socket: the path reaches the server exactly as written (no client-side normalisation).
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of attempts) {
      const res = await rawGet(address, url);
      assertSane(url, res);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain(secret);
      expect(res.body).not.toContain('root:');
    }
    expect((await t.app.inject({ url: '/media/images/affiche.png' })).statusCode).toBe(200);
  });

  it('When uploads are oversized, mislabelled or random bytes, then 4xx JSON, never 500', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/exercice-attempt/post/essai-eo-serie-1/',
      headers: learner.headers,
      payload: {},
    });
    const attempt = start.json().slug as string;
    const post = (file: { type: string; name: string; data: Buffer }, field = 'audio_file') => {
      const boundary = `----fuzz${Math.random().toString(16).slice(2)}`;
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="question_slug"\r\n\r\nessai-eo-1-t1\r\n`,
        ),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/answer/post/${attempt}/`,
        headers: { ...learner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const big = await post({
      type: 'audio/webm',
      name: 'gros.webm',
      data: Buffer.alloc(11 * 1024 * 1024, 1),
    });
    assertSane('oversized', big);
    expect([400, 413]).toContain(big.statusCode);
    const cases = [
      { type: 'audio/webm', name: 'texte.webm', data: Buffer.from('ceci n’est pas un son') },
      { type: 'image/png', name: 'image.png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]) },
      { type: 'audio/ogg', name: 'vide.ogg', data: Buffer.alloc(0) },
      {
        type: 'audio/webm',
        name: '../../../etc/passwd',
        data: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]),
      },
    ];
    for (const c of cases) {
      const res = await post(c);
      assertSane(c.name, res);
      expect(res.statusCode, c.name).toBe(400);
    }
    const otherField = await post({ type: 'audio/webm', name: 'a.webm', data: Buffer.from('x') }, 'autre');
    assertSane('other field', otherField);
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2048 }),
        fc.constantFrom('audio/webm', 'audio/mp4', 'audio/ogg', 'text/plain'),
        async (bytes, type) => {
          assertSane(type, await post({ type, name: 'hasard', data: Buffer.from(bytes) }));
        },
      ),
      { numRuns: Math.max(5, Math.round(RUNS / 2)) },
    );
  }, 120_000);
});
