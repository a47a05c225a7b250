import type { AiAnswer, CorrectionState } from '@prepa/shared';
import { and, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answers, attempts, exams, exercises, questions, subscriptions } from '../../db/schema';

/**
 * The answer's update time is the version read (to the millisecond: the database keeps
 * microseconds, a JavaScript date only milliseconds).
 */
const sameVersion = (v: Date) =>
  sql`${answers.updatedAt} > ${v.toISOString()}::timestamptz - interval '1 millisecond'
      and ${answers.updatedAt} < ${v.toISOString()}::timestamptz + interval '1 millisecond'`;

/** Data access of the correction engine: answers to correct, their states and results. */
export function createCorrectionRepository(db: Db) {
  const answerColumns = {
    id: answers.id,
    slug: answers.slug,
    userId: answers.userId,
    attemptId: answers.attemptId,
    answerText: answers.answerText,
    audioKey: answers.audioKey,
    audioMime: answers.audioMime,
    correctionState: answers.correctionState,
    correction: answers.correction,
    correctionError: answers.correctionError,
    updatedAt: answers.updatedAt,
    questionId: questions.id,
    questionText: questions.questionText,
    questionOrder: questions.order,
    taskKind: questions.taskKind,
    taskGoal: questions.taskGoal,
    subject: questions.subject,
    expectedMin: questions.expectedMin,
    expectedMax: questions.expectedMax,
    instructions: exercises.instructions,
    skill: exams.skill,
    examTypeId: exams.examTypeId,
    practiceType: attempts.practiceType,
  };
  const base = () =>
    db
      .select(answerColumns)
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .innerJoin(attempts, eq(attempts.id, answers.attemptId))
      .innerJoin(exercises, eq(exercises.id, attempts.exerciseId))
      .innerJoin(exams, eq(exams.id, exercises.examId));

  return {
    async byId(id: number) {
      const [row] = await base().where(eq(answers.id, id)).limit(1);
      return row ?? null;
    },
    async bySlug(slug: string) {
      const [row] = await base().where(eq(answers.slug, slug)).limit(1);
      return row ?? null;
    },
    /** Writing and speaking answers of an attempt that have a text or a recording. */
    async expressionAnswersOf(attemptId: number): Promise<number[]> {
      const rows = await base().where(
        and(
          eq(answers.attemptId, attemptId),
          or(eq(exams.skill, 'WRITING'), eq(exams.skill, 'SPEAKING')),
          or(isNotNull(answers.answerText), isNotNull(answers.audioKey)),
        ),
      );
      return rows.map((r) => r.id);
    },
    async setState(id: number, state: CorrectionState, error: string | null = null) {
      await db
        .update(answers)
        .set({ correctionState: state, correctionError: error, updatedAt: new Date() })
        .where(eq(answers.id, id));
    },
    /**
     * Marks the answer as being corrected if it is still the version read (`seen`, its update
     * time); returns the new version, or null when the answer changed since it was read.
     */
    async markRunning(id: number, seen: Date): Promise<Date | null> {
      const version = new Date(Math.max(Date.now(), seen.getTime() + 1));
      const rows = await db
        .update(answers)
        .set({ correctionState: 'running', correctionError: null, updatedAt: version })
        .where(and(eq(answers.id, id), sameVersion(seen)))
        .returning({ id: answers.id });
      return rows.length ? version : null;
    },
    /**
     * Stores the correction only if the answer is still the version that was corrected (a training
     * answer may be replaced while its correction runs); false when it changed meanwhile.
     */
    async saveCorrection(id: number, correction: AiAnswer, version?: Date): Promise<boolean> {
      const rows = await db
        .update(answers)
        .set({ correction, correctionState: 'done', correctionError: null, updatedAt: new Date() })
        .where(version ? and(eq(answers.id, id), sameVersion(version)) : eq(answers.id, id))
        .returning({ id: answers.id });
      return rows.length > 0;
    },
    /** The writing questions of an exam type: the catalogue an answer's subject is compared with. */
    async writingQuestions(examTypeId: number) {
      return db
        .select({
          id: questions.id,
          questionText: questions.questionText,
          subject: questions.subject,
          order: questions.order,
          expectedMin: questions.expectedMin,
          expectedMax: questions.expectedMax,
        })
        .from(questions)
        .innerJoin(exercises, eq(exercises.id, questions.exerciseId))
        .innerJoin(exams, eq(exams.id, exercises.examId))
        .where(and(eq(exams.skill, 'WRITING'), eq(exams.examTypeId, examTypeId)));
    },
    async hasActiveSubscription(userId: number, examTypeId: number): Promise<boolean> {
      const [row] = await db
        .select({ n: sql<number>`1` })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.examTypeId, examTypeId),
            gt(subscriptions.endDate, new Date()),
          ),
        )
        .limit(1);
      return !!row;
    },
  };
}
export type CorrectionRepository = ReturnType<typeof createCorrectionRepository>;
export type AnswerToCorrect = NonNullable<Awaited<ReturnType<CorrectionRepository['byId']>>>;
