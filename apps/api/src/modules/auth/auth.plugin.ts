import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import type { SessionGate } from './sessions';
import type { AccessClaims, TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller, or null for an anonymous request. */
    auth: AccessClaims | null;
  }
  interface FastifyInstance {
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Reviewers of automatic notes: role `reviewer`, or `admin`. */
    requireReviewer(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyContextConfig {
    /** Ignore the Authorization header (login, registration, refresh). */
    skipAuth?: boolean;
  }
}

/**
 * Reads `Authorization: Bearer <access>` on every request; a bad token, or one whose session was
 * revoked, gets 401 token_not_valid. The session check is answered from memory (sessions.ts).
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { tokens: TokenService; sessions: SessionGate }) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header || request.routeOptions.config?.skipAuth) return;
      const m = /^Bearer\s+(\S+)$/i.exec(header);
      const claims = m ? await opts.tokens.verifyAccess(m[1]!) : null;
      let open = false;
      if (claims) {
        const checked = opts.sessions.check(claims.sid, claims.userId);
        open = typeof checked === 'boolean' ? checked : await checked;
      }
      if (!claims || !open) {
        request.log.info({ event: 'auth.token_refused' }, 'jeton d’accès refusé');
        throw new UnauthorizedError(messages.auth.tokenNotValid, 'token_not_valid');
      }
      request.auth = claims;
    });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.auth) throw new UnauthorizedError();
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.auth) throw new UnauthorizedError();
      if (request.auth.role !== 'admin') throw new ForbiddenError();
    });
    app.decorate('requireReviewer', async (request: FastifyRequest) => {
      if (!request.auth) throw new UnauthorizedError();
      if (request.auth.role !== 'admin' && request.auth.role !== 'reviewer') throw new ForbiddenError();
    });
  },
);

/** The caller's session on a route guarded by requireUser. */
export function sessionId(request: FastifyRequest): string {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth.sid;
}

/** The caller's id on a route guarded by requireUser. */
export function userId(request: FastifyRequest): number {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth.userId;
}
