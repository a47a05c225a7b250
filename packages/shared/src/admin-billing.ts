import { z } from 'zod';
import { v } from './validation-messages';

/** Back office: packages, promo codes, payments with their history, daily revenue. */

const slug = z
  .string({ error: v.fieldRequired })
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, v.slugFormat)
  .max(120, v.tooLong(120));
const name = z.string({ error: v.fieldRequired }).trim().min(1, v.fieldRequired).max(200, v.tooLong(200));
const wholeXaf = z.number({ error: v.priceFormat }).int(v.priceFormat).min(0, v.priceFormat).max(10_000_000);
const months = z.number({ error: v.periodFormat }).int(v.periodFormat).min(1, v.periodFormat).max(60);
const isoDate = z.iso.datetime({ offset: true, error: v.dateFormat });

export const adminPackageSchema = z.object({
  slug: z.string(),
  name: z.string(),
  exam_type: z.string(),
  exam_type_name: z.string(),
  period: z.number(),
  price: z.number(),
  position: z.number(),
  active: z.boolean(),
  /** Payments that granted access with this package. */
  paid_count: z.number(),
  revenue: z.number(),
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;
export const adminPackagesResponse = z.array(adminPackageSchema);

/** POST /api/admin/packages/ */
export const adminPackageCreate = z.object({
  slug,
  name,
  exam_type: z.string({ error: v.fieldRequired }).trim().min(1, v.fieldRequired).max(200),
  period: months,
  price: wholeXaf,
  position: z.number().int().min(0).max(10_000).default(0),
  active: z.boolean().default(true),
});
export type AdminPackageCreate = z.input<typeof adminPackageCreate>;

/** PATCH /api/admin/packages/{slug}/: the fields given change; `active: false` takes it off sale. */
export const adminPackageUpdate = adminPackageCreate.omit({ slug: true }).partial();
export type AdminPackageUpdate = z.input<typeof adminPackageUpdate>;

export const adminPromoSchema = z.object({
  code: z.string(),
  percentage: z.number(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  max_uses: z.number().nullable(),
  uses: z.number(),
  /** Payments that granted access with this code. */
  paid_count: z.number(),
  active: z.boolean(),
  /** Empty: every exam type. */
  exam_types: z.array(z.string()),
  /** What a learner typing it now gets: usable, or why not. */
  state: z.enum(['usable', 'inactive', 'not_started', 'expired', 'exhausted']),
});
export type AdminPromo = z.infer<typeof adminPromoSchema>;
export const adminPromosResponse = z.array(adminPromoSchema);

export const adminPromoCreate = z.object({
  code: z
    .string({ error: v.fieldRequired })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{3,40}$/, v.promoFormat),
  percentage: z
    .number({ error: v.percentageFormat })
    .int(v.percentageFormat)
    .min(1, v.percentageFormat)
    .max(100, v.percentageFormat),
  valid_from: isoDate.nullable().default(null),
  valid_until: isoDate.nullable().default(null),
  max_uses: z.number().int().min(1, v.maxUsesFormat).max(1_000_000).nullable().default(null),
  exam_types: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
  active: z.boolean().default(true),
});
export type AdminPromoCreate = z.input<typeof adminPromoCreate>;

/** PATCH /api/admin/promo-codes/{code}/ */
export const adminPromoUpdate = z.object({
  percentage: adminPromoCreate.shape.percentage.optional(),
  valid_from: isoDate.nullable().optional(),
  valid_until: isoDate.nullable().optional(),
  max_uses: z.number().int().min(1, v.maxUsesFormat).max(1_000_000).nullable().optional(),
  exam_types: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
  active: z.boolean().optional(),
});
export type AdminPromoUpdate = z.input<typeof adminPromoUpdate>;

export const paymentStatusSchema = z.enum([
  'pending',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'rejected',
  'abandoned',
  'incomplete',
  'refunded',
]);

/** GET /api/admin/payments/ */
export const adminPaymentsQuery = z.object({
  status: paymentStatusSchema.optional(),
  /** A reference (ours or the provider's) or part of the customer's e-mail. */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const adminPaymentSchema = z.object({
  reference: z.string(),
  provider: z.string(),
  provider_reference: z.string().nullable(),
  status: paymentStatusSchema,
  refund_reason: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  customer: z.object({ email: z.string(), name: z.string() }),
  package_name: z.string(),
  promo_code: z.string().nullable(),
  check_attempts: z.number(),
  last_checked_at: z.string().nullable(),
  last_check_error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentsResponse = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  results: z.array(adminPaymentSchema),
});
export type AdminPaymentsResponse = z.infer<typeof adminPaymentsResponse>;

export const paymentEventSchema = z.object({
  status: z.string(),
  source: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});

export const adminPaymentDetail = adminPaymentSchema.extend({
  events: z.array(paymentEventSchema),
  /** The access this payment granted. */
  subscription: z.object({ start_date: z.string(), end_date: z.string() }).nullable(),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetail>;

/** POST /api/admin/payments/{reference}/recheck/ */
export const adminRecheckResponse = z.object({
  detail: z.string(),
  status_before: paymentStatusSchema,
  status: paymentStatusSchema,
  payment: adminPaymentDetail,
});
export type AdminRecheckResponse = z.infer<typeof adminRecheckResponse>;

/** GET /api/admin/revenue/?days=30: revenue of paid payments per day (Africa/Douala time). */
export const adminRevenueQuery = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
});
export const adminRevenueResponse = z.object({
  currency: z.string(),
  time_zone: z.string(),
  days: z.array(z.object({ day: z.string(), payments: z.number(), amount: z.number() })),
  total: z.object({ payments: z.number(), amount: z.number() }),
});
export type AdminRevenue = z.infer<typeof adminRevenueResponse>;
