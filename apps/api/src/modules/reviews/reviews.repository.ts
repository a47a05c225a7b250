import type { ReviewState } from '@prepa/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  answerReviews,
  answers,
  attempts,
  examTypes,
  exams,
  exercises,
  questions,
  subscriptions,
  users,
} from '../../db/schema';
import { grantsAccess } from '../billing/subscription-rules';

const reviewer = alias(users, 'reviewer');

/** Human reviews of automatic notes: the answers they are about, the queue, the export. */
export function createReviewsRepository(db: Db) {
  const listColumns = {
    id: answerReviews.id,
    state: answerReviews.state,
    message: answerReviews.message,
    autoNote20: answerReviews.autoNote20,
    humanNote20: answerReviews.humanNote20,
    comments: answerReviews.comments,
    requestedAt: answerReviews.requestedAt,
    reviewedAt: answerReviews.reviewedAt,
    learner: users.email,
    reviewer: reviewer.email,
    skill: exams.skill,
    examType: examTypes.name,
    exercise: exercises.title,
    questionOrder: questions.order,
  };
  const detailColumns = {
    ...listColumns,
    answerId: answers.id,
    attemptSlug: attempts.slug,
    learnerFirstName: users.firstName,
    answerText: answers.answerText,
    audioKey: answers.audioKey,
    audioMime: answers.audioMime,
    audioDuration: answers.audioDuration,
    correction: answers.correction,
    instructions: exercises.instructions,
    questionText: questions.questionText,
    subject: questions.subject,
    expectedMin: questions.expectedMin,
    expectedMax: questions.expectedMax,
  };
  /** Reviews with their answer, question, exercise, exam, learner and reviewer. */
  const listed = () =>
    db
      .select(listColumns)
      .from(answerReviews)
      .innerJoin(answers, eq(answers.id, answerReviews.answerId))
      .innerJoin(attempts, eq(attempts.id, answers.attemptId))
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .innerJoin(exercises, eq(exercises.id, questions.exerciseId))
      .innerJoin(exams, eq(exams.id, exercises.examId))
      .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
      .innerJoin(users, eq(users.id, answerReviews.userId))
      .leftJoin(reviewer, eq(reviewer.id, answerReviews.reviewerId));
  const detailed = () =>
    db
      .select(detailColumns)
      .from(answerReviews)
      .innerJoin(answers, eq(answers.id, answerReviews.answerId))
      .innerJoin(attempts, eq(attempts.id, answers.attemptId))
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .innerJoin(exercises, eq(exercises.id, questions.exerciseId))
      .innerJoin(exams, eq(exams.id, exercises.examId))
      .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
      .innerJoin(users, eq(users.id, answerReviews.userId))
      .leftJoin(reviewer, eq(reviewer.id, answerReviews.reviewerId));

  return {
    /** An answer with what a review request needs to know about it. */
    async answerBySlug(slug: string) {
      const [row] = await db
        .select({
          id: answers.id,
          userId: answers.userId,
          correction: answers.correction,
          correctionState: answers.correctionState,
          completedAt: attempts.completedAt,
          skill: exams.skill,
          examTypeId: exams.examTypeId,
        })
        .from(answers)
        .innerJoin(attempts, eq(attempts.id, answers.attemptId))
        .innerJoin(questions, eq(questions.id, answers.questionId))
        .innerJoin(exercises, eq(exercises.id, questions.exerciseId))
        .innerJoin(exams, eq(exams.id, exercises.examId))
        .where(eq(answers.slug, slug))
        .limit(1);
      return row ?? null;
    },

    async hasActiveSubscription(userId: number, examTypeId: number, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ n: sql<number>`1` })
        .from(subscriptions)
        .where(
          and(eq(subscriptions.userId, userId), eq(subscriptions.examTypeId, examTypeId), grantsAccess(now)),
        )
        .limit(1);
      return !!row;
    },

    /** Creates the request; null when the answer already has one. */
    async insert(r: {
      answerId: number;
      userId: number;
      message: string;
      autoNote: number | null;
      now: Date;
    }) {
      const [row] = await db
        .insert(answerReviews)
        .values({
          answerId: r.answerId,
          userId: r.userId,
          message: r.message,
          autoNote20: r.autoNote,
          requestedAt: r.now,
        })
        .onConflictDoNothing({ target: answerReviews.answerId })
        .returning();
      return row ?? null;
    },

    async ofAnswers(answerIds: number[]) {
      if (!answerIds.length) return [];
      return db.select().from(answerReviews).where(inArray(answerReviews.answerId, answerIds));
    },

    async counts(): Promise<Record<ReviewState, number>> {
      const rows = await db
        .select({ state: answerReviews.state, n: count() })
        .from(answerReviews)
        .groupBy(answerReviews.state);
      const out = { requested: 0, done: 0 };
      for (const r of rows) out[r.state] = Number(r.n);
      return out;
    },

    /** The queue: oldest request first; done reviews latest first. */
    async list(state: ReviewState, limit: number, offset: number) {
      return listed()
        .where(eq(answerReviews.state, state))
        .orderBy(state === 'requested' ? asc(answerReviews.requestedAt) : desc(answerReviews.reviewedAt))
        .limit(limit)
        .offset(offset);
    },

    /** One review with the answer, its subject and its current automatic correction. */
    async detail(id: number) {
      const [row] = await detailed().where(eq(answerReviews.id, id)).limit(1);
      return row ?? null;
    },

    /** Sets the human note once; false when the review was already done. */
    async complete(
      id: number,
      r: {
        humanNote: number;
        comments: string;
        reviewerId: number;
        autoNote: number | null;
        autoCorrection: unknown;
        now: Date;
      },
    ): Promise<boolean> {
      const rows = await db
        .update(answerReviews)
        .set({
          state: 'done',
          humanNote20: r.humanNote,
          comments: r.comments,
          reviewerId: r.reviewerId,
          autoNote20: r.autoNote,
          autoCorrection: r.autoCorrection,
          reviewedAt: r.now,
        })
        .where(and(eq(answerReviews.id, id), eq(answerReviews.state, 'requested')))
        .returning({ id: answerReviews.id });
      return rows.length > 0;
    },

    /** Every done review, oldest first (the automatic-versus-human export). */
    async done() {
      return listed()
        .where(eq(answerReviews.state, 'done'))
        .orderBy(asc(answerReviews.reviewedAt), asc(answerReviews.id));
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
