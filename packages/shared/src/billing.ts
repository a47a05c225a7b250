import { z } from 'zod';
import { v } from './validation-messages';

/** Currency of every price and payment. */
export const CURRENCY = 'XAF';

/**
 * A package of SPEC §3 as `GET /api/packages/` answers it. `reduction_percentage` is 0 when no
 * promo code was given or when the code does not apply (unknown, expired, exhausted, other exam
 * type); `promo_code` and `promo_price` are then null.
 */
export const packageSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** Name of the exam type. */
  exam_type: z.string(),
  exam_type_slug: z.string(),
  /** Months of access. */
  period: z.number().int(),
  /** Whole XAF. */
  price: z.number().int(),
  promo_code: z.string().nullable(),
  reduction_percentage: z.number().int().min(0).max(100),
  /** Whole XAF, price after the reduction. */
  promo_price: z.number().int().nullable(),
});
export type Package = z.infer<typeof packageSchema>;

export const packagesResponse = z.array(packageSchema);

/** Query of `GET /api/packages/`: the exam type filter is accepted as `exam_type` or `examtype`. */
export const packagesQuery = z.object({
  promo_code: z.string().trim().max(64).optional(),
  exam_type: z.string().trim().max(200).optional(),
  examtype: z.string().trim().max(200).optional(),
});

export const subscriptionRequest = z.object({
  slug_package: z.string({ error: v.fieldRequired }).trim().min(1, v.fieldRequired).max(200),
  promo_code: z.string().trim().max(64).nullish(),
});
export type SubscriptionRequest = z.input<typeof subscriptionRequest>;

/** `link` is where the browser goes to pay (the sandbox page or the provider's page). */
export const subscriptionResponse = z.object({
  link: z.string(),
  reference: z.string(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponse>;

/**
 * What the learner's payment came to, as the checkout result page shows it:
 * - `pending`: not confirmed yet (the page keeps asking for up to a minute);
 * - `paid`: access granted (`access` gives its dates);
 * - `cancelled`, `rejected`, `abandoned`, `expired`, `failed`: nothing was taken;
 * - `incomplete`: part of the amount was taken, support will contact the learner;
 * - `mismatch`: the provider took an amount other than the order's: no access, refund due;
 * - `test_payment`: a test transaction reached the live platform: no access;
 * - `refunded`: the money was given back.
 */
export const paymentOutcomes = [
  'pending',
  'paid',
  'cancelled',
  'rejected',
  'abandoned',
  'expired',
  'failed',
  'incomplete',
  'mismatch',
  'test_payment',
  'refunded',
] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];

/** `GET /api/payments/{reference}/`: the learner's own payment only. */
export const paymentStatusResponse = z.object({
  reference: z.string(),
  outcome: z.enum(paymentOutcomes),
  /** Whole XAF asked for. */
  amount: z.number().int(),
  currency: z.string(),
  package: z.object({
    name: z.string(),
    exam_type: z.string(),
    exam_type_slug: z.string(),
    /** Months of access. */
    period: z.number().int(),
  }),
  /** Dates of the access this payment granted, once paid. */
  access: z.object({ start_date: z.string(), end_date: z.string() }).nullable(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponse>;

export const refundReasons = ['incomplete', 'amount_mismatch', 'currency_mismatch'] as const;

/** One payment where money was taken without access being granted (admin only). */
export const refundDueSchema = z.object({
  reference: z.string(),
  provider: z.string(),
  provider_reference: z.string().nullable(),
  status: z.string(),
  reason: z.enum(refundReasons),
  /** Whole units asked for. */
  expected_amount: z.number().int(),
  expected_currency: z.string(),
  /** What the provider reported as taken, when it said. */
  received_amount: z.number().nullable(),
  received_currency: z.string().nullable(),
  customer: z.object({ email: z.string(), name: z.string() }),
  package_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RefundDue = z.infer<typeof refundDueSchema>;

/** `GET /api/admin/payments/refunds/`: the "to refund" list, most recent first. */
export const refundsDueResponse = z.object({
  count: z.number().int(),
  results: z.array(refundDueSchema),
});
export type RefundsDueResponse = z.infer<typeof refundsDueResponse>;
