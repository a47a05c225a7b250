import {
  changePasswordRequest,
  detailResponse,
  loginRequest,
  loginResponse,
  passwordResetConfirmRequest,
  passwordResetRequest,
  refreshRequest,
  refreshResponse,
  registerRequest,
  userSchema,
} from '@prepa/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../lib/messages';
import { sessionId, userId } from './auth.plugin';
import type { AuthService } from './auth.service';
import type { PasswordResetService } from './password-reset.service';
import { endpoint } from '../../lib/endpoint';

const tags = ['Authentification'];

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  passwordReset: PasswordResetService;
}> = async (app, { auth, passwordReset }) => {
  app.route({
    ...endpoint(app, 'auth.register'),
    config: { skipAuth: true },
    schema: { tags, summary: 'Créer un compte', body: registerRequest, response: { 201: userSchema } },
    handler: async (req, reply) => reply.status(201).send(await auth.register(req.body, req.ip)),
  });

  app.route({
    ...endpoint(app, 'auth.login'),
    config: { skipAuth: true },
    schema: { tags, summary: 'Se connecter', body: loginRequest, response: { 200: loginResponse } },
    handler: async (req) => auth.login(req.body, req.ip),
  });

  app.route({
    ...endpoint(app, 'auth.refresh'),
    config: { skipAuth: true },
    schema: {
      tags,
      summary: 'Obtenir un nouveau jeton d’accès (le jeton de rafraîchissement est remplacé)',
      description:
        'Chaque jeton de rafraîchissement ne sert qu’une fois : la réponse porte son successeur. ' +
        'Un jeton déjà utilisé, présenté de nouveau, révoque toute la session.',
      body: refreshRequest,
      response: { 200: refreshResponse },
    },
    handler: async (req) => auth.refresh(req.body.refresh),
  });

  app.route({
    ...endpoint(app, 'auth.logout'),
    config: { skipAuth: true },
    schema: {
      tags,
      summary: 'Se déconnecter (révoque la session : rafraîchissement et jetons d’accès)',
      body: refreshRequest,
      response: { 200: detailResponse },
    },
    handler: async (req) => {
      await auth.logout(req.body.refresh);
      return { detail: messages.auth.loggedOut };
    },
  });

  app.route({
    ...endpoint(app, 'auth.changePassword'),
    onRequest: [app.requireUser],
    schema: {
      tags,
      summary: 'Changer de mot de passe (les autres sessions prennent fin)',
      // `refresh` was once needed to keep the current session; it is now read from the access token.
      body: changePasswordRequest.extend({ refresh: z.string().max(4096).optional() }),
      response: { 200: detailResponse },
    },
    handler: async (req) => {
      await auth.changePassword(userId(req), sessionId(req), req.body.old_password, req.body.new_password);
      return { detail: messages.auth.passwordChanged };
    },
  });

  app.route({
    ...endpoint(app, 'auth.passwordReset'),
    config: { skipAuth: true },
    schema: {
      tags,
      summary: 'Demander un lien de réinitialisation',
      body: passwordResetRequest,
      response: { 200: detailResponse },
    },
    handler: async (req) => {
      await passwordReset.requestReset(req.body.email, req.ip);
      return { detail: messages.auth.resetSent };
    },
  });

  app.route({
    ...endpoint(app, 'auth.passwordResetConfirm'),
    config: { skipAuth: true },
    schema: {
      tags,
      summary: 'Choisir un nouveau mot de passe',
      params: z.object({ uidb64: z.string().max(64), token: z.string().max(128) }),
      body: passwordResetConfirmRequest,
      response: { 200: detailResponse },
    },
    handler: async (req) => {
      await passwordReset.confirmReset(req.params.uidb64, req.params.token, req.body.new_password1, req.ip);
      return { detail: messages.auth.resetDone };
    },
  });
};
