import {
  adminReportUpdateResponse,
  adminReportsQuery,
  adminReportsResponse,
  adminReportUpdate,
  reportRequest,
  reportResponse,
} from '@prepa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminGuard } from '../admin/admin-guard';
import { userId } from '../auth/auth.plugin';
import type { ReportsService } from './reports.service';
import { endpoint } from '../../lib/endpoint';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** `POST /question/{slug}/report/`: a learner's report. */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  app.route({
    ...endpoint(app, 'reports.create'),
    onRequest: [app.requireUser],
    schema: {
      tags: ['Signalements'],
      summary: 'Signaler une erreur sur une question (même réponse pour toute question)',
      params: z.object({ slug: z.string().min(1).max(200) }),
      body: reportRequest,
      response: { 201: reportResponse },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await reports.report(userId(req), req.params.slug, req.body)),
  });
};

/** The back office's triage list (under /admin, behind the admin gate). */
export const reportsAdminRoutes: FastifyPluginAsyncZod<{
  reports: ReportsService;
  guard: AdminGuard;
}> = async (app, { reports, guard }) => {
  app.addHook('onRequest', guard);

  app.route({
    ...endpoint(app, 'adminReports.list'),
    schema: {
      tags: ['Administration'],
      summary: 'Signalements des apprenants par état (ouverts, résolus, rejetés)',
      querystring: adminReportsQuery,
      response: { 200: adminReportsResponse },
    },
    handler: async (req) => reports.list(req.query.status, req.query.page),
  });

  app.route({
    ...endpoint(app, 'adminReports.update'),
    schema: {
      tags: ['Administration'],
      summary: 'Résoudre, rejeter ou rouvrir un signalement',
      params: idParams,
      body: adminReportUpdate,
      response: { 200: adminReportUpdateResponse },
    },
    handler: async (req) => reports.update(userId(req), req.params.id, req.body),
  });
};
