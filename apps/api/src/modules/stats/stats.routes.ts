import { statsResponse } from '@prepa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userId } from '../auth/auth.plugin';
import type { StatsService } from './stats.service';
import { endpoint } from '../../lib/endpoint';

export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (app, { stats }) => {
  app.route({
    ...endpoint(app, 'stats.mine'),
    onRequest: [app.requireUser],
    schema: {
      tags: ['Statistiques'],
      summary: 'Mes statistiques (moyenne sur les tentatives terminées et notées)',
      response: { 200: statsResponse },
    },
    handler: async (req) => stats.ofUser(userId(req)),
  });
};
