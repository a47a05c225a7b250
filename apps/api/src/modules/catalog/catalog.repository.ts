import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Skill } from '@prepa/shared';
import type { DbOrTx, PreparedQuery } from '../../db/client';
import {
  attempts,
  choices,
  examFavorites,
  exams,
  examTypes,
  exercises,
  questions,
  resources,
  subscriptions,
} from '../../db/schema';
import { grantsAccess, grantsAccessSql } from '../billing/subscription-rules';

export type QuestionRow = typeof questions.$inferSelect;
export type ChoiceRow = typeof choices.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;
export interface QuestionWithParts extends QuestionRow {
  resources: ResourceRow[];
  choices: ChoiceRow[];
}

/**
 * Learners see only published content: an exercise is visible when it, its exam and its exam type
 * are published (drafts made in the back office stay invisible until then). Every read below is
 * a learner's; the back office reads drafts through its own repository.
 */
const visibleExercise = and(
  eq(exercises.published, true),
  eq(exams.published, true),
  eq(examTypes.published, true),
)!;
const visibleExam = and(eq(exams.published, true), eq(examTypes.published, true))!;

const nbQuestion = sql<number>`(select count(*) from ${questions} where ${questions.exerciseId} = ${exercises.id})::int`;

const exerciseColumns = {
  id: exercises.id,
  slug: exercises.slug,
  title: exercises.title,
  instructions: exercises.instructions,
  timeLimit: exercises.timeLimit,
  number: exercises.number,
  examId: exams.id,
  examSlug: exams.slug,
  examName: exams.name,
  skill: exams.skill,
  difficulty: exams.difficulty,
  examTypeId: examTypes.id,
  examTypeSlug: examTypes.slug,
  examTypeName: examTypes.name,
  scoring: examTypes.scoring,
  nbQuestion,
};
export interface ExerciseListRow {
  id: number;
  slug: string;
  title: string;
  instructions: string;
  timeLimit: number | null;
  number: number;
  examId: number;
  examSlug: string;
  examName: string;
  skill: Skill;
  difficulty: number;
  examTypeId: number;
  examTypeSlug: string;
  examTypeName: string;
  scoring: unknown;
  nbQuestion: number;
}

/** See learnerStateOf. */
const LEARNER_STATE = `
  select
    exists (select 1 from subscriptions
            where user_id = $1 and exam_type_id = $3 and ${grantsAccessSql('$4::timestamptz')}) as subscribed,
    coalesce(bool_or(completed_at is not null), false) as completed,
    coalesce(bool_or(completed_at is null), false) as open
  from attempts where user_id = $1 and exercise_id = $2`;

