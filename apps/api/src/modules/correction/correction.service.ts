import type { AiAnswer, CorrectionState } from '@prepa/shared';
import type { FastifyBaseLogger } from 'fastify';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { JobQueue, JobRow } from '../../lib/jobs';
import { messages } from '../../lib/messages';
import type { Storage } from '../../lib/storage';
import type { AnswerToCorrect, CorrectionRepository } from './correction.repository';
import type { CorrectionEngine } from './engine';
import { UnusableRecordingError } from './speaking';
import { taskFromQuestion } from './task';

const m = messages.correction;
export const CORRECTION_QUEUE = 'correction';

export interface CorrectionServiceDeps {
  repo: CorrectionRepository;
  engine: CorrectionEngine;
  jobs: JobQueue;
  storage: Storage;
  log: FastifyBaseLogger;
  /** Called after each correction of an answer of the attempt (recomputes the attempt's score). */
  onCorrected?: (attemptId: number) => Promise<unknown>;
  /** How long POST make-new-correction waits for the result (ms). */
  waitMs?: number;
  pollMs?: number;
  maxAttempts?: number;
}

interface CorrectionJob {
  answerId: number;
}

/** Subject of the task as plain text: question text, title and subject (documents left out). */
export function subjectText(a: Pick<AnswerToCorrect, 'questionText' | 'subject'>): string {
  const s = (a.subject ?? {}) as { titre?: unknown; sujet?: unknown };
  return [a.questionText, s.titre, s.sujet]
    .filter((x): x is string => typeof x === 'string' && !!x)
    .join('\n');
}

function expectedOf(a: Pick<AnswerToCorrect, 'expectedMin' | 'expectedMax'>) {
  if (a.expectedMin === null && a.expectedMax === null) return null;
  const min = a.expectedMin ?? 0;
  return { min, max: a.expectedMax ?? Math.max(min, min * 1.25) };
}

