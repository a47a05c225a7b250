import type { RefundDue, RefundsDueResponse } from '@prepa/shared';
import type { Db } from '../../db/client';
import { billingRepository as repo } from './billing.repository';

/** Most rows the "to refund" list answers at once (the oldest beyond it stay in the database). */
export const REFUNDS_LIST_LIMIT = 500;

/**
 * The "to refund" list: payments where the provider took money without access being granted
 * (incomplete, or paid with another amount or currency), until the provider reports them
 * refunded. Shown by `npm run billing:admin -- refunds list` and `GET /api/admin/payments/refunds/`.
 */
export function createRefunds(db: Db) {
  return {
    async list(): Promise<RefundsDueResponse> {
      const rows = await repo.refundsDue(db, REFUNDS_LIST_LIMIT);
      const results: RefundDue[] = [];
      for (const r of rows) {
        const detail = await repo.lastEventDetail(db, r.id);
        const amount = typeof detail?.amount === 'number' && detail.amount >= 0 ? detail.amount : null;
        const currency = typeof detail?.currency === 'string' && detail.currency ? detail.currency : null;
        results.push({
          reference: r.reference,
          provider: r.provider,
          provider_reference: r.providerReference,
          status: r.status,
          reason: r.refundReason!,
          expected_amount: r.amount,
          expected_currency: r.currency,
          received_amount: amount,
          received_currency: currency,
          customer: { email: r.email, name: `${r.firstName} ${r.lastName}`.trim() || r.email },
          package_name: r.packageName,
          created_at: r.createdAt.toISOString(),
          updated_at: r.updatedAt.toISOString(),
        });
      }
      return { count: results.length, results };
    },
  };
}
export type Refunds = ReturnType<typeof createRefunds>;
