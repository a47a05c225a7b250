import { z } from 'zod';
import { questionSchema } from './catalog';
import { CEFR_LEVELS, QUESTION_TYPES, SKILLS, SPEAKING_TASK_KINDS } from './domain/constants';

/** French messages of the content forms, shared by the API and the back office. */
export const adminContentMessages = {
  required: 'Ce champ est obligatoire.',
  slug: 'Identifiant : minuscules, chiffres et tirets seulement (ex. tcf-co-serie-5).',
  titleNumber: 'Le titre d’un exercice se termine par son numéro (ex. « Compréhension orale — Série 5 »).',
  positiveInt: 'Indiquez un nombre entier positif.',
  mcqChoices: 'Un QCM a de 2 à 6 choix.',
  mcqOneCorrect: 'Cochez exactement une bonne réponse.',
  noChoices: 'Seul un QCM a des choix.',
  explanationMcqOnly: 'Les explications par choix sont réservées aux QCM.',
  whyMissing: 'Expliquez pourquoi ce choix ne convient pas (ou laissez toutes les explications vides).',
  answerMissing: 'Expliquez la bonne réponse (ou laissez toutes les explications vides).',
  expectedRange: 'Le minimum dépasse le maximum.',
  transcriptAudioOnly: 'La transcription est réservée aux documents audio.',
  slugsMismatch: 'La liste doit reprendre chaque élément une fois, et eux seuls.',
} as const;
const m = adminContentMessages;

const text = (max: number) => z.string({ error: m.required }).trim().min(1, m.required).max(max);
const slug = z
  .string({ error: m.required })
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, m.slug)
  .max(120);
const positive = z.coerce.number({ error: m.positiveInt }).int(m.positiveInt).min(1, m.positiveInt);

export const adminContentKinds = ['exam-types', 'exams', 'exercises'] as const;
export const adminSlugParams = z.object({ slug: z.string().min(1).max(200) });
export const adminPublishParams = z.object({
  kind: z.enum(adminContentKinds),
  slug: z.string().min(1).max(200),
});
export const adminResourceParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/* ---------- reading ---------- */

export const adminExerciseSummary = z.object({
  slug: z.string(),
  title: z.string(),
  number: z.number().int(),
  published: z.boolean(),
  time_limit: z.number().int().nullable(),
  questions: z.number().int(),
});
export const adminExamSummary = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  skill: z.enum(SKILLS),
  difficulty: z.number().int(),
  position: z.number().int(),
  published: z.boolean(),
  exercises: z.array(adminExerciseSummary),
});
export const adminExamTypeTree = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  published: z.boolean(),
  exams: z.array(adminExamSummary),
});
export type AdminExamTypeTree = z.infer<typeof adminExamTypeTree>;
/** `GET /api/admin/content/`: every exam type with its exams and exercises, drafts included. */
export const adminContentTree = z.array(adminExamTypeTree);
export type AdminContentTree = z.infer<typeof adminContentTree>;

/** `GET /api/admin/content/search/?q=`: exercises and questions by title, text or identifier. */
export const adminContentSearchQuery = z.object({ q: z.string().trim().min(1, m.required).max(200) });
export const adminContentSearchResponse = z.array(
  z.object({
    kind: z.enum(['exercise', 'question']),
    slug: z.string(),
    label: z.string(),
    exercise_slug: z.string(),
    published: z.boolean(),
  }),
);
export type AdminContentSearchResponse = z.infer<typeof adminContentSearchResponse>;

export const adminResource = z.object({
  id: z.number().int(),
  kind: z.enum(['image', 'audio']),
  title: z.string(),
  transcript: z.string().nullable(),
  /** URLs under /media/: the file, and for uploaded audio the AAC copy beside the Opus. */
  url: z.string(),
  fallback_url: z.string().nullable(),
});
export type AdminResource = z.infer<typeof adminResource>;

export const adminChoice = z.object({
  slug: z.string(),
  text: z.string(),
  correct: z.boolean(),
  /** Why this (wrong) choice does not fit; null when not written. */
  why: z.string().nullable(),
});
export const adminQuestion = z.object({
  slug: z.string(),
  order: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  level: z.enum(CEFR_LEVELS),
  text: z.string(),
  /** Why the right choice is right (MCQ); null when not written. */
  explanation: z.string().nullable(),
  expected_min: z.number().int().nullable(),
  expected_max: z.number().int().nullable(),
  choices: z.array(adminChoice),
  resources: z.array(adminResource),
  answers: z.number().int(),
});
export type AdminQuestion = z.infer<typeof adminQuestion>;

