import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { choices, exercises, questions } from './catalog';
import { users } from './users';

export const practiceTypes = ['exam', 'training'] as const;
export const correctionStates = ['none', 'pending', 'running', 'done', 'failed'] as const;

export const attempts = pgTable(
  'attempts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    practiceType: text('practice_type', { enum: practiceTypes }).notNull().default('exam'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Seconds. */
    timeSpent: integer('time_spent'),
    /** On the 699 scale. */
    score: integer('score'),
    /** Estimated note /20 for writing and speaking. */
    note20: integer('note_20'),
    /** Right MCQ answers, counted at completion (raw-score scales such as IELTS bands read it). */
    correctCount: integer('correct_count'),
    status: integer('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attempts_user_idx').on(t.userId, t.createdAt)],
);

export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    choiceId: integer('choice_id').references(() => choices.id, { onDelete: 'set null' }),
    answerText: text('answer_text'),
    /** Storage key of the recorded audio (private, owner only). */
    audioKey: text('audio_key'),
    audioMime: text('audio_mime'),
    audioDuration: integer('audio_duration_ms'),
    isCorrect: boolean('is_correct'),
    correction: jsonb('correction'),
    correctionState: text('correction_state', { enum: correctionStates }).notNull().default('none'),
    correctionError: text('correction_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('answers_attempt_question_unique').on(t.attemptId, t.questionId),
    index('answers_user_idx').on(t.userId),
  ],
);
