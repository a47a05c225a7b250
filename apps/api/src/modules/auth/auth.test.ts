import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/kit/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('registration', () => {
  it('When the form is complete, then the account is created with username = trimmed lower-case e-mail', async () => {
    const res = await post('/api/user/create/', {
      username: 'x',
      email: '  Marie.Curie@Exemple.FR ',
      password: 'PlageDeKribi26',
      first_name: 'Marie',
      last_name: 'Curie',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      email: 'marie.curie@exemple.fr',
      username: 'marie.curie@exemple.fr',
      first_name: 'Marie',
      last_name: 'Curie',
      role: 'learner',
      current_subscription: null,
      last_login: null,
    });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('password_hash');
  });

  it('When fields are missing or wrong, then each gets its French message', async () => {
    const res = await post('/api/user/create/', { email: '', password: '', first_name: ' ', last_name: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      email: ["L'email est requis"],
      password: ['Le mot de passe est requis'],
      first_name: ['Le prénom est requis'],
      last_name: ['Le nom est requis'],
    });
    const bad = await post('/api/user/create/', {
      email: 'pas-un-email',
      password: 'court',
      first_name: 'A',
      last_name: 'B',
    });
    expect(bad.json()).toEqual({
      email: ["L'email n'est pas valide"],
      password: ['Le mot de passe doit contenir au moins 8 caractères'],
    });
  });

  it('When the e-mail is already used (any case), then the username field says so', async () => {
    const payload = {
      email: 'double@exemple.fr',
      password: 'PlageDeKribi26',
      first_name: 'A',
      last_name: 'B',
    };
    expect((await post('/api/user/create/', payload)).statusCode).toBe(201);
    const res = await post('/api/user/create/', { ...payload, email: 'DOUBLE@exemple.fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: ['Un compte existe déjà avec cette adresse email'] });
  });
});

describe('login', () => {
  it('When the credentials are right, then tokens and the user come back and last_login is set', async () => {
    await post('/api/user/create/', {
      email: 'login@exemple.fr',
      password: 'PlageDeKribi26',
      first_name: 'A',
      last_name: 'B',
    });
    const res = await post('/api/auth-token', { username: 'Login@Exemple.fr', password: 'PlageDeKribi26' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token.access).toMatch(/^ey/);
    expect(body.token.refresh).toMatch(/^ey/);
    expect(body.user.email).toBe('login@exemple.fr');
    expect(new Date(body.user.last_login).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: { authorization: `Bearer ${body.token.access}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('login@exemple.fr');
  });

  it('When the password is wrong or the account unknown, then a French non-field error', async () => {
    for (const username of ['login@exemple.fr', 'inconnu@exemple.fr']) {
      const res = await post('/api/auth-token', { username, password: 'mauvais-mot' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        non_field_errors: ['Impossible de se connecter avec les identifiants fournis.'],
      });
    }
  });

  it('When fields are missing, then SPEC messages', async () => {
    const res = await post('/api/auth-token', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      username: ["L'adresse email est requise"],
      password: ['Le mot de passe est requis'],
    });
  });

  it('When remember_me is set, then the refresh token lives 30 days instead of 1', async () => {
    const u = await registerAndLogin(t.app);
    const exp = (tok: string) =>
      JSON.parse(Buffer.from(tok.split('.')[1]!, 'base64url').toString()).exp as number;
    const normal = exp(u.refresh) - Date.now() / 1000;
    const res = await post('/api/auth-token', { username: u.email, password: u.password, remember_me: true });
    const long = exp(res.json().token.refresh) - Date.now() / 1000;
    expect(normal).toBeGreaterThan(23 * 3600);
    expect(normal).toBeLessThanOrEqual(24 * 3600);
    expect(long).toBeGreaterThan(29 * 24 * 3600);
    expect(exp(res.json().token.access) - Date.now() / 1000).toBeLessThanOrEqual(15 * 60);
  });

  it('When an account fails more than 10 times in a minute, then 429 with Retry-After and a French detail', async () => {
    const u = await registerAndLogin(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/auth-token', { username: u.email, password: 'mauvais-mot' })).statusCode).toBe(
        400,
      );
    }
    const res = await post('/api/auth-token', { username: u.email, password: u.password });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().detail).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ secondes?\.$/);
  });
});

describe('refresh, logout and revocation', () => {
  it('When the refresh token is valid, then a new access token works', async () => {
    const u = await registerAndLogin(t.app);
    const res = await post('/api/auth/token/refresh/', { refresh: u.refresh });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: { authorization: `Bearer ${res.json().access}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('When logged out, then that refresh token stops working', async () => {
    const u = await registerAndLogin(t.app);
    expect((await post('/api/logout/', { refresh: u.refresh })).statusCode).toBe(200);
    const res = await post('/api/auth/token/refresh/', { refresh: u.refresh });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      detail: "Le jeton de rafraîchissement n'est pas valide ou a expiré.",
      code: 'token_not_valid',
    });
  });

  it('When the password is changed, then other sessions stop working and the new password logs in', async () => {
    const u = await registerAndLogin(t.app);
    const second = (await post('/api/auth-token', { username: u.email, password: u.password })).json().token
      .refresh;
    const wrong = await post(
      '/api/auth/change-password/',
      { old_password: 'pas-le-bon', new_password: 'NouveauMot1' },
      u.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ old_password: ["L'ancien mot de passe est incorrect."] });
    const ok = await post(
      '/api/auth/change-password/',
      { old_password: u.password, new_password: 'NouveauMot1' },
      u.headers,
    );
    expect(ok.statusCode).toBe(200);
    // The other session ends; the one that changed the password stays signed in.
    expect((await post('/api/auth/token/refresh/', { refresh: second })).statusCode).toBe(401);
    expect((await post('/api/auth/token/refresh/', { refresh: u.refresh })).statusCode).toBe(200);
    expect((await post('/api/auth-token', { username: u.email, password: u.password })).statusCode).toBe(400);
    expect((await post('/api/auth-token', { username: u.email, password: 'NouveauMot1' })).statusCode).toBe(
      200,
    );
  });

  it('When a new password is too short, then it is refused and nothing changes', async () => {
    const u = await registerAndLogin(t.app);
    const res = await post(
      '/api/auth/change-password/',
      { old_password: u.password, new_password: 'court' },
      u.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ new_password: ['Le mot de passe doit contenir au moins 8 caractères'] });
    expect((await post('/api/auth/token/refresh/', { refresh: u.refresh })).statusCode).toBe(200);
  });

  it('When a refresh token is garbage or an access token is used to refresh, then 401 token_not_valid', async () => {
    const u = await registerAndLogin(t.app);
    for (const refresh of ['nimportequoi', u.access]) {
      const res = await post('/api/auth/token/refresh/', { refresh });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('token_not_valid');
    }
  });
});

describe('access tokens', () => {
  const secret = () => new TextEncoder().encode(t.config.JWT_SECRET);
  const getMe = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${token}` } });

  it('When no token is sent, then 401 with DRF detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: "Informations d'authentification non fournies." });
  });

  it('When the token is expired, tampered, unsigned (alg none) or a refresh token, then 401', async () => {
    const u = await registerAndLogin(t.app);
    const expired = await new SignJWT({ token_type: 'access', role: 'learner' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(u.user.id))
      .setJti('x')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret());
    const [h, p, s] = u.access.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${s}`;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const hs512 = await new SignJWT({ token_type: 'access', role: 'learner' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(u.user.id))
      .setJti('y')
      .setExpirationTime('5m')
      .sign(secret());
    for (const token of [expired, tampered, none, hs512, u.refresh]) {
      const res = await getMe(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        detail: "Le jeton n'est pas valide ou a expiré.",
        code: 'token_not_valid',
      });
    }
    expect((await getMe(u.access)).statusCode).toBe(200);
  });
});
