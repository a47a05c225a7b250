import { z } from 'zod';
import { adminPage, adminPageQuery } from './admin';

/** Texts of the learner forms' validation, shared by the API and the back office. */
export const adminLearnerMessages = {
  reasonRequired: 'Indiquez la raison (elle est inscrite au journal).',
  daysInvalid: 'Indiquez un nombre de jours entre 1 et 3650.',
  packageRequired: 'Choisissez un forfait.',
  confirmRequired: 'Recopiez l’adresse e-mail du compte pour confirmer la suppression.',
} as const;
const m = adminLearnerMessages;

const reason = z
  .string({ error: m.reasonRequired })
  .trim()
  .min(3, m.reasonRequired)
  .max(500, 'La raison ne doit pas dépasser 500 caractères.');
const days = z.coerce
  .number({ error: m.daysInvalid })
  .int(m.daysInvalid)
  .min(1, m.daysInvalid)
  .max(3650, m.daysInvalid);

/** `{id}` of a learner in a back-office address. */
export const adminLearnerParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const adminSubscriptionParams = adminLearnerParams.extend({
  subscriptionId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** `GET /api/admin/learners/?search=`: by e-mail, first or last name (case and accents ignored). */
export const adminLearnerListQuery = adminPageQuery.extend({
  search: z.string().trim().max(200).optional(),
});
export type AdminLearnerListQuery = z.infer<typeof adminLearnerListQuery>;

export const adminLearnerSummary = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(['learner', 'admin', 'reviewer']),
  is_active: z.boolean(),
  /** Set once the account was deleted (its row stays, anonymised, for the payments kept). */
  deleted_at: z.string().nullable(),
  date_joined: z.string(),
  last_login: z.string().nullable(),
});
export type AdminLearnerSummary = z.infer<typeof adminLearnerSummary>;
export const adminLearnerListResponse = adminPage(adminLearnerSummary);
export type AdminLearnerListResponse = z.infer<typeof adminLearnerListResponse>;

export const adminSubscription = z.object({
  id: z.number().int(),
  package_slug: z.string(),
  package_name: z.string(),
  exam_type_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  active: z.boolean(),
  /** The payment that bought it; null when an operator granted it. */
  payment_reference: z.string().nullable(),
});
export type AdminSubscription = z.infer<typeof adminSubscription>;

export const adminLearnerAttempt = z.object({
  slug: z.string(),
  exercise_title: z.string(),
  exam_name: z.string(),
  practice_type: z.enum(['exam', 'training']),
  started_at: z.string(),
  completed_at: z.string().nullable(),
  score: z.number().nullable(),
  note_20: z.number().nullable(),
  answers: z.number().int(),
});
export type AdminLearnerAttempt = z.infer<typeof adminLearnerAttempt>;

export const adminLearnerPayment = z.object({
  reference: z.string(),
  package_name: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  provider: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type AdminLearnerPayment = z.infer<typeof adminLearnerPayment>;

/** `GET /api/admin/learners/{id}/`: profile, subscriptions, latest attempts and payments. */
export const adminLearnerDetail = z.object({
  profile: adminLearnerSummary,
  subscriptions: z.array(adminSubscription),
  attempts: z.object({ count: z.number().int(), results: z.array(adminLearnerAttempt) }),
  payments: z.array(adminLearnerPayment),
  /** Recordings of the learner's spoken answers still in storage. */
  recordings: z.number().int(),
});
export type AdminLearnerDetail = z.infer<typeof adminLearnerDetail>;

/** `POST /api/admin/learners/{id}/subscriptions/`: access to a package's exam type, from now. */
export const grantSubscriptionRequest = z.object({
  package: z.string({ error: m.packageRequired }).trim().min(1, m.packageRequired).max(200),
  /** Days of access; the package's period when absent. */
  days: days.optional(),
  reason,
});
export type GrantSubscriptionRequest = z.input<typeof grantSubscriptionRequest>;

/** `POST .../subscriptions/{subscriptionId}/extend/`: days added to its end (or to now when ended). */
export const extendSubscriptionRequest = z.object({ days, reason });
export type ExtendSubscriptionRequest = z.input<typeof extendSubscriptionRequest>;

/** `POST .../subscriptions/{subscriptionId}/end/`: access stops now. */
export const endSubscriptionRequest = z.object({ reason });
export type EndSubscriptionRequest = z.input<typeof endSubscriptionRequest>;

/** `POST /api/admin/learners/{id}/disable/` and `/enable/`. */
export const learnerStatusRequest = z.object({ reason });
export type LearnerStatusRequest = z.input<typeof learnerStatusRequest>;

/** `DELETE /api/admin/learners/{id}/`: the account's e-mail typed again, as a confirmation. */
export const deleteLearnerRequest = z.object({
  confirm_email: z.string({ error: m.confirmRequired }).trim().min(1, m.confirmRequired).max(254),
  reason: reason.optional(),
});
export type DeleteLearnerRequest = z.input<typeof deleteLearnerRequest>;

/** What a deletion removed. */
export const deleteLearnerResponse = z.object({
  detail: z.string(),
  attempts: z.number().int(),
  answers: z.number().int(),
  recordings: z.number().int(),
  /** Payments kept (anonymised) for the accounting obligations. */
  payments_kept: z.number().int(),
});
export type DeleteLearnerResponse = z.infer<typeof deleteLearnerResponse>;
