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

const tags = ['Forfaits et paiements'];

/** `GET /packages/`, `GET /packages/{slug}/`, `POST /subscription/` (SPEC §7). */
export const billingRoutes: FastifyPluginAsyncZod<{ billing: Billing }> = async (app, { billing }) => {
  app.get(
    '/packages/',
    {
      schema: {
        tags,
        summary: 'Forfaits (filtre par type d’examen, prix avec code promo)',
        querystring: packagesQuery,
        response: { 200: packagesResponse },
      },
    },
    async (req) =>
      billing.packages.list({
        examTypeSlug: req.query.exam_type || req.query.examtype,
        promoCode: req.query.promo_code,
      }),
  );

  app.get(
    '/packages/:slug/',
    {
      schema: {
        tags,
        summary: 'Un forfait (prix avec code promo)',
        params: z.object({ slug: z.string().max(200) }),
        querystring: packagesQuery,
        response: { 200: packageSchema },
      },
    },
    async (req) => billing.packages.get(req.params.slug, req.query.promo_code),
  );

  app.post(
    '/subscription/',
    {
      onRequest: [app.requireUser],
      schema: {
        tags,
        summary: 'Souscrire un forfait : crée le paiement et renvoie le lien de paiement',
        body: subscriptionRequest,
        response: { 201: subscriptionResponse },
      },
    },
    async (req, reply) => reply.status(201).send(await billing.payments.subscribe(userId(req), req.body)),
  );

  app.get(
    '/payments/:reference/',
    {
      onRequest: [app.requireUser],
      schema: {
        tags,
        summary:
          'État d’un paiement de l’apprenant (page de résultat ; interroge le fournisseur s’il est en cours)',
        params: z.object({ reference: z.string().min(1).max(100) }),
        response: { 200: paymentStatusResponse },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return billing.payments.statusFor(userId(req), req.params.reference);
    },
  );

  app.get(
    '/admin/payments/refunds/',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags: ['Administration'],
        summary: 'Paiements à rembourser (incomplets, montant ou devise différents)',
        response: { 200: refundsDueResponse },
      },
    },
    async (req, reply) => {
      // The role in the token is re-read from the database: a demoted admin loses access at once.
      if (!(await billing.isAdmin(userId(req)))) throw new ForbiddenError();
      reply.header('cache-control', 'no-store');
      return billing.refunds.list();
    },
  );
};
