import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../lib/errors';
import type { UsersRepository } from '../users/users.repository';
import { userId } from '../auth/auth.plugin';

/**
 * The gate of every `/api/admin/...` route: a valid access token whose role is `admin` (401
 * anonymous, 403 otherwise), and the role re-read from the database, so that an operator who is
 * demoted or disabled loses the back office at once rather than when the token expires.
 */
export function adminGuard(app: FastifyInstance, users: Pick<UsersRepository, 'findById'>) {
  return async (request: FastifyRequest, reply: Parameters<FastifyInstance['requireAdmin']>[1]) => {
    await app.requireAdmin(request, reply);
    const user = await users.findById(userId(request));
    if (!user || user.role !== 'admin' || !user.isActive) throw new ForbiddenError();
    reply.header('cache-control', 'no-store');
  };
}
export type AdminGuard = ReturnType<typeof adminGuard>;

/**
 * The gate of the review queue: role `reviewer` or `admin`, re-read from the database like the
 * admin gate (a reviewer whose role is withdrawn loses the queue at once).
 */
export function reviewerGuard(app: FastifyInstance, users: Pick<UsersRepository, 'findById'>) {
  return async (request: FastifyRequest, reply: Parameters<FastifyInstance['requireAdmin']>[1]) => {
    await app.requireReviewer(request, reply);
    const user = await users.findById(userId(request));
    if (!user || (user.role !== 'admin' && user.role !== 'reviewer') || !user.isActive) {
      throw new ForbiddenError();
    }
    reply.header('cache-control', 'no-store');
  };
}
