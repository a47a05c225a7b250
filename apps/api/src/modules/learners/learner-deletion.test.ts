import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, attempts, newsletterSubscribers, payments, users } from '../../db/schema';
import { createTestApp, registerAdmin, registerAndLogin, type TestApp } from '../../../test/kit/app';
import { importFixture, tone } from '../../../test/kit/practice-fixture';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
let webm: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  await importFixture(t.app);
  admin = await registerAdmin(t.app);
  webm = await tone(2, 300);
});
afterAll(async () => {
  await t.close();
});

/** A learner with a spoken answer (recording in storage), a written one, a payment and a newsletter address. */
async function learnerWithData() {
  const u = await registerAndLogin(t.app);
  const h = u.headers;
  const attempt = (
    await t.app.inject({
      method: 'POST',
      url: '/api/exercice-attempt/post/essai-eo-serie-1/',
      headers: h,
      payload: { practice_type: 'exam' },
    })
  ).json().slug as string;
  const spoken = await t.app.inject({
    method: 'POST',
    url: `/api/answer/post/${attempt}/`,
    headers: h,
    payload: {
      question_slug: 'essai-eo-1-t1',
      audio_file: `data:audio/webm;codecs=opus;base64,${webm.toString('base64')}`,
    },
  });
  if (spoken.statusCode !== 201) throw new Error(spoken.body);
  await t.app.inject({
    method: 'POST',
    url: '/api/subscription/',
    headers: h,
    payload: { slug_package: 'tcf-essai-1-mois' },
  });
  await t.app.inject({ method: 'POST', url: '/api/newsletter/', payload: { email: u.email } });
  const keys = async () => {
    const out: string[] = [];
    for await (const f of t.app.ctx.storage.list(`answers/${u.user.id}/`)) out.push(f.key);
    return out;
  };
  return { ...u, attempt, keys };
}

const del = (id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/learners/${id}/delete/`, headers: admin.headers, payload });

describe('deleting a learner', () => {
  it('When the confirmation does not repeat the account’s e-mail, then nothing is deleted', async () => {
    const u = await learnerWithData();
    const res = await del(u.user.id, { confirm_email: 'autre@exemple.fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().confirm_email[0]).toMatch(/rien n’a été supprimé/);
    expect(await u.keys()).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/user/', headers: u.headers })).statusCode).toBe(200);
  });

  it('When an operator deletes a learner, then answers, recordings and corrections are gone, sessions end, payments stay anonymous and the journal records it', async () => {
    const u = await learnerWithData();
    const before = await u.keys();
    expect(before).toHaveLength(1);
    expect(await t.app.ctx.storage.size(before[0]!)).toBeGreaterThan(100);

    const res = await del(u.user.id, { confirm_email: u.email.toUpperCase(), reason: 'demande par e-mail' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ attempts: 1, answers: 1, recordings: 1, payments_kept: 1 });

    // The recording file is gone from storage, and so are the answer and its attempt.
    expect(await u.keys()).toEqual([]);
    expect(await t.app.ctx.storage.size(before[0]!)).toBeNull();
    expect(await t.app.ctx.db.select().from(answers).where(eq(answers.userId, u.user.id))).toEqual([]);
    expect(await t.app.ctx.db.select().from(attempts).where(eq(attempts.userId, u.user.id))).toEqual([]);
    // Its session ended and it cannot sign in again.
    expect((await t.app.inject({ url: '/api/user/', headers: u.headers })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth-token',
      payload: { username: u.email, password: u.password },
    });
    expect(login.statusCode).toBe(400);
    // No personal data left on the row the payment points to; the address can register again.
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, u.user.id));
    expect(row).toMatchObject({ firstName: '', lastName: '', isActive: false });
    expect(row!.email).not.toContain(u.email.split('@')[0]);
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await t.app.ctx.db.select().from(payments).where(eq(payments.userId, u.user.id))).toHaveLength(1);
    expect(
      await t.app.ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, u.email)),
    ).toEqual([]);
    const again = await registerAndLogin(t.app, u.email);
    expect(again.user.id).not.toBe(u.user.id);

    const journal = (
      await t.app.inject({
        url: `/api/admin/audit/?action=learner.delete&target_id=${u.user.id}`,
        headers: admin.headers,
      })
    ).json();
    expect(journal.results).toHaveLength(1);
    expect(journal.results[0]).toMatchObject({
      actor_email: admin.email,
      details: { attempts: 1, answers: 1, recordings: 1, payments_kept: 1, reason: 'demande par e-mail' },
    });
    expect(JSON.stringify(journal.results[0])).not.toContain(u.email);

    // The learner's page says it was deleted; a second deletion is refused.
    const page = (
      await t.app.inject({ url: `/api/admin/learners/${u.user.id}/`, headers: admin.headers })
    ).json();
    expect(page.profile.deleted_at).not.toBeNull();
    expect(page.attempts.count).toBe(0);
    expect((await del(u.user.id, { confirm_email: row!.email })).statusCode).toBe(409);
  });

  it('When a learner asks to delete an account, then it is refused', async () => {
    const u = await learnerWithData();
    const other = await registerAndLogin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/learners/${u.user.id}/delete/`,
      headers: other.headers,
      payload: { confirm_email: u.email },
    });
    expect(res.statusCode).toBe(403);
    expect(await u.keys()).toHaveLength(1);
  });
});
