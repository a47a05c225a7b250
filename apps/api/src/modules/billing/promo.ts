/** Promo code rules and money arithmetic, pure so that they are easy to test. */

export interface PromoRow {
  id: number;
  code: string;
  percentage: number;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  uses: number;
  isActive: boolean;
}

/** Normalised form of a code typed by a learner: codes are compared case-insensitively. */
export function normalizeCode(code: string | null | undefined): string | null {
  const c = code?.trim().toUpperCase();
  return c ? c : null;
}

/**
 * The reduction a promo code grants on a package of `examTypeId`, 0 when it does not apply:
 * inactive, not yet valid, expired, exhausted, or restricted to other exam types
 * (`examTypeIds` empty = every exam type).
 */
export function promoReduction(
  promo: PromoRow | undefined,
  examTypeIds: readonly number[],
  examTypeId: number,
  now: Date,
): number {
  if (!promo || !promo.isActive) return 0;
  if (promo.validFrom && promo.validFrom > now) return 0;
  if (promo.validUntil && promo.validUntil < now) return 0;
  if (promo.maxUses !== null && promo.uses >= promo.maxUses) return 0;
  if (examTypeIds.length > 0 && !examTypeIds.includes(examTypeId)) return 0;
  if (!Number.isInteger(promo.percentage) || promo.percentage <= 0) return 0;
  return Math.min(100, promo.percentage);
}

/** Price after a reduction, in whole XAF (rounded to the nearest franc). */
export function discountedPrice(price: number, percentage: number): number {
  return Math.max(0, Math.round((price * (100 - percentage)) / 100));
}

/** Adds calendar months, keeping the day when possible (31 January + 1 month = 28/29 February). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}
