import {
  packageSchema,
  packagesQuery,
  packagesResponse,
  subscriptionRequest,
  subscriptionResponse,
} from '@prepa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
};
