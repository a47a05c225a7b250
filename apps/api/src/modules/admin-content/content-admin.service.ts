import {
  adminContentMessages,
  trailingNumber,
  type ExamInput,
  type ExamTypeInput,
  type ExerciseInput,
} from '@prepa/shared';
import type { examTypeUpdate, examUpdate, exerciseUpdate } from '@prepa/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { catalogChanges } from '../../lib/content-events';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import type { AuditService } from '../audit/audit.service';
import { createContentAdminRepository, type ContentAdminRepository } from './content-admin.repository';
import { createContentReads } from './content-read';

const m = messages.backOfficeContent;
export type Kind = 'exam-types' | 'exams' | 'exercises';
const TARGET: Record<Kind, string> = { 'exam-types': 'exam_type', exams: 'exam', exercises: 'exercise' };

export interface ContentDeps {
  db: Db;
  content: ContentAdminRepository;
  audit: AuditService;
}

/**
 * Runs a content change in one transaction with its audit record and the signal that makes every
 * process forget its cached catalogue; the in-process signal follows the commit.
 */
export function contentChange(d: ContentDeps) {
  return async <T>(
    actorId: number,
    record: { action: string; targetType: string; targetId: string; details?: Record<string, unknown> },
    fn: (repo: ContentAdminRepository) => Promise<T>,
  ): Promise<T> => {
    const out = await d.db.transaction(async (tx) => {
      const repo = createContentAdminRepository(tx);
      const result = await fn(repo);
      await repo.notifyCatalog();
      await d.audit.recordIn(tx, { actorId, ...record });
      return result;
    });
    catalogChanges.emit();
    return out;
  };
}

export function createContentAdminService(d: ContentDeps) {
  const change = contentChange(d);
  const repo = d.content;

  const reads = createContentReads(repo);
  const exerciseOr404 = reads.exerciseOr404;
  async function freeSlug(table: Parameters<ContentAdminRepository['slugTaken']>[0], slug: string) {
    if (await repo.slugTaken(table, slug)) throw ValidationError.field('slug', m.slugTaken);
  }

  return {
    ...reads,

    async createExamType(actorId: number, b: ExamTypeInput) {
      const slug = String(b.slug);
      await freeSlug('exam_types', slug);
      await change(actorId, { action: 'content.create', targetType: 'exam_type', targetId: slug }, (r) =>
        r.insertExamType({
          slug,
          name: String(b.name),
          description: String(b.description ?? ''),
          published: false,
          position: 100,
        }),
      );
      return { detail: m.created };
    },
    async updateExamType(actorId: number, slug: string, b: z.infer<typeof examTypeUpdate>) {
      const t = await repo.examType(slug);
      if (!t) throw new NotFoundError(m.examTypeNotFound);
      await change(
        actorId,
        {
          action: 'content.update',
          targetType: 'exam_type',
          targetId: slug,
          details: { fields: Object.keys(b) },
        },
        (r) => r.updateExamType(t.id, b),
      );
      return { detail: m.saved };
    },

    async createExam(actorId: number, b: ExamInput) {
      const t = await repo.examType(String(b.exam_type));
      if (!t) throw ValidationError.field('exam_type', m.examTypeNotFound);
      const slug = String(b.slug);
      await freeSlug('exams', slug);
      await change(actorId, { action: 'content.create', targetType: 'exam', targetId: slug }, (r) =>
        r.insertExam({
          slug,
          name: String(b.name),
          description: String(b.description ?? ''),
          skill: b.skill,
          difficulty: Number(b.difficulty ?? 1),
          examTypeId: t.id,
          position: 100,
          published: false,
        }),
      );
      return { detail: m.created };
    },
    async updateExam(actorId: number, slug: string, b: z.infer<typeof examUpdate>) {
      const e = await repo.exam(slug);
      if (!e) throw new NotFoundError(m.examNotFound);
      await change(
        actorId,
        { action: 'content.update', targetType: 'exam', targetId: slug, details: { fields: Object.keys(b) } },
        (r) => r.updateExam(e.id, b),
      );
      return { detail: m.saved };
    },

    async createExercise(actorId: number, b: ExerciseInput) {
      const e = await repo.exam(String(b.exam));
      if (!e) throw ValidationError.field('exam', m.examNotFound);
      const slug = String(b.slug);
      await freeSlug('exercises', slug);
      const title = String(b.title);
      await change(actorId, { action: 'content.create', targetType: 'exercise', targetId: slug }, (r) =>
        r.insertExercise({
          slug,
          title,
          instructions: String(b.instructions ?? ''),
          timeLimit: b.time_limit === undefined || b.time_limit === null ? null : Number(b.time_limit),
          examId: e.id,
          number: trailingNumber(title) ?? 0,
          published: false,
        }),
      );
      return { detail: m.created };
    },
    async updateExercise(actorId: number, slug: string, b: z.infer<typeof exerciseUpdate>) {
      const { exercise: x } = await exerciseOr404(slug);
      const values = {
        ...(b.title !== undefined ? { title: b.title, number: trailingNumber(b.title) ?? 0 } : {}),
        ...(b.instructions !== undefined ? { instructions: b.instructions } : {}),
        ...(b.time_limit !== undefined ? { timeLimit: b.time_limit } : {}),
      };
      await change(
        actorId,
        {
          action: 'content.update',
          targetType: 'exercise',
          targetId: slug,
          details: { fields: Object.keys(b) },
        },
        (r) => r.updateExercise(x.id, values),
      );
      return { detail: m.saved };
    },

    async publish(actorId: number, kind: Kind, slug: string, published: boolean) {
      const id =
        kind === 'exam-types'
          ? (await repo.examType(slug))?.id
          : kind === 'exams'
            ? (await repo.exam(slug))?.id
            : (await repo.exercise(slug))?.exercise.id;
      if (id === undefined) {
        throw new NotFoundError(
          kind === 'exam-types' ? m.examTypeNotFound : kind === 'exams' ? m.examNotFound : m.exerciseNotFound,
        );
      }
      await change(
        actorId,
        {
          action: published ? 'content.publish' : 'content.unpublish',
          targetType: TARGET[kind],
          targetId: slug,
        },
        (r) => r.setPublished(kind, id, published),
      );
      return { detail: published ? m.published : m.unpublished };
    },

    /** Exams of an exam type, or questions of an exercise, in the order given (every one, once). */
    async reorder(actorId: number, kind: 'exam-types' | 'exercises', slug: string, slugs: string[]) {
      const parentId =
        kind === 'exam-types' ? (await repo.examType(slug))?.id : (await repo.exercise(slug))?.exercise.id;
      if (parentId === undefined)
        throw new NotFoundError(kind === 'exam-types' ? m.examTypeNotFound : m.exerciseNotFound);
      const children = await repo.childrenSlugs(kind, parentId);
      const bySlug = new Map(children.map((c) => [c.slug, c.id]));
      if (
        slugs.length !== children.length ||
        new Set(slugs).size !== slugs.length ||
        slugs.some((s) => !bySlug.has(s))
      ) {
        throw ValidationError.field('slugs', adminContentMessages.slugsMismatch);
      }
      await change(
        actorId,
        { action: 'content.reorder', targetType: TARGET[kind], targetId: slug, details: { order: slugs } },
        async (r) => {
          for (const [i, s] of slugs.entries()) await r.setPosition(kind, bySlug.get(s)!, i + 1);
        },
      );
      return { detail: m.reordered };
    },
  };
}
export type ContentAdminService = ReturnType<typeof createContentAdminService>;
