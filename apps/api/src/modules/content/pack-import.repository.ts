import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  choices,
  exams,
  examTypes,
  exercises,
  packages,
  promoCodeExamTypes,
  promoCodes,
  questions,
  resources,
} from '../../db/schema';
import { CATALOG_CHANNEL } from '../../lib/content-events';

const ex = (column: string) => sql.raw(`excluded."${column}"`);

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Drizzle queries of a pack import: upserts by slug, every function takes a transaction. */
export const packImportRepository = {
  async examTypeCount(db: DbOrTx): Promise<number> {
    const [row] = await db.select({ n: count() }).from(examTypes);
    return Number(row?.n ?? 0);
  },

  /** Existing exam type slugs among the given ones (references of a pack to the database). */
  async existingExamTypes(db: DbOrTx, slugs: string[]): Promise<Set<string>> {
    if (!slugs.length) return new Set();
    const rows = await db
      .select({ slug: examTypes.slug })
      .from(examTypes)
      .where(inArray(examTypes.slug, slugs));
    return new Set(rows.map((r) => r.slug));
  },

  async examTypeIds(tx: DbOrTx, slugs: string[]): Promise<Map<string, number>> {
    if (!slugs.length) return new Map();
    const rows = await tx
      .select({ id: examTypes.id, slug: examTypes.slug })
      .from(examTypes)
      .where(inArray(examTypes.slug, slugs));
    return new Map(rows.map((r) => [r.slug, r.id]));
  },

  /**
   * Runs `fn` in one transaction that waits for any other import (two processes starting at once)
   * and makes every process forget its cached catalogue when it commits.
   */
  async inImportTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(724302)`);
      await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
      return fn(tx);
    });
  },

  /** `published` is only overwritten when the pack says it: a re-import keeps what an operator decided. */
  async upsertExamType(tx: Tx, values: Insert<typeof examTypes>, setPublished: boolean) {
    await tx
      .insert(examTypes)
      .values(values)
      .onConflictDoUpdate({
        target: examTypes.slug,
        set: {
          name: ex('name'),
          description: ex('description'),
          position: ex('position'),
          scoring: ex('scoring'),
          updatedAt: ex('updated_at'),
          ...(setPublished ? { published: ex('published') } : {}),
        },
      });
  },

  async upsertExam(tx: Tx, values: Insert<typeof exams>, setPublished: boolean): Promise<number> {
    const [row] = await tx
      .insert(exams)
      .values(values)
      .onConflictDoUpdate({
        target: exams.slug,
        set: {
          name: ex('name'),
          description: ex('description'),
          skill: ex('skill'),
          examTypeId: ex('exam_type_id'),
          difficulty: ex('difficulty'),
          position: ex('position'),
          ...(setPublished ? { published: ex('published') } : {}),
        },
      })
      .returning({ id: exams.id });
    return row!.id;
  },

  async upsertExercise(tx: Tx, values: Insert<typeof exercises>, setPublished: boolean): Promise<number> {
    const [row] = await tx
      .insert(exercises)
      .values(values)
      .onConflictDoUpdate({
        target: exercises.slug,
        set: {
          title: ex('title'),
          instructions: ex('instructions'),
          timeLimit: ex('time_limit'),
          examId: ex('exam_id'),
          number: ex('number'),
          ...(setPublished ? { published: ex('published') } : {}),
        },
      })
      .returning({ id: exercises.id });
    return row!.id;
  },

  async upsertPackage(tx: Tx, values: Insert<typeof packages>) {
    await tx
      .insert(packages)
      .values(values)
      .onConflictDoUpdate({
        target: packages.slug,
        set: {
          name: ex('name'),
          examTypeId: ex('exam_type_id'),
          period: ex('period'),
          price: ex('price'),
          position: ex('position'),
          isActive: ex('is_active'),
        },
      });
  },

  /** Upserts the code and replaces the exam types it applies to. */
  async upsertPromo(tx: Tx, values: Insert<typeof promoCodes>, examTypeIds: number[]) {
    const [row] = await tx
      .insert(promoCodes)
      .values(values)
      .onConflictDoUpdate({
        target: promoCodes.code,
        set: {
          percentage: ex('percentage'),
          validFrom: ex('valid_from'),
          validUntil: ex('valid_until'),
          maxUses: ex('max_uses'),
          isActive: ex('is_active'),
        },
      })
      .returning({ id: promoCodes.id });
    await tx.delete(promoCodeExamTypes).where(eq(promoCodeExamTypes.promoCodeId, row!.id));
    if (examTypeIds.length) {
      await tx
        .insert(promoCodeExamTypes)
        .values(examTypeIds.map((examTypeId) => ({ promoCodeId: row!.id, examTypeId })));
    }
  },

  async upsertQuestions(tx: Tx, rows: Insert<typeof questions>[]) {
    return tx
      .insert(questions)
      .values(rows)
      .onConflictDoUpdate({
        target: questions.slug,
        set: {
          exerciseId: ex('exercise_id'),
          order: ex('order'),
          questionType: ex('question_type'),
          questionText: ex('question_text'),
          subject: ex('subject'),
          level: ex('level'),
          expectedMin: ex('expected_min'),
          expectedMax: ex('expected_max'),
          taskKind: ex('task_kind'),
          taskGoal: ex('task_goal'),
          preparationSeconds: ex('preparation_seconds'),
          recordingMaxSeconds: ex('recording_max_seconds'),
          explanation: ex('explanation'),
        },
      })
      .returning({ id: questions.id, slug: questions.slug });
  },

  /** The resources of these questions become exactly `rows`. */
  async replaceResources(tx: Tx, questionIds: number[], rows: Insert<typeof resources>[]) {
    await tx.delete(resources).where(inArray(resources.questionId, questionIds));
    if (rows.length) await tx.insert(resources).values(rows);
  },

  /** Choices of these questions that left the pack go away (an answer keeps its row, without choice). */
  async replaceChoices(tx: Tx, questionIds: number[], rows: Insert<typeof choices>[]) {
    const keep = rows.map((c) => c.slug);
    await tx
      .delete(choices)
      .where(
        keep.length
          ? and(inArray(choices.questionId, questionIds), notInArray(choices.slug, keep))
          : inArray(choices.questionId, questionIds),
      );
    if (rows.length) {
      await tx
        .insert(choices)
        .values(rows)
        .onConflictDoUpdate({
          target: choices.slug,
          set: {
            questionId: ex('question_id'),
            text: ex('text'),
            isCorrect: ex('is_correct'),
            position: ex('position'),
          },
        });
    }
  },
};
