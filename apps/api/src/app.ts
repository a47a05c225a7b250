import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadCommonPasswords } from '@prepa/shared';
import { registerHttpPlugins } from './app-http';
import { registerRoutes } from './app-routes';
import { registerWebApp } from './app-web';
import { startBackgroundJobs } from './background-jobs';
import type { Config } from './config';
import { createContext, type AppContext, type ContextOverrides } from './context';
import type { Database } from './db/client';
import { registerErrorHandler } from './lib/error-handler';
import { redactUrl } from './lib/redact';
import { seedDemoIfEmpty } from './modules/content/seed';
import { createRequestMetrics } from './modules/metrics/metrics';

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

  await registerHttpPlugins(app, config, ctx);
  await registerRoutes(app, config, ctx, requestMetrics);
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

  await registerWebApp(app, config);

  return app;
}
