import { makeNewCorrectionRequest, makeNewCorrectionResponse } from '@prepa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserLimiter } from '../../lib/user-limit';
import { userId } from '../auth/auth.plugin';
import type { CorrectionService } from './correction.service';
import { endpoint } from '../../lib/endpoint';

export const correctionRoutes: FastifyPluginAsyncZod<{
  correction: CorrectionService;
  /** Per-learner limit: each re-correction may call a paid provider. */
  limit: UserLimiter;
}> = async (app, { correction, limit }) => {
  app.route({
    ...endpoint(app, 'correction.recorrect'),
    onRequest: [app.requireUser],
    preHandler: async (req) => limit(userId(req)),
    schema: {
      tags: ['Correction'],
      summary: 'Relancer la correction d’une réponse écrite ou orale',
      description:
        'Remet la réponse en file de correction puis attend le résultat un temps borné : renvoie la correction si elle est prête, sinon son état (pending ou running).',
      body: makeNewCorrectionRequest,
      response: { 200: makeNewCorrectionResponse },
    },
    handler: async (req) => correction.remake(userId(req), req.body.user_aswer_slug),
  });
};
