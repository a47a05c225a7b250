import type { User } from '@prepa/shared';
import { isUniqueViolation } from '../../lib/db-errors';
import { ValidationError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import { hashPassword } from '../auth/password';
import type { UserRow, UsersRepository } from './users.repository';

export function createUsersService(deps: { users: UsersRepository }) {
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
    /** Profile update: username follows the e-mail; a new password is hashed; e-mail uniqueness is kept. */
    async updateProfile(
      userId: number,
      input: { email?: string; first_name?: string; last_name?: string; password?: string },
    ): Promise<User | null> {
      const values: Parameters<UsersRepository['update']>[1] = {};
      if (input.email !== undefined) {
        if (await deps.users.emailTakenByOther(input.email, userId)) {
          throw ValidationError.field('email', messages.auth.emailTaken);
        }
        values.email = input.email;
        values.username = input.email;
      }
      if (input.first_name !== undefined) values.firstName = input.first_name;
      if (input.last_name !== undefined) values.lastName = input.last_name;
      if (input.password) values.passwordHash = await hashPassword(input.password);
      try {
        const u = Object.keys(values).length
          ? await deps.users.update(userId, values)
          : await deps.users.findById(userId);
        return u ? toDto(u) : null;
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw ValidationError.field('email', messages.auth.emailTaken);
        }
        throw err;
      }
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
