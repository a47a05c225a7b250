import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/kit/app';
import { importFixture, subscribe } from '../../../test/kit/practice-fixture';

let t: TestApp;
let alice: Awaited<ReturnType<typeof registerAndLogin>>;
let bruno: Awaited<ReturnType<typeof registerAndLogin>>;
/** Alice's attempt slugs in the order they were started. */
const started: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await importFixture(t.app);
  alice = await registerAndLogin(t.app);
  bruno = await registerAndLogin(t.app);
  await subscribe(t.app, alice.user.id);
  for (const exercise of ['essai-ce-serie-1', 'essai-co-serie-1', 'essai-ce-serie-2', 'essai-ee-serie-1']) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/exercice-attempt/post/${exercise}/`,
      headers: alice.headers,
      payload: { practice_type: 'training' },
    });
    expect(res.statusCode).toBe(201);
    started.push((res.json() as { slug: string }).slug);
  }
  const done = await t.app.inject({
    method: 'PUT',
    url: `/api/exercice-attempt/${started[1]}/`,
    headers: alice.headers,
  });
  expect(done.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const list = async (query: string, headers = alice.headers) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/exercice-attempt/?${query}`, headers });
  return {
    status: res.statusCode,
    total: Number(res.headers['x-total-count']),
    slugs: res.statusCode === 200 ? (res.json() as { slug: string }[]).map((a) => a.slug) : [],
    body: res.body,
  };
};

describe('Attempts list, one page at a time', () => {
  it('When the dashboard asks for 5 and the history pages by 2, then each page holds only its attempts and the total is in x-total-count', async () => {
    const newest = [...started].reverse();
    expect(await list('limit=5')).toMatchObject({ status: 200, total: 4, slugs: newest });
    expect(await list('limit=2')).toMatchObject({ total: 4, slugs: newest.slice(0, 2) });
    expect(await list('limit=2&offset=2')).toMatchObject({ total: 4, slugs: newest.slice(2) });
    expect(await list('limit=2&offset=40')).toMatchObject({ status: 200, total: 4, slugs: [] });
    expect(await list('sort=oldest&limit=1')).toMatchObject({ slugs: [started[0]] });
  });

  it('When filtered by status, skill or a search without accents, then only matching attempts are counted and sent', async () => {
    expect(await list('status=completed')).toMatchObject({ total: 1, slugs: [started[1]] });
    expect((await list('status=in_progress')).total).toBe(3);
    expect(await list('skill=LISTENING')).toMatchObject({ total: 1, slugs: [started[1]] });
    // "Compréhension écrite" found by "comprehension ECRITE"; % and _ are searched as themselves.
    expect((await list(`search=${encodeURIComponent('comprehension ECRITE')}`)).total).toBe(2);
    expect((await list('search=%25')).total).toBe(0);
    expect((await list('search=_')).total).toBe(0);
    // The completed attempt has no answer, hence no score: sorted by best result, nothing is
    // scored and the list falls back to newest first.
    expect((await list('sort=best&limit=1')).slugs).toEqual([started[3]]);
  });

  it('When another learner lists, then none of Alice’s attempts appear; bad parameters get a French 400', async () => {
    expect(await list('limit=5', bruno.headers)).toMatchObject({ status: 200, total: 0, slugs: [] });
    for (const q of [
      'limit=0',
      'limit=501',
      'offset=-1',
      'status=fini',
      'skill=CHANT',
      'sort=pire',
      `search=${'x'.repeat(101)}`,
    ]) {
      const res = await list(q);
      expect(res.status, q).toBe(400);
    }
  });
});
