import { z } from 'zod';
import { aiAnswerSchema } from './correction';
import { v } from './validation-messages';

/**
 * Human review of the automatic note of a writing or speaking answer. The learner asks from the
 * results page; a reviewer (role `reviewer` or `admin`) sets a note /20 with comments; both notes
 * are kept.
 */
export const reviewStateSchema = z.enum(['requested', 'done']);
export type ReviewState = z.infer<typeof reviewStateSchema>;

/**
 * Who may ask (operator setting): `off` nobody, `packages` learners with a running package for
 * the exam type (the review is part of the packages), `all` every signed-in learner.
 */
export const reviewAccessSchema = z.enum(['off', 'packages', 'all']);
export type ReviewAccess = z.infer<typeof reviewAccessSchema>;

/** The review as the learner sees it on the results page. */
export const humanReviewSchema = z.object({
  state: reviewStateSchema,
  requested_at: z.string(),
  reviewed_at: z.string().nullable(),
  /** Null until reviewed. */
  note_20: z.number().nullable(),
  comments: z.string().nullable(),
  /** The automatic note the reviewer had beside them. */
  auto_note_20: z.number().nullable(),
});
export type HumanReview = z.infer<typeof humanReviewSchema>;

/**
 * Whether the learner may ask for reviews on this attempt (a corrected writing or speaking answer
 * of a completed attempt), and why not: `off` not offered, `package` needs a package for the exam type.
 */
export const reviewOfferSchema = z.object({
  available: z.boolean(),
  reason: z.enum(['off', 'package']).nullable(),
});
export type ReviewOffer = z.infer<typeof reviewOfferSchema>;

/** POST /api/answer/{slug}/review/ */
export const reviewRequest = z.object({
  message: z.string().trim().max(1000, v.tooLong(1000)).default(''),
});
export type ReviewRequest = z.input<typeof reviewRequest>;
export const reviewRequestResponse = z.object({ detail: z.string(), review: humanReviewSchema });

/** GET /api/admin/reviews/ */
export const adminReviewsQuery = z.object({
  state: reviewStateSchema.default('requested'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const adminReviewItem = z.object({
  id: z.number(),
  state: reviewStateSchema,
  skill: z.enum(['WRITING', 'SPEAKING']),
  exam_type: z.string(),
  exercise: z.string(),
  question_order: z.number(),
  learner: z.string(),
  requested_at: z.string(),
  reviewed_at: z.string().nullable(),
  auto_note_20: z.number().nullable(),
  human_note_20: z.number().nullable(),
  reviewer: z.string().nullable(),
});
export type AdminReviewItem = z.infer<typeof adminReviewItem>;

export const adminReviewsResponse = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  counts: z.object({ requested: z.number(), done: z.number() }),
  results: z.array(adminReviewItem),
});
export type AdminReviewsResponse = z.infer<typeof adminReviewsResponse>;

/** GET /api/admin/reviews/{id}/: the answer, its subject and the automatic correction beside it. */
export const adminReviewDetail = adminReviewItem.extend({
  message: z.string(),
  comments: z.string().nullable(),
  subject: z.object({
    instructions: z.string(),
    question_text: z.string(),
    /** Structured subject of the task (titre, sujet, documents), as the learner saw it. */
    subject: z.unknown().nullable(),
    expected: z.object({ min: z.number().nullable(), max: z.number().nullable() }).nullable(),
  }),
  answer_text: z.string().nullable(),
  /** URL of the recording for reviewers (GET with the reviewer's token). */
  audio_url: z.string().nullable(),
  /** Seconds of recording, when known. */
  audio_seconds: z.number().nullable(),
  /** The current automatic correction of the answer (the one the reviewer judges). */
  correction: aiAnswerSchema.nullable(),
});
export type AdminReviewDetail = z.infer<typeof adminReviewDetail>;

/** POST /api/admin/reviews/{id}/: the human note (half points) and comments for the learner. */
export const adminReviewSubmit = z.object({
  note_20: z
    .number({ error: v.note20 })
    .min(0, v.note20)
    .max(20, v.note20)
    .refine((n) => Number.isInteger(n * 2), v.note20),
  comments: z
    .string({ error: v.commentsRequired })
    .trim()
    .min(1, v.commentsRequired)
    .max(4000, v.tooLong(4000)),
});
/** The answer of a submitted review: a message and the review. */
export const adminReviewSubmitResponse = z.object({ detail: z.string(), review: adminReviewDetail });
export type AdminReviewSubmit = z.input<typeof adminReviewSubmit>;
