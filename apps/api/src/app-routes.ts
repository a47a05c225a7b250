import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { AppContext } from './context';
import { endpoint } from './lib/endpoint';
import { ServiceUnavailableError } from './lib/errors';
import { adminGuard, reviewerGuard } from './modules/admin/admin-guard';
import { contentAdminRoutes } from './modules/admin-content/content-admin.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { billingAdminRoutes } from './modules/billing/admin.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { paymentsRoutes } from './modules/billing/payments.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { correctionRoutes } from './modules/correction/correction.routes';
import { learnersRoutes } from './modules/learners/learners.routes';
import { answerAudioRoutes, mediaRoutes } from './modules/media/media.routes';
import { sendStored } from './modules/media/send-file';
import type { RequestMetrics } from './modules/metrics/metrics';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { createNewsletter } from './modules/newsletter/newsletter.module';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { operationsRoutes } from './modules/operations/operations.routes';
import { practiceRoutes } from './modules/practice/practice.routes';
import { reportsAdminRoutes, reportsRoutes } from './modules/reports/reports.routes';
import { reviewsAdminRoutes, reviewsRoutes } from './modules/reviews/reviews.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { usersRoutes } from './modules/users/users.routes';

/** The application under construction, with the zod schemas of its routes. */
type ZodApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse<IncomingMessage>,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Every module's routes: the API under /api (the back office under /api/admin), then /media. */
export async function registerRoutes(
  app: ZodApp,
  config: Config,
  ctx: AppContext,
  requestMetrics: RequestMetrics,
) {
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
}
