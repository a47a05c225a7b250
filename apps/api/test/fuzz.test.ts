import fc from 'fast-check';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from './helpers';
import { fill, operations, type Operation } from './openapi';
import { importFixture } from './practice-fixture';

/**
 * Random and malformed input thrown at every operation of the OpenAPI description, as anonymous
 * and as a learner: never a 500, and every error is a JSON object. FUZZ_RUNS sets the runs per
 * operation and caller (20 by default; more by hand).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
let t: TestApp;
let learner: Awaited<ReturnType<typeof registerAndLogin>>;
const real: string[] = [
  'essai-ce-serie-1',
  'essai-comprehension-ecrite',
  'essai-ce-1-q1',
  'tcf-essai',
  'tcf-essai-1-mois',
];

beforeAll(async () => {
  t = await createTestApp();
  await importFixture(t.app);
  learner = await registerAndLogin(t.app);
  const a = await t.app.inject({
    method: 'POST',
    url: '/api/exercice-attempt/post/essai-ce-serie-1/',
    headers: learner.headers,
    payload: {},
  });
  real.push(a.json().slug);
});
afterAll(async () => {
  await t.close();
});

const weird = fc.constantFrom(
  '..',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%',
  '%E0%A4%A',
  '%00',
  '%ZZ',
  'a'.repeat(300),
  '-1',
  '0',
  '99999999999999999999999',
  '1e309',
  'NaN',
  'null',
  '%F0%9F%98%80',
  '__proto__',
  'constructor',
  '%5C..%5C',
  '%0d%0aSet-Cookie:x=1',
);
const segment = fc.oneof(
  weird,
  fc.constantFrom(...real),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
  fc.integer().map(String),
);
const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(...real, 'essai-ce-1-q1-a', 'training', 'exam', 'taining', 'a@b.fr', ''),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.string({ maxLength: 5 }).map((s) => `data:audio/webm;base64,${Buffer.from(s).toString('base64')}`),
);
const FIELDS = [
  'question_slug',
  'choice',
  'answer_text',
  'audio_file',
  'practice_type',
  'started_at',
  'score',
  'email',
  'username',
  'password',
  'refresh',
  'old_password',
  'new_password',
  'new_password1',
  'new_password2',
  'first_name',
  'slug_package',
  'promo_code',
  'token',
  'user_aswer_slug',
  'remember',
  '__proto__',
];
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 }).map((o) => JSON.stringify(o)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.constantFrom('{"a":', '[', '"', '{"choice": 1e999}', 'null', '', '\u0000', '{"__proto__":{"x":1}}'),
  fc.string({ maxLength: 200 }),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=zzz',
  'application/octet-stream',
  'application/xml',
  'garbage',
);
const query = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.constantFrom(
        'exam_type',
        'examtype',
        'exam',
        'favorite',
        'limit',
        'exclude',
        'promo_code',
        'token',
        'x',
      ),
      fc.oneof(segment, fc.constant('')),
      { maxKeys: 4 },
    )
    .map((o) =>
      Object.entries(o)
        .map(([k, v]) => `${k}=${v}`)
        .join('&'),
    ),
  fc.constantFrom('a=%', '&&&', 'limit=-5', 'limit=abc', 'exam_type[]=x&exam_type[]=y', 'favorite=maybe'),
);
const extraHeaders = fc.record(
  {
    authorization: fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Bearer x.y.z',
      'Basic Zm9vOmJhcg==',
      'Bearer ' + 'a'.repeat(5000),
    ),
    accept: fc.constantFrom('*/*', 'text/html', 'application/xml', ''),
    range: fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=999999-', 'bytes=5-1', 'bytes=a-b', 'items=0-1'),
    'content-encoding': fc.constantFrom('gzip', 'br', 'identity'),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'garbage', ''),
  },
  { requiredKeys: [] },
);

function assertSane(op: string, res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  const where = `${op} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(String(res.headers['content-type']), where).toMatch(/application\/json/);
    const parsed = JSON.parse(res.body) as unknown;
    expect(typeof parsed === 'object' && parsed !== null, where).toBe(true);
  }
}

function rawGet(base: string, path: string) {
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

async function fuzzOperation(op: Operation, as: 'anonymous' | 'learner') {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  await fc.assert(
    fc.asyncProperty(
      fc.tuple(...names.map(() => segment)),
      query,
      body,
      contentType,
      extraHeaders,
      async (segs, q, b, ct, hs) => {
        const params = Object.fromEntries(names.map((n, i) => [n, segs[i]!]));
        const url = fill(op.path, params) + (q ? `?${q}` : '');
        const headers: Record<string, string> = { ...hs, 'content-type': ct };
        if (as === 'learner' && !('authorization' in hs))
          headers.authorization = learner.headers.authorization;
        const withBody = op.method !== 'GET' && op.method !== 'DELETE';
        const res = await t.app.inject({
          method: op.method,
          url,
          headers,
          payload: withBody ? b : undefined,
        });
        assertSane(`${op.method} ${url}`, res);
      },
    ),
    { numRuns: RUNS },
  );
}

describe('fuzzing every operation', () => {
  it('When random and malformed input reaches any operation, then no 500 and every error is JSON', async () => {
    const ops = await operations(t.app);
    expect(ops.length).toBeGreaterThan(30);
    for (const op of ops) {
      await fuzzOperation(op, 'anonymous');
      await fuzzOperation(op, 'learner');
    }
  }, 300_000);
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
