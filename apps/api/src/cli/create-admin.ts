import { parseArgs } from 'node:util';
import { PASSWORD_MIN_LENGTH, v } from '@prepa/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ConfigError } from '../config';
import { users } from '../db/schema';
import { messages } from '../lib/messages';
import { hashPassword } from '../modules/auth/password';
import { withDatabase } from '../startup';

/** `npm run user:create-admin -- --email <e-mail> --password <password>`: creates an administrator or promotes an account. */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
    strict: false,
  });
  const email = z.email().safeParse(
    String(values.email ?? '')
      .trim()
      .toLowerCase(),
  );
  const password = String(values.password ?? '');
  if (!values.email || !values.password) {
    console.error(messages.admin.usage);
    return 2;
  }
  if (!email.success) {
    console.error(v.emailInvalid);
    return 2;
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    console.error(v.passwordMin);
    return 2;
  }
  return withDatabase(async (database) => {
    const db = database.db;
    const passwordHash = await hashPassword(password);
    const [existing] = await db.select().from(users).where(eq(users.email, email.data));
    if (existing) {
      await db
        .update(users)
        .set({ role: 'admin', isActive: true, passwordHash })
        .where(eq(users.id, existing.id));
      console.log(messages.admin.promoted(email.data));
    } else {
      await db.insert(users).values({
        email: email.data,
        username: email.data,
        passwordHash,
        role: 'admin',
      });
      console.log(messages.admin.created(email.data));
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
