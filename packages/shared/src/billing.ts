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
