import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import { createContext, type AppContext, type ContextOverrides } from './context';
import type { Database } from './db/client';
import { registerErrorHandler } from './lib/error-handler';
import { securityHeaders } from './lib/security-headers';
import { ServiceUnavailableError } from './lib/errors';
import { messages } from './lib/messages';
import { authPlugin } from './modules/auth/auth.plugin';
import { authRoutes } from './modules/auth/auth.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { paymentsRoutes } from './modules/billing/payments.routes';
import { correctionRoutes } from './modules/correction/correction.routes';
import { usersRoutes } from './modules/users/users.routes';
import { createNewsletter } from './modules/newsletter/newsletter.module';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { seedDemoIfEmpty } from './modules/content/seed';
import { answerAudioRoutes, mediaRoutes } from './modules/media/media.routes';
import { practiceRoutes } from './modules/practice/practice.routes';
import { statsRoutes } from './modules/stats/stats.routes';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildOptions extends ContextOverrides {
  config: Config;
  database: Database;
  /** Pino options; tests pass false. */
  logger?: boolean | object;
}

function findWebDist(config: Config): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    config.WEB_DIST,
    path.resolve(here, '../../web/dist'),
    path.resolve(process.cwd(), 'apps/web/dist'),
  ].filter((c): c is string => !!c);
  return candidates.find((c) => existsSync(path.join(c, 'index.html')));
}

/** Builds the whole application without binding a port (tests use app.inject). */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                '*.password',
                '*.refresh',
                '*.access',
                '*.token',
              ],
              censor: '[masqué]',
            },
            ...(typeof opts.logger === 'object' ? opts.logger : {}),
          },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const ctx = createContext(config, opts.database, app.log, opts);
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    await ctx.close();
  });

  // Security headers (CSP without inline script): computed once, copied onto every answer.
  const headers = await securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
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
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(authPlugin, { tokens: ctx.tokens });

  await app.register(
    async (api) => {
      api.get(
        '/health',
        {
          schema: {
            tags: ['Exploitation'],
            summary: 'État du service et de la base de données',
            response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
          },
        },
        async () => {
          try {
            await ctx.database.ping();
          } catch {
            throw new ServiceUnavailableError();
          }
          return { status: 'ok' as const, database: ctx.database.kind };
        },
      );
      await api.register(authRoutes, { auth: ctx.services.auth });
      await api.register(usersRoutes, { users: ctx.services.users });
      await api.register(newsletterRoutes, { newsletter: createNewsletter(ctx) });
      await api.register(billingRoutes, { billing: ctx.services.billing });
      await api.register(paymentsRoutes, { billing: ctx.services.billing });
      await api.register(correctionRoutes, { correction: ctx.services.correction });
      await api.register(catalogRoutes, { catalog: ctx.services.catalog });
      await api.register(practiceRoutes, {
        attempts: ctx.services.practice,
        answers: ctx.services.answers,
        results: ctx.services.results,
      });
      await api.register(statsRoutes, { stats: ctx.services.stats });
      await api.register(answerAudioRoutes, { storage: ctx.storage, answers: ctx.services.answers });
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes, { storage: ctx.storage });
  // First start on an empty database: the demo content (content/demo).
  if (config.SEED_DEMO) {
    app.addHook('onReady', async () => {
      await seedDemoIfEmpty(ctx.db, ctx.storage, app.log);
    });
  }

  // Background jobs in this process (RUN_WORKERS); `npm run worker` runs them elsewhere.
  if (config.RUN_WORKERS) {
    const jobs = ctx.jobs;
    ctx.services.billing.jobs.start(jobs);
    ctx.services.correction.startWorkers();
    ctx.services.retention.start(jobs);
    app.addHook('onClose', async () => {
      await jobs.stop();
    });
  }

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
  // Client routes: any GET outside /api and /media gets the SPA's index.html.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/media/');
    if (!isApi && webDist && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply.status(404).send({ detail: messages.common.routeNotFound });
  });

  return app;
}
