import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/db/schema';
import { registerAndLogin } from './app';

/** A registered user given the `reviewer` role, signed in again so that the token carries it. */
export async function registerReviewer(app: FastifyInstance) {
  const u = await registerAndLogin(app);
  await app.ctx.db.update(users).set({ role: 'reviewer' }).where(eq(users.id, u.user.id));
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth-token',
    payload: { username: u.email, password: u.password },
  });
  const access = login.json().token.access as string;
  return { ...u, access, headers: { authorization: `Bearer ${access}` } };
}
