import { z } from 'zod';
import {
  cefrLevelSchema,
  explanationSchema,
  publicChoiceSchema,
  questionSchema,
  questionSubjectSchema,
  questionTypeSchema,
  resourceSchema,
  revealedChoiceSchema,
  scaledResultSchema,
  skillScaleSchema,
  skillSchema,
} from './catalog';
import { aiAnswerSchema, correctionStateSchema } from './correction';
import { humanReviewSchema, reviewOfferSchema } from './reviews';

/** Contract of the practice calls: attempts, answers, training, results, statistics. */

export const practiceMessages = {
  practiceType: 'Le type de pratique doit être « exam » ou « training ».',
  date: 'Date invalide (format ISO 8601 attendu).',
  questionRequired: 'La question est requise.',
  choiceInvalid: 'Le choix doit être le slug ou l’identifiant d’une réponse.',
  textTooLong: 'La réponse ne doit pas dépasser 10 000 caractères.',
} as const;

/** `taining` is the legacy spelling of older clients: accepted and stored as `training`. */
export const practiceTypeInput = z
  .enum(['exam', 'training', 'taining'], { error: practiceMessages.practiceType })
  .transform((v) => (v === 'taining' ? 'training' : v));

/** Attempt status: 0 in progress, 1 completed by the learner, 2 completed by the server when time ran out. */
export const ATTEMPT_STATUS = { OPEN: 0, COMPLETED: 1, EXPIRED: 2 } as const;

/** POST /api/exercice-attempt/post/{exerciseSlug}/ — started_at and score are accepted but the server's clock and scoring rule. */
export const createAttemptRequest = z.object({
  started_at: z.iso.datetime({ offset: true, error: practiceMessages.date }).optional(),
  score: z.number().optional(),
  practice_type: practiceTypeInput.optional().default('exam'),
});
export type CreateAttemptRequest = z.input<typeof createAttemptRequest>;

/** PUT /api/exercice-attempt/{slug}/ — completes the attempt (idempotent); the server's clock decides. */
export const completeAttemptRequest = z.object({
  completed_at: z.iso.datetime({ offset: true, error: practiceMessages.date }).optional(),
});
export type CompleteAttemptRequest = z.input<typeof completeAttemptRequest>;

export const attemptExerciseSummary = z.object({
  slug: z.string(),
  title: z.string(),
  type_exam: skillSchema,
  difficulty_level: z.number(),
  time_limit: z.number().nullable(),
  nb_question: z.number(),
  exam: z.string(),
  exam_name: z.string(),
  examtype_slug: z.string(),
  examtype_name: z.string(),
});

export const attemptSchema = z.object({
  slug: z.string(),
  exercice: attemptExerciseSummary,
  practice_type: z.enum(['exam', 'training']),
  started_at: z.string(),
  created_at: z.string(),
  /** Date shown in the history: completion date, else start. */
  date: z.string(),
  completed_at: z.string().nullable(),
  /** Seconds. */
  time_spent: z.number().nullable(),
  /** 699 scale; null until it can be computed (expression attempts wait for their corrections). */
  score: z.number().nullable(),
  /** Estimated note /20 of writing and speaking attempts. */
  note_20: z.number().nullable(),
  status: z.number(),
  /** Answers after this instant (plus a short grace) are refused; null when untimed. */
  deadline: z.string().nullable(),
  nb_answers: z.number(),
  /** Right MCQ answers of a completed attempt (null while open and for expression). */
  nb_correct: z.number().nullable(),
  /** The result on the exam type's scale (IELTS band, TOEFL /30, TCF /699 or /20...). */
  result: scaledResultSchema,
});
export type Attempt = z.infer<typeof attemptSchema>;

/**
 * GET /api/exercice-attempt/?limit=n&offset=k — one page of the caller's attempts (newest first
 * unless `sort`), narrowed by `status`, `skill` and `search` (title, exam, exam type; case and
 * accents ignored). The `x-total-count` header gives how many match in all.
 */
