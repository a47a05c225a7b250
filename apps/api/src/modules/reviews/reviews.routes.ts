import {
  adminReviewDetail,
  adminReviewsQuery,
  adminReviewsResponse,
  adminReviewSubmit,
  adminReviewSubmitResponse,
  reviewRequest,
  reviewRequestResponse,
} from '@prepa/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminGuard } from '../admin/admin-guard';
import { userId } from '../auth/auth.plugin';
import type { ReviewsService } from './reviews.service';
import { endpoint } from '../../lib/endpoint';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const tags = ['Relectures'];

/** Sends a stored recording with Range support (composed in app.ts from the media module). */
export type SendRecording = (
  req: FastifyRequest,
  reply: FastifyReply,
  file: { key: string; mime: string },
) => Promise<unknown>;

/** The learner's request for a review. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.route({
    ...endpoint(app, 'reviews.request'),
    onRequest: [app.requireUser],
    schema: {
      tags,
      summary: 'Demander la relecture par un correcteur de la note automatique d’une réponse',
      params: z.object({ slug: z.string().min(1).max(200) }),
      body: reviewRequest,
      response: { 201: reviewRequestResponse },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await reviews.request(userId(req), req.params.slug, req.body.message)),
  });
};

/**
 * The reviewers' queue, answer and note (under /admin, behind the reviewer gate: role reviewer or
 * admin), and the export of both notes (administrators only).
 */
export const reviewsAdminRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewsService;
  sendRecording: SendRecording;
  guard: AdminGuard;
  adminGuard: AdminGuard;
}> = async (app, { reviews, sendRecording, guard, adminGuard }) => {
  app.addHook('onRequest', guard);

  app.route({
    ...endpoint(app, 'adminReviews.list'),
    schema: {
      tags,
      summary: 'File des relectures (demandées, faites)',
      querystring: adminReviewsQuery,
      response: { 200: adminReviewsResponse },
    },
    handler: async (req) => reviews.list(req.query.state, req.query.page),
  });

  app.route({
    ...endpoint(app, 'adminReviews.exportCsv'),
    onRequest: [adminGuard],
    schema: {
      tags,
      summary: 'Notes automatiques et humaines de toutes les relectures faites (CSV)',
      produces: ['text/csv'],
    },
    handler: async (_req, reply) =>
      reply
        .header('content-disposition', 'attachment; filename="relectures-notes.csv"')
        .type('text/csv; charset=utf-8')
        .send(await reviews.exportCsv()),
  });

  app.route({
    ...endpoint(app, 'adminReviews.detail'),
    schema: {
      tags,
      summary: 'Une relecture : sujet, réponse et correction automatique',
      params: idParams,
      response: { 200: adminReviewDetail },
    },
    handler: async (req) => reviews.detail(req.params.id),
  });

  app.route({
    ...endpoint(app, 'adminReviews.audio'),
    schema: {
      tags,
      summary: 'Enregistrement de la réponse à relire (requêtes partielles Range acceptées)',
      params: idParams,
    },
    handler: async (req, reply) => sendRecording(req, reply, await reviews.audioOf(req.params.id)),
  });

  app.route({
    ...endpoint(app, 'adminReviews.submit'),
    schema: {
      tags,
      summary: 'Donner la note du correcteur (/20, demi-points) et ses commentaires',
      params: idParams,
      body: adminReviewSubmit,
      response: { 200: adminReviewSubmitResponse },
    },
    handler: async (req) => reviews.submit(userId(req), req.params.id, req.body),
  });
};
