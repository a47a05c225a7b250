import {
  accessRuleFor,
  type Exam,
  type Exercise,
  exerciseListResponse,
  examTypeListResponse,
  questionListResponse,
  type SiteSettings,
} from '@prepa/shared';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { serializeResponse } from '../../lib/serialized';
import { messages } from '../../lib/messages';
import { matchChoice, rightChoiceOf } from '../practice/answer-rules';
import { type AccessService, rankExercises, type RankedExercise } from './access';
import { type CatalogMemo, noMemo } from './catalog.cache';
import type { CatalogRepository } from './catalog.repository';
import { attemptSummaryDto, exerciseDto, explanationDto, questionDto, scoringDto } from './dto';

export interface SiteFigures {
  whatsappNumber: string;
  /** Operator's marketing settings: absent when not set, and then never shown. */
  students?: number;
  successRate?: number;
  testimonials: { name: string; place: string; text: string }[];
  supportHours?: string;
}

/** Use cases of the catalogue: exam types, exams, exercises, questions and the training calls. */
export function createCatalogService(deps: {
  catalog: CatalogRepository;
  access: AccessService;
  site: SiteFigures;
  /** Values derived from content only, kept until the next import (the catalogue cache). */
  memo?: CatalogMemo;
  /** Whether the learner has an exam attempt open on the exercise (then nothing tells right from wrong). */
  examInProgress?: (userId: number, exerciseId: number) => Promise<boolean>;
}) {
  const { catalog, access } = deps;
  const memo = deps.memo ?? noMemo;

  /** Exercises of a filter ranked inside their exams: content only. */
  function rankedList(filter: { examId?: number; examTypeId?: number }): Promise<RankedExercise[]> {
    return memo(`exercises:${filter.examId}:${filter.examTypeId}`, async () =>
      rankExercises(await catalog.listExercises(filter)),
    );
  }

  async function decorate(userId: number | null, rows: RankedExercise[]): Promise<Exercise[]> {
    const [subscribed, attempts] = await Promise.all([
      access.subscribedExamTypeIds(userId),
      userId === null
        ? []
        : catalog.attemptsOf(
            userId,
            rows.map((r) => r.id),
          ),
    ]);
    return rows.map((r) =>
      exerciseDto(r, {
        rank: r.rank,
        lock: access.lockOf(userId, r, subscribed),
        attempts: attempts.filter((a) => a.attempt.exerciseId === r.id).map((a) => attemptSummaryDto(a, r)),
      }),
    );
  }

  async function examTypeId(slugOrId: string | undefined): Promise<number | undefined> {
    if (!slugOrId) return undefined;
    const t = await catalog.findExamType(slugOrId);
    if (!t) throw new NotFoundError(messages.catalog.examTypeNotFound);
    return t.id;
  }

  async function examId(slug: string | undefined): Promise<number | undefined> {
    if (!slug) return undefined;
    const e = await catalog.findExam(slug);
    if (!e) throw new NotFoundError(messages.catalog.examNotFound);
    return e.id;
  }

  /** The choice of an MCQ question picked by slug or numeric id; 400 when it is not one of its choices. */
  function pickChoice<C extends { id: number; slug: string }>(list: C[], choice: string | number): C {
    const found = matchChoice(list, choice);
    if (!found) throw ValidationError.field('choice', messages.practice.choiceNotInQuestion);
    return found;
  }

  return {
    pickChoice,

    /** Exam types as JSON (the same for every caller: kept until the next import). */
    async listExamTypesJson(): Promise<string> {
      return memo('exam-types.json', async () =>
        serializeResponse(
          examTypeListResponse,
          (await catalog.listExamTypes()).map((t) => ({ ...t, scoring: scoringDto(t.scoring) })),
        ),
      );
    },

    async listExams(
      userId: number | null,
      q: { exam_type?: string; favorite?: 'true' | 'false' },
    ): Promise<Exam[]> {
      const typeId = await examTypeId(q.exam_type);
      const favorites = userId === null ? new Set<number>() : await catalog.favoriteExamIds(userId);
      if (q.favorite === 'true' && userId === null) return [];
      const rows = await catalog.listExams({
        examTypeId: typeId,
        favoriteOf: q.favorite === 'true' && userId !== null ? userId : undefined,
      });
      return rows.map((e) => ({
        id: e.id,
        slug: e.slug,
        name: e.name,
        description: e.description,
        type: e.skill,
        exam_type: e.examTypeId,
        exam_type_slug: e.examTypeSlug,
        exam_type_name: e.examTypeName,
        difficulty: e.difficulty,
        nb_exercice: e.nbExercise,
        isFavorite: favorites.has(e.id),
      }));
    },

    async setFavorite(userId: number, examSlug: string, on: boolean) {
      const exam = await catalog.findExam(examSlug);
      if (!exam) throw new NotFoundError(messages.catalog.examNotFound);
      await catalog.setFavorite(userId, exam.id, on);
      return { slug: exam.slug, isFavorite: on };
    },

    /**
     * Exercises (ranked, with lock and the caller's attempts) as JSON. An anonymous visitor's list (every exercise locked, no attempts) is
     * the same for all of them: kept until the next import.
     */
    async listExercisesJson(
      userId: number | null,
      q: { exam?: string; exam_type?: string },
    ): Promise<string> {
      const filter = { examId: await examId(q.exam), examTypeId: await examTypeId(q.exam_type) };
      const build = async () =>
        serializeResponse(exerciseListResponse, await decorate(userId, await rankedList(filter)));
      return userId === null
        ? memo(`exercises-anonymous.json:${filter.examId}:${filter.examTypeId}`, build)
        : build();
    },

    async getExercise(userId: number | null, slug: string): Promise<Exercise> {
      const found = await catalog.findExerciseBySlug(slug);
      const ranked = found ? await access.rankedExercise(found.id) : undefined;
      if (!ranked) throw new NotFoundError(messages.catalog.exerciseNotFound);
      const [dto] = await decorate(userId, [ranked]);
      return dto!;
    },

    /**
     * JSON of the questions of an exercise the caller may take; answers revealed only after a
     * completed attempt and while none is open. The caller's part (subscription, attempts) is one
     * query; the two possible lists (with and without answers) are content, kept until the next import.
     */
    async questionsForLearner(userId: number, exerciseSlug: string): Promise<string> {
      const e = await access.rankedExerciseBySlug(exerciseSlug);
      if (!e) throw new NotFoundError(messages.catalog.exerciseNotFound);
      const state = await catalog.learnerStateOf(userId, e.id, e.examTypeId);
      if (access.lockFor(userId, e, state.subscribed).locked)
        throw new ForbiddenError(messages.catalog.locked);
      const reveal = state.completed && !state.open;
      return memo(`questions.json:${e.id}:${reveal}`, async () =>
        serializeResponse(
          questionListResponse,
          (await catalog.questionsOf([e.id])).map((q) => questionDto(q, reveal)),
        ),
      );
    },

    /** One random question among the exercises of the exam open to the caller, without its answer. */
    async randomQuestion(userId: number, examSlug: string, exclude?: string) {
      const exam = await catalog.findExam(examSlug);
      if (!exam) throw new NotFoundError(messages.catalog.examNotFound);
      const subscribed = await access.subscribedExamTypeIds(userId);
      const open = (await rankedList({ examId: exam.id })).filter(
        (e) => !access.lockOf(userId, e, subscribed).locked,
      );
      const ids = await catalog.questionIdsOf(open.map((e) => e.id));
      const pool = ids.length > 1 && exclude ? ids.filter((q) => q.slug !== exclude) : ids;
      const pick = pool[Math.floor(Math.random() * pool.length)];
      if (!pick) throw new NotFoundError(messages.catalog.noQuestion);
      const [q] = await catalog.questionsByIds([pick.id]);
      const e = open.find((x) => x.id === pick.exerciseId)!;
      return {
        question: questionDto(q!, false),
        exercice: {
          slug: e.slug,
          title: e.title,
          instructions: e.instructions,
          type_exam: e.skill,
          exam: e.examSlug,
          examtype_slug: e.examTypeSlug,
        },
        correction_available: q!.questionType === 'MCQ' || subscribed.has(e.examTypeId),
      };
    },

    /** Training: whether an MCQ pick is right, and the right choice; nothing is recorded. */
    async checkChoice(userId: number, questionSlug: string, choice: string | number) {
      const [q] = await catalog.questionsBySlug([questionSlug]);
      if (!q) throw new NotFoundError(messages.catalog.questionNotFound);
      await access.assertExerciseAccess(userId, { id: q.exerciseId });
      if (q.questionType !== 'MCQ') throw ValidationError.field('choice', messages.catalog.notMcq);
      if (await deps.examInProgress?.(userId, q.exerciseId)) {
        throw new ConflictError(messages.catalog.examInProgress);
      }
      const picked = pickChoice(q.choices, choice);
      const right = rightChoiceOf(q.choices);
      if (!right) throw new NotFoundError(messages.catalog.questionNotFound);
      return {
        question_slug: q.slug,
        is_correct: picked.id === right.id,
        correct_choice: { id: right.id, slug: right.slug, choice_text: right.text },
        explanation: explanationDto(q.explanation),
        transcripts: q.resources.flatMap((r) =>
          r.kind === 'audio' && r.transcript
            ? [{ resource: r.id, title: r.title, transcript: r.transcript }]
            : [],
        ),
      };
    },

    async siteSettings(): Promise<SiteSettings> {
      const c = await catalog.counts();
      // What each exam type's rule opens, counted on the catalogue: the packages page, the FAQ and
      // the lock messages say exactly this.
      const access = await memo('site:access', async () => {
        const ranked = rankExercises(await catalog.listExercises({}));
        return (await catalog.listExamTypes()).map((t) => {
          const rule = accessRuleFor(deps.access.rules, t.slug);
          const own = ranked.filter((e) => e.examTypeId === t.id);
          return {
            exam_type: t.slug,
            name: t.name,
            free_exercises: rule.free_exercises,
            free_exam_correction: rule.free_exam_correction,
            exercises: own.length,
            free: own.filter((e) => e.rank < rule.free_exercises).length,
          };
        });
      });
      return {
        whatsapp_number: deps.site.whatsappNumber,
        figures: {
          students: deps.site.students ?? null,
          success_rate: deps.site.successRate ?? null,
          exercises: c.exercises,
          questions: c.questions,
        },
        testimonials: deps.site.testimonials,
        support_hours: deps.site.supportHours ?? null,
        access,
        default_access: accessRuleFor(deps.access.rules, '*'),
      };
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