export const attemptListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** `scored`: completed with a score (what progress charts count). */
  status: z.enum(['completed', 'in_progress', 'scored']).optional(),
  skill: skillSchema.optional(),
  sort: z.enum(['newest', 'oldest', 'best']).optional(),
  search: z.string().trim().max(100).optional(),
});
export type AttemptListQuery = z.infer<typeof attemptListQuery>;
export const attemptListResponse = z.array(attemptSchema);

/**
 * POST /api/answer/post/{attemptSlug}/ as JSON. One of: `choice` (MCQ, slug or id of the choice),
 * `answer_text` (writing), `audio_file` as a `data:audio/...;base64,...` URL (speaking).
 * The same call also accepts multipart/form-data with fields question_slug, answer_type and the file audio_file.
 */
export const answerRequest = z.object({
  question_slug: z
    .string({ error: practiceMessages.questionRequired })
    .min(1, practiceMessages.questionRequired)
    .max(200),
  choice: z
    .union([z.string().min(1).max(200), z.number().int().positive()], {
      error: practiceMessages.choiceInvalid,
    })
    .optional(),
  answer_text: z.string().max(10_000, practiceMessages.textTooLong).optional(),
  audio_file: z.string().optional(),
  answer_type: z.string().max(50).optional(),
});
export type AnswerRequest = z.input<typeof answerRequest>;

export const answerResponse = z.object({
  slug: z.string(),
  user_aswer_slug: z.string(),
  question_slug: z.string(),
  /** MCQ: whether the pick is right; null for writing and speaking. */
  is_correct: z.boolean().nullable(),
  /** Training attempts only: the right choice of an MCQ. */
  correct_choice: publicChoiceSchema.nullable(),
  /** URL of the recorded audio (owner only), for speaking. */
  user_aswer_audio: z.string().nullable(),
  correction_state: correctionStateSchema,
});
export type AnswerResponse = z.infer<typeof answerResponse>;

/** POST /api/question/{questionSlug}/check/ — training: checks an MCQ pick without recording anything. */
export const checkChoiceRequest = z.object({
  choice: z.union([z.string().min(1).max(200), z.number().int().positive()], {
    error: practiceMessages.choiceInvalid,
  }),
});
export const checkChoiceResponse = z.object({
  question_slug: z.string(),
  is_correct: z.boolean(),
  correct_choice: publicChoiceSchema,
  /** Revealed once the learner has answered. */
  explanation: explanationSchema.nullable(),
  /** Audio resource id -> its transcript, revealed once the learner has answered. */
  transcripts: z.array(z.object({ resource: z.number(), title: z.string(), transcript: z.string() })),
});
export type CheckChoiceResponse = z.infer<typeof checkChoiceResponse>;

export const trainingExerciseSummary = z.object({
  slug: z.string(),
  title: z.string(),
  instructions: z.string(),
  type_exam: skillSchema,
  exam: z.string(),
  examtype_slug: z.string(),
});

/** GET /api/question/aleat/{examSlug}/?exclude=<questionSlug> — one random question of an accessible exercise, without the answer. */
export const trainingQuestionQuery = z.object({ exclude: z.string().max(200).optional() });
export const trainingQuestionResponse = z.object({
  question: questionSchema,
  exercice: trainingExerciseSummary,
  /** Expression questions are corrected only with a subscription (the web app shows 'Acheter un package'). */
  correction_available: z.boolean(),
});
export type TrainingQuestion = z.infer<typeof trainingQuestionResponse>;

/** GET /api/exercice-attempt/{slug}/mistakes/ — MCQ questions answered wrongly or left unanswered, without answers. */
export const mistakesResponse = z.object({
  attempt: z.string(),
  exercice: trainingExerciseSummary,
  questions: z.array(questionSchema),
});
export type MistakesResponse = z.infer<typeof mistakesResponse>;

