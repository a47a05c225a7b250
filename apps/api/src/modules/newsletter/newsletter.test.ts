import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/kit/app';
import { NEWSLETTER_PER_IP_PER_HOUR } from './newsletter.module';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const subscribe = (payload: unknown, ip = '203.0.113.1') =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/', payload: payload as object, remoteAddress: ip });

describe('newsletter', () => {
  it('When an address subscribes twice, then it is stored once and both answers are the same', async () => {
    const first = await subscribe({ email: '  Lecteur@Exemple.FR ' });
    const second = await subscribe({ email: 'lecteur@exemple.fr' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json().detail).toMatch(/Merci/);
    const { rows } = (await t.database.db.execute(
      "select email from newsletter_subscribers where email = 'lecteur@exemple.fr'",
    )) as unknown as { rows: unknown[] };
    expect(rows).toHaveLength(1);
  });

  it('When the address is missing or malformed, then the French message of the field is returned', async () => {
    const empty = await subscribe({ email: '' }, '203.0.113.2');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ email: ["L'adresse email est requise"] });
    const bad = await subscribe({ email: 'pas-une-adresse' }, '203.0.113.2');
    expect(bad.json()).toEqual({ email: ["L'adresse email n'est pas valide"] });
  });

  it('When one IP subscribes too often, then it is throttled with Retry-After', async () => {
    const ip = '203.0.113.3';
    for (let i = 0; i < NEWSLETTER_PER_IP_PER_HOUR; i++) {
      expect((await subscribe({ email: `n${i}@exemple.fr` }, ip)).statusCode).toBe(200);
    }
    const res = await subscribe({ email: 'encore@exemple.fr' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
