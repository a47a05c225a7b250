import type { ReportCategory, ReportContext, ReportStatus } from '@prepa/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { examTypes, exams, exercises, questionReports, questions, users } from '../../db/schema';

const handler = alias(users, 'handler');

/** Reports of learners on questions ("Signaler une erreur") and their triage. */
export function createReportsRepository(db: Db) {
  return {
    /** A question learners can see (its exercise, exam and exam type published). */
    async questionIdBySlug(slug: string): Promise<number | null> {
      const [row] = await db
        .select({ id: questions.id })
        .from(questions)
        .innerJoin(exercises, eq(exercises.id, questions.exerciseId))
        .innerJoin(exams, eq(exams.id, exercises.examId))
        .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
        .where(
          and(
            eq(questions.slug, slug),
            eq(exercises.published, true),
            eq(exams.published, true),
            eq(examTypes.published, true),
          ),
        )
        .limit(1);
      return row?.id ?? null;
    },

    /** One open report per learner and question: sending again replaces its category and comment. */
    async upsertOpen(r: {
      questionId: number;
      userId: number;
      category: ReportCategory;
      comment: string;
      context: ReportContext;
      now: Date;
    }): Promise<number> {
      const [row] = await db
        .insert(questionReports)
        .values({
          questionId: r.questionId,
          userId: r.userId,
          category: r.category,
          comment: r.comment,
          context: r.context,
          createdAt: r.now,
          updatedAt: r.now,
        })
        .onConflictDoUpdate({
          target: [questionReports.questionId, questionReports.userId],
          targetWhere: sql`status = 'open' and user_id is not null`,
          set: { category: r.category, comment: r.comment, context: r.context, updatedAt: r.now },
        })
        .returning({ id: questionReports.id });
      return row!.id;
    },

    async counts(): Promise<Record<ReportStatus, number>> {
      const rows = await db
        .select({ status: questionReports.status, n: count() })
        .from(questionReports)
        .groupBy(questionReports.status);
      const out = { open: 0, resolved: 0, rejected: 0 };
      for (const r of rows) out[r.status] = Number(r.n);
      return out;
    },

    /** Reports of one status (oldest open first, latest handled first), or the one of `id`. */
    async list(f: { status: ReportStatus } | { id: number }, limit: number, offset: number) {
      const status = 'status' in f ? f.status : 'open';
      return db
        .select({
          id: questionReports.id,
          status: questionReports.status,
          category: questionReports.category,
          context: questionReports.context,
          comment: questionReports.comment,
          resolution: questionReports.resolution,
          createdAt: questionReports.createdAt,
          handledAt: questionReports.handledAt,
          handledBy: handler.email,
          reporter: users.email,
          questionId: questions.id,
          questionSlug: questions.slug,
          questionOrder: questions.order,
          questionText: questions.questionText,
          exercise: exercises.title,
          exerciseSlug: exercises.slug,
          examType: examTypes.name,
          othersOpen: sql<number>`(select count(*)::int from question_reports o
            where o.question_id = "question_reports"."question_id" and o.status = 'open'
              and o.id <> "question_reports"."id")`,
        })
        .from(questionReports)
        .innerJoin(questions, eq(questions.id, questionReports.questionId))
        .innerJoin(exercises, eq(exercises.id, questions.exerciseId))
        .innerJoin(exams, eq(exams.id, exercises.examId))
        .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
        .leftJoin(users, eq(users.id, questionReports.userId))
        .leftJoin(handler, eq(handler.id, questionReports.handledBy))
        .where('id' in f ? eq(questionReports.id, f.id) : eq(questionReports.status, status))
        .orderBy(status === 'open' ? questionReports.createdAt : desc(questionReports.handledAt))
        .limit(limit)
        .offset(offset);
    },

    async findById(id: number) {
      const [row] = await db.select().from(questionReports).where(eq(questionReports.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Closes or reopens a report. Reopening gives way (returns false) when the learner already has
     * another open report on the same question.
     */
    async setStatus(
      id: number,
      s: { status: ReportStatus; resolution: string | null; by: number; now: Date },
    ): Promise<boolean> {
      const reopen = s.status === 'open';
      const rows = await db
        .update(questionReports)
        .set({
          status: s.status,
          resolution: s.resolution,
          handledBy: reopen ? null : s.by,
          handledAt: reopen ? null : s.now,
          updatedAt: s.now,
        })
        .where(
          and(
            eq(questionReports.id, id),
            reopen
              ? sql`not exists (select 1 from question_reports o
                  where o.question_id = "question_reports"."question_id"
                    and o.user_id = "question_reports"."user_id" and o.status = 'open' and o.id <> ${id})`
              : undefined,
          ),
        )
        .returning({ id: questionReports.id });
      return rows.length > 0;
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
