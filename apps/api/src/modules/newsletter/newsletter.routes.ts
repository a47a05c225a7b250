import { newsletterRequest, newsletterResponse } from '@prepa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '../../lib/messages';
import type { NewsletterService } from './newsletter.service';
import { endpoint } from '../../lib/endpoint';

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  app.route({
    ...endpoint(app, 'newsletter.subscribe'),
    config: { skipAuth: true },
    schema: {
      tags: ['Site'],
      summary: 'S’inscrire à la lettre d’information (même réponse si l’adresse est déjà inscrite)',
      security: [],
      body: newsletterRequest,
      response: { 200: newsletterResponse },
    },
    handler: async (req) => {
      await newsletter.subscribe(req.body.email, req.ip);
      return { detail: messages.newsletter.subscribed };
    },
  });
};
