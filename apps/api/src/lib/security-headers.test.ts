import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

const options = {
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], upgradeInsecureRequests: null },
  },
  crossOriginEmbedderPolicy: false,
};

describe('security headers computed once', () => {
  it('When an answer is sent, then it carries exactly the headers the helmet plugin would set', async () => {
    const withPlugin = Fastify();
    await withPlugin.register(helmet, options);
    withPlugin.get('/x', async () => ({ ok: true }));
    const precomputed = Fastify();
    const headers = await securityHeaders(options);
    precomputed.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers);
      done();
    });
    precomputed.get('/x', async () => ({ ok: true }));
    for (const url of ['/x', '/absent']) {
      const a = (await withPlugin.inject({ url })).headers;
      const b = (await precomputed.inject({ url })).headers;
      delete a.date;
      delete b.date;
      expect(b).toEqual(a);
    }
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    await withPlugin.close();
    await precomputed.close();
  });
});