export function createCorrectionService(deps: CorrectionServiceDeps) {
  const { repo, engine, jobs, storage, log } = deps;
  const maxAttempts = deps.maxAttempts ?? 4;

  async function enqueue(answerId: number) {
    await repo.setState(answerId, 'pending');
    await jobs.send<CorrectionJob>(
      CORRECTION_QUEUE,
      { answerId },
      { singletonKey: `answer:${answerId}`, maxAttempts },
    );
  }

  async function correct(a: AnswerToCorrect, final: boolean): Promise<AiAnswer> {
    const subject = subjectText(a);
    if (a.skill === 'SPEAKING' && a.audioKey) {
      let audio: Buffer;
      try {
        audio = await storage.get(a.audioKey);
      } catch {
        throw new UnusableRecordingError(m.speaking.missingFile);
      }
      return engine.correctSpeaking(
        {
          audio,
          mime: a.audioMime ?? 'audio/webm',
          subject,
          expected: expectedOf(a),
          task: { kind: a.taskKind, goal: a.taskGoal, order: a.questionOrder },
        },
        final,
      );
    }
    const expected = expectedOf(a);
    const task = taskFromQuestion({
      questionText: a.questionText,
      subject: a.subject,
      expected,
      order: a.questionOrder,
    });
    // the other writing tasks of the same exam type: is the answer closer to its own subject?
    const others = (await repo.writingQuestions(a.examTypeId))
      .filter((q) => q.id !== a.questionId)
      .map((q) =>
        taskFromQuestion({
          questionText: q.questionText,
          subject: q.subject,
          expected: expectedOf(q),
          order: q.order,
        }),
      );
    return engine.correctWriting({ text: a.answerText ?? '', subject, expected, task, others }, final);
  }

  /**
   * Job handler; idempotent: replaying it recomputes and overwrites the same answer. An answer
   * replaced while it was being corrected (training) is corrected again: the correction stored is
   * always the one of the answer as it stands.
   */
  async function handle(job: JobRow<CorrectionJob>) {
    for (let round = 1; ; round++) {
      const a = await repo.byId(job.payload.answerId);
      if (!a) return;
      if ((await correctOnce(job, a)) !== 'changed') {
        if (deps.onCorrected) await deps.onCorrected(a.attemptId);
        return;
      }
      if (round >= 3) throw new Error('réponse modifiée pendant sa correction');
    }
  }

  async function correctOnce(job: JobRow<CorrectionJob>, a: AnswerToCorrect) {
    if (!a.answerText && !a.audioKey) {
      await repo.setState(a.id, 'failed', m.nothingToCorrect);
      return 'failed';
    }
    const version = await repo.markRunning(a.id, a.updatedAt);
    if (!version) return 'changed';
    const final = job.attempts >= job.maxAttempts;
    try {
      const result = await correct(a, final);
      if (!(await repo.saveCorrection(a.id, result, version))) return 'changed';
      log.info({ answerId: a.id, note: result.analyse_tcf.note_estimee_20 }, 'réponse corrigée');
      return 'done';
    } catch (err) {
      if (err instanceof UnusableRecordingError) {
        await repo.setState(a.id, 'failed', err.message);
      } else if (final) {
        await repo.setState(a.id, 'failed', m.failed);
        log.error({ err, answerId: a.id }, 'correction abandonnée');
      } else {
        await repo.setState(a.id, 'pending');
        throw err;
      }
      return 'failed';
    }
  }

  async function waitForResult(answerId: number, ms: number) {
    const deadline = Date.now() + ms;
    for (;;) {
      const a = await repo.byId(answerId);
      if (!a || a.correctionState === 'done' || a.correctionState === 'failed' || Date.now() >= deadline)
        return a;
      await new Promise((r) => setTimeout(r, deps.pollMs ?? 250));
    }
  }

  log.info(
    {
      analyseurs: engine.active.writing,
      grammalecte: engine.active.grammalecte,
      oral: engine.active.speaking,
    },
    `correction : analyseurs actifs — écrit : ${engine.active.writing.join(', ')} ; oral : ${engine.active.speaking.join(', ')} ; Grammalecte : ${engine.active.grammalecte}`,
  );

  return {
    /** The practice engine's hook: queues the expression answers of a completed exam attempt. */
    async enqueueForAttempt(attemptId: number) {
      for (const id of await repo.expressionAnswersOf(attemptId)) await enqueue(id);
    },
    enqueue,
    handle,

    /** POST /answer/make-new-correction/: re-queues the caller's answer and waits a bounded time. */
    async remake(userId: number, slug: string) {
      const a = await repo.bySlug(slug);
      if (!a || a.userId !== userId) throw new NotFoundError(m.notFound);
      if (a.skill !== 'WRITING' && a.skill !== 'SPEAKING') throw new BadRequestError(m.notExpression);
      if (!a.answerText && !a.audioKey) throw new BadRequestError(m.nothingToCorrect);
      if (a.practiceType === 'training' && !(await repo.hasActiveSubscription(userId, a.examTypeId))) {
        throw new ForbiddenError(m.subscriptionRequired);
      }
      await enqueue(a.id);
      const after = (await waitForResult(a.id, deps.waitMs ?? 20_000)) ?? a;
      const state = after.correctionState as CorrectionState;
      const result = state === 'done' ? (after.correction as AiAnswer) : null;
      return {
        user_aswer_slug: a.slug,
        correction_state: state,
        correction_error: after.correctionError,
        ai_aswer: result,
        recommendations: result,
        detail:
          state === 'done'
            ? m.done
            : state === 'failed'
              ? (after.correctionError ?? m.failed)
              : state === 'running'
                ? m.running
                : m.queued,
      };
    },

    /** Starts the correction workers on the queue (the API with RUN_WORKERS, or `npm run worker`). */
    startWorkers(o: { pollMs?: number } = {}) {
      void engine.warmUp().catch((err: unknown) => log.warn({ err }, 'Grammalecte n’a pas pu démarrer'));
      jobs.work<CorrectionJob>(CORRECTION_QUEUE, handle, { pollMs: o.pollMs ?? 500, leaseSeconds: 300 });
    },

    /** Processes queued corrections until none is left (tests, command line). */
    drain: () => jobs.drain<CorrectionJob>(CORRECTION_QUEUE, handle),
    close: () => engine.close(),
  };
}
export type CorrectionService = ReturnType<typeof createCorrectionService>;
