import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAdmin, registerAndLogin, type TestApp } from '../../../test/kit/app';
import { importFixture } from '../../../test/kit/practice-fixture';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = admin.headers) =>
  t.app.inject({ method, url, headers, payload });
const site = async () => (await t.app.inject({ url: '/api/site/' })).json();

beforeAll(async () => {
  t = await createTestApp({
    env: { WHATSAPP_NUMBER: '237611223344', ACCESS_RULES: '{"*":{"free_exercises":1}}' },
  });
  await importFixture(t.app);
  admin = await registerAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('job queue', () => {
  it('When a job has failed, then the operator sees its last error and puts it back in the queue once', async () => {
    const q = t.app.ctx.jobs;
    await q.send('essai-exploitation', { n: 1 }, { maxAttempts: 1, singletonKey: 'un' });
    await q.drain('essai-exploitation', async () => {
      throw new Error('le fournisseur a répondu 502');
    });
    const view = (await call('GET', '/api/admin/jobs/?state=failed&queue=essai-exploitation')).json();
    expect(view.queues.find((x: { queue: string }) => x.queue === 'essai-exploitation')).toMatchObject({
      queued: 0,
      failed: 1,
    });
    const job = view.jobs[0];
    expect(job).toMatchObject({
      state: 'failed',
      attempts: 1,
      last_error: 'le fournisseur a répondu 502',
      payload: { n: 1 },
    });

    const retried = await call('POST', `/api/admin/jobs/${job.id}/retry/`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().job).toMatchObject({ state: 'queued', attempts: 0 });
    const twice = await call('POST', `/api/admin/jobs/${job.id}/retry/`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('Seule une tâche en échec peut être relancée.');
    let ran = 0;
    await q.drain('essai-exploitation', async () => void ran++);
    expect(ran).toBe(1);
    expect((await call('POST', '/api/admin/jobs/999999/retry/')).statusCode).toBe(404);
    const log = (await call('GET', `/api/admin/audit/?action=job.&target_id=${job.id}`)).json();
    expect(log.results[0]).toMatchObject({ action: 'job.retry', actor_email: admin.email });
  });
});

describe('newsletter export', () => {
  it('When the operator exports the subscribers, then a CSV lists each address once, and the export is recorded', async () => {
    for (const email of ['awa@exemple.cm', 'paul@exemple.cm', 'awa@exemple.cm']) {
      await t.app.inject({ method: 'POST', url: '/api/newsletter/', payload: { email } });
    }
    const res = await call('GET', '/api/admin/newsletter/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('lettre-abonnes.csv');
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('email;inscrit_le');
    expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(['awa@exemple.cm', 'paul@exemple.cm']);
    const learner = await registerAndLogin(t.app);
    expect(
      (await call('GET', '/api/admin/newsletter/export.csv', undefined, learner.headers)).statusCode,
    ).toBe(403);
    const log = (await call('GET', '/api/admin/audit/?action=newsletter.')).json();
    expect(log.results[0]).toMatchObject({ action: 'newsletter.export', details: { subscribers: 2 } });
  });
});

describe('platform settings', () => {
  it('When nothing was changed, then the environment’s values show with their origin', async () => {
    const res = (await call('GET', '/api/admin/settings/')).json();
    expect(res.values).toMatchObject({
      whatsapp_number: '237611223344',
      site_students: null,
      access_rules: { '*': { free_exercises: 1 } },
      review_access: 'packages',
    });
    expect(res.sources).toMatchObject({
      whatsapp_number: 'environment',
      site_students: 'default',
      access_rules: 'environment',
    });
  });

  it('When the whole form is saved unchanged, then nothing is recorded and every value keeps its origin', async () => {
    const before = (await call('GET', '/api/admin/settings/')).json();
    const res = await call('PATCH', '/api/admin/settings/', before.values);
    expect(res.json().sources).toEqual(before.sources);
    const log = (await call('GET', '/api/admin/audit/?action=settings.')).json();
    expect(log.count).toBe(0);
  });

  it('When the operator changes figures, number and access rules, then the site and the locks follow at once', async () => {
    const learner = await registerAndLogin(t.app);
    const locked = async () =>
      (
        (
          await t.app.inject({
            url: '/api/exercice/exam/essai-comprehension-ecrite/',
            headers: learner.headers,
          })
        ).json() as {
          locked: boolean;
        }[]
      ).filter((e) => e.locked).length;
    const before = await locked();
    expect(before).toBeGreaterThan(0);

    const res = await call('PATCH', '/api/admin/settings/', {
      whatsapp_number: '237699887766',
      site_students: 1200,
      site_success_rate: 87,
      access_rules: {
        '*': { free_exercises: 1 },
        'tcf-essai': { free_exercises: 5, free_exam_correction: false },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().sources.whatsapp_number).toBe('database');
    expect(res.json().updated.site_students.by).toBe(admin.email);
    const s = await site();
    expect(s.whatsapp_number).toBe('237699887766');
    expect(s.figures).toMatchObject({ students: 1200, success_rate: 87 });
    expect(s.access.find((a: { exam_type: string }) => a.exam_type === 'tcf-essai')).toMatchObject({
      free_exercises: 5,
      free_exam_correction: false,
    });
    expect(await locked()).toBe(0);

    const log = (await call('GET', '/api/admin/audit/?action=settings.')).json();
    expect(log.results[0].details.changes.whatsapp_number).toEqual({
      from: '237611223344',
      to: '237699887766',
    });

    // Back to the environment's values.
    const reset = await call('PATCH', '/api/admin/settings/', { reset: ['whatsapp_number', 'access_rules'] });
    expect(reset.json().sources).toMatchObject({
      whatsapp_number: 'environment',
      access_rules: 'environment',
    });
    expect((await site()).whatsapp_number).toBe('237611223344');
    expect(await locked()).toBe(before);
  });

  it('When a value is invalid, then a French error and nothing changes', async () => {
    const before = await call('GET', '/api/admin/settings/');
    for (const body of [
      { whatsapp_number: '+237 6 99' },
      { site_success_rate: 140 },
      { access_rules: { '*': { free_exercises: -1 } } },
      { review_access: 'parfois' },
      { reset: ['JWT_SECRET'] },
    ]) {
      const res = await call('PATCH', '/api/admin/settings/', body);
      expect(res.statusCode).toBe(400);
    }
    const bad = await call('PATCH', '/api/admin/settings/', { whatsapp_number: '+237 6 99' });
    expect(bad.json().whatsapp_number[0]).toMatch(/Numéro international/);
    expect((await call('GET', '/api/admin/settings/')).body).toBe(before.body);
  });

  it('When another process changed a setting, then this one reads it on reload', async () => {
    const other = t.app.ctx.services.settings;
    await call('PATCH', '/api/admin/settings/', { site_support_hours: 'Du lundi au samedi, 8 h – 20 h' });
    await other.reload();
    expect(other.current().site_support_hours).toBe('Du lundi au samedi, 8 h – 20 h');
    expect((await site()).support_hours).toBe('Du lundi au samedi, 8 h – 20 h');
  });
});
