import { auditListQuery, auditListResponse } from '@prepa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminGuard } from '../admin/admin-guard';
import type { AuditService } from './audit.service';
import { endpoint } from '../../lib/endpoint';

/** `/api/admin/audit/`: the audit log, for operators. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService; guard: AdminGuard }> = async (
  app,
  { audit, guard },
) => {
  app.addHook('onRequest', guard);
  app.route({
    ...endpoint(app, 'adminAudit.list'),
    schema: {
      tags: ['Administration'],
      summary: 'Journal des actions des administrateurs (le plus récent d’abord)',
      querystring: auditListQuery,
      response: { 200: auditListResponse },
    },
    handler: async (req) => audit.list(req.query),
  });
};
