import { updateProfileRequest, updateProfileResponse, userSchema } from '@prepa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../lib/errors';
import { sessionId, userId } from '../auth/auth.plugin';
import type { UsersService } from './users.service';
import { endpoint } from '../../lib/endpoint';

const tags = ['Compte'];

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.route({
    ...endpoint(app, 'users.me'),
    onRequest: [app.requireUser],
    schema: { tags, summary: 'Mon compte', response: { 200: userSchema } },
    handler: async (req) => {
      const me = await users.me(userId(req));
      if (!me) throw new UnauthorizedError();
      return me;
    },
  });

  app.route({
    ...endpoint(app, 'users.updateMe'),
    onRequest: [app.requireUser],
    schema: {
      tags,
      summary: 'Modifier mon profil (l’adresse e-mail demande le mot de passe actuel)',
      body: updateProfileRequest,
      response: { 200: updateProfileResponse },
    },
    handler: async (req) => {
      const user = await users.updateProfile(userId(req), sessionId(req), req.body);
      if (!user) throw new UnauthorizedError();
      return { success: true as const, user };
    },
  });
};
