import {
  adminJobRetryResponse,
  adminJobsQuery,
  adminJobsResponse,
  adminSettingsResponse,
  adminSettingsUpdate,
} from '@prepa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminGuard } from '../admin/admin-guard';
import { userId } from '../auth/auth.plugin';
import type { PlatformSettingsService } from '../settings/settings.service';
import type { OperationsService } from './operations.service';
import { endpoint } from '../../lib/endpoint';

const tags = ['Administration — exploitation'];

/** Operations view: job queue, newsletter export, platform settings (administrators only). */
export const operationsRoutes: FastifyPluginAsyncZod<{
  operations: OperationsService;
  settings: PlatformSettingsService;
  guard: AdminGuard;
}> = async (app, { operations, settings, guard }) => {
  app.addHook('onRequest', guard);

  app.route({
    ...endpoint(app, 'adminOps.jobs'),
    schema: {
      tags,
      summary: 'File des tâches : compte par file et par état, tâches d’un état (en échec par défaut)',
      querystring: adminJobsQuery,
      response: { 200: adminJobsResponse },
    },
    handler: async (req) => operations.jobs(req.query.state, req.query.queue),
  });

  app.route({
    ...endpoint(app, 'adminOps.retryJob'),
    schema: {
      tags,
      summary: 'Relancer une tâche en échec',
      params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
      response: { 200: adminJobRetryResponse },
    },
    handler: async (req) => operations.retry(userId(req), req.params.id),
  });

  app.route({
    ...endpoint(app, 'adminOps.newsletterExport'),
    schema: { tags, summary: 'Abonnés à la lettre d’information (CSV)', produces: ['text/csv'] },
    handler: async (req, reply) =>
      reply
        .header('content-disposition', 'attachment; filename="lettre-abonnes.csv"')
        .type('text/csv; charset=utf-8')
        .send(await operations.newsletterCsv(userId(req))),
  });

  app.route({
    ...endpoint(app, 'adminSettings.get'),
    schema: {
      tags,
      summary: 'Réglages de la plateforme (hors secrets) et leur origine',
      response: { 200: adminSettingsResponse },
    },
    handler: async () => settings.describe(),
  });

  app.route({
    ...endpoint(app, 'adminSettings.update'),
    schema: {
      tags,
      summary: 'Modifier des réglages (reset : revenir à la valeur de l’environnement)',
      body: adminSettingsUpdate,
      response: { 200: adminSettingsResponse },
    },
    handler: async (req) => settings.update(userId(req), req.body),
  });
};
