import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers';
import { createResetTokens, encodeUid } from './reset-token';

/** A real SMTP server in the test process, collecting the raw messages it receives. */
function startSmtp(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.server.address() as { port: number }).port;
      resolve({ port, messages, close: () => new Promise<void>((r) => server.close(() => r())) });
    });
  });
}

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
    const mismatch = await confirm(link, 'NouveauMot1', 'NouveauMot2');
    expect(mismatch.json()).toEqual({ new_password2: ['Les mots de passe ne correspondent pas'] });

    const ok = await confirm(link, 'NouveauMot1');
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/auth-token', { username: u.email, password: 'NouveauMot1' })).statusCode).toBe(
      200,
    );
    // The old session is revoked.
    expect((await post('/api/auth/token/refresh/', { refresh: u.refresh })).statusCode).toBe(401);
    // Single use.
    const again = await confirm(link, 'EncoreAutre1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: ['Le lien de réinitialisation est invalide ou a expiré.'] });
  });

  it('When the uid or token is wrong, then 400 with field errors', async () => {
    const u = await registerAndLogin(t.app);
    const badUid = await post('/api/password-reset-confirm/zzz/abc-0123/', {
      new_password1: 'NouveauMot1',
      new_password2: 'NouveauMot1',
    });
    expect(badUid.statusCode).toBe(400);
    expect(badUid.json()).toEqual({ uid: ['Lien de réinitialisation invalide.'] });
    const badToken = await post(`/api/password-reset-confirm/${encodeUid(u.user.id)}/abc-0123/`, {
      new_password1: 'NouveauMot1',
      new_password2: 'NouveauMot1',
    });
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json()).toEqual({ token: ['Le lien de réinitialisation est invalide ou a expiré.'] });
  });

  it('When the token is older than 3 days, then it is refused', async () => {
    const u = await registerAndLogin(t.app);
    const row = await t.app.ctx.repos.users.findById(u.user.id);
    const fourDaysAgo = Date.now() - 4 * 24 * 3600 * 1000;
    const old = createResetTokens(t.config.JWT_SECRET, () => fourDaysAgo).make(row!);
    const fresh = createResetTokens(t.config.JWT_SECRET, () => Date.now() - 2 * 24 * 3600 * 1000).make(row!);
    const tooOld = await post(`/api/password-reset-confirm/${encodeUid(u.user.id)}/${old}/`, {
      new_password1: 'NouveauMot1',
      new_password2: 'NouveauMot1',
    });
    expect(tooOld.statusCode).toBe(400);
    const ok = await post(`/api/password-reset-confirm/${encodeUid(u.user.id)}/${fresh}/`, {
      new_password1: 'NouveauMot1',
      new_password2: 'NouveauMot1',
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
        payload: { new_password1: 'NouveauMot1', new_password2: 'NouveauMot1' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});