export const resultQuestionSchema = z.object({
  id: z.number(),
  slug: z.string(),
  questionSlug: z.string(),
  order: z.number(),
  question_type: questionTypeSchema,
  question_text: z.string(),
  subject: questionSubjectSchema.nullable(),
  level: cefrLevelSchema,
  expected: z.object({ min: z.number().nullable(), max: z.number().nullable() }).nullable(),
  ressouces: z.array(resourceSchema),
  /** With is_correct once the attempt is completed; without while it is open. */
  choices: z.array(z.union([revealedChoiceSchema, publicChoiceSchema])),
  user_choice: z.array(z.object({ slug: z.string(), choice_text: z.string() })),
  user_aswer_slug: z.string().nullable(),
  user_aswer_text: z.string().nullable(),
  /** URL of the recorded answer (owner only). */
  user_aswer_audio: z.string().nullable(),
  answer_audio_path: z.string().nullable(),
  /** Null while the attempt is open, for unanswered and for expression questions. */
  is_correct: z.boolean().nullable(),
  /** Null while the attempt is open and when the question has none. */
  explanation: explanationSchema.nullable(),
  ai_aswer: aiAnswerSchema.nullable(),
  correction_state: correctionStateSchema,
  /** A human reviewer's note on the automatic correction, when the learner asked for one. */
  human_review: humanReviewSchema.nullable(),
});
export type ResultQuestion = z.infer<typeof resultQuestionSchema>;

/** GET /api/exercice-attempt/{slug} — the results of an attempt of the caller. */
export const attemptResultsResponse = attemptSchema.extend({
  exercice: attemptExerciseSummary.extend({
    instructions: z.string(),
    questions: z.array(resultQuestionSchema),
  }),
  /** CEFR level on the exam's scale, null when not assessed or when the scale has none. */
  level: z.string().nullable(),
  /** TCF Canada: NCLC of the result ('10+' .. '4'), null below NCLC 4, not assessed or another exam. */
  nclc: z.string().nullable(),
  /** The exam type's profile declares the NCLC table (TCF Canada). */
  has_nclc: z.boolean(),
  /** Scale of the skill in the exam type's profile, and the profile's source. */
  scale: skillScaleSchema,
  scoring_source: z.string(),
  counts: z.object({
    total: z.number(),
    answered: z.number(),
    correct: z.number(),
    incorrect: z.number(),
    unanswered: z.number(),
    corrected: z.number(),
  }),
  /** Whether the learner may ask a human to review the automatic notes of this attempt. */
  review_offer: reviewOfferSchema,
  /** Headline and recommendation (verdictFor); null while the attempt is open. */
  recommendations: z
    .object({
      level: z.string().nullable(),
      tone: z.enum(['high', 'mid', 'low', 'none']),
      title: z.string(),
      reason: z.string(),
      message: z.string(),
    })
    .nullable(),
});
export type AttemptResults = z.infer<typeof attemptResultsResponse>;

/** Progress in one skill of one exam type, on that exam type's scale (never mixed with another). */
export const skillProgressSchema = z.object({
  examtype_slug: z.string(),
  examtype_name: z.string(),
  skill: skillSchema,
  /** Completed attempts with something assessed. */
  assessed: z.number(),
  /** Completed attempts with nothing assessed (kept in history, out of averages). */
  not_assessed: z.number(),
  average: scaledResultSchema.nullable(),
  best: scaledResultSchema.nullable(),
  last: scaledResultSchema.nullable(),
});
export type SkillProgress = z.infer<typeof skillProgressSchema>;

/**
 * GET /api/user/stat — counts of attempts; averages per exam type and skill only, over completed
 * attempts with something assessed. The legacy avg_score and best_score are null: there is no
 * score common to every exam.
 */
export const statsResponse = z.object({
  nb_exercice_attemp: z.number(),
  nb_exercice_attemp_completed: z.number(),
  /** Completed attempts with something assessed. */
  nb_exercice_attemp_assessed: z.number(),
  avg_score: z.number().nullable(),
  best_score: z.number().nullable(),
  progress: z.array(skillProgressSchema),
});
export type Stats = z.infer<typeof statsResponse>;
