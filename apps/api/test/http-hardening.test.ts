import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './kit/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('malformed requests never produce a 500', () => {
  it('When the JSON is malformed, then 400 with a French JSON detail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth-token',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().detail).toBe('Le corps de la requête n’est pas un JSON valide.');
  });

  it('When types are wrong, then 400 with field errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/create/',
      payload: { email: 42, password: ['x'], first_name: {}, last_name: null },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['email', 'first_name', 'last_name', 'password']);
  });

  it('When the body is oversized, then 413 with a JSON detail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth-token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a@b.fr', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('La requête est trop volumineuse.');
  });

  it('When the body is not JSON at all, then 415 with a JSON detail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth-token',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toHaveProperty('detail');
  });

  it('When the body is an array or empty, then 400', async () => {
    for (const payload of ['[]', 'null', '"texte"']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/create/',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toBeTypeOf('object');
    }
  });

  it('When an unknown API path is called, then 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nexiste-pas' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Ressource introuvable.' });
  });
});

describe('operations', () => {
  it('When the database answers, then /api/health says ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('When the OpenAPI description is requested, then it lists the authentication calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/auth-token',
      '/api/user/create/',
      '/api/auth/token/refresh/',
      '/api/logout/',
      '/api/user/',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('When any page is served, then the security headers are set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
