import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/kit/app';

const TOKEN = 'jeton-de-mesures-'.padEnd(40, 'z');
let t: TestApp;
let closed: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  closed = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await closed.close();
});

const metrics = (app: TestApp, authorization?: string) =>
  app.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

describe('/api/metrics', () => {
  it('When scraped with the token, then request counts and latencies per route pattern and the job queue are in Prometheus text', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/exercice/exam/un-examen/' });
    await t.app.ctx.jobs.send('correction-essai', { n: 1 });
    const res = await metrics(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(res.body).toContain('prepa_http_requests_total{method="GET",route="/api/health",status="200"} 1');
    // The route pattern, never the slug of the URL.
    expect(res.body).toContain('route="/api/exercice/exam/:slug/"');
    expect(res.body).not.toContain('un-examen');
    expect(res.body).toMatch(
      /prepa_http_request_duration_seconds_bucket\{method="GET",route="\/api\/health",status="200",le="\+Inf"\} 1/,
    );
    expect(res.body).toContain('prepa_jobs{queue="correction-essai",state="queued"} 1');
    expect(res.body).toContain('# TYPE prepa_job_duration_seconds summary');
  });

  it('When the token is missing or wrong, then 401 in French; when none is configured, then 404', async () => {
    for (const auth of [undefined, 'Bearer mauvais', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await metrics(t, auth);
      expect(res.statusCode, auth).toBe(401);
      expect(res.json()).toEqual({ detail: 'Jeton de mesures absent ou invalide.' });
    }
    expect((await metrics(closed, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });
});
