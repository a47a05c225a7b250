import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { choices, exams, examTypes, exercises, questions, resources } from '../../db/schema';
import { visibleExercise } from './catalog-content.repository';

export type QuestionRow = typeof questions.$inferSelect;
export type ChoiceRow = typeof choices.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;
export interface QuestionWithParts extends QuestionRow {
  resources: ResourceRow[];
  choices: ChoiceRow[];
}

/** The questions of the catalogue with their resources and choices. */
export function createCatalogQuestionsRepository(db: DbOrTx) {
  return {
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
  };
}

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
