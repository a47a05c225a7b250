import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examTypes, users } from '../src/db/schema';
import { createTestApp, registerAndLogin, type TestApp } from './kit/app';

/** Start-up in production: no demo content unless asked, the API description off or for admins only. */
const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://prepa.example',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
  PAYMENT_PROVIDER: 'sandbox',
  SEED_DEMO: '',
};

describe('production defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: production });
  });
  afterAll(() => t.close());

  it('When the platform starts in production on an empty base, then the demo content is not imported', async () => {
    const [row] = await t.app.ctx.db.select({ n: count() }).from(examTypes);
    expect(Number(row!.n)).toBe(0);
  });

  it('When anyone asks for /api/docs in production, then it does not exist', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toHaveProperty('detail');
    }
  });
});

describe('API description for administrators only (API_DOCS=admin)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...production, API_DOCS: 'admin' } });
  });
  afterAll(() => t.close());

  it('When an anonymous visitor or a learner asks for it, then 401 or 403; an administrator reads it', async () => {
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(401);
    const learner = await registerAndLogin(t.app);
    expect((await t.app.inject({ url: '/api/docs/json', headers: learner.headers })).statusCode).toBe(403);
    const admin = await registerAndLogin(t.app);
    await t.app.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth-token',
      payload: { username: admin.email, password: admin.password },
    });
    const headers = { authorization: `Bearer ${login.json().token.access}` };
    const res = await t.app.inject({ url: '/api/docs/json', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});
