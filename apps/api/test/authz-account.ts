import type { FastifyInstance } from 'fastify';
import { LEARNER, PUBLIC, type Caller, type Role, type Row } from './authz-rows';
import type { MatrixName } from './kit/openapi';

/** Rows of the authorisation matrix for signing up and in, passwords, the account and the newsletter. */
type AccountName = Extract<MatrixName, `auth.${string}` | `users.${string}` | 'newsletter.subscribe'>;

const spareRefresh: string[] = [];

/** Spare sign-ins of the owner: each refresh or logout row spends one. */
export async function prepareAccount(app: FastifyInstance, owner: Caller) {
  for (let i = 0; i < 16; i++) {
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth-token',
      payload: { username: owner.email, password: owner.password },
    });
    spareRefresh.push(other.json().token.refresh as string);
  }
}

export function accountRows(callers: Partial<Record<Role, Caller>>): Record<AccountName, Row> {
  return {
    'auth.register': {
      body: () => {
        const email = `m-${Math.random().toString(36).slice(2)}@exemple.fr`;
        return { username: email, email, password: 'PlageDeKribi26', first_name: 'A', last_name: 'B' };
      },
      expect: [201, 201, 201, 201],
    },
    'auth.login': {
      body: () => ({ username: callers.owner!.email, password: callers.owner!.password }),
      expect: PUBLIC,
    },
    // A refresh token is spent by its use, and logging out ends a session: each call gets a sign-in of its own.
    'auth.refresh': { body: () => ({ refresh: spareRefresh.shift() }), expect: PUBLIC },
    'auth.logout': { body: (_, c) => ({ refresh: c ? spareRefresh.shift() : 'x' }), expect: LEARNER },
    'auth.changePassword': {
      body: () => ({ old_password: 'pas-le-bon', new_password: 'NouveauKribi27' }),
      expect: [401, 400, 400, 400],
    },
    'auth.passwordReset': { body: () => ({ email: 'personne@exemple.fr' }), expect: PUBLIC },
    'auth.passwordResetConfirm': {
      params: { uidb64: 'MQ', token: 'abc-def' },
      body: () => ({ new_password1: 'NouveauKribi27', new_password2: 'NouveauKribi27' }),
      expect: [400, 400, 400, 400],
    },
    'users.me': { expect: LEARNER },
    'users.updateMe': { body: () => ({ first_name: 'Awa' }), expect: LEARNER },
    'newsletter.subscribe': {
      body: () => ({ email: 'lettre@exemple.fr' }),
      expect: [
        [200, 201],
        [200, 201],
        [200, 201],
        [200, 201],
      ],
    },
  };
}
