import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from './kit/app';

/** No secret in the log (reset links, tokens, e-mail addresses), replayed with the real logger. */
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logger: { stream } });
});
afterAll(async () => {
  await t.close();
});

async function resetLink(email: string): Promise<string> {
  const dir = path.join(t.config.dataDir, 'outbox');
  await t.app.inject({ method: 'POST', url: '/api/password-reset/', payload: { email } });
  for (let i = 0; i < 100; i++) {
    const files = await readdir(dir).catch(() => []);
    for (const f of files) {
      const raw = (await readFile(path.join(dir, f), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (!raw.includes(email)) continue;
      const m = /\/password-reset-confirm\/[A-Za-z0-9_-]+\/[0-9a-z]+-[0-9a-f]+/.exec(raw);
      if (m) return m[0];
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('lien introuvable');
}

describe('log redaction', () => {
  it('When a reset link is opened or a confirmation fails, then neither its uid nor its token is logged', async () => {
    const u = await registerAndLogin(t.app);
    const link = await resetLink(u.email);
    const [, , uid, token] = link.split('/');
    await t.app.inject({ method: 'GET', url: link });
    await t.app.inject({
      method: 'POST',
      url: `/api${link}/`,
      payload: { new_password1: 'court', new_password2: 'court' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api${link}/`,
      payload: { new_password1: 'NouveauKribi27', new_password2: 'Autre-Kribi-28' },
    });
    const log = lines.join('\n');
    expect(log).toContain('/password-reset-confirm/[masqué]');
    expect(log).not.toContain(token!);
    expect(log).not.toContain(`/${uid}/`);
  });

  it('When auth events are logged, then e-mails are masked and no token appears', async () => {
    const u = await registerAndLogin(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth-token',
      payload: { username: u.email, password: 'Mauvais-Kribi-1' },
    });
    await t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: u.refresh } });
    await t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: u.refresh } });
    const events = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.event);
    const failed = events.find((e) => e.event === 'auth.login_failed');
    expect(failed?.email).toBe(`${u.email[0]}***@exemple.fr`);
    expect(events.some((e) => e.event === 'auth.refresh_reused')).toBe(true);
    const log = lines.join('\n');
    expect(log).not.toContain(u.email);
    expect(log).not.toContain(u.refresh);
    expect(log).not.toContain(u.access);
  });
});