/** Data access of the catalogue; returns plain rows. */
export function createCatalogRepository(db: DbOrTx, prepared: PreparedQuery) {
  return {
    async listExamTypes() {
      return db
        .select({
          id: examTypes.id,
          slug: examTypes.slug,
          name: examTypes.name,
          description: examTypes.description,
          scoring: examTypes.scoring,
          // Written out: drizzle leaves columns unqualified in a single-table select.
          examCount: sql<number>`(select count(*) from exams e where e.exam_type_id = exam_types.id and e.published)::int`,
          exerciseCount: sql<number>`(select count(*) from exercises x join exams e on e.id = x.exam_id where e.exam_type_id = exam_types.id and e.published and x.published)::int`,
        })
        .from(examTypes)
        .where(eq(examTypes.published, true))
        .orderBy(asc(examTypes.position), asc(examTypes.name));
    },

    async findExamType(slugOrId: string) {
      const cond = /^\d+$/.test(slugOrId) ? eq(examTypes.id, Number(slugOrId)) : eq(examTypes.slug, slugOrId);
      const [row] = await db
        .select()
        .from(examTypes)
        .where(and(cond, eq(examTypes.published, true)))
        .limit(1);
      return row;
    },

    async listExams(filter: { examTypeId?: number; favoriteOf?: number }) {
      const conds = [visibleExam];
      if (filter.examTypeId !== undefined) conds.push(eq(exams.examTypeId, filter.examTypeId));
      if (filter.favoriteOf !== undefined) {
        conds.push(
          sql`exists (select 1 from ${examFavorites} where ${examFavorites.examId} = ${exams.id} and ${examFavorites.userId} = ${filter.favoriteOf})`,
        );
      }
      return db
        .select({
          id: exams.id,
          slug: exams.slug,
          name: exams.name,
          description: exams.description,
          skill: exams.skill,
          difficulty: exams.difficulty,
          examTypeId: examTypes.id,
          examTypeSlug: examTypes.slug,
          examTypeName: examTypes.name,
          nbExercise: sql<number>`(select count(*) from ${exercises} where ${exercises.examId} = ${exams.id} and ${exercises.published})::int`,
        })
        .from(exams)
        .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
        .where(and(...conds))
        .orderBy(asc(examTypes.position), asc(exams.position), asc(exams.name));
    },

    async findExam(slug: string) {
      const [row] = await db
        .select({ exam: exams })
        .from(exams)
        .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
        .where(and(eq(exams.slug, slug), visibleExam))
        .limit(1);
      return row?.exam;
    },

    async favoriteExamIds(userId: number): Promise<Set<number>> {
      const rows = await db
        .select({ examId: examFavorites.examId })
        .from(examFavorites)
        .where(eq(examFavorites.userId, userId));
      return new Set(rows.map((r) => r.examId));
    },

    async setFavorite(userId: number, examId: number, on: boolean) {
      if (on) {
        await db.insert(examFavorites).values({ userId, examId }).onConflictDoNothing();
      } else {
        await db
          .delete(examFavorites)
          .where(and(eq(examFavorites.userId, userId), eq(examFavorites.examId, examId)));
      }
    },

    /** Exercises with their exam and exam type, ordered by exam then trailing number. */
    async listExercises(filter: { examId?: number; examTypeId?: number }): Promise<ExerciseListRow[]> {
      const conds = [visibleExercise];
      if (filter.examId !== undefined) conds.push(eq(exercises.examId, filter.examId));
      if (filter.examTypeId !== undefined) conds.push(eq(exams.examTypeId, filter.examTypeId));
      return db
        .select(exerciseColumns)
        .from(exercises)
        .innerJoin(exams, eq(exams.id, exercises.examId))
        .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
        .where(and(...conds))
        .orderBy(
          asc(examTypes.position),
          asc(exams.position),
          asc(exams.id),
          asc(exercises.number),
          asc(exercises.title),
          asc(exercises.id),
        );
    },

    async findExerciseBySlug(slug: string) {
      const [row] = await db
        .select({ id: exercises.id, examId: exercises.examId })
        .from(exercises)
        .innerJoin(exams, eq(exams.id, exercises.examId))
        .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
        .where(and(eq(exercises.slug, slug), visibleExercise))
        .limit(1);
      return row;
    },

    async findExerciseById(id: number) {
      const [row] = await db
        .select({ id: exercises.id, examId: exercises.examId, slug: exercises.slug })
        .from(exercises)
        .innerJoin(exams, eq(exams.id, exercises.examId))
        .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
        .where(and(eq(exercises.id, id), visibleExercise))
        .limit(1);
      return row;
    },

    /** Exam type ids for which the user holds a subscription that has not ended. */
    async subscribedExamTypeIds(userId: number): Promise<Set<number>> {
      const rows = await db
        .selectDistinct({ examTypeId: subscriptions.examTypeId })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), grantsAccess(new Date())));
      return new Set(rows.map((r) => r.examTypeId));
    },

    /**
     * What one exercise's access and answer reveal depend on for a learner, in one round trip:
     * a subscription not yet ended for the exam type, a completed attempt, an open attempt.
     */
    async learnerStateOf(userId: number, exerciseId: number, examTypeId: number, now = new Date()) {
      const [row] = await prepared<{ subscribed: boolean; completed: boolean; open: boolean }>(
        'learner_state_of',
        LEARNER_STATE,
        [userId, exerciseId, examTypeId, now.toISOString()],
      );
      return {
        subscribed: row?.subscribed === true,
        completed: row?.completed === true,
        open: row?.open === true,
      };
    },

    async attemptsOf(userId: number, exerciseIds: number[]) {
      if (exerciseIds.length === 0) return [];
      return db
        .select({
          attempt: attempts,
          nbAnswers: sql<number>`(select count(*) from answers x where x.attempt_id = ${attempts.id})::int`,
        })
        .from(attempts)
        .where(and(eq(attempts.userId, userId), inArray(attempts.exerciseId, exerciseIds)))
        .orderBy(desc(attempts.createdAt), desc(attempts.id));
    },

    /** Questions of exercises with their resources and choices, in order. */
    async questionsOf(exerciseIds: number[]): Promise<QuestionWithParts[]> {
      if (exerciseIds.length === 0) return [];
      const qs = await db
        .select()
        .from(questions)
        .where(inArray(questions.exerciseId, exerciseIds))
        .orderBy(asc(questions.exerciseId), asc(questions.order), asc(questions.id));
      return attachParts(db, qs);
    },

    async questionsBySlug(slugs: string[]): Promise<QuestionWithParts[]> {
      if (slugs.length === 0) return [];
      const qs = await db
        .select({ q: questions })
        .from(questions)
        .innerJoin(exercises, eq(exercises.id, questions.exerciseId))
        .innerJoin(exams, eq(exams.id, exercises.examId))
        .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
        .where(and(inArray(questions.slug, slugs), visibleExercise));
      return attachParts(
        db,
        qs.map((r) => r.q),
      );
    },

    async questionsByIds(ids: number[]): Promise<QuestionWithParts[]> {
      if (ids.length === 0) return [];
      const qs = await db
        .select()
        .from(questions)
        .where(inArray(questions.id, ids))
        .orderBy(asc(questions.order), asc(questions.id));
      return attachParts(db, qs);
    },

    /** Ids of the questions of the given exercises (random training pick). */
    async questionIdsOf(exerciseIds: number[]) {
      if (exerciseIds.length === 0) return [];
      return db
        .select({ id: questions.id, slug: questions.slug, exerciseId: questions.exerciseId })
        .from(questions)
        .where(inArray(questions.exerciseId, exerciseIds));
    },

    async counts() {
      const [ex] = await db
        .select({ n: count() })
        .from(exercises)
        .innerJoin(exams, eq(exams.id, exercises.examId))
        .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
        .where(visibleExercise);
      const [q] = await db
        .select({ n: count() })
        .from(questions)
        .innerJoin(exercises, eq(exercises.id, questions.exerciseId))
        .innerJoin(exams, eq(exams.id, exercises.examId))
        .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
        .where(visibleExercise);
      return { exercises: Number(ex?.n ?? 0), questions: Number(q?.n ?? 0) };
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

async function attachParts(db: DbOrTx, qs: QuestionRow[]): Promise<QuestionWithParts[]> {
  if (qs.length === 0) return [];
  const ids = qs.map((q) => q.id);
  const [res, chs] = await Promise.all([
    db
      .select()
      .from(resources)
      .where(inArray(resources.questionId, ids))
      .orderBy(asc(resources.position), asc(resources.id)),
    db
      .select()
      .from(choices)
      .where(inArray(choices.questionId, ids))
      .orderBy(asc(choices.position), asc(choices.id)),
  ]);
  return qs.map((q) => ({
    ...q,
    resources: res.filter((r) => r.questionId === q.id),
    choices: chs.filter((c) => c.questionId === q.id),
  }));
}
