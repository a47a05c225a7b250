import {
  adminPackageCreate,
  adminPackageSchema,
  adminPackagesResponse,
  adminPackageUpdate,
  adminPaymentDetail,
  adminPaymentsQuery,
  adminPaymentsResponse,
  adminPromoCreate,
  adminPromoSchema,
  adminPromosResponse,
  adminPromoUpdate,
  adminRecheckResponse,
  adminRevenueQuery,
  adminRevenueResponse,
} from '@prepa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminGuard } from '../admin/admin-guard';
import { userId } from '../auth/auth.plugin';
import type { Billing } from './billing.module';

const tags = ['Administration — paiements'];
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const codeParams = z.object({ code: z.string().min(1).max(64) });
const referenceParams = z.object({ reference: z.string().min(1).max(100) });

/** Back office: packages, promo codes, payments and revenue (administrators only). */
export const billingAdminRoutes: FastifyPluginAsyncZod<{ billing: Billing; guard: AdminGuard }> = async (
  app,
  { billing, guard },
) => {
  const { offers, payments } = billing.admin;
  app.addHook('onRequest', guard);

  app.get(
    '/packages/',
    { schema: { tags, summary: 'Forfaits, avec leurs ventes', response: { 200: adminPackagesResponse } } },
    async () => offers.listPackages(),
  );
  app.post(
    '/packages/',
    {
      schema: {
        tags,
        summary: 'Créer un forfait',
        body: adminPackageCreate,
        response: { 201: adminPackageSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await offers.createPackage(userId(req), req.body)),
  );
  app.patch(
    '/packages/:slug/',
    {
      schema: {
        tags,
        summary: 'Modifier un forfait (active: false le retire de la vente)',
        params: slugParams,
        body: adminPackageUpdate,
        response: { 200: adminPackageSchema },
      },
    },
    async (req) => offers.updatePackage(userId(req), req.params.slug, req.body),
  );

  app.get(
    '/promo-codes/',
    {
      schema: {
        tags,
        summary: 'Codes promo, avec leurs utilisations',
        response: { 200: adminPromosResponse },
      },
    },
    async () => offers.listPromos(),
  );
  app.post(
    '/promo-codes/',
    {
      schema: {
        tags,
        summary: 'Créer un code promo',
        body: adminPromoCreate,
        response: { 201: adminPromoSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await offers.createPromo(userId(req), req.body)),
  );
  app.patch(
    '/promo-codes/:code/',
    {
      schema: {
        tags,
        summary: 'Modifier un code promo',
        params: codeParams,
        body: adminPromoUpdate,
        response: { 200: adminPromoSchema },
      },
    },
    async (req) => offers.updatePromo(userId(req), req.params.code, req.body),
  );
  app.post(
    '/promo-codes/:code/expire/',
    {
      schema: {
        tags,
        summary: 'Faire expirer un code promo maintenant',
        params: codeParams,
        response: { 200: adminPromoSchema },
      },
    },
    async (req) => offers.expirePromo(userId(req), req.params.code),
  );

  app.get(
    '/payments/',
    {
      schema: {
        tags,
        summary: 'Paiements (filtre par état, recherche par référence ou e-mail)',
        querystring: adminPaymentsQuery,
        response: { 200: adminPaymentsResponse },
      },
    },
    async (req) => payments.list(req.query),
  );
  app.get(
    '/payments/:reference/',
    {
      schema: {
        tags,
        summary: 'Un paiement et l’historique de ses événements',
        params: referenceParams,
        response: { 200: adminPaymentDetail },
      },
    },
    async (req) => payments.detail(req.params.reference),
  );
  app.post(
    '/payments/:reference/recheck/',
    {
      schema: {
        tags,
        summary: 'Interroger le fournisseur maintenant et appliquer sa réponse',
        params: referenceParams,
        response: { 200: adminRecheckResponse },
      },
    },
    async (req) => payments.recheck(userId(req), req.params.reference),
  );

  app.get(
    '/revenue/',
    {
      schema: {
        tags,
        summary: 'Chiffre d’affaires par jour (paiements payés, heure de Douala)',
        querystring: adminRevenueQuery,
        response: { 200: adminRevenueResponse },
      },
    },
    async (req) => payments.revenue(req.query.days),
  );
};
