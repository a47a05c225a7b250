import { z } from 'zod';
import { CEFR_LEVELS, QUESTION_TYPES, SKILLS, SPEAKING_TASK_KINDS } from './domain/constants';

/** Contract of the catalogue calls: exam types, exams, exercises, questions, public site settings. */

export const skillSchema = z.enum(SKILLS);
export const cefrLevelSchema = z.enum(CEFR_LEVELS);
export const questionTypeSchema = z.enum(QUESTION_TYPES);
export const slugParam = z.string().min(1).max(200);

const cefrRows = z.array(z.tuple([z.number(), cefrLevelSchema]));

/** Scale of one skill in a scoring profile (domain/profiles.ts describes each field). */
export const skillScaleSchema = z.strictObject({
  method: z.enum(['tcf-weighted', 'raw-table', 'linear', 'note20', 'none']),
  label: z.string().min(1).max(60),
  min: z.number(),
  max: z.number(),
  step: z.number().positive(),
  outOf: z.boolean(),
  estimate: z.boolean(),
  table: z
    .strictObject({
      outOf: z.number().int().positive(),
      rows: z.array(z.tuple([z.number().int().min(0), z.number()])).min(1),
    })
    .optional(),
  cefr: cefrRows.optional(),
  pass: z.number().optional(),
  group: z
    .strictObject({
      name: z.string().min(1),
      skills: z.array(skillSchema).min(2),
      pass: z.number().positive(),
      max: z.number().positive(),
    })
    .optional(),
  note: z.string().optional(),
});

/** Scoring profile of an exam type: its scale per skill, level tables and source. */
export const scoringProfileSchema = z.strictObject({
  language: z.enum(['fr', 'en', 'es']),
  source: z.string().min(1),
  skills: z.strictObject({
    READING: skillScaleSchema.optional(),
    LISTENING: skillScaleSchema.optional(),
    WRITING: skillScaleSchema.optional(),
    SPEAKING: skillScaleSchema.optional(),
  }),
  nclc: z.boolean().optional(),
});

/** GET /api/exam-type/ */
export const examTypeSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  exerciseCount: z.number(),
  examCount: z.number(),
  /** How results of this exam type are scored; null: the default profile (share of right answers). */
  scoring: scoringProfileSchema.nullable(),
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

/** The result of an attempt on its exam type's own scale (domain/profiles.ts, scaleResult). */
export const scaledResultSchema = z.object({
  /** Something was assessed: only such attempts count in averages and progress. */
  assessed: z.boolean(),
  value: z.number().nullable(),
  display: z.string().nullable(),
  label: z.string(),
  min: z.number(),
  max: z.number(),
  outOf: z.boolean(),
  estimate: z.boolean(),
  cefr: z.string().nullable(),
  /** TCF Canada only: NCLC band, null below NCLC 4. */
  nclc: z.enum(['10+', '9', '8', '7', '6', '5', '4']).nullable().optional(),
  passed: z.boolean().nullable(),
  pass: z.number().nullable(),
  percent: z.number().nullable(),
});
export type ScaledResultDto = z.infer<typeof scaledResultSchema>;

/** The caller's attempt, as listed on an exercise card (history modal). */
export const exerciseAttemptSummary = z.object({
  slug: z.string(),
  practice_type: z.enum(['exam', 'training']),
  started_at: z.string(),
  completed_at: z.string().nullable(),
  time_spent: z.number().nullable(),
  score: z.number().nullable(),
  status: z.number(),
  /** The result on the exam type's own scale. */
  result: scaledResultSchema,
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

/** One encoding of an audio document: its URL under /media/ and its MIME type. */
export const audioSourceSchema = z.object({ src: z.string(), type: z.string() });
export type AudioSource = z.infer<typeof audioSourceSchema>;

export const resourceSchema = z.object({
  id: z.number(),
  title: z.string(),
  kind: z.enum(['image', 'audio']),
  /** URL under /media/ for an image, else null. */
  image_file: z.string().nullable(),
  /** URL under /media/ for an audio document, else null. */
  audio_file: z.string().nullable(),
  /**
   * Every encoding of an audio document, smallest first (Opus, then AAC or MP3 for browsers without
   * Opus): the player offers them all and the browser takes the first it can play. Empty for an image.
   */
  audio_sources: z.array(audioSourceSchema),
  /**
   * Text of an audio document: only once it may be revealed (completed attempt, results, training
   * after answering); absent while answering.
   */
  transcript: z.string().nullable().optional(),
});
export type Resource = z.infer<typeof resourceSchema>;

/** A choice as shown while answering: never carries is_correct. */
export const publicChoiceSchema = z.object({ id: z.number(), slug: z.string(), choice_text: z.string() });
/** A choice once it may be revealed (completed attempt, results). */
export const revealedChoiceSchema = publicChoiceSchema.extend({ is_correct: z.boolean() });

/** Why the right answer is right and, one line each, why the other choices are not (keyed by choice slug). */
export const explanationSchema = z.object({
  answer: z.string(),
  distractors: z.record(z.string(), z.string()),
});
export type Explanation = z.infer<typeof explanationSchema>;

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
  /** Speaking task: its kind and goal, preparation time and recording limit in seconds (null otherwise). */
  speaking: z
    .object({
      tache: z.enum(SPEAKING_TASK_KINDS).nullable(),
      objectif: z.string().nullable(),
      preparation_s: z.number(),
      enregistrement_max_s: z.number(),
    })
    .nullable()
    .optional(),
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
    /** Operator settings; null when the operator has not set them (nothing is shown). */
    students: z.number().nullable(),
    success_rate: z.number().nullable(),
    /** Counted in the database. */
    exercises: z.number(),
    questions: z.number(),
  }),
  /** Operator's testimonials (SITE_TESTIMONIALS); empty when not set. */
  testimonials: z.array(z.object({ name: z.string(), place: z.string(), text: z.string() })),
  /** Operator's support hours (SITE_SUPPORT_HOURS); null when not set. */
  support_hours: z.string().nullable(),
  /** The access rule of every exam type, with its exercise counts (what a package unlocks). */
  access: z.array(
    z.object({
      exam_type: z.string(),
      name: z.string(),
      free_exercises: z.number(),
      free_exam_correction: z.boolean(),
      exercises: z.number(),
      free: z.number(),
    }),
  ),
  default_access: z.object({ free_exercises: z.number(), free_exam_correction: z.boolean() }),
});
export type SiteSettings = z.infer<typeof siteSettingsResponse>;
