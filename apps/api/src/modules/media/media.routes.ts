import { slugParam } from '@prepa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import { safeKey, type Storage } from '../../lib/storage';
import { userId } from '../auth/auth.plugin';
import type { AnswersService } from '../practice/answers.service';
import { contentTypeOf, sendStored } from './send-file';
import { endpoint } from '../../lib/endpoint';

/** Public media (`/media/...` = storage `media/...`): images and audio of the questions. */
export const mediaRoutes: FastifyPluginAsyncZod<{ storage: Storage }> = async (app, { storage }) => {
  app.route({
    ...endpoint(app, 'media.file'),
    schema: {
      tags: ['Médias'],
      summary: 'Image ou audio des questions (requêtes partielles Range acceptées)',
      security: [],
      params: z.object({ '*': z.string().max(1000) }),
    },
    handler: async (req, reply) => {
      const key = safeKey(`media/${req.params['*']}`);
      if (!key || !key.startsWith('media/')) throw new NotFoundError(messages.media.notFound);
      return sendStored(req, reply, storage, key, {
        contentType: contentTypeOf(key),
        cacheControl: 'public, max-age=86400',
      });
    },
  });
};

/** Recorded answers, served only to their owner (404 for anyone else). */
export const answerAudioRoutes: FastifyPluginAsyncZod<{
  storage: Storage;
  answers: AnswersService;
}> = async (app, { storage, answers }) => {
  app.route({
    ...endpoint(app, 'media.answerAudio'),
    onRequest: [app.requireUser],
    schema: {
      tags: ['Médias'],
      summary: 'Mon enregistrement pour une réponse (requêtes partielles Range acceptées)',
      params: z.object({ slug: slugParam }),
    },
    handler: async (req, reply) => {
      const audio = await answers.audioOf(userId(req), req.params.slug);
      return sendStored(req, reply, storage, audio.key, {
        contentType: audio.mime,
        cacheControl: 'private, max-age=3600',
      });
    },
  });
};
