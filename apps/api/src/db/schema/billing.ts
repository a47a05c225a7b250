import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { examTypes } from './catalog';
import { users } from './users';

export const packages = pgTable('packages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  examTypeId: integer('exam_type_id')
    .notNull()
    .references(() => examTypes.id, { onDelete: 'cascade' }),
  /** Months of access. */
  period: integer('period').notNull(),
  /** Whole XAF. */
  price: integer('price').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const promoCodes = pgTable('promo_codes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  percentage: integer('percentage').notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const promoCodeExamTypes = pgTable(
  'promo_code_exam_types',
  {
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    examTypeId: integer('exam_type_id')
      .notNull()
      .references(() => examTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promoCodeId, t.examTypeId] })],
);

export const paymentStatuses = [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'rejected',
  'abandoned',
  'incomplete',
  'refunded',
] as const;

/** Why money taken must be given back (the "to refund" list); null when nothing is owed. */
export const refundReasons = ['incomplete', 'amount_mismatch', 'currency_mismatch'] as const;

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('XAF'),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    refundReason: text('refund_reason', { enum: refundReasons }),
    /** Every time the provider was asked for this payment (webhook, return, re-check, reconciliation). */
    checkAttempts: integer('check_attempts').notNull().default(0),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** The error of the last check, null when it answered. */
    lastCheckError: text('last_check_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_status_idx').on(t.status, t.createdAt),
    index('payments_refund_idx').on(t.refundReason),
  ],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    source: text('source', {
      enum: ['create', 'webhook', 'return', 'reconciliation', 'recheck', 'status', 'sandbox', 'admin'],
    }).notNull(),
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    examTypeId: integer('exam_type_id')
      .notNull()
      .references(() => examTypes.id),
    /** One activation per payment: the unique constraint makes activation idempotent. */
    paymentId: integer('payment_id')
      .references(() => payments.id)
      .unique(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.endDate)],
);
