import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import { securityHeaders } from './lib/security-headers';
import { authPlugin } from './modules/auth/auth.plugin';
import { sandboxPageStyle } from './modules/billing/sandbox.page';

/**
 * What every answer goes through before the routes: security headers, compression, the API
 * description, authentication (and the description's pages, which may need it).
 */
export async function registerHttpPlugins(app: FastifyInstance, config: Config, ctx: AppContext) {
  // Security headers (CSP without inline script): computed once, copied onto every answer.
  const headers = await securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        // No inline style: the web app's CSS is in files and React sets styles through the CSSOM;
        // the sandbox payment page's one <style> is allowed by its hash.
        styleSrc: ["'self'", `'sha256-${createHash('sha256').update(sandboxPageStyle).digest('base64')}'`],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // JSON and text answers above 1 KB leave compressed (brotli at a fast level, else gzip); the
  // web build's files are already compressed and audio/images are not compressible types.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'API PrépaLangues',
        version: '1.0.0',
        description: 'API de la plateforme de préparation aux examens de langue.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(authPlugin, { tokens: ctx.tokens, sessions: ctx.sessions });

  // The API description: public outside production; in production off unless API_DOCS asks
  // for it, for everyone (public) or for administrators' access tokens only (admin).
  if (config.API_DOCS !== 'off') {
    await app.register(async (docs) => {
      if (config.API_DOCS === 'admin') docs.addHook('onRequest', app.requireAdmin);
      await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    });
  }
}
