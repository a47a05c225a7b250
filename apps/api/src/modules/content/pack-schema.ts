import {
  CEFR_LEVELS,
  QUESTION_TYPES,
  RECORDING_MAX_SECONDS,
  SKILLS,
  SPEAKING_TASK_KINDS,
  scoringProfileSchema,
} from '@prepa/shared';
import { z } from 'zod';
import { messages } from '../../lib/messages';

/** Schema of a content pack (content/FORMAT.md). Unknown keys are refused to catch typos. */
const m = messages.content;
const slug = z
  .string({ error: m.required })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, m.slug)
  .max(120);
const text = z.string({ error: m.required }).trim().min(1, m.required);
const date = z.union([z.string(), z.date()], { error: m.dateInvalid }).transform((v, ctx) => {
  const d = v instanceof Date ? v : new Date(v);
  if (Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: 'custom', message: m.dateInvalid });
    return z.NEVER;
  }
  return d;
});

export const packExamType = z.strictObject({
  slug,
  name: text,
  description: z.string().default(''),
  position: z.number().int().default(0),
  /** Scoring profile of the exam type (content/FORMAT.md, « Barème ») ; absent : pourcentage de réussite. */
  scoring: scoringProfileSchema.optional(),
  /** false: a draft, invisible to learners until published (absent: published; kept as is on re-import). */
  published: z.boolean().optional(),
});

export const packPackage = z.strictObject({
  slug,
  name: text,
  examType: slug,
  period: z.number().int().min(1).max(60),
  price: z.number().int().min(0),
  position: z.number().int().default(0),
  active: z.boolean().default(true),
});

export const packPromoCode = z
  .strictObject({
    code: z.string({ error: m.required }).regex(/^[A-Za-z0-9_-]{3,40}$/),
    percentage: z.number().int().min(1).max(100),
    validFrom: date.optional(),
    validUntil: date.optional(),
    maxUses: z.number().int().min(1).optional(),
    examTypes: z.array(slug).optional(),
    active: z.boolean().default(true),
  })
  .refine((p) => !p.validFrom || !p.validUntil || p.validFrom < p.validUntil, {
    message: m.dateOrder,
    path: ['validUntil'],
  });

export const packManifest = z.strictObject({
  examTypes: z.array(packExamType).default([]),
  packages: z.array(packPackage).default([]),
  promoCodes: z.array(packPromoCode).default([]),
});

const resource = z.strictObject({
  kind: z.enum(['image', 'audio']),
  file: text,
  title: z.string().default(''),
  /** Audio: the text of the recording, shown after answering. */
  transcript: text.optional(),
  /**
   * Audio: the same recording as AAC (.m4a) or MP3, for browsers without Opus. Absent for an Opus
   * file: the import makes an AAC copy beside it.
   */
  fallback: text.optional(),
});

const choice = z.strictObject({
  slug,
  text: text,
  correct: z.boolean().default(false),
});

const subject = z.strictObject({
  titre: z.string().optional(),
  sujet: z.string().optional(),
  documents: z.array(z.strictObject({ titre: z.string().optional(), texte: text })).optional(),
  /** Writing tasks: the expected genre, the points to cover with the words that show each, related words. */
  genre: z.string().trim().min(1).optional(),
  points: z
    .array(z.strictObject({ label: text, keywords: z.array(z.string().trim().min(1)).min(1) }))
    .optional(),
  related: z.array(z.string().trim().min(1)).optional(),
});

export const packQuestion = z.strictObject({
  slug,
  order: z.number().int().min(1),
  type: z.enum(QUESTION_TYPES),
  level: z.enum(CEFR_LEVELS),
  text: z.string().default(''),
  subject: subject.optional(),
  expected: z
    .strictObject({ min: z.number().int().min(0).optional(), max: z.number().int().min(1).optional() })
    .optional(),
  resources: z.array(resource).default([]),
  choices: z.array(choice).default([]),
  /** Speaking tasks (type audio): what the task asks, preparation time and recording limit. */
  speaking: z
    .strictObject({
      task: z.enum(SPEAKING_TASK_KINDS),
      goal: text,
      preparation: z.number().int().min(0).max(900).default(0),
      maxDuration: z.number().int().min(10).max(RECORDING_MAX_SECONDS),
    })
    .optional(),
  /** MCQ: why the right choice is right, and one line per other choice (keyed by its slug). */
  explanation: z.strictObject({ answer: text, distractors: z.record(slug, text) }).optional(),
});

export const packExercise = z.strictObject({
  slug,
  title: text,
  instructions: z.string().default(''),
  timeLimit: z.number().int().min(1).nullable().default(null),
  /** false: a draft, invisible to learners until published (absent: published; kept as is on re-import). */
  published: z.boolean().optional(),
  questions: z.array(packQuestion).min(1),
});

export const packExam = z.strictObject({
  slug,
  name: text,
  description: z.string().default(''),
  examType: slug,
  skill: z.enum(SKILLS),
  difficulty: z.number().int().min(1).max(5),
  position: z.number().int().default(0),
  /** false: a draft, invisible to learners until published (absent: published; kept as is on re-import). */
  published: z.boolean().optional(),
  exercises: z.array(packExercise).default([]),
});

export type PackManifest = z.infer<typeof packManifest>;
export type PackExam = z.infer<typeof packExam>;
export type PackQuestion = z.infer<typeof packQuestion>;

/** A validated pack, ready to import. */
export interface Pack {
  dir: string;
  manifest: PackManifest;
  exams: PackExam[];
  /** Files under media/ (relative paths) to copy into storage `media/`. */
  mediaFiles: string[];
  /** Audio files under media/ and the container their first bytes show (audio/ogg, audio/mp4...). */
  audioTypes: Record<string, string>;
}

export interface PackProblem {
  file: string;
  path: string;
  message: string;
}
