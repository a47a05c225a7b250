import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { questions } from './catalog';
import { answers } from './practice';
import { users } from './users';

/** What a learner says is wrong with a question ("Signaler une erreur"). */
export const reportCategories = ['wrong_answer', 'audio', 'transcript', 'statement', 'other'] as const;
export const reportStatuses = ['open', 'resolved', 'rejected'] as const;
/** Where the learner saw the question. */
export const reportContexts = ['exercise', 'training', 'results'] as const;

export const questionReports = pgTable(
  'question_reports',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** Kept when the learner's account is deleted: the report is about the content. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category', { enum: reportCategories }).notNull(),
    comment: text('comment').notNull().default(''),
    context: text('context', { enum: reportContexts }).notNull(),
    status: text('status', { enum: reportStatuses }).notNull().default('open'),
    /** The operator's answer when closing it. */
    resolution: text('resolution'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('question_reports_status_idx').on(t.status, t.createdAt),
    index('question_reports_question_idx').on(t.questionId),
    // One open report per learner and question: sending again replaces it.
    uniqueIndex('question_reports_open_unique')
      .on(t.questionId, t.userId)
      .where(sql`status = 'open' and user_id is not null`),
  ],
);

export const reviewStates = ['requested', 'done'] as const;

/**
 * A human review of the automatic correction of a writing or speaking answer. Both notes are kept:
 * the automatic note the reviewer had beside them and the human note.
 */
export const answerReviews = pgTable(
  'answer_reviews',
  {
    id: serial('id').primaryKey(),
    answerId: integer('answer_id')
      .notNull()
      .unique()
      .references(() => answers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: reviewStates }).notNull().default('requested'),
    /** The learner's own words when asking (optional). */
    message: text('message').notNull().default(''),
    /** Automatic note /20 when asked, then when reviewed (what the reviewer saw). */
    autoNote20: real('auto_note_20'),
    /** The automatic correction the reviewer saw, kept as it was. */
    autoCorrection: jsonb('auto_correction'),
    humanNote20: real('human_note_20'),
    comments: text('comments'),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('answer_reviews_state_idx').on(t.state, t.requestedAt)],
);
