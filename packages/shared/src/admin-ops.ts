import { z } from 'zod';
import { reviewAccessSchema } from './reviews';
import { v } from './validation-messages';

/** Back office: job queue, newsletter export, platform settings that are not secrets. */

export const jobStateSchema = z.enum(['queued', 'running', 'done', 'failed']);

export const adminJobSchema = z.object({
  id: z.number(),
  queue: z.string(),
  state: jobStateSchema,
  attempts: z.number(),
  max_attempts: z.number(),
  last_error: z.string().nullable(),
  payload: z.unknown(),
  run_at: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

/** GET /api/admin/jobs/: counts per queue, then the jobs of one state (failed by default). */
export const adminJobsQuery = z.object({
  state: jobStateSchema.default('failed'),
  queue: z.string().trim().max(100).optional(),
});
export const adminJobsResponse = z.object({
  queues: z.array(
    z.object({
      queue: z.string(),
      queued: z.number(),
      running: z.number(),
      failed: z.number(),
      /** Finished in the last 24 hours. */
      done_24h: z.number(),
    }),
  ),
  jobs: z.array(adminJobSchema),
});
export type AdminJobs = z.infer<typeof adminJobsResponse>;
export const adminJobRetryResponse = z.object({ detail: z.string(), job: adminJobSchema });

/** ACCESS_RULES: by exam type slug, or "*" for the others (decision 160). */
export const accessRulesSchema = z.record(
  z.string().min(1).max(200),
  z
    .object({
      free_exercises: z.number().int().min(0).max(1000),
      free_exam_correction: z.boolean(),
    })
    .partial()
    .strict(),
);

export const testimonialsSchema = z
  .array(
    z.object({
      name: z.string().trim().min(1).max(80),
      place: z.string().trim().max(80).default(''),
      text: z.string().trim().min(1).max(600),
    }),
  )
  .max(12);

/**
 * The settings an operator changes from the back office. Each one's value comes from the database
 * when set there, else from the environment variable of the same name, else its default.
 */
export const platformSettingsSchema = z.object({
  whatsapp_number: z.string().regex(/^\d{8,15}$/, v.whatsappFormat),
  /** Marketing claims: null hides them. */
  site_students: z.number().int().min(0).max(100_000_000).nullable(),
  site_success_rate: z.number().int().min(0).max(100).nullable(),
  site_support_hours: z.string().trim().min(3).max(120).nullable(),
  site_testimonials: testimonialsSchema,
  access_rules: accessRulesSchema,
  /** Who may ask for a human review of an automatic note. */
  review_access: reviewAccessSchema,
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
export type PlatformSettingKey = keyof PlatformSettings;
export const platformSettingKeys = Object.keys(platformSettingsSchema.shape) as PlatformSettingKey[];

export const settingSourceSchema = z.enum(['database', 'environment', 'default']);

/** GET /api/admin/settings/ */
export const adminSettingsResponse = z.object({
  values: platformSettingsSchema,
  sources: z.record(z.string(), settingSourceSchema),
  updated: z.record(z.string(), z.object({ at: z.string(), by: z.string().nullable() })),
});
export type AdminSettings = z.infer<typeof adminSettingsResponse>;

/** PATCH /api/admin/settings/: the values given change; `reset` puts keys back to the environment's value. */
export const adminSettingsUpdate = platformSettingsSchema.partial().extend({
  reset: z.array(z.enum(platformSettingKeys as [PlatformSettingKey, ...PlatformSettingKey[]])).default([]),
});
export type AdminSettingsUpdate = z.input<typeof adminSettingsUpdate>;
