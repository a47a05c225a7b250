import {
  adminDetail,
  adminLearnerDetail,
  adminLearnerListQuery,
  adminLearnerListResponse,
  adminLearnerParams,
  adminSubscriptionParams,
  deleteLearnerRequest,
  deleteLearnerResponse,
  endSubscriptionRequest,
  extendSubscriptionRequest,
  grantSubscriptionRequest,
  learnerStatusRequest,
} from '@prepa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminGuard } from '../admin/admin-guard';
import { userId } from '../auth/auth.plugin';
import type { DeleteLearner } from './learner-deletion';
import type { LearnersService } from './learners.service';
import { endpoint } from '../../lib/endpoint';

/** `/api/admin/learners/...`: learner accounts in the back office. */
export const learnersRoutes: FastifyPluginAsyncZod<{
  learners: LearnersService;
  deleteLearner: DeleteLearner;
  guard: AdminGuard;
}> = async (app, { learners, deleteLearner, guard }) => {
  app.addHook('onRequest', guard);
  const tags = ['Administration'];

  app.route({
    ...endpoint(app, 'adminLearners.list'),
    schema: {
      tags,
      summary: 'Chercher des comptes par e-mail ou nom',
      querystring: adminLearnerListQuery,
      response: { 200: adminLearnerListResponse },
    },
    handler: async (req) => learners.list(req.query),
  });
  app.route({
    ...endpoint(app, 'adminLearners.detail'),
    schema: {
      tags,
      summary: 'Fiche d’un compte : profil, abonnements, tentatives, paiements',
      params: adminLearnerParams,
      response: { 200: adminLearnerDetail },
    },
    handler: async (req) => learners.detail(req.params.id),
  });
  app.route({
    ...endpoint(app, 'adminLearners.grant'),
    schema: {
      tags,
      summary: 'Accorder un abonnement (avec sa raison, inscrite au journal)',
      params: adminLearnerParams,
      body: grantSubscriptionRequest,
      response: { 201: adminDetail },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await learners.grant(userId(req), req.params.id, req.body)),
  });
  app.route({
    ...endpoint(app, 'adminLearners.extend'),
    schema: {
      tags,
      summary: 'Prolonger un abonnement de quelques jours',
      params: adminSubscriptionParams,
      body: extendSubscriptionRequest,
      response: { 200: adminDetail },
    },
    handler: async (req) => learners.extend(userId(req), req.params.id, req.params.subscriptionId, req.body),
  });
  app.route({
    ...endpoint(app, 'adminLearners.end'),
    schema: {
      tags,
      summary: 'Arrêter un abonnement maintenant',
      params: adminSubscriptionParams,
      body: endSubscriptionRequest,
      response: { 200: adminDetail },
    },
    handler: async (req) => learners.end(userId(req), req.params.id, req.params.subscriptionId, req.body),
  });
  for (const [name, active, summary] of [
    ['adminLearners.disable', false, 'Désactiver un compte (ses sessions prennent fin)'],
    ['adminLearners.enable', true, 'Réactiver un compte'],
  ] as const) {
    app.route({
      ...endpoint(app, name),
      schema: {
        tags,
        summary,
        params: adminLearnerParams,
        body: learnerStatusRequest,
        response: { 200: adminDetail },
      },
      handler: async (req) => learners.setActive(userId(req), req.params.id, active, req.body.reason),
    });
  }
  app.route({
    ...endpoint(app, 'adminLearners.delete'),
    schema: {
      tags,
      summary: 'Supprimer un compte et ses données (réponses, enregistrements, corrections)',
      params: adminLearnerParams,
      body: deleteLearnerRequest,
      response: { 200: deleteLearnerResponse },
    },
    handler: async (req) => deleteLearner(userId(req), req.params.id, req.body),
  });
};
