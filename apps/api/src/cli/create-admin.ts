import { parseArgs } from 'node:util';
import { loadCommonPasswords, newPassword, v } from '@prepa/shared';
import { z } from 'zod';
import { ConfigError } from '../config';
import { messages } from '../lib/messages';
import { createSessionRepository } from '../modules/auth/auth.repository';
import { hashPassword } from '../modules/auth/password';
import { createUsersRepository } from '../modules/users/users.repository';
import { withDatabase } from '../startup';

/**
 * `npm run user:create-admin -- --email <e-mail> --password <password> [--role reviewer]`: creates an
 * administrator (or, with `--role reviewer`, a reviewer of automatic notes) or promotes an account.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } },
    strict: false,
  });
  const email = z.email().safeParse(
    String(values.email ?? '')
      .trim()
      .toLowerCase(),
  );
  const password = String(values.password ?? '');
  const role = values.role === undefined ? 'admin' : values.role;
  if (!values.email || !values.password || (role !== 'admin' && role !== 'reviewer')) {
    console.error(messages.admin.usage);
    return 2;
  }
  if (!email.success) {
    console.error(v.emailInvalid);
    return 2;
  }
  await loadCommonPasswords();
  const policy = newPassword.safeParse(password);
  if (!policy.success) {
    console.error(policy.error.issues[0]?.message ?? v.passwordMin);
    return 2;
  }
  return withDatabase(async (database) => {
    const db = database.db;
    const usersRepo = createUsersRepository(db);
    const passwordHash = await hashPassword(password);
    const existing = await usersRepo.findByEmail(email.data);
    if (existing) {
      await usersRepo.update(existing.id, { role, isActive: true, passwordHash });
      // A new password ends the account's sessions, as a reset does.
      await createSessionRepository(db, database.prepared).revokeAllOfUser(existing.id, 'password_reset');
      console.log(messages.admin.promoted(email.data, role));
    } else {
      await usersRepo.create({
        email: email.data,
        username: email.data,
        passwordHash,
        role,
      });
      console.log(messages.admin.created(email.data, role));
    }
    return 0;
  });
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
