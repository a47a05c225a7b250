import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/kit/app';
import { FIXTURE_PACK, importFixture } from '../../../test/kit/practice-fixture';

let t: TestApp;
let mp3: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  await importFixture(t.app);
  mp3 = await readFile(path.join(FIXTURE_PACK, 'media/audio/bip.mp3'));
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('/media', () => {
  it('When a whole file is asked, then 200 with its type, length, Accept-Ranges and caching headers', async () => {
    const res = await get('/media/audio/bip.mp3');
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'accept-ranges': 'bytes',
      'content-length': String(mp3.length),
      'cache-control': 'public, max-age=86400',
    });
    expect(res.rawPayload.equals(mp3)).toBe(true);
    expect((await get('/media/images/affiche.png')).headers['content-type']).toBe('image/png');
  });

  it('When a range is asked, then 206 with Content-Range and exactly those bytes', async () => {
    const res = await get('/media/audio/bip.mp3', { range: 'bytes=100-199' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${mp3.length}`);
    expect(res.headers['content-length']).toBe('100');
    expect(res.rawPayload.equals(mp3.subarray(100, 200))).toBe(true);
    const open = await get('/media/audio/bip.mp3', { range: 'bytes=4000-' });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(mp3.subarray(4000))).toBe(true);
    const suffix = await get('/media/audio/bip.mp3', { range: 'bytes=-10' });
    expect(suffix.headers['content-range']).toBe(`bytes ${mp3.length - 10}-${mp3.length - 1}/${mp3.length}`);
  });

  it('When a range lies beyond the file, then 416 with the size', async () => {
    const res = await get('/media/audio/bip.mp3', { range: `bytes=${mp3.length}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${mp3.length}`);
    expect(res.json()).toEqual({ detail: 'Plage d’octets non satisfiable.' });
  });

  it('When a path tries to leave the media folder or does not exist, then 404', async () => {
    for (const url of [
      '/media/..%2f..%2fjwt-secret',
      '/media/%2e%2e%2f%2e%2e%2fjwt-secret',
      '/media/audio/..%2f..%2fjwt-secret',
      '/media/audio/absent.mp3',
      '/media/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
    // Whole ../ segments are resolved by URL parsing before routing: they never reach the storage.
    for (const url of ['/media/../../jwt-secret', '/media/%2e%2e/%2e%2e/jwt-secret']) {
      expect((await get(url)).body).not.toContain(t.config.JWT_SECRET);
    }
  });
});

describe('OpenAPI', () => {
  it('When the documentation is read, then every call of the catalogue and practice is described in French', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    const expected: [string, string][] = [
      ['/api/site/', 'get'],
      ['/api/exam-type/', 'get'],
      ['/api/exam/', 'get'],
      ['/api/exam/{slug}/favorite/', 'post'],
      ['/api/exam/{slug}/favorite/', 'delete'],
      ['/api/exercice/', 'get'],
      ['/api/exercice/exam/{slug}/', 'get'],
      ['/api/exercice/{slug}/', 'get'],
      ['/api/question/exo/{slug}/', 'get'],
      ['/api/question/aleat/{slug}/', 'get'],
      ['/api/question/{slug}/check/', 'post'],
      ['/api/exercice-attempt/post/{slug}/', 'post'],
      ['/api/exercice-attempt/{slug}/', 'put'],
      ['/api/exercice-attempt/', 'get'],
      ['/api/exercice-attempt/{slug}', 'get'],
      ['/api/exercice-attempt/{slug}/mistakes/', 'get'],
      ['/api/answer/post/{slug}/', 'post'],
      ['/api/answer/{slug}/audio', 'get'],
      ['/api/user/stat', 'get'],
    ];
    for (const [p, method] of expected) {
      const op = doc.paths[p]?.[method];
      expect(op, `${method} ${p}`).toBeDefined();
      expect(op!.tags?.length).toBeGreaterThan(0);
      expect(op!.summary).toMatch(/[a-zé]/);
    }
  });
});
