import { randomBytes } from 'node:crypto';
import { ATTEMPT_STATUS, type Attempt, isMcqSkill, meanNote, noteToScore, tcfScore } from '@prepa/shared';
import type { FastifyBaseLogger } from 'fastify';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import type { AccessService } from '../catalog/access';
import type { CatalogRepository } from '../catalog/catalog.repository';
import { questionDto } from '../catalog/dto';
import { attemptDto, deadlineOf, isOverdue } from './dto';
import type { AnswerRow, AttemptWithExercise, PracticeRepository } from './practice.repository';

/** Hook of the correction engine: called when an exam attempt with expression answers is completed. */
export interface CorrectionsHook {
  enqueueForAttempt(attemptId: number): Promise<void>;
}

export const newSlug = () => randomBytes(12).toString('base64url');

/** The estimated note /20 stored by the correction engine on an answer (`ai_aswer.analyse_tcf.note_estimee_20`). */
export function noteOfAnswer(a: AnswerRow): number | null {
  if (a.correctionState !== 'done' || !a.correction || typeof a.correction !== 'object') return null;
  const n = (a.correction as { analyse_tcf?: { note_estimee_20?: unknown } }).analyse_tcf?.note_estimee_20;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** Note /20 (mean of the done corrections) and its 699 score, or nulls when no answer is corrected. */
export function expressionScore(answers: AnswerRow[]): { note: number | null; score: number | null } {
  const note = meanNote(answers.map(noteOfAnswer).filter((n): n is number => n !== null));
  return { note, score: note === null ? null : noteToScore(note) };
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
    const { note, score } = expressionScore(await practice.answersOf(attemptId));
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
    let score: number | null;
    if (isMcqSkill(a.exercise.skill)) {
      const byQuestion = new Map(answers.map((x) => [x.questionId, x.isCorrect]));
      const qs = await catalog.questionsOf([a.exercise.id]);
      score = tcfScore(qs.map((q) => ({ level: q.level, correct: byQuestion.get(q.id) ?? null })));
    } else {
      score = expressionScore(answers).score;
    }
    const done = await practice.completeAttempt(a.attempt.id, {
      completedAt: end,
      timeSpent,
      score,
      status: expired ? ATTEMPT_STATUS.EXPIRED : ATTEMPT_STATUS.COMPLETED,
    });
    if (!done) return;
    const expression = answers.some((x) => x.answerText !== null || x.audioKey !== null);
    if (a.attempt.practiceType === 'exam' && !isMcqSkill(a.exercise.skill) && expression) {
      try {
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

  return {
    ownAttempt,
    finish,
    expireIfOverdue,
    refreshExpressionScore,

    async create(userId: number, exerciseSlug: string, practiceType: 'exam' | 'training'): Promise<Attempt> {
      const e = await deps.access.assertExerciseAccess(userId, { slug: exerciseSlug });
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
      await finish(a, isOverdue(a));
      return attemptDto((await practice.findAttemptById(a.attempt.id))!);
    },

    async list(userId: number, limit?: number): Promise<Attempt[]> {
      for (const a of await practice.openTimedAttemptsOfUser(userId)) await expireIfOverdue(a);
      return (await practice.listAttemptsOfUser(userId, limit)).map(attemptDto);
    },

    /** MCQ questions of a completed attempt answered wrongly or left unanswered, without answers. */
    async mistakes(userId: number, slug: string) {
      const a = await expireIfOverdue(await ownAttempt(userId, slug));
      if (a.attempt.completedAt === null) throw new ConflictError(messages.practice.notCompleted);
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
