import { z } from 'zod';
import { v } from './validation-messages';

/**
 * "Signaler une erreur" on a question: mauvaise réponse, audio, transcription, énoncé, autre.
 * The labels live in each side's catalogue of French texts.
 */
export const reportCategories = ['wrong_answer', 'audio', 'transcript', 'statement', 'other'] as const;
export const reportCategorySchema = z.enum(reportCategories, { error: v.reportCategory });
export type ReportCategory = z.infer<typeof reportCategorySchema>;

/** Where the learner saw the question. */
export const reportContextSchema = z.enum(['exercise', 'training', 'results']);
export type ReportContext = z.infer<typeof reportContextSchema>;

export const REPORT_COMMENT_MAX = 1000;

/** POST /api/question/{slug}/report/ */
export const reportRequest = z.object({
  category: reportCategorySchema,
  comment: z.string().trim().max(REPORT_COMMENT_MAX, v.tooLong(REPORT_COMMENT_MAX)).default(''),
  context: reportContextSchema.default('exercise'),
});
export type ReportRequest = z.input<typeof reportRequest>;

/** The same answer whatever the question and the learner's answer: it says nothing about correctness. */
export const reportResponse = z.object({ detail: z.string() });
export type ReportResponse = z.infer<typeof reportResponse>;

export const reportStatuses = ['open', 'resolved', 'rejected'] as const;
export const reportStatusSchema = z.enum(reportStatuses);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

/** GET /api/admin/reports/ */
export const adminReportsQuery = z.object({
  status: reportStatusSchema.default('open'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const adminReportSchema = z.object({
  id: z.number(),
  status: reportStatusSchema,
  category: reportCategorySchema,
  context: reportContextSchema,
  comment: z.string(),
  resolution: z.string().nullable(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable(),
  /** Null once the learner's account is deleted. */
  reporter: z.string().nullable(),
  question: z.object({
    id: z.number(),
    slug: z.string(),
    order: z.number(),
    text: z.string(),
    exercise: z.string(),
    /** The exercise's address in the content editor, where the question is edited. */
    exercise_slug: z.string(),
    exam_type: z.string(),
  }),
  /** Other open reports on the same question. */
  others_open: z.number(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportsResponse = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  counts: z.object({ open: z.number(), resolved: z.number(), rejected: z.number() }),
  results: z.array(adminReportSchema),
});
export type AdminReportsResponse = z.infer<typeof adminReportsResponse>;

/** PATCH /api/admin/reports/{id}/: close (resolved, rejected) or reopen, with an optional note. */
export const adminReportUpdate = z.object({
  status: reportStatusSchema,
  resolution: z.string().trim().max(1000, v.tooLong(1000)).default(''),
});
export type AdminReportUpdate = z.input<typeof adminReportUpdate>;
/** The answer of a report's update: a message and the report. */
export const adminReportUpdateResponse = z.object({ detail: z.string(), report: adminReportSchema });
