import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  role: text('role', { enum: ['learner', 'admin', 'reviewer'] })
    .notNull()
    .default('learner'),
  isActive: boolean('is_active').notNull().default(true),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
  /**
   * When an operator deleted the account: its personal data and practice are gone, the row stays
   * anonymised because payments (kept for accounting) point to it.
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/**
 * A sign-in: one login and the chain of refresh tokens that follow it (its "family"). Access
 * tokens carry its id; once revoked (logout, password change or reset, e-mail change, reuse of a
 * refresh token), every token of the session is refused.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Expiry of its newest refresh token: the session cannot outlive it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout, password_change, password_reset, email_change, refresh_reuse */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Refresh tokens, stored by the SHA-256 of their jti. Each is used once: using it marks it
 * rotated and issues its successor in the same session; a rotated token used again revokes the session.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jtiHash: text('jti_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
