import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/kit/app';

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
  it('When the names are updated, then no password is asked and success is true', async () => {
    const u = await registerAndLogin(t.app);
    const res = await patch({ username: 'ignore', first_name: 'Fatou', last_name: 'Diop' }, u.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { first_name: 'Fatou', last_name: 'Diop' } });
  });

  it('When the e-mail changes with the current password, then the username follows and other sessions end', async () => {
    const u = await registerAndLogin(t.app);
    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth-token',
        payload: { username: u.email, password: u.password },
      })
    ).json().token;
    const res = await patch(
      { first_name: 'Fatou', email: ' Fatou.Diop@Exemple.fr ', current_password: u.password },
      u.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      user: { first_name: 'Fatou', email: 'fatou.diop@exemple.fr', username: 'fatou.diop@exemple.fr' },
    });
    const meHere = await t.app.inject({ method: 'GET', url: '/api/user/', headers: u.headers });
    expect(meHere.json().username).toBe('fatou.diop@exemple.fr');
    const meThere = await t.app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: { authorization: `Bearer ${other.access}` },
    });
    expect(meThere.statusCode).toBe(401);
  });

  it('When a stolen access token changes the e-mail without the password, then it is refused and nothing changes', async () => {
    const u = await registerAndLogin(t.app);
    const missing = await patch({ email: 'voleur@exemple.fr', first_name: 'Volé' }, u.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      current_password: ['Votre mot de passe actuel est requis pour changer d’adresse email'],
    });
    const wrong = await patch({ email: 'voleur@exemple.fr', current_password: 'Devine-Kribi-1' }, u.headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: ['Le mot de passe actuel est incorrect.'] });
    const me = await t.app.inject({ method: 'GET', url: '/api/user/', headers: u.headers });
    expect(me.json()).toMatchObject({ email: u.email, first_name: 'Awa' });
  });

  it('When the current password is guessed through the profile, then it is limited to 10 tries per 15 minutes', async () => {
    const u = await registerAndLogin(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      codes.push(
        (await patch({ email: 'voleur@exemple.fr', current_password: `Devine-${i}-Kribi` }, u.headers))
          .statusCode,
      );
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
  });

  it('When a stolen access token sends a new password, then it is refused and the old password still works', async () => {
    const u = await registerAndLogin(t.app);
    const res = await patch({ password: 'Pirate-Kribi-99' }, u.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      password: [
        'Le mot de passe se change avec votre mot de passe actuel, dans « Changer de mot de passe ».',
      ],
    });
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth-token', payload: { username: u.email, password } });
    expect((await login('Pirate-Kribi-99')).statusCode).toBe(400);
    expect((await login(u.password)).statusCode).toBe(200);
    // An empty password field (the profile form when the block is closed) changes nothing and is accepted.
    expect((await patch({ password: '', first_name: 'Awa' }, u.headers)).statusCode).toBe(200);
  });

  it('When the e-mail belongs to someone else, then it is refused and nothing changes', async () => {
    const a = await registerAndLogin(t.app);
    const b = await registerAndLogin(t.app);
    const res = await patch({ email: a.email, first_name: 'Autre', current_password: b.password }, b.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Un compte existe déjà avec cette adresse email'] });
    const me = await t.app.inject({ method: 'GET', url: '/api/user/', headers: b.headers });
    expect(me.json()).toMatchObject({ email: b.email, first_name: 'Awa' });
  });

  it('When the e-mail sent is the current one, then no password is asked', async () => {
    const u = await registerAndLogin(t.app);
    const res = await patch({ email: u.email.toUpperCase(), first_name: 'Même' }, u.headers);
    expect(res.statusCode).toBe(200);
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
