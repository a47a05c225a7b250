import { describe, expect, it } from 'vitest';
import { startHealthServer } from './health-server';

describe('Worker health endpoint', () => {
  it('When the check passes, then GET /health is 200 with the details; when it throws, 503; elsewhere 404', async () => {
    let healthy = true;
    const h = await startHealthServer(0, '127.0.0.1', async () => {
      if (!healthy) throw new Error('base injoignable');
      return { jobs_queued: 3 };
    });
    try {
      const url = `http://127.0.0.1:${h.port}`;
      const ok = await fetch(`${url}/health`);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ status: 'ok', jobs_queued: 3 });
      healthy = false;
      const down = await fetch(`${url}/health`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 'indisponible' });
      expect((await fetch(`${url}/autre`)).status).toBe(404);
      expect((await fetch(`${url}/health`, { method: 'POST' })).status).toBe(404);
    } finally {
      await h.close();
    }
  });
});
