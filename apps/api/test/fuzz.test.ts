import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAdmin, registerAndLogin, type TestApp } from './kit/app';
import { fill, operations, type Operation } from './kit/openapi';
import { importFixture } from './kit/practice-fixture';
import { assertSane } from './kit/sane';

/**
 * Random and malformed input thrown at every operation of the OpenAPI description, as anonymous
 * and as a learner: never a 500, and every error is a JSON object. FUZZ_RUNS sets the runs per
 * operation and caller (20 by default; more by hand).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
let t: TestApp;
let learner: Awaited<ReturnType<typeof registerAndLogin>>;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
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
  admin = await registerAdmin(t.app);
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
  'reason',
  'days',
  'package',
  'confirm_email',
  'slug',
  'name',
  'exam_type',
  'exam',
  'title',
  'time_limit',
  'type',
  'level',
  'text',
  'explanation',
  'choices',
  'kind',
  'data',
  'published',
  'slugs',
  'archive',
  'transcript',
  'skill',
  'category',
  'comment',
  'context',
  'message',
  'status',
  'resolution',
  'note_20',
  'comments',
  'slug',
  'name',
  'exam_type',
  'period',
  'price',
  'code',
  'percentage',
  'valid_from',
  'valid_until',
  'max_uses',
  'exam_types',
  'active',
  'whatsapp_number',
  'access_rules',
  'review_access',
  'site_testimonials',
  'reset',
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
        'page',
        'page_size',
        'search',
        'action',
        'target_type',
        'target_id',
        'actor_id',
        'q',
        'status',
        'state',
        'queue',
        'q',
        'days',
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
  fc.constantFrom(
    'a=%',
    '&&&',
    'limit=-5',
    'limit=abc',
    'page=0',
    'page_size=100000',
    'action=%25',
    'exam_type[]=x&exam_type[]=y',
    'favorite=maybe',
  ),
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

async function fuzzOperation(op: Operation, as: 'anonymous' | 'learner' | 'admin') {
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
        if (as !== 'anonymous' && !('authorization' in hs))
          headers.authorization = (as === 'admin' ? admin : learner).headers.authorization;
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
      // The back office's routes also get the input of an operator (past the role check).
      if (op.path.startsWith('/api/admin/')) await fuzzOperation(op, 'admin');
    }
  }, 300_000);
});
