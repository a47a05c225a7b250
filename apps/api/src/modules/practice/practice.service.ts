import { randomBytes } from 'node:crypto';
import {
  ATTEMPT_STATUS,
  type Attempt,
  type AttemptListQuery,
  isMcqSkill,
  tcfScore,
  writingTestNote,
} from '@prepa/shared';
import type { FastifyBaseLogger } from 'fastify';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import type { AccessService } from '../catalog/access';
import type { CatalogRepository } from '../catalog/catalog.repository';
import { questionDto } from '../catalog/dto';
import { attemptDto, deadlineOf, isOverdue } from './dto';
import type { AnswerRow, AttemptWithExercise, PracticeRepository } from './practice.repository';

/** Hooks of the correction engine: the expression answers of a completed exam attempt, or one answer. */
export interface CorrectionsHook {
  enqueueForAttempt(attemptId: number): Promise<void>;
  enqueue(answerId: number): Promise<void>;
}

export const newSlug = () => randomBytes(12).toString('base64url');

/** The estimated note /20 stored by the correction engine on an answer (`ai_aswer.analyse_tcf.note_estimee_20`). */
export function noteOfAnswer(a: AnswerRow): number | null {
  if (a.correctionState !== 'done' || !a.correction || typeof a.correction !== 'object') return null;
  const n = (a.correction as { analyse_tcf?: { note_estimee_20?: unknown } }).analyse_tcf?.note_estimee_20;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/**
 * One note /20 for an expression test from its tasks (decision 101): the mean of the task notes,
 * a blank task counting 0, null while an answered task waits for its correction. Never on the
 * 699 scale: the score stays null. In training only the tasks practised count (decision 180): a
 * learner who practises one task is not sitting the whole test.
 */
export function expressionScore(
  answers: AnswerRow[],
  questionIds?: readonly number[],
  practiceType: 'exam' | 'training' = 'exam',
): { note: number | null; score: number | null } {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const practised = (a: AnswerRow | undefined) => !!a && (!!a.answerText?.trim() || !!a.audioKey);
  const ids = (questionIds ?? answers.map((a) => a.questionId)).filter(
    (id) => practiceType === 'exam' || practised(byQuestion.get(id)),
  );
  const tasks = ids.map((id) => {
    const a = byQuestion.get(id);
    return practised(a) ? noteOfAnswer(a!) : ('blank' as const);
  });
  if (!answers.some((a) => noteOfAnswer(a) !== null)) return { note: null, score: null };
  return { note: writingTestNote(tasks), score: null };
}

export interface PracticeDeps {
  practice: PracticeRepository;
  catalog: CatalogRepository;
  access: AccessService;
  corrections: CorrectionsHook;
  log: FastifyBaseLogger;
}

/** Use cases of attempts: start, complete (server-side scoring and exam time), history, mistakes. */
export function createAttemptsService(deps: PracticeDeps) {
  const { practice, catalog } = deps;

  async function ownAttempt(userId: number, slug: string): Promise<AttemptWithExercise> {
    const a = await practice.findAttemptOfUser(slug, userId);
    if (!a) throw new NotFoundError(messages.practice.attemptNotFound);
    return a;
  }

  /** Recomputes the score of a writing or speaking attempt from the corrections stored on its answers. */
  async function refreshExpressionScore(attemptId: number) {
    const a = await practice.findAttemptById(attemptId);
    if (!a || isMcqSkill(a.exercise.skill)) return null;
    const qs = await catalog.questionsOf([a.exercise.id]);
    const { note, score } = expressionScore(
      await practice.answersOf(attemptId),
      qs.map((q) => q.id),
      a.attempt.practiceType,
    );
    const note20 = note === null ? null : Math.round(note);
    if (a.attempt.completedAt !== null) await practice.setAttemptScore(attemptId, score, note20);
    return { score, note_20: note };
  }

  /** Completes an attempt once (idempotent): server clock, time capped by the limit, server score. */
  async function finish(a: AttemptWithExercise, expired: boolean): Promise<void> {
    if (a.attempt.completedAt !== null) return;
    const now = new Date();
    const deadline = deadlineOf(a);
    const end = deadline && deadline < now ? deadline : now;
    const timeSpent = Math.max(0, Math.round((end.getTime() - a.attempt.startedAt.getTime()) / 1000));
    const answers = await practice.answersOf(a.attempt.id);
    let score: number | null = null;
    let correctCount: number | null = null;
    if (isMcqSkill(a.exercise.skill)) {
      // Nothing answered, nothing assessed: no score, so the attempt stays out of averages.
      if (answers.length > 0) {
        const byQuestion = new Map(answers.map((x) => [x.questionId, x.isCorrect]));
        const qs = await catalog.questionsOf([a.exercise.id]);
        score = tcfScore(qs.map((q) => ({ level: q.level, correct: byQuestion.get(q.id) ?? null })));
        correctCount = answers.filter((x) => x.isCorrect === true).length;
      }
    } else {
      score = null;
    }
    const done = await practice.completeAttempt(a.attempt.id, {
      completedAt: end,
      timeSpent,
      score,
      correctCount,
      status: expired ? ATTEMPT_STATUS.EXPIRED : ATTEMPT_STATUS.COMPLETED,
    });
    if (!done) return;
    const expression = answers.some((x) => x.answerText !== null || x.audioKey !== null);
    if (a.attempt.practiceType === 'exam' && !isMcqSkill(a.exercise.skill) && expression) {
      try {
        // The operator's rule: without a package, exam-mode correction may be reserved to subscribers.
        const ranked = await deps.access.rankedExercise(a.exercise.id);
        if (
          ranked &&
          !deps.access.ruleFor(ranked.examTypeSlug).free_exam_correction &&
          !(await deps.access.hasActiveSubscription(a.attempt.userId, ranked.examTypeId))
        )
          return;
        await deps.corrections.enqueueForAttempt(a.attempt.id);
      } catch (err) {
        deps.log.error({ err, attemptId: a.attempt.id }, 'mise en file des corrections impossible');
      }
    }
  }

  /** Completes by the server an open attempt whose time ran out; returns the fresh row. */
  async function expireIfOverdue(a: AttemptWithExercise): Promise<AttemptWithExercise> {
    if (!isOverdue(a)) return a;
    await finish(a, true);
    return (await practice.findAttemptById(a.attempt.id))!;
  }

  /**
   * True while the learner has an open exam attempt on the exercise (other than `exceptAttemptId`);
   * overdue ones are completed on the way. Nothing may then tell whether an answer of this
   * exercise is right: no check, no training correction, no other attempt's results or score.
   */
  async function examInProgress(userId: number, exerciseId: number, exceptAttemptId?: number) {
    for (const id of await practice.openExamAttemptIdsOn(userId, exerciseId)) {
      if (id === exceptAttemptId) continue;
      const a = await practice.findAttemptById(id);
      if (a && (await expireIfOverdue(a)).attempt.completedAt === null) return true;
    }
    return false;
  }

  /** 409 with a French message while an exam attempt of the learner is open on the exercise. */
  async function assertNoExamInProgress(userId: number, exerciseId: number, exceptAttemptId?: number) {
    if (await examInProgress(userId, exerciseId, exceptAttemptId)) {
      throw new ConflictError(messages.practice.examInProgress);
    }
  }

  return {
    ownAttempt,
    finish,
    expireIfOverdue,
    refreshExpressionScore,
    examInProgress,
    assertNoExamInProgress,

    async create(userId: number, exerciseSlug: string, practiceType: 'exam' | 'training'): Promise<Attempt> {
      const e = await deps.access.assertExerciseAccess(userId, { slug: exerciseSlug });
      await assertNoExamInProgress(userId, e.id);
      const row = await practice.insertAttempt({
        slug: newSlug(),
        userId,
        exerciseId: e.id,
        practiceType,
        startedAt: new Date(),
        status: ATTEMPT_STATUS.OPEN,
      });
      return attemptDto((await practice.findAttemptById(row.id))!);
    },

    async complete(userId: number, slug: string): Promise<Attempt> {
      const a = await ownAttempt(userId, slug);
      if (a.attempt.completedAt === null) await assertNoExamInProgress(userId, a.exercise.id, a.attempt.id);
      await finish(a, isOverdue(a));
      return attemptDto((await practice.findAttemptById(a.attempt.id))!);
    },

    async list(userId: number, query: AttemptListQuery = {}): Promise<{ items: Attempt[]; total: number }> {
      for (const a of await practice.openTimedAttemptsOfUser(userId)) await expireIfOverdue(a);
      const { rows, total } = await practice.listAttemptsOfUser(userId, query);
      return { items: rows.map(attemptDto), total };
    },

    /** MCQ questions of a completed attempt answered wrongly or left unanswered, without answers. */
    async mistakes(userId: number, slug: string) {
      const a = await expireIfOverdue(await ownAttempt(userId, slug));
      if (a.attempt.completedAt === null) throw new ConflictError(messages.practice.notCompleted);
      await assertNoExamInProgress(userId, a.exercise.id, a.attempt.id);
      const answers = new Map(
        (await practice.answersOf(a.attempt.id)).map((x) => [x.questionId, x.isCorrect]),
      );
      const qs = (await catalog.questionsOf([a.exercise.id])).filter(
        (q) => q.questionType === 'MCQ' && answers.get(q.id) !== true,
      );
      const e = a.exercise;
      return {
        attempt: a.attempt.slug,
        exercice: {
          slug: e.slug,
          title: e.title,
          instructions: e.instructions,
          type_exam: e.skill,
          exam: e.examSlug,
          examtype_slug: e.examTypeSlug,
        },
        questions: qs.map((q) => questionDto(q, false)),
      };
    },
  };
}
export type AttemptsService = ReturnType<typeof createAttemptsService>;
