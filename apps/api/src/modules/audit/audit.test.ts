import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, registerAdmin, registerAndLogin, type TestApp } from '../../../test/kit/app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('audit log', () => {
  it('When actions are recorded, then an admin reads them newest first, by page and filtered, with who did them', async () => {
    const audit = t.app.ctx.services.audit;
    await audit.record({
      actorId: admin.user.id,
      action: 'learner.disable',
      targetType: 'user',
      targetId: 7,
    });
    await audit.record({
      actorId: admin.user.id,
      action: 'subscription.grant',
      targetType: 'user',
      targetId: 7,
      details: { reason: 'geste commercial', days: 30 },
    });
    await audit.record({
      actorId: null,
      action: 'content.publish',
      targetType: 'exercise',
      targetId: 'ex-1',
    });

    const all = await t.app.inject({ url: '/api/admin/audit/', headers: admin.headers });
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    const body = all.json();
    expect(body.count).toBe(3);
    expect(body.results.map((e: { action: string }) => e.action)).toEqual([
      'content.publish',
      'subscription.grant',
      'learner.disable',
    ]);
    expect(body.results[1]).toMatchObject({
      actor_id: admin.user.id,
      actor_email: admin.email,
      target_type: 'user',
      target_id: '7',
      details: { reason: 'geste commercial', days: 30 },
    });

    const page2 = await t.app.inject({ url: '/api/admin/audit/?page=2&page_size=2', headers: admin.headers });
    expect(page2.json().count).toBe(3);
    expect(page2.json().results).toHaveLength(1);

    const learnerOnly = await t.app.inject({
      url: '/api/admin/audit/?action=learner.',
      headers: admin.headers,
    });
    expect(learnerOnly.json().results.map((e: { action: string }) => e.action)).toEqual(['learner.disable']);
    const target = await t.app.inject({
      url: '/api/admin/audit/?target_type=exercise&target_id=ex-1',
      headers: admin.headers,
    });
    expect(target.json().count).toBe(1);
    // A `%` in the filter is a character, not a wildcard.
    const literal = await t.app.inject({ url: '/api/admin/audit/?action=%25', headers: admin.headers });
    expect(literal.json().count).toBe(0);
  });

  it('When a learner, an anonymous visitor or a demoted admin asks, then the log is refused', async () => {
    const learner = await registerAndLogin(t.app);
    expect((await t.app.inject({ url: '/api/admin/audit/' })).statusCode).toBe(401);
    const refused = await t.app.inject({ url: '/api/admin/audit/', headers: learner.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/[a-zé]/);
    const other = await registerAdmin(t.app);
    await t.app.ctx.db.update(users).set({ role: 'learner' }).where(eq(users.id, other.user.id));
    expect((await t.app.inject({ url: '/api/admin/audit/', headers: other.headers })).statusCode).toBe(403);
  });

  it('When the page asked is malformed, then a French 400 and nothing else', async () => {
    const res = await t.app.inject({ url: '/api/admin/audit/?page=0&page_size=abc', headers: admin.headers });
    expect(res.statusCode).toBe(400);
  });
});
