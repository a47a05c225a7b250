import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { messages } from './lib/messages';
import { etagMatches } from './lib/serialized';
import { createSpaPage } from './lib/spa-page';

function findWebDist(config: Config): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    config.WEB_DIST,
    path.resolve(here, '../../web/dist'),
    path.resolve(process.cwd(), 'apps/web/dist'),
  ].filter((c): c is string => !!c);
  return candidates.find((c) => existsSync(path.join(c, 'index.html')));
}

/** The web app's build when there is one, and the answer to any URL no route took. */
export async function registerWebApp(app: FastifyInstance, config: Config) {
  const webDist = findWebDist(config);
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset; served to browsers that accept them.
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  // Client routes: any GET outside /api and /media gets the SPA's index.html, with the page's own
  // title, description and link-preview tags (Open Graph, Twitter) under PUBLIC_URL.
  const spaPage = webDist ? createSpaPage(webDist, config.PUBLIC_URL) : null;
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/media/');
    if (!isApi && spaPage && (request.method === 'GET' || request.method === 'HEAD')) {
      const page = spaPage(url.split('?')[0]!);
      reply.header('cache-control', 'no-cache').header('etag', page.etag);
      if (etagMatches(request, page.etag)) return reply.status(304).send();
      return reply.type('text/html; charset=utf-8').send(page.html);
    }
    return reply.status(404).send({ detail: messages.common.routeNotFound });
  });
}
