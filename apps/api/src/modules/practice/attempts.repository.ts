import type { AttemptListQuery } from '@prepa/shared';
import { and, asc, type Column, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { answers, attempts, exams, examTypes, exercises, questions } from '../../db/schema';

export type AttemptRow = typeof attempts.$inferSelect;

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
    /** Scoring profile of the exam type (validated when the pack was imported). */
    scoring: examTypes.scoring,
    nbQuestion: sql<number>`(select count(*) from ${questions} where ${questions.exerciseId} = ${exercises.id})::int`,
  },
  nbAnswers: sql<number>`(select count(*) from ${answers} where ${answers.attemptId} = ${attempts.id})::int`,
};

const ACCENTED = 'àáâäãåçèéêëìíîïñòóôöõùúûüýÿæœ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyao';
/** Lower case without accents, the same on both sides of a search. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
export const foldColumn = (col: SQL | Column) => sql`translate(lower(${col}), ${ACCENTED}, ${PLAIN})`;

function attemptFilters(q: AttemptListQuery): SQL[] {
  const filters: SQL[] = [];
  if (q.status === 'completed') filters.push(isNotNull(attempts.completedAt));
  if (q.status === 'in_progress') filters.push(isNull(attempts.completedAt));
  if (q.status === 'scored') filters.push(isNotNull(attempts.completedAt), isNotNull(attempts.score));
  if (q.skill) filters.push(eq(exams.skill, q.skill));
  const needle = fold(q.search ?? '').trim();
  if (needle) {
    const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      or(
        ...[exercises.title, exams.name, examTypes.name, examTypes.slug].map(
          (col) => sql`${foldColumn(col)} like ${pattern}`,
        ),
      )!,
    );
  }
  return filters;
}

/** Newest or oldest first by creation; best: completed scored attempts by score, the rest after, newest first. */
function attemptOrder(sort: AttemptListQuery['sort']): SQL[] {
  if (sort === 'oldest') return [asc(attempts.createdAt), asc(attempts.id)];
  const newest = [desc(attempts.createdAt), desc(attempts.id)];
  if (sort === 'best') {
    return [
      sql`case when ${attempts.completedAt} is not null and ${attempts.score} is not null then ${attempts.score} else -1 end desc`,
      ...newest,
    ];
  }
  return newest;
}

/** Attempts with their exercise: started, listed, completed, scored. */
export function createAttemptsRepository(db: DbOrTx) {
  const baseAttempt = () =>
    db
      .select(attemptColumns)
      .from(attempts)
      .innerJoin(exercises, eq(exercises.id, attempts.exerciseId))
      .innerJoin(exams, eq(exams.id, exercises.examId))
      .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId));
  // The reads of every results and completion call, prepared once (parsed and planned once per connection).
  const attemptOfUser = baseAttempt()
    .where(and(eq(attempts.slug, sql.placeholder('slug')), eq(attempts.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('attempt_of_user');
  const attemptById = baseAttempt()
    .where(eq(attempts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('attempt_by_id');

  return {
    async insertAttempt(values: typeof attempts.$inferInsert): Promise<AttemptRow> {
      const [row] = await db.insert(attempts).values(values).returning();
      return row!;
    },

    /** The attempt with its exercise, only when it belongs to the user. */
    async findAttemptOfUser(slug: string, userId: number) {
      const [row] = await attemptOfUser.execute({ slug, userId });
      return row;
    },

    async findAttemptById(id: number) {
      const [row] = await attemptById.execute({ id });
      return row;
    },

    /** One page of the user's attempts with the number matching in all (see attemptListQuery). */
    async listAttemptsOfUser(userId: number, q: AttemptListQuery = {}) {
      const where = and(eq(attempts.userId, userId), ...attemptFilters(q));
      const page = baseAttempt()
        .where(where)
        .orderBy(...attemptOrder(q.sort))
        .offset(q.offset ?? 0);
      const [rows, [count]] = await Promise.all([
        q.limit ? page.limit(q.limit) : page,
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(attempts)
          .innerJoin(exercises, eq(exercises.id, attempts.exerciseId))
          .innerJoin(exams, eq(exams.id, exercises.examId))
          .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
          .where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
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

    /** Ids of the open exam attempts of the user on an exercise (usually none: one cheap read). */
    async openExamAttemptIdsOn(userId: number, exerciseId: number): Promise<number[]> {
      const rows = await db
        .select({ id: attempts.id })
        .from(attempts)
        .where(
          and(
            eq(attempts.userId, userId),
            eq(attempts.exerciseId, exerciseId),
            isNull(attempts.completedAt),
            eq(attempts.practiceType, 'exam'),
          ),
        );
      return rows.map((r) => r.id);
    },

    /** Completes the attempt unless it already is; returns false when another request completed it first. */
    async completeAttempt(
      id: number,
      values: {
        completedAt: Date;
        timeSpent: number;
        score: number | null;
        correctCount: number | null;
        status: number;
      },
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
  };
}
