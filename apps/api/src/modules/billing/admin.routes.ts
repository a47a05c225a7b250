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
import { created } from '../../lib/created';
import { endpoint } from '../../lib/endpoint';

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

  app.route({
    ...endpoint(app, 'adminBilling.packages'),
    schema: { tags, summary: 'Forfaits, avec leurs ventes', response: { 200: adminPackagesResponse } },
    handler: async () => offers.listPackages(),
  });
  app.route({
    ...endpoint(app, 'adminBilling.createPackage'),
    schema: {
      tags,
      summary: 'Créer un forfait',
      body: adminPackageCreate,
      response: { 201: adminPackageSchema },
    },
    handler: async (req, reply) => created(reply, await offers.createPackage(userId(req), req.body)),
  });
  app.route({
    ...endpoint(app, 'adminBilling.updatePackage'),
    schema: {
      tags,
      summary: 'Modifier un forfait (active: false le retire de la vente)',
      params: slugParams,
      body: adminPackageUpdate,
      response: { 200: adminPackageSchema },
    },
    handler: async (req) => offers.updatePackage(userId(req), req.params.slug, req.body),
  });

  app.route({
    ...endpoint(app, 'adminBilling.promoCodes'),
    schema: {
      tags,
      summary: 'Codes promo, avec leurs utilisations',
      response: { 200: adminPromosResponse },
    },
    handler: async () => offers.listPromos(),
  });
  app.route({
    ...endpoint(app, 'adminBilling.createPromoCode'),
    schema: {
      tags,
      summary: 'Créer un code promo',
      body: adminPromoCreate,
      response: { 201: adminPromoSchema },
    },
    handler: async (req, reply) => created(reply, await offers.createPromo(userId(req), req.body)),
  });
  app.route({
    ...endpoint(app, 'adminBilling.updatePromoCode'),
    schema: {
      tags,
      summary: 'Modifier un code promo',
      params: codeParams,
      body: adminPromoUpdate,
      response: { 200: adminPromoSchema },
    },
    handler: async (req) => offers.updatePromo(userId(req), req.params.code, req.body),
  });
  app.route({
    ...endpoint(app, 'adminBilling.expirePromoCode'),
    schema: {
      tags,
      summary: 'Faire expirer un code promo maintenant',
      params: codeParams,
      response: { 200: adminPromoSchema },
    },
    handler: async (req) => offers.expirePromo(userId(req), req.params.code),
  });

  app.route({
    ...endpoint(app, 'adminBilling.payments'),
    schema: {
      tags,
      summary: 'Paiements (filtre par état, recherche par référence ou e-mail)',
      querystring: adminPaymentsQuery,
      response: { 200: adminPaymentsResponse },
    },
    handler: async (req) => payments.list(req.query),
  });
  app.route({
    ...endpoint(app, 'adminBilling.payment'),
    schema: {
      tags,
      summary: 'Un paiement et l’historique de ses événements',
      params: referenceParams,
      response: { 200: adminPaymentDetail },
    },
    handler: async (req) => payments.detail(req.params.reference),
  });
  app.route({
    ...endpoint(app, 'adminBilling.recheckPayment'),
    schema: {
      tags,
      summary: 'Interroger le fournisseur maintenant et appliquer sa réponse',
      params: referenceParams,
      response: { 200: adminRecheckResponse },
    },
    handler: async (req) => payments.recheck(userId(req), req.params.reference),
  });

  app.route({
    ...endpoint(app, 'adminBilling.revenue'),
    schema: {
      tags,
      summary: 'Chiffre d’affaires par jour (paiements payés, heure de Douala)',
      querystring: adminRevenueQuery,
      response: { 200: adminRevenueResponse },
    },
    handler: async (req) => payments.revenue(req.query.days),
  });
};
