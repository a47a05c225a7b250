import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { answers, attempts, exams, examTypes, exercises, questions } from '../../db/schema';

export type AttemptRow = typeof attempts.$inferSelect;
export type AnswerRow = typeof answers.$inferSelect;

const attemptColumns = {
  attempt: attempts,
  exercise: {
    id: exercises.id,
    slug: exercises.slug,
    title: exercises.title,
    instructions: exercises.instructions,
    timeLimit: exercises.timeLimit,
    skill: exams.skill,
    difficulty: exams.difficulty,
    examSlug: exams.slug,
    examName: exams.name,
    examTypeId: examTypes.id,
    examTypeSlug: examTypes.slug,
    examTypeName: examTypes.name,
    nbQuestion: sql<number>`(select count(*) from ${questions} where ${questions.exerciseId} = ${exercises.id})::int`,
  },
  nbAnswers: sql<number>`(select count(*) from ${answers} where ${answers.attemptId} = ${attempts.id})::int`,
};

/** Data access of attempts and answers; every read of an attempt is scoped to its owner. */
export function createPracticeRepository(db: DbOrTx) {
  const baseAttempt = () =>
    db
      .select(attemptColumns)
      .from(attempts)
      .innerJoin(exercises, eq(exercises.id, attempts.exerciseId))
      .innerJoin(exams, eq(exams.id, exercises.examId))
      .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId));

  return {
    async insertAttempt(values: typeof attempts.$inferInsert): Promise<AttemptRow> {
      const [row] = await db.insert(attempts).values(values).returning();
      return row!;
    },

    /** The attempt with its exercise, only when it belongs to the user. */
    async findAttemptOfUser(slug: string, userId: number) {
      const [row] = await baseAttempt()
        .where(and(eq(attempts.slug, slug), eq(attempts.userId, userId)))
        .limit(1);
      return row;
    },

    async findAttemptById(id: number) {
      const [row] = await baseAttempt().where(eq(attempts.id, id)).limit(1);
      return row;
    },

    async listAttemptsOfUser(userId: number, limit?: number) {
      const q = baseAttempt()
        .where(eq(attempts.userId, userId))
        .orderBy(desc(attempts.createdAt), desc(attempts.id));
      return limit ? q.limit(limit) : q;
    },

    /** Open timed exam attempts of the user (candidates for expiry). */
    async openTimedAttemptsOfUser(userId: number) {
      return baseAttempt().where(
        and(
          eq(attempts.userId, userId),
          isNull(attempts.completedAt),
          eq(attempts.practiceType, 'exam'),
          sql`${exercises.timeLimit} > 0`,
        ),
      );
    },

    /** Completes the attempt unless it already is; returns false when another request completed it first. */
    async completeAttempt(
      id: number,
      values: { completedAt: Date; timeSpent: number; score: number | null; status: number },
    ): Promise<boolean> {
      const rows = await db
        .update(attempts)
        .set(values)
        .where(and(eq(attempts.id, id), isNull(attempts.completedAt)))
        .returning({ id: attempts.id });
      return rows.length > 0;
    },

    async setAttemptScore(id: number, score: number | null, note20: number | null) {
      await db.update(attempts).set({ score, note20 }).where(eq(attempts.id, id));
    },

    async answersOf(attemptId: number): Promise<AnswerRow[]> {
      return db.select().from(answers).where(eq(answers.attemptId, attemptId));
    },

    async findAnswer(attemptId: number, questionId: number) {
      const [row] = await db
        .select()
        .from(answers)
        .where(and(eq(answers.attemptId, attemptId), eq(answers.questionId, questionId)))
        .limit(1);
      return row;
    },

    async findAnswerOfUser(slug: string, userId: number) {
      const [row] = await db
        .select()
        .from(answers)
        .where(and(eq(answers.slug, slug), eq(answers.userId, userId)))
        .limit(1);
      return row;
    },

    /** Inserts or replaces the answer of (attempt, question): one answer per question. */
    async upsertAnswer(values: typeof answers.$inferInsert): Promise<AnswerRow> {
      const [row] = await db
        .insert(answers)
        .values(values)
        .onConflictDoUpdate({
          target: [answers.attemptId, answers.questionId],
          set: {
            choiceId: values.choiceId ?? null,
            answerText: values.answerText ?? null,
            audioKey: values.audioKey ?? null,
            audioMime: values.audioMime ?? null,
            audioDuration: values.audioDuration ?? null,
            isCorrect: values.isCorrect ?? null,
            correction: null,
            correctionState: 'none',
            correctionError: null,
            updatedAt: new Date(),
          },
        })
        .returning();
      return row!;
    },

    /** Marks the expression answers (text or audio) of an attempt as waiting for correction. */
    async markExpressionAnswersPending(attemptId: number) {
      await db
        .update(answers)
        .set({ correctionState: 'pending', updatedAt: new Date() })
        .where(
          and(
            eq(answers.attemptId, attemptId),
            ne(answers.correctionState, 'done'),
            sql`(${answers.answerText} is not null or ${answers.audioKey} is not null)`,
          ),
        );
    },
  };
}
export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
export type AttemptWithExercise = NonNullable<Awaited<ReturnType<PracticeRepository['findAttemptOfUser']>>>;
