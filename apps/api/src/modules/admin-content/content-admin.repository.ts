import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { answers, choices, exams, examTypes, exercises, questions, resources } from '../../db/schema';
import { CATALOG_CHANNEL } from '../../lib/content-events';

export type ExamTypeRow = typeof examTypes.$inferSelect;
export type ExamRow = typeof exams.$inferSelect;
export type ExerciseRow = typeof exercises.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type ChoiceRow = typeof choices.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The back office's access to content, drafts included (learners read through the catalogue). */
export function createContentAdminRepository(db: DbOrTx) {
  return {
    /** Every process forgets its cached catalogue when the caller's transaction commits. */
    async notifyCatalog() {
      await db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
    },

    async tree() {
      const [types, examRows, exerciseRows] = await Promise.all([
        db.select().from(examTypes).orderBy(asc(examTypes.position), asc(examTypes.name)),
        db.select().from(exams).orderBy(asc(exams.position), asc(exams.name)),
        db
          .select({
            exercise: exercises,
            // Written out: drizzle leaves columns unqualified in a single-table select.
            questions: sql<number>`(select count(*) from questions q where q.exercise_id = exercises.id)::int`,
          })
          .from(exercises)
          .orderBy(asc(exercises.number), asc(exercises.title)),
      ]);
      return { types, examRows, exerciseRows };
    },

    async search(q: string, limit = 50) {
      const p = like(q);
      const ex = await db
        .select({ slug: exercises.slug, label: exercises.title, published: exercises.published })
        .from(exercises)
        .where(or(ilike(exercises.title, p), ilike(exercises.slug, p)))
        .orderBy(asc(exercises.title))
        .limit(limit);
      const qs = await db
        .select({
          slug: questions.slug,
          label: questions.questionText,
          exerciseSlug: exercises.slug,
          published: exercises.published,
        })
        .from(questions)
        .innerJoin(exercises, eq(exercises.id, questions.exerciseId))
        .where(or(ilike(questions.questionText, p), ilike(questions.slug, p)))
        .orderBy(asc(questions.slug))
        .limit(limit);
      return { ex, qs };
    },

    async examType(slug: string) {
      const [row] = await db.select().from(examTypes).where(eq(examTypes.slug, slug)).limit(1);
      return row;
    },
    async exam(slug: string) {
      const [row] = await db.select().from(exams).where(eq(exams.slug, slug)).limit(1);
      return row;
    },
    async exercise(slug: string) {
      const [row] = await db
        .select({ exercise: exercises, exam: exams, examType: examTypes })
        .from(exercises)
        .innerJoin(exams, eq(exams.id, exercises.examId))
        .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
        .where(eq(exercises.slug, slug))
        .limit(1);
      return row;
    },
    async exerciseById(id: number) {
      const [row] = await db
        .select({ exercise: exercises, exam: exams })
        .from(exercises)
        .innerJoin(exams, eq(exams.id, exercises.examId))
        .where(eq(exercises.id, id))
        .limit(1);
      return row;
    },
    async question(slug: string) {
      const [row] = await db.select().from(questions).where(eq(questions.slug, slug)).limit(1);
      return row;
    },
    async slugTaken(table: 'exam_types' | 'exams' | 'exercises' | 'questions', slug: string) {
      const t = { exam_types: examTypes, exams, exercises, questions }[table];
      const rows = await db.select({ id: t.id }).from(t).where(eq(t.slug, slug)).limit(1);
      return rows.length > 0;
    },

    /** Questions of an exercise in order, with their choices, resources and how many answers point to each. */
    async questionsOf(exerciseId: number) {
      const qs = await db
        .select()
        .from(questions)
        .where(eq(questions.exerciseId, exerciseId))
        .orderBy(asc(questions.order), asc(questions.id));
      const ids = qs.map((q) => q.id);
      if (!ids.length) return [];
      const [chs, res, counts] = await Promise.all([
        db
          .select()
          .from(choices)
          .where(inArray(choices.questionId, ids))
          .orderBy(asc(choices.position), asc(choices.id)),
        db
          .select()
          .from(resources)
          .where(inArray(resources.questionId, ids))
          .orderBy(asc(resources.position), asc(resources.id)),
        db
          .select({ questionId: answers.questionId, n: count() })
          .from(answers)
          .where(inArray(answers.questionId, ids))
          .groupBy(answers.questionId),
      ]);
      return qs.map((q) => ({
        ...q,
        choices: chs.filter((c) => c.questionId === q.id),
        resources: res.filter((r) => r.questionId === q.id),
        answers: Number(counts.find((c) => c.questionId === q.id)?.n ?? 0),
      }));
    },

    async insertExamType(v: typeof examTypes.$inferInsert) {
      const [row] = await db.insert(examTypes).values(v).returning();
      return row!;
    },
    async updateExamType(id: number, v: Partial<typeof examTypes.$inferInsert>) {
      await db
        .update(examTypes)
        .set({ ...v, updatedAt: new Date() })
        .where(eq(examTypes.id, id));
    },
    async insertExam(v: typeof exams.$inferInsert) {
      const [row] = await db.insert(exams).values(v).returning();
      return row!;
    },
    async updateExam(id: number, v: Partial<typeof exams.$inferInsert>) {
      await db.update(exams).set(v).where(eq(exams.id, id));
    },
    async insertExercise(v: typeof exercises.$inferInsert) {
      const [row] = await db.insert(exercises).values(v).returning();
      return row!;
    },
    async updateExercise(id: number, v: Partial<typeof exercises.$inferInsert>) {
      await db.update(exercises).set(v).where(eq(exercises.id, id));
    },
    async setPublished(kind: 'exam-types' | 'exams' | 'exercises', id: number, published: boolean) {
      if (kind === 'exam-types') await db.update(examTypes).set({ published }).where(eq(examTypes.id, id));
      else if (kind === 'exams') await db.update(exams).set({ published }).where(eq(exams.id, id));
      else await db.update(exercises).set({ published }).where(eq(exercises.id, id));
    },

    async childrenSlugs(kind: 'exam-types' | 'exercises', parentId: number) {
      if (kind === 'exam-types') {
        return db
          .select({ id: exams.id, slug: exams.slug })
          .from(exams)
          .where(eq(exams.examTypeId, parentId));
      }
      return db
        .select({ id: questions.id, slug: questions.slug })
        .from(questions)
        .where(eq(questions.exerciseId, parentId));
    },
    async setPosition(kind: 'exam-types' | 'exercises', id: number, position: number) {
      if (kind === 'exam-types') await db.update(exams).set({ position }).where(eq(exams.id, id));
      else await db.update(questions).set({ order: position }).where(eq(questions.id, id));
    },
    async nextQuestionOrder(exerciseId: number) {
      const [row] = await db
        .select({ n: sql<number>`coalesce(max(${questions.order}), 0)::int` })
        .from(questions)
        .where(eq(questions.exerciseId, exerciseId));
      return Number(row?.n ?? 0) + 1;
    },

    async insertQuestion(v: typeof questions.$inferInsert) {
      const [row] = await db.insert(questions).values(v).returning();
      return row!;
    },
    async updateQuestion(id: number, v: Partial<typeof questions.$inferInsert>) {
      await db.update(questions).set(v).where(eq(questions.id, id));
    },
    async deleteQuestion(id: number) {
      await db.delete(questions).where(eq(questions.id, id));
    },
    async choicesOf(questionId: number) {
      return db
        .select()
        .from(choices)
        .where(eq(choices.questionId, questionId))
        .orderBy(asc(choices.position));
    },
    async insertChoice(v: typeof choices.$inferInsert) {
      await db.insert(choices).values(v);
    },
    async updateChoice(id: number, v: Partial<typeof choices.$inferInsert>) {
      await db.update(choices).set(v).where(eq(choices.id, id));
    },
    async deleteChoice(id: number) {
      await db.delete(choices).where(eq(choices.id, id));
    },
    async choiceSlugTaken(slug: string) {
      const rows = await db.select({ id: choices.id }).from(choices).where(eq(choices.slug, slug)).limit(1);
      return rows.length > 0;
    },

    async resource(id: number) {
      const [row] = await db
        .select({ resource: resources, exerciseId: questions.exerciseId })
        .from(resources)
        .innerJoin(questions, eq(questions.id, resources.questionId))
        .where(eq(resources.id, id))
        .limit(1);
      return row;
    },
    async insertResource(v: typeof resources.$inferInsert) {
      const [row] = await db.insert(resources).values(v).returning();
      return row!;
    },
    async nextResourcePosition(questionId: number) {
      const [row] = await db
        .select({ n: sql<number>`coalesce(max(${resources.position}), -1)::int` })
        .from(resources)
        .where(eq(resources.questionId, questionId));
      return Number(row?.n ?? -1) + 1;
    },
    async updateResource(id: number, v: Partial<typeof resources.$inferInsert>) {
      await db.update(resources).set(v).where(eq(resources.id, id));
    },
    async deleteResource(id: number) {
      await db.delete(resources).where(eq(resources.id, id));
    },
    /** Whether any other resource still points to a media file (packs may share files). */
    async fileUsed(file: string) {
      const rows = await db
        .select({ id: resources.id })
        .from(resources)
        .where(or(eq(resources.file, file), eq(resources.fallbackFile, file)))
        .limit(1);
      return rows.length > 0;
    },

    /** For a pack export: the exam type's exams, exercises and questions with their parts. */
    async examTypeContent(examTypeId: number) {
      const examRows = await db
        .select()
        .from(exams)
        .where(eq(exams.examTypeId, examTypeId))
        .orderBy(asc(exams.position), asc(exams.id));
      const exRows = examRows.length
        ? await db
            .select()
            .from(exercises)
            .where(
              inArray(
                exercises.examId,
                examRows.map((e) => e.id),
              ),
            )
            .orderBy(asc(exercises.number), asc(exercises.id))
        : [];
      return { examRows, exRows };
    },
    async exerciseIdsWithAnswers(ids: number[]) {
      if (!ids.length) return new Set<number>();
      const rows = await db
        .selectDistinct({ id: questions.exerciseId })
        .from(answers)
        .innerJoin(questions, eq(questions.id, answers.questionId))
        .where(and(inArray(questions.exerciseId, ids)));
      return new Set(rows.map((r) => r.id));
    },
  };
}
export type ContentAdminRepository = ReturnType<typeof createContentAdminRepository>;
