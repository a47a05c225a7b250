import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/kit/app';
import { startSmtp } from '../../../test/kit/smtp';
import { createResetTokens, encodeUid } from './reset-token';

/** Extracts the reset link from a raw e-mail (quoted-printable soft breaks removed). */
function linkFrom(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = /http:\/\/localhost:3000\/password-reset-confirm\/([A-Za-z0-9_-]+)\/([0-9a-z]+-[0-9a-f]+)/.exec(
    unfolded,
  );
  if (!m) throw new Error('lien introuvable dans le message');
  return m[0];
}

async function waitFor<T>(fn: () => T | undefined | Promise<T | undefined>, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const v = await fn();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('délai dépassé');
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
const confirm = (link: string, p1: string, p2 = p1) =>
  post(`/api${new URL(link).pathname}/`, { new_password1: p1, new_password2: p2 });

describe('password reset', () => {
  it('When the address is known or unknown, then the same answer', async () => {
    const u = await registerAndLogin(t.app);
    const known = await post('/api/password-reset/', { email: u.email });
    const unknown = await post('/api/password-reset/', { email: 'personne@exemple.fr' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
  });

  it('When the e-mail travels through SMTP, then its French link resets the password once', async () => {
    const u = await registerAndLogin(t.app);
    const before = smtp.messages.length;
    await post('/api/password-reset/', { email: u.email.toUpperCase() });
    const raw = await waitFor(() => smtp.messages.slice(before).find((m) => m.includes(u.email)));
    expect(raw).toMatch(/Subject: =\?UTF-8\?Q\?R=C3=A9initialisation/);
    expect(raw).toContain('text/html');
    const link = linkFrom(raw);

    const weak = await confirm(link, 'toutminuscule');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      new_password1: ['Le mot de passe doit contenir des majuscules et minuscules'],
    });
    const common = await confirm(link, 'Motdepasse1');
    expect(common.json()).toEqual({
      new_password1: [
        'Ce mot de passe fait partie des plus courants et se devine facilement : choisissez-en un autre',
      ],
    });
    const mismatch = await confirm(link, 'NouveauKribi27', 'NouveauKribi28');
    expect(mismatch.json()).toEqual({ new_password2: ['Les mots de passe ne correspondent pas'] });

    const ok = await confirm(link, 'NouveauKribi27');
    expect(ok.statusCode).toBe(200);
    expect(
      (await post('/api/auth-token', { username: u.email, password: 'NouveauKribi27' })).statusCode,
    ).toBe(200);
    // The old session is revoked.
    expect((await post('/api/auth/token/refresh/', { refresh: u.refresh })).statusCode).toBe(401);
    // Single use.
    const again = await confirm(link, 'EncoreAutre2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: ['Le lien de réinitialisation est invalide ou a expiré.'] });
  });

  it('When the uid is unknown or the token is bad, then the answer is the same', async () => {
    const u = await registerAndLogin(t.app);
    const body = { new_password1: 'NouveauKribi27', new_password2: 'NouveauKribi27' };
    const row = await t.app.ctx.repos.users.findById(u.user.id);
    const goodTokenOfSomeone = createResetTokens(t.config.JWT_SECRET).make(row!);
    // The same token with its last character changed (never to itself).
    const altered = goodTokenOfSomeone.slice(0, -1) + (goodTokenOfSomeone.endsWith('0') ? '1' : '0');
    const answers = await Promise.all(
      [
        `/api/password-reset-confirm/zzz/abc-0123/`,
        `/api/password-reset-confirm/${encodeUid(999_999)}/${goodTokenOfSomeone}/`,
        `/api/password-reset-confirm/${encodeUid(u.user.id + 1000)}/abc-0123/`,
        `/api/password-reset-confirm/${encodeUid(u.user.id)}/abc-0123/`,
        `/api/password-reset-confirm/${encodeUid(u.user.id)}/${altered}/`,
      ].map((url) => post(url, body)),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ token: ['Le lien de réinitialisation est invalide ou a expiré.'] });
    }
  });

  it('When a confirmation fails, then the link still works until it expires and nothing else changed', async () => {
    const u = await registerAndLogin(t.app);
    const before = await t.app.ctx.repos.users.findById(u.user.id);
    const almostOld = createResetTokens(
      t.config.JWT_SECRET,
      () => Date.now() - 3 * 24 * 3600 * 1000 + 60_000,
    ).make(before!);
    const url = `/api/password-reset-confirm/${encodeUid(u.user.id)}/${almostOld}/`;
    // Failed attempts: a common password, then a mismatch.
    expect((await post(url, { new_password1: 'Azerty123', new_password2: 'Azerty123' })).statusCode).toBe(
      400,
    );
    expect((await post(url, { new_password1: 'NouveauKribi27', new_password2: 'Autre' })).statusCode).toBe(
      400,
    );
    const after = await t.app.ctx.repos.users.findById(u.user.id);
    expect(after).toEqual(before);
    // The token carries its own date: a failure did not renew it, it expires on time.
    const expired = createResetTokens(
      t.config.JWT_SECRET,
      () => Date.now() - 3 * 24 * 3600 * 1000 - 1000,
    ).make(before!);
    const late = await post(`/api/password-reset-confirm/${encodeUid(u.user.id)}/${expired}/`, {
      new_password1: 'NouveauKribi27',
      new_password2: 'NouveauKribi27',
    });
    expect(late.statusCode).toBe(400);
    expect(
      (await post(url, { new_password1: 'NouveauKribi27', new_password2: 'NouveauKribi27' })).statusCode,
    ).toBe(200);
    // A reset ends every session, access tokens included.
    expect((await t.app.inject({ url: '/api/user/', headers: u.headers })).statusCode).toBe(401);
  });

  it('When the token is older than 3 days, then it is refused', async () => {
    const u = await registerAndLogin(t.app);
    const row = await t.app.ctx.repos.users.findById(u.user.id);
    const fourDaysAgo = Date.now() - 4 * 24 * 3600 * 1000;
    const old = createResetTokens(t.config.JWT_SECRET, () => fourDaysAgo).make(row!);
    const fresh = createResetTokens(t.config.JWT_SECRET, () => Date.now() - 2 * 24 * 3600 * 1000).make(row!);
    const tooOld = await post(`/api/password-reset-confirm/${encodeUid(u.user.id)}/${old}/`, {
      new_password1: 'NouveauKribi27',
      new_password2: 'NouveauKribi27',
    });
    expect(tooOld.statusCode).toBe(400);
    const ok = await post(`/api/password-reset-confirm/${encodeUid(u.user.id)}/${fresh}/`, {
      new_password1: 'NouveauKribi27',
      new_password2: 'NouveauKribi27',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('When the e-mail field is empty or invalid, then SPEC messages', async () => {
    expect((await post('/api/password-reset/', { email: '' })).json()).toEqual({
      email: ["L'adresse email est requise"],
    });
    expect((await post('/api/password-reset/', { email: 'abc' })).json()).toEqual({
      email: ["L'adresse email n'est pas valide"],
    });
  });
});

describe('outbox without SMTP', () => {
  it('When SMTP_URL is unset, then the message is an .eml file in DATA_DIR/outbox whose link works', async () => {
    const local = await createTestApp();
    try {
      const u = await registerAndLogin(local.app);
      await local.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email: u.email } });
      const dir = path.join(local.config.dataDir, 'outbox');
      const file = await waitFor(async () =>
        (await readdir(dir).catch(() => [])).find((f) => f.endsWith('.eml')),
      );
      const raw = await readFile(path.join(dir, file), 'utf8');
      expect(raw).toContain(`To: ${u.email}`);
      const res = await local.app.inject({
        method: 'POST',
        url: `/api${new URL(linkFrom(raw)).pathname}/`,
        payload: { new_password1: 'NouveauKribi27', new_password2: 'NouveauKribi27' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});
