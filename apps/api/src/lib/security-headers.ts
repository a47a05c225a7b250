import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';

/**
 * The headers @fastify/helmet would set, computed once. The plugin rebuilds its middleware and
 * re-parses the CSP directives on every request (about a sixth of the CPU of a cached catalogue
 * read); the headers depend only on the options, so they are worked out at start-up and then
 * copied onto each answer by one hook.
 */
export async function securityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => 'ok');
  const res = await probe.inject({ url: '/' });
  await probe.close();
  const skip = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([k, v]) => !skip.has(k) && typeof v === 'string')
      .map(([k, v]) => [k, v as string]),
  );
}
