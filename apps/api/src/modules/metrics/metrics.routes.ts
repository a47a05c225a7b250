import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import { jobMetrics, type RequestMetrics } from './metrics';
import { endpoint } from '../../lib/endpoint';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /api/metrics in Prometheus text format, for a bearer holding METRICS_TOKEN; without a token
 * configured the route answers 404 (nothing exposed).
 */
export const metricsRoutes: FastifyPluginAsyncZod<{
  token: string | undefined;
  requests: RequestMetrics;
  db: Db;
}> = async (app, { token, requests, db }) => {
  app.route({
    ...endpoint(app, 'metrics'), // The bearer here is METRICS_TOKEN, not a session token.
    config: { skipAuth: true },
    schema: { tags: ['Exploitation'], summary: 'Mesures Prometheus (jeton METRICS_TOKEN)', hide: true },
    handler: async (req, reply) => {
      if (!token) throw new NotFoundError(messages.common.routeNotFound);
      const header = req.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!sameToken(given, token)) throw new UnauthorizedError(messages.metrics.badToken);
      const lines = [...requests.render(), ...(await jobMetrics(db))];
      return reply
        .header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`${lines.join('\n')}\n`);
    },
  });
};
