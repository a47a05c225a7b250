import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const patch = (payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'PATCH', url: '/api/user/', payload: payload as object, headers });

describe('profile', () => {
  it('When the profile is updated, then the username follows the e-mail and success is true', async () => {
    const u = await registerAndLogin(t.app);
    const res = await patch(
      { username: 'ignore', first_name: 'Fatou', last_name: 'Diop', email: ' Fatou.Diop@Exemple.fr ' },
      u.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      user: {
        first_name: 'Fatou',
        last_name: 'Diop',
        email: 'fatou.diop@exemple.fr',
        username: 'fatou.diop@exemple.fr',
      },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/user/', headers: u.headers });
    expect(me.json().username).toBe('fatou.diop@exemple.fr');
  });

  it('When the e-mail belongs to someone else, then it is refused and nothing changes', async () => {
    const a = await registerAndLogin(t.app);
    const b = await registerAndLogin(t.app);
    const res = await patch({ email: a.email, first_name: 'Autre' }, b.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Un compte existe déjà avec cette adresse email'] });
    const me = await t.app.inject({ method: 'GET', url: '/api/user/', headers: b.headers });
    expect(me.json()).toMatchObject({ email: b.email, first_name: 'Awa' });
  });

  it('When a password is given, then it replaces the old one; a short one is refused', async () => {
    const u = await registerAndLogin(t.app);
    expect((await patch({ password: 'court' }, u.headers)).json()).toEqual({
      password: ['Le mot de passe doit contenir au moins 8 caractères'],
    });
    expect((await patch({ password: 'NouveauMot1' }, u.headers)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth-token',
      payload: { username: u.email, password: 'NouveauMot1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('When a learner updates, then only their own record changes', async () => {
    const a = await registerAndLogin(t.app);
    const b = await registerAndLogin(t.app);
    await patch({ first_name: 'Changé' }, a.headers);
    const meB = await t.app.inject({ method: 'GET', url: '/api/user/', headers: b.headers });
    expect(meB.json().first_name).toBe('Awa');
  });

  it('When anonymous, then 401', async () => {
    expect((await t.app.inject({ method: 'PATCH', url: '/api/user/', payload: {} })).statusCode).toBe(401);
  });
});
