import type { FastifyBaseLogger } from 'fastify';
import { v, type User } from '@prepa/shared';
import { isUniqueViolation } from '../../lib/db-errors';
import { ValidationError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import type { UserRow, UsersRepository } from './users.repository';

export interface UsersDeps {
  users: UsersRepository;
  /** Ends sessions (the e-mail change ends every session but the caller's). */
  sessions: {
    revokeAllOfUser(userId: number, reason: 'email_change', keepSid?: string): Promise<number>;
  };
  /** Throws a field error when the password is not the account's (with a per-account limit). */
  checkCurrentPassword(userId: number, password: string, field: string): Promise<void>;
  log: FastifyBaseLogger;
}

export function createUsersService(deps: UsersDeps) {
  async function toDto(u: UserRow): Promise<User> {
    const sub = await deps.users.currentSubscription(u.id);
    return {
      id: u.id,
      username: u.username,
      email: u.email,
      first_name: u.firstName,
      last_name: u.lastName,
      role: u.role,
      last_login: u.lastLogin?.toISOString() ?? null,
      date_joined: u.dateJoined.toISOString(),
      current_subscription: sub
        ? {
            end_date: sub.endDate.toISOString(),
            package: { name: sub.packageName, exam_type: sub.examTypeName },
          }
        : null,
    };
  }

  return {
    toDto,
    async me(userId: number): Promise<User | null> {
      const u = await deps.users.findById(userId);
      return u && u.isActive ? toDto(u) : null;
    },
    /**
     * Profile update: names freely; the e-mail (the login) only with the current password, and
     * then every other session ends. The password is not changed here (change-password).
     */
    async updateProfile(
      userId: number,
      sid: string,
      input: { email?: string; first_name?: string; last_name?: string; current_password?: string },
    ): Promise<User | null> {
      const current = await deps.users.findById(userId);
      if (!current || !current.isActive) return null;
      const values: Parameters<UsersRepository['update']>[1] = {};
      const emailChanges = input.email !== undefined && input.email !== current.email;
      if (emailChanges) {
        if (!input.current_password) {
          throw ValidationError.field('current_password', v.currentPasswordRequired);
        }
        await deps.checkCurrentPassword(userId, input.current_password, 'current_password');
        if (await deps.users.emailTakenByOther(input.email!, userId)) {
          throw ValidationError.field('email', messages.auth.emailTaken);
        }
        values.email = input.email!;
        values.username = input.email!;
      }
      if (input.first_name !== undefined) values.firstName = input.first_name;
      if (input.last_name !== undefined) values.lastName = input.last_name;
      let u: UserRow | undefined;
      try {
        u = Object.keys(values).length ? await deps.users.update(userId, values) : current;
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw ValidationError.field('email', messages.auth.emailTaken);
        }
        throw err;
      }
      if (emailChanges) {
        const n = await deps.sessions.revokeAllOfUser(userId, 'email_change', sid);
        deps.log.info({ event: 'auth.email_change', userId, sessionsRevoked: n }, 'adresse e-mail changée');
      }
      return u ? toDto(u) : null;
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
