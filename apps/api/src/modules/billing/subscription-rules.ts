import { and, gt, lte, type SQL } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';

/**
 * The two meanings of an "active" subscription, each written once.
 *
 * - Access: a subscription grants its exam type until it ends (`end_date > now`). A subscription
 *   bought while another runs starts when that one ends, so "not ended" covers the running one
 *   and the ones queued after it.
 * - Running: the subscription of this very moment (`start_date <= now < end_date`), as the
 *   back office shows it and as end-of-package reminders pick it.
 */

/** Condition of a subscription that still grants access at `now` (drizzle queries). */
export const grantsAccess = (now: Date): SQL => gt(subscriptions.endDate, now);

/**
 * The same condition for hand-written SQL on `subscriptions`: `nowParam` is the placeholder or
 * expression that holds the moment (e.g. `$4::timestamptz`).
 */
export const grantsAccessSql = (nowParam: string) => `end_date > ${nowParam}`;

/** Condition of the subscription running at `now` (drizzle queries). */
export const runningAt = (now: Date): SQL =>
  and(lte(subscriptions.startDate, now), gt(subscriptions.endDate, now))!;

/** The same rule on a row already read. */
export const isRunningAt = (s: { startDate: Date; endDate: Date }, at: Date) =>
  s.startDate <= at && s.endDate > at;
