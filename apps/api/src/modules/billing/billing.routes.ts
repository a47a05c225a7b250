import {
  paymentStatusResponse,
  refundsDueResponse,
  packageSchema,
  packagesQuery,
  packagesResponse,
  subscriptionRequest,
  subscriptionResponse,
} from '@prepa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForbiddenError } from '../../lib/errors';
import { userId } from '../auth/auth.plugin';
import type { Billing } from './billing.module';
import { endpoint } from '../../lib/endpoint';

const tags = ['Forfaits et paiements'];

/** `GET /packages/`, `GET /packages/{slug}/`, `POST /subscription/` (SPEC §7). */
export const billingRoutes: FastifyPluginAsyncZod<{ billing: Billing }> = async (app, { billing }) => {
  app.route({
    ...endpoint(app, 'billing.packages'),
    schema: {
      tags,
      summary: 'Forfaits (filtre par type d’examen, prix avec code promo)',
      querystring: packagesQuery,
      response: { 200: packagesResponse },
    },
    handler: async (req) =>
      billing.packages.list({
        examTypeSlug: req.query.exam_type || req.query.examtype,
        promoCode: req.query.promo_code,
      }),
  });

  app.route({
    ...endpoint(app, 'billing.package'),
    schema: {
      tags,
      summary: 'Un forfait (prix avec code promo)',
      params: z.object({ slug: z.string().max(200) }),
      querystring: packagesQuery,
      response: { 200: packageSchema },
    },
    handler: async (req) => billing.packages.get(req.params.slug, req.query.promo_code),
  });

  app.route({
    ...endpoint(app, 'billing.subscribe'),
    onRequest: [app.requireUser],
    schema: {
      tags,
      summary: 'Souscrire un forfait : crée le paiement et renvoie le lien de paiement',
      body: subscriptionRequest,
      response: { 201: subscriptionResponse },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await billing.payments.subscribe(userId(req), req.body)),
  });

  app.route({
    ...endpoint(app, 'billing.payment'),
    onRequest: [app.requireUser],
    schema: {
      tags,
      summary:
        'État d’un paiement de l’apprenant (page de résultat ; interroge le fournisseur s’il est en cours)',
      params: z.object({ reference: z.string().min(1).max(100) }),
      response: { 200: paymentStatusResponse },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return billing.payments.statusFor(userId(req), req.params.reference);
    },
  });

  app.route({
    ...endpoint(app, 'adminBilling.refunds'),
    onRequest: [app.requireAdmin],
    schema: {
      tags: ['Administration'],
      summary: 'Paiements à rembourser (incomplets, montant ou devise différents)',
      response: { 200: refundsDueResponse },
    },
    handler: async (req, reply) => {
      // The role in the token is re-read from the database: a demoted admin loses access at once.
      if (!(await billing.isAdmin(userId(req)))) throw new ForbiddenError();
      reply.header('cache-control', 'no-store');
      return billing.refunds.list();
    },
  });
};
