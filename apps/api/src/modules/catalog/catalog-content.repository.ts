import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Skill } from '@prepa/shared';
import type { DbOrTx } from '../../db/client';
import { examFavorites, exams, examTypes, exercises, questions } from '../../db/schema';

/**
 * Learners see only published content: an exercise is visible when it, its exam and its exam type
 * are published (drafts made in the back office stay invisible until then). Every read of the
 * catalogue repository is a learner's; the back office reads drafts through its own repository.
 */
export const visibleExercise = and(
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

/** The published structure of the catalogue: exam types, exams, exercises, and what they count. */
export function createCatalogContentRepository(db: DbOrTx) {
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
