import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/kit/app';
import { refreshTokens, sessions } from '../../db/schema';
import { SESSIONS_PURGE_QUEUE } from './auth.module';
import { createTokenService } from './tokens';

/** Refresh-token rotation, reuse detection and session revocation (decisions 110 and 111). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const me = (access: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${access}` } });
const refreshWith = (refresh: string) => post('/api/auth/token/refresh/', { refresh });

describe('refresh token rotation', () => {
  it('When a refresh token is used, then a new pair comes back and the old token is spent', async () => {
    const u = await registerAndLogin(t.app);
    const first = await refreshWith(u.refresh);
    expect(first.statusCode).toBe(200);
    const pair = first.json() as { access: string; refresh: string };
    expect(pair.refresh).not.toBe(u.refresh);
    expect((await me(pair.access)).statusCode).toBe(200);
    // The successor works, and so does its own successor: a learner stays signed in.
    const second = await refreshWith(pair.refresh);
    expect(second.statusCode).toBe(200);
    expect((await me(second.json().access)).statusCode).toBe(200);
  });

  it('When a spent refresh token is replayed, then it is refused and its whole session is revoked', async () => {
    const u = await registerAndLogin(t.app);
    const stolen = u.refresh;
    const legit = (await refreshWith(stolen)).json() as { access: string; refresh: string };
    // The thief replays the token the learner already used.
    const replay = await refreshWith(stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      detail: "Le jeton de rafraîchissement n'est pas valide ou a expiré.",
      code: 'token_not_valid',
    });
    // Every token of the session is now refused: the learner's successor and both access tokens.
    expect((await refreshWith(legit.refresh)).statusCode).toBe(401);
    for (const access of [u.access, legit.access]) {
      const res = await me(access);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('token_not_valid');
    }
    // Another sign-in of the same learner is not affected, and a new login works.
    const again = await post('/api/auth-token', { username: u.email, password: u.password });
    expect((await me(again.json().token.access)).statusCode).toBe(200);
  });

  it('When the same refresh token is sent twice at once, then at most one rotation succeeds', async () => {
    const u = await registerAndLogin(t.app);
    const both = await Promise.all([refreshWith(u.refresh), refreshWith(u.refresh)]);
    expect(both.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
    expect(both.filter((r) => r.statusCode === 401).length).toBeGreaterThanOrEqual(1);
    expect(both.every((r) => r.statusCode === 200 || r.statusCode === 401)).toBe(true);
  });
});

describe('access tokens end with their session', () => {
  it('When the learner logs out, then the access token of that session is refused at once', async () => {
    const u = await registerAndLogin(t.app);
    expect((await me(u.access)).statusCode).toBe(200); // now remembered as verified
    expect((await post('/api/logout/', { refresh: u.refresh })).statusCode).toBe(200);
    const res = await me(u.access);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: "Le jeton n'est pas valide ou a expiré.", code: 'token_not_valid' });
    expect((await refreshWith(u.refresh)).statusCode).toBe(401);
  });

  it('When the password is changed, then the other sessions’ access tokens are refused and the caller’s is not', async () => {
    const u = await registerAndLogin(t.app);
    const other = (await post('/api/auth-token', { username: u.email, password: u.password })).json().token;
    expect((await me(other.access)).statusCode).toBe(200);
    const res = await post(
      '/api/auth/change-password/',
      { old_password: u.password, new_password: 'NouveauKribi27' },
      u.headers,
    );
    expect(res.statusCode).toBe(200);
    expect((await me(other.access)).statusCode).toBe(401);
    expect((await refreshWith(other.refresh)).statusCode).toBe(401);
    expect((await me(u.access)).statusCode).toBe(200);
  });

  it('When a token was signed without a session (older tokens), then it is refused', async () => {
    const u = await registerAndLogin(t.app);
    const { SignJWT } = await import('jose');
    const legacy = await new SignJWT({ token_type: 'access', role: 'learner' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(u.user.id))
      .setJti('ancien')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(t.config.JWT_SECRET));
    expect((await me(legacy)).statusCode).toBe(401);
  });

  it('When a session id is forged onto another learner’s token, then the signature or the owner check refuses it', async () => {
    const a = await registerAndLogin(t.app);
    const b = await registerAndLogin(t.app);
    const sidOfA = JSON.parse(Buffer.from(a.access.split('.')[1]!, 'base64url').toString()).sid as string;
    // Even signed with the server's secret, B's id with A's session is refused: a session belongs to one account.
    const forged = await createTokenService(t.config.JWT_SECRET).signAccess({
      userId: b.user.id,
      role: 'learner',
      sid: sidOfA,
    });
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('When another process revokes a session, then this one hears it and refuses the token', async () => {
    const u = await registerAndLogin(t.app);
    expect((await me(u.access)).statusCode).toBe(200);
    const sid = JSON.parse(Buffer.from(u.access.split('.')[1]!, 'base64url').toString()).sid as string;
    // Straight in the database, as another process would, with its NOTIFY.
    await t.app.ctx.repos.sessions.revoke(sid, 'logout');
    await new Promise((r) => setTimeout(r, 200));
    expect((await me(u.access)).statusCode).toBe(401);
  });
});

describe('session housekeeping', () => {
  it('When the daily purge runs, then tokens and sessions ended for more than a day are deleted and live ones stay', async () => {
    const db = t.app.ctx.db;
    const live = await registerAndLogin(t.app);
    const old = await registerAndLogin(t.app);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await db
      .update(refreshTokens)
      .set({ revokedAt: twoDaysAgo })
      .where(eq(refreshTokens.userId, old.user.id));
    await db.update(sessions).set({ revokedAt: twoDaysAgo }).where(eq(sessions.userId, old.user.id));

    // The job the server and the worker schedule once a day.
    await t.app.ctx.jobs.send(SESSIONS_PURGE_QUEUE, {});
    const ran = await t.app.ctx.jobs.drain(SESSIONS_PURGE_QUEUE, () =>
      t.app.ctx.services.sessionHousekeeping.purge(),
    );
    expect(ran).toBe(1);

    const left = async (userId: number) => ({
      tokens: (await db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId))).length,
      sessions: (await db.select().from(sessions).where(eq(sessions.userId, userId))).length,
    });
    expect(await left(old.user.id)).toEqual({ tokens: 0, sessions: 0 });
    const kept = await left(live.user.id);
    expect(kept.tokens).toBeGreaterThan(0);
    expect(kept.sessions).toBeGreaterThan(0);
    expect((await me(live.access)).statusCode).toBe(200);
  });
});
