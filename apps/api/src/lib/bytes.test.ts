import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/kit/app';
import { importFixture } from '../../test/kit/practice-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await importFixture(t.app);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('Bytes on the wire', () => {
  it('When a browser accepts brotli, then a JSON answer above 1 KB leaves brotli-compressed and decodes to the same JSON', async () => {
    const plain = await get('/api/exercice/');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get('/api/exercice/', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await get('/api/exercice/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('When an answer is under 1 KB, then it leaves uncompressed', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('When the catalogue is asked again with its ETag, then 304 without a body; a changed ETag gets the JSON', async () => {
    const first = await get('/api/exercice/');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get('/api/exercice/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await get('/api/exercice/', { 'if-none-match': '"autre"' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
  });

  it('When a medium is asked again with its ETag, then 304; the ETag is the same across requests and differs between files', async () => {
    const first = await get('/media/audio/bip.mp3');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect((await get('/media/audio/bip.mp3')).headers.etag).toBe(etag);
    expect((await get('/media/images/affiche.png')).headers.etag).not.toBe(etag);
    const again = await get('/media/audio/bip.mp3', { 'if-none-match': `W/${etag}, "x"` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('When audio is asked with brotli accepted, then it is sent as stored (not recompressed)', async () => {
    const res = await get('/media/audio/bip.mp3', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('audio/mpeg');
  });
});
