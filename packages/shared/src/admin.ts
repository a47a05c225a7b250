import { z } from 'zod';

/**
 * The back office's common contract (`/api/admin/...`): pages of lists and the audit log.
 * Each section adds its own `admin-<section>.ts` beside this file.
 */

/** `?page=1&page_size=50`: one page of an admin list (1-based). */
export const adminPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminPageQuery = z.infer<typeof adminPageQuery>;

/** Builds the `{count, results}` answer of an admin list. */
export function adminPage<T extends z.ZodTypeAny>(item: T) {
  return z.object({ count: z.number().int(), results: z.array(item) });
}

/** `{detail}`: the French confirmation of an admin action. */
export const adminDetail = z.object({ detail: z.string() });
export type AdminDetail = z.infer<typeof adminDetail>;

/** One entry of the audit log: who did what to what, and when. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** null once the acting account was deleted. */
  actor_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  /** Dotted verb, e.g. `learner.delete`, `subscription.grant`, `content.publish`. */
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/audit/`: newest first, narrowed by action prefix, target or actor. */
export const auditListQuery = adminPageQuery.extend({
  action: z.string().trim().max(100).optional(),
  target_type: z.string().trim().max(50).optional(),
  target_id: z.string().trim().max(200).optional(),
  actor_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;
export const auditListResponse = adminPage(auditEntrySchema);
export type AuditListResponse = z.infer<typeof auditListResponse>;
