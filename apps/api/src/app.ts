import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
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
import { startBackgroundJobs } from './background-jobs';
import { createContext, type AppContext, type ContextOverrides } from './context';
import type { Database } from './db/client';
import { loadCommonPasswords } from '@prepa/shared';
import { registerErrorHandler } from './lib/error-handler';
import { redactUrl } from './lib/redact';
import { securityHeaders } from './lib/security-headers';
import { etagMatches } from './lib/serialized';
import { createSpaPage } from './lib/spa-page';
import { ServiceUnavailableError } from './lib/errors';
import { messages } from './lib/messages';
import { adminGuard, reviewerGuard } from './modules/admin/admin-guard';
import { auditRoutes } from './modules/audit/audit.routes';
import { learnersRoutes } from './modules/learners/learners.routes';
import { contentAdminRoutes } from './modules/admin-content/content-admin.routes';
import { authPlugin } from './modules/auth/auth.plugin';
import { authRoutes } from './modules/auth/auth.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { paymentsRoutes } from './modules/billing/payments.routes';
import { sandboxPageStyle } from './modules/billing/sandbox.page';
import { correctionRoutes } from './modules/correction/correction.routes';
import { usersRoutes } from './modules/users/users.routes';
import { createNewsletter } from './modules/newsletter/newsletter.module';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { seedDemoIfEmpty } from './modules/content/seed';
import { answerAudioRoutes, mediaRoutes } from './modules/media/media.routes';
import { practiceRoutes } from './modules/practice/practice.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { createRequestMetrics } from './modules/metrics/metrics';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { billingAdminRoutes } from './modules/billing/admin.routes';
import { sendStored } from './modules/media/send-file';
import { operationsRoutes } from './modules/operations/operations.routes';
import { reportsAdminRoutes, reportsRoutes } from './modules/reports/reports.routes';
import { reviewsAdminRoutes, reviewsRoutes } from './modules/reviews/reviews.routes';
import { endpoint } from './lib/endpoint';

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
  // The common-password lists of the password policy, before any route validates a password.
  await loadCommonPasswords();
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
            // Request lines without the secrets a URL can carry (reset links, tokens): decision 113.
            serializers: {
              req: (req: {
                method: string;
                url: string;
                hostname?: string;
                ip?: string;
                socket?: { remotePort?: number };
              }) => ({
                method: req.method,
                url: redactUrl(req.url),
                host: req.hostname,
                remoteAddress: req.ip,
                remotePort: req.socket?.remotePort,
              }),
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
  // Request rate and latency per route pattern (never the raw URL: bounded label values).
  const requestMetrics = createRequestMetrics();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? '(hors route)';
    requestMetrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const ctx = createContext(config, opts.database, app.log, opts);
  app.decorate('ctx', ctx);
  // The operator's settings saved in the database, before the first request is served.
  app.addHook('onReady', async () => {
    await ctx.services.settings.reload();
  });
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

  await app.register(
    async (api) => {
      api.route({
        ...endpoint(api, 'health'),
        schema: {
          tags: ['Exploitation'],
          summary: 'État du service et de la base de données',
          response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
        },
        handler: async () => {
          try {
            await ctx.database.ping();
          } catch {
            throw new ServiceUnavailableError();
          }
          return { status: 'ok' as const, database: ctx.database.kind };
        },
      });
      await api.register(authRoutes, { auth: ctx.services.auth, passwordReset: ctx.services.passwordReset });
      await api.register(usersRoutes, { users: ctx.services.users });
      await api.register(newsletterRoutes, { newsletter: createNewsletter(ctx) });
      await api.register(billingRoutes, { billing: ctx.services.billing });
      await api.register(paymentsRoutes, { billing: ctx.services.billing });
      await api.register(correctionRoutes, {
        correction: ctx.services.correction,
        limit: ctx.limitRecorrection,
      });
      await api.register(catalogRoutes, { catalog: ctx.services.catalog });
      await api.register(practiceRoutes, {
        attempts: ctx.services.practice,
        answers: ctx.services.answers,
        results: ctx.services.results,
      });
      await api.register(statsRoutes, { stats: ctx.services.stats });
      await api.register(metricsRoutes, {
        token: config.METRICS_TOKEN,
        requests: requestMetrics,
        db: ctx.db,
      });
      await api.register(answerAudioRoutes, { storage: ctx.storage, answers: ctx.services.answers });
      // The back office: every route under /api/admin behind the admin gate.
      const guard = adminGuard(app, ctx.repos.users);
      await api.register(auditRoutes, { prefix: '/admin', audit: ctx.services.audit, guard });
      await api.register(learnersRoutes, {
        prefix: '/admin',
        learners: ctx.services.learners,
        deleteLearner: ctx.services.deleteLearner,
        guard,
      });
      await api.register(contentAdminRoutes, { prefix: '/admin', content: ctx.services.adminContent, guard });
      await api.register(reportsRoutes, { reports: ctx.services.reports });
      await api.register(reviewsRoutes, { reviews: ctx.services.reviews });
      await api.register(reportsAdminRoutes, { prefix: '/admin', reports: ctx.services.reports, guard });
      await api.register(reviewsAdminRoutes, {
        prefix: '/admin',
        reviews: ctx.services.reviews,
        guard: reviewerGuard(app, ctx.repos.users),
        adminGuard: guard,
        sendRecording: (req, reply, file) =>
          sendStored(req, reply, ctx.storage, file.key, { contentType: file.mime, cacheControl: 'no-store' }),
      });
      await api.register(billingAdminRoutes, { prefix: '/admin', billing: ctx.services.billing, guard });
      await api.register(operationsRoutes, {
        prefix: '/admin',
        operations: ctx.services.operations,
        settings: ctx.services.settings,
        guard,
      });
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
    startBackgroundJobs(ctx);
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

  return app;
}
