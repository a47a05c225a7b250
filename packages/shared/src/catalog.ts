import { z } from 'zod';
import { CEFR_LEVELS, QUESTION_TYPES, SKILLS } from './domain/constants';

/** Contract of the catalogue calls: exam types, exams, exercises, questions, public site settings. */

export const skillSchema = z.enum(SKILLS);
export const cefrLevelSchema = z.enum(CEFR_LEVELS);
export const questionTypeSchema = z.enum(QUESTION_TYPES);
export const slugParam = z.string().min(1).max(200);

/** GET /api/exam-type/ */
export const examTypeSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  exerciseCount: z.number(),
  examCount: z.number(),
});
export type ExamType = z.infer<typeof examTypeSchema>;
export const examTypeListResponse = z.array(examTypeSchema);

/** GET /api/exam/?exam_type=<slug or id> */
export const examListQuery = z.object({
  exam_type: z.string().max(200).optional(),
  favorite: z.enum(['true', 'false']).optional(),
});
export const examSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  type: skillSchema,
  /** Id of its exam type. */
  exam_type: z.number(),
  exam_type_slug: z.string(),
  exam_type_name: z.string(),
  difficulty: z.number().int().min(1).max(5),
  nb_exercice: z.number(),
  /** Always false for anonymous visitors. */
  isFavorite: z.boolean(),
});
export type Exam = z.infer<typeof examSchema>;
export const examListResponse = z.array(examSchema);

/** POST (mark) and DELETE (unmark) /api/exam/{examSlug}/favorite/ */
export const favoriteResponse = z.object({ slug: z.string(), isFavorite: z.boolean() });
export type FavoriteResponse = z.infer<typeof favoriteResponse>;

/** The caller's attempt, as listed on an exercise card (history modal). */
export const exerciseAttemptSummary = z.object({
  slug: z.string(),
  practice_type: z.enum(['exam', 'training']),
  started_at: z.string(),
  completed_at: z.string().nullable(),
  time_spent: z.number().nullable(),
  score: z.number().nullable(),
  status: z.number(),
});
export type ExerciseAttemptSummary = z.infer<typeof exerciseAttemptSummary>;

/** GET /api/exercice/, /api/exercice/exam/{examSlug}/, /api/exercice/{slug}/ */
export const exerciseListQuery = z.object({
  exam: z.string().max(200).optional(),
  exam_type: z.string().max(200).optional(),
});
export const exerciseSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  instructions: z.string(),
  /** Seconds; null = no limit (exam mode only). */
  time_limit: z.number().nullable(),
  nb_question: z.number(),
  /** Skill of the exam. */
  type_exam: skillSchema,
  difficulty_level: z.number(),
  exam: z.string(),
  exam_name: z.string(),
  examtype_slug: z.string(),
  examtype_name: z.string(),
  /** Trailing number of the title (order inside the exam). */
  number: z.number(),
  /** 0-based rank inside the exam; the first 3 are free. */
  rank: z.number(),
  locked: z.boolean(),
  /** Why it is locked: 'login' (anonymous) or 'package' (subscription needed). */
  lock_reason: z.enum(['login', 'package']).nullable(),
  /** The caller's attempts on this exercise, newest first (empty for anonymous visitors). */
  user_exercice_attempts: z.array(exerciseAttemptSummary),
});
export type Exercise = z.infer<typeof exerciseSchema>;
export const exerciseListResponse = z.array(exerciseSchema);

/** Structured subject of an expression task (SPEC §2): titre or sujet, documents for task 3. */
export const questionSubjectSchema = z.object({
  titre: z.string().optional(),
  sujet: z.string().optional(),
  documents: z.array(z.object({ titre: z.string().optional(), texte: z.string() })).optional(),
});
export type QuestionSubject = z.infer<typeof questionSubjectSchema>;

export const resourceSchema = z.object({
  id: z.number(),
  title: z.string(),
  kind: z.enum(['image', 'audio']),
  /** URL under /media/ for an image, else null. */
  image_file: z.string().nullable(),
  /** URL under /media/ for an audio document, else null. */
  audio_file: z.string().nullable(),
});
export type Resource = z.infer<typeof resourceSchema>;

/** A choice as shown while answering: never carries is_correct. */
export const publicChoiceSchema = z.object({ id: z.number(), slug: z.string(), choice_text: z.string() });
/** A choice once it may be revealed (completed attempt, results). */
export const revealedChoiceSchema = publicChoiceSchema.extend({ is_correct: z.boolean() });

export const questionSchema = z.object({
  id: z.number(),
  slug: z.string(),
  order: z.number(),
  question_type: questionTypeSchema,
  question_text: z.string(),
  subject: questionSubjectSchema.nullable(),
  /** CEFR level of the question (its TCF weight). */
  level: cefrLevelSchema,
  /** Expected length: words (writing) or seconds (speaking). */
  expected: z.object({ min: z.number().nullable(), max: z.number().nullable() }).nullable(),
  ressouces: z.array(resourceSchema),
  /**
   * Choices of an MCQ. `is_correct` is present only when the caller has a completed attempt on the
   * exercise and none open; otherwise it is absent from every choice.
   */
  choices: z.array(z.union([revealedChoiceSchema, publicChoiceSchema])),
});
export type Question = z.infer<typeof questionSchema>;
/** GET /api/question/exo/{exerciseSlug}/ */
export const questionListResponse = z.array(questionSchema);

/** GET /api/site/: public settings of the web app. */
export const siteSettingsResponse = z.object({
  whatsapp_number: z.string(),
  figures: z.object({
    /** Operator settings. */
    students: z.number(),
    success_rate: z.number(),
    /** Counted in the database. */
    exercises: z.number(),
    questions: z.number(),
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsResponse>;
