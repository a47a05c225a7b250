import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/kit/app';

/** Throttling of logins and registrations (decision 112). */
let t: TestApp;
const waits: number[] = [];
beforeAll(async () => {
  t = await createTestApp({
    env: { TRUST_PROXY: 'true' },
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  waits.length = 0;
});

const login = (username: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth-token',
    payload: { username, password },
    headers: { 'x-forwarded-for': ip },
  });

describe('login throttling', () => {
  it('When 25 wrong passwords arrive at once, then at most 10 are checked and the rest get 429', async () => {
    const u = await registerAndLogin(t.app);
    const all = await Promise.all(
      Array.from({ length: 25 }, () => login(u.email, 'Mauvais-Mot-1', '10.20.0.1')),
    );
    const codes = all.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 400).length).toBe(10);
    expect(codes.filter((c) => c === 429).length).toBe(15);
    const refused = all.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().detail).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ secondes?\.$/);
  });

  it('When someone fails 10 times on an account, then the owner still signs in from elsewhere, only slowed', async () => {
    const u = await registerAndLogin(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await login(u.email, 'Mauvais-Mot-1', '10.20.1.1')).statusCode).toBe(400);
    }
    // The attacker's address is stopped for this account...
    expect((await login(u.email, u.password, '10.20.1.1')).statusCode).toBe(429);
    // ...the owner, from their own address, is not locked out.
    expect((await login(u.email, u.password, '10.20.1.2')).statusCode).toBe(200);
  });

  it('When many addresses guess one account, then each attempt past the soft limit waits longer, and the owner gets in', async () => {
    const u = await registerAndLogin(t.app);
    for (let i = 0; i < 14; i++) {
      expect((await login(u.email, 'Mauvais-Mot-1', `10.21.0.${i + 1}`)).statusCode).toBe(400);
    }
    expect(waits).toEqual([500, 1000, 1500, 2000]);
    const owner = await login(u.email, u.password, '10.21.1.1');
    expect(owner.statusCode).toBe(200);
    expect(waits.at(-1)).toBe(2500);
  });

  it('When 30 failures come from one address, then another learner behind it still signs in', async () => {
    const victims = await Promise.all(Array.from({ length: 3 }, () => registerAndLogin(t.app)));
    for (const v of victims) for (let i = 0; i < 10; i++) await login(v.email, 'Mauvais-Mot-1', '10.22.0.1');
    const neighbour = await registerAndLogin(t.app);
    expect((await login(neighbour.email, neighbour.password, '10.22.0.1')).statusCode).toBe(200);
  });

  it('When one address fails more than 100 times in 10 minutes, then it is stopped', async () => {
    const many = await Promise.all(Array.from({ length: 11 }, () => registerAndLogin(t.app)));
    for (const v of many) for (let i = 0; i < 10; i++) await login(v.email, 'Mauvais-Mot-1', '10.23.0.1');
    const res = await login(many[0]!.email, many[0]!.password, '10.23.0.1');
    expect(res.statusCode).toBe(429);
  });

  it('When a login succeeds, then it does not count against the address', async () => {
    const u = await registerAndLogin(t.app);
    for (let i = 0; i < 30; i++) {
      expect((await login(u.email, u.password, '10.24.0.1')).statusCode).toBe(200);
    }
  });
});

describe('registration throttling', () => {
  it('When one address probes 60 e-mails, then after 30 attempts every answer is 429, taken or not', async () => {
    const taken = await registerAndLogin(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 60; i++) {
      const email = i % 2 ? taken.email : `sonde-${i}@exemple.fr`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/create/',
        headers: { 'x-forwarded-for': '10.30.0.1' },
        payload: { email, password: 'PlageDeKribi26', first_name: 'A', last_name: 'B' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 201 || c === 400)).toBe(true);
    expect(codes.slice(30).every((c) => c === 429)).toBe(true);
  });
});
