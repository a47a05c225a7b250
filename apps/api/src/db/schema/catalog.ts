import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const skillTypes = ['READING', 'LISTENING', 'WRITING', 'SPEAKING'] as const;
export const questionTypes = ['MCQ', 'open_text', 'essay', 'audio'] as const;
export const cefrLevels = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;

export const examTypes = pgTable('exam_types', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  /** Scoring profile declared by the content pack (packages/shared domain/profiles.ts); null: default profile. */
  scoring: jsonb('scoring'),
  /** false: a draft, invisible to learners (catalogue, practice) until published in the back office. */
  published: boolean('published').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    skill: text('skill', { enum: skillTypes }).notNull(),
    examTypeId: integer('exam_type_id')
      .notNull()
      .references(() => examTypes.id, { onDelete: 'cascade' }),
    difficulty: integer('difficulty').notNull().default(1),
    position: integer('position').notNull().default(0),
    /** false: a draft, invisible to learners (catalogue, practice) until published in the back office. */
    published: boolean('published').notNull().default(true),
  },
  (t) => [index('exams_exam_type_idx').on(t.examTypeId)],
);

export const examFavorites = pgTable(
  'exam_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.examId] })],
);

export const exercises = pgTable(
  'exercises',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    instructions: text('instructions').notNull().default(''),
    /** Seconds; null = no limit. */
    timeLimit: integer('time_limit'),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    /** Trailing number of the title, the order of the exercise inside its exam. */
    number: integer('number').notNull().default(0),
    /** false: a draft, invisible to learners (catalogue, practice) until published in the back office. */
    published: boolean('published').notNull().default(true),
  },
  (t) => [index('exercises_exam_idx').on(t.examId, t.number)],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    order: integer('order').notNull(),
    questionType: text('question_type', { enum: questionTypes }).notNull(),
    questionText: text('question_text').notNull().default(''),
    /** Structured subject of an expression task: {titre?, sujet?, documents?: [{titre?, texte}]}. */
    subject: jsonb('subject'),
    level: text('level', { enum: cefrLevels }).notNull(),
    /** Expected length for expression tasks: words for writing, seconds for speaking. */
    expectedMin: integer('expected_min'),
    expectedMax: integer('expected_max'),
    /** Speaking task: its kind (presentation, interaction, opinion) and goal, from the content pack. */
    taskKind: text('task_kind', { enum: ['presentation', 'interaction', 'opinion'] }),
    taskGoal: text('task_goal'),
    /** Speaking task: preparation before recording, in seconds (TCF task 2: 120). */
    preparationSeconds: integer('preparation_seconds'),
    /** Speaking task: longest recording accepted, in seconds (the recorder stops there, uploads are refused past it). */
    recordingMaxSeconds: integer('recording_max_seconds'),
    /** MCQ: {answer, distractors: {choiceSlug: why not}}; shown only once an answer may be revealed. */
    explanation: jsonb('explanation'),
  },
  (t) => [index('questions_exercise_idx').on(t.exerciseId, t.order)],
);

export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'audio'] }).notNull(),
    /** Storage key under the media area (served at /media/<key>). */
    file: text('file').notNull(),
    /**
     * Audio: the same recording as AAC (.m4a) or MP3, for browsers that cannot play the Opus of
     * `file` (older iPhones); null when `file` plays everywhere or no copy exists.
     */
    fallbackFile: text('fallback_file'),
    title: text('title').notNull().default(''),
    /** Text of an audio document; shown only once an answer may be revealed. */
    transcript: text('transcript'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('resources_question_idx').on(t.questionId)],
);

export const choices = pgTable(
  'choices',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('choices_slug_unique').on(t.slug), index('choices_question_idx').on(t.questionId)],
);