/** `GET /api/admin/content/exercises/{slug}/`: an exercise with every field of its questions. */
export const adminExerciseDetail = z.object({
  slug: z.string(),
  title: z.string(),
  instructions: z.string(),
  time_limit: z.number().int().nullable(),
  published: z.boolean(),
  exam: z.object({ slug: z.string(), name: z.string(), skill: z.enum(SKILLS), published: z.boolean() }),
  exam_type: z.object({ slug: z.string(), name: z.string(), published: z.boolean() }),
  questions: z.array(adminQuestion),
});
export type AdminExerciseDetail = z.infer<typeof adminExerciseDetail>;

/** `GET /api/admin/content/questions/{slug}/preview/`: the question exactly as a learner gets it. */
export const adminQuestionPreview = z.object({
  /** While answering (no answer, no transcript). */
  question: questionSchema,
  /** Once answered (right choice, explanation, transcript). */
  revealed: questionSchema,
  skill: z.enum(SKILLS),
  instructions: z.string(),
  index: z.number().int(),
  total: z.number().int(),
});
export type AdminQuestionPreview = z.infer<typeof adminQuestionPreview>;

/* ---------- writing ---------- */

export const examTypeInput = z.object({
  slug,
  name: text(200),
  description: z.string().trim().max(2000).default(''),
});
export type ExamTypeInput = z.input<typeof examTypeInput>;
export const examTypeUpdate = examTypeInput.omit({ slug: true }).partial();

export const examInput = z.object({
  exam_type: slug,
  slug,
  name: text(200),
  description: z.string().trim().max(2000).default(''),
  skill: z.enum(SKILLS, { error: m.required }),
  difficulty: z.coerce.number().int().min(1).max(5).default(1),
});
export type ExamInput = z.input<typeof examInput>;
export const examUpdate = examInput.omit({ slug: true, exam_type: true, skill: true }).partial();

export const exerciseInput = z.object({
  exam: slug,
  slug,
  title: text(200).refine((t) => /\d+\s*$/.test(t), m.titleNumber),
  instructions: z.string().trim().max(5000).default(''),
  /** Seconds; null: no limit. */
  time_limit: positive.max(36_000).nullable().default(null),
});
export type ExerciseInput = z.input<typeof exerciseInput>;
export const exerciseUpdate = exerciseInput.omit({ slug: true, exam: true }).partial();

export const choiceInput = z.object({
  text: text(1000),
  correct: z.boolean().default(false),
  why: z.string().trim().max(2000).optional(),
});
/**
 * A question and its choices, written in one go. The explanation (`explanation` plus each wrong
 * choice's `why`) is all or nothing, as in content packs.
 */
export const questionInput = z.object({
  type: z.enum(QUESTION_TYPES, { error: m.required }),
  level: z.enum(CEFR_LEVELS, { error: m.required }),
  text: z.string().trim().max(10_000).default(''),
  explanation: z.string().trim().max(5000).optional(),
  expected_min: z.coerce.number().int().min(0).max(100_000).nullable().optional(),
  expected_max: z.coerce.number().int().min(1).max(100_000).nullable().optional(),
  speaking_task: z.enum(SPEAKING_TASK_KINDS).optional(),
  choices: z.array(choiceInput).max(6, m.mcqChoices).default([]),
});
export type QuestionInput = z.input<typeof questionInput>;

/** Order of the children of an exam type (exams), an exam (exercises) or an exercise (questions). */
export const reorderRequest = z.object({ slugs: z.array(z.string().min(1).max(200)).min(1).max(500) });
export type ReorderRequest = z.infer<typeof reorderRequest>;

export const publishRequest = z.object({ published: z.boolean() });

/** A media file as a data URL (`data:audio/...;base64,` or `data:image/...;base64,`), at most 20 MB. */
export const resourceUpload = z.object({
  kind: z.enum(['image', 'audio']),
  data: z.string().min(1, m.required).max(28_000_000),
  title: z.string().trim().max(200).default(''),
  transcript: z.string().trim().max(20_000).optional(),
});
export type ResourceUpload = z.input<typeof resourceUpload>;
export const resourceUpdate = z.object({
  title: z.string().trim().max(200).optional(),
  transcript: z.string().trim().max(20_000).nullable().optional(),
});

/** What a pack import says: the same problems as `npm run content:import`, or what it imported. */
export const packImportResponse = z.object({
  ok: z.boolean(),
  problems: z.array(z.object({ file: z.string(), path: z.string(), message: z.string() })),
  summary: z.record(z.string(), z.number()).nullable(),
  detail: z.string(),
});
export type PackImportResponse = z.infer<typeof packImportResponse>;

/** `POST /api/admin/content/import/`: a pack as a .tar, in base64 (a data URL is accepted). */
export const packImportRequest = z.object({
  archive: z.string({ error: m.required }).min(1, m.required).max(300_000_000),
});
