import { type AnswerResponse, EXAM_TIME_GRACE_SECONDS } from '@prepa/shared';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import type { Storage } from '../../lib/storage';
import type { UserLimiter } from '../../lib/user-limit';
import type { AccessService } from '../catalog/access';
import type { CatalogRepository, QuestionWithParts } from '../catalog/catalog.repository';
import { checkAnswer, rightChoiceOf } from './answer-rules';
import { checkRecording, decodeDataUrl, recordingLimitSeconds } from './audio';
import { answerAudioUrl, isOverdue } from './dto';
import { type AttemptsService, type CorrectionsHook, newSlug } from './practice.service';
import type { PracticeRepository } from './practice.repository';

export interface AnswerInput {
  question_slug: string;
  choice?: string | number;
  answer_text?: string;
  /** Data URL from JSON, or the raw bytes of a multipart upload. */
  audio?: { dataUrl: string } | { bytes: Buffer };
}

/**
 * Where the recording of an answer is stored: one key per (attempt, question), so that a new take
 * replaces the previous file and concurrent uploads leave a single one.
 */
export const answerAudioKey = (userId: number, attemptSlug: string, questionSlug: string) =>
  `answers/${userId}/${attemptSlug}/${questionSlug}`;

/** Submission of answers: one per (attempt, question), only while the attempt is open and on time. */
export function createAnswersService(deps: {
  practice: PracticeRepository;
  catalog: CatalogRepository;
  attempts: AttemptsService;
  storage: Storage;
  /** Per-learner limit on recordings, counted on arrival (before the file is probed). */
  limitUpload: UserLimiter;
  access: Pick<AccessService, 'rankedExercise' | 'hasActiveSubscription'>;
  corrections: Pick<CorrectionsHook, 'enqueue'>;
}) {
  const { practice, catalog, attempts, storage } = deps;

  /**
   * Training correction (SPEC access rule, decision 180): a written or spoken answer of a training
   * attempt is queued for correction at once when the learner holds an active subscription for the
   * exam type, and never while an exam attempt of theirs is open on the same exercise. True when
   * queued.
   */
  async function queueTrainingCorrection(
    userId: number,
    practiceType: string,
    q: QuestionWithParts,
    answerId: number,
  ): Promise<boolean> {
    if (practiceType !== 'training' || q.questionType === 'MCQ') return false;
    const e = await deps.access.rankedExercise(q.exerciseId);
    if (!e || (e.skill !== 'WRITING' && e.skill !== 'SPEAKING')) return false;
    if (!(await deps.access.hasActiveSubscription(userId, e.examTypeId))) return false;
    if (await attempts.examInProgress(userId, q.exerciseId)) return false;
    await deps.corrections.enqueue(answerId);
    return true;
  }

  /**
   * Whether an answer's response may say if it is right: only in training, and only while no exam
   * attempt of the learner is open on the same exercise (an exam never tells).
   */
  const mayReveal = async (userId: number, practiceType: string, exerciseId: number) =>
    practiceType === 'training' && !(await attempts.examInProgress(userId, exerciseId));

  /** True when the stored recording is byte for byte the one sent again. */
  const sameRecording = async (key: string, bytes: Buffer) => {
    const stored = await storage.get(key).catch(() => null);
    return stored !== null && stored.equals(bytes);
  };

  /** The right choice of an MCQ as the answer of a training attempt shows it. */
  const rightChoice = (q: QuestionWithParts) => {
    const right = rightChoiceOf(q.choices);
    return right ? { id: right.id, slug: right.slug, choice_text: right.text } : null;
  };

  /**
   * A valid choice or text answer saved in one statement (the question comes from the catalogue
   * cache). Undefined when the input or the attempt does not allow it: the full path then answers
   * with the same error, in the same order, as before.
   */
  async function quickSubmit(userId: number, attemptSlug: string, input: AnswerInput) {
    if (input.audio) return undefined;
    const [q] = await catalog.questionsBySlug([input.question_slug]);
    if (!q) return undefined;
    const check = checkAnswer(q, input);
    if (!check.ok || check.kind === 'audio') return undefined;
    const choiceId = check.kind === 'choice' ? check.choice.id : null;
    const isCorrect = check.kind === 'choice' ? check.choice.isCorrect : null;
    const answerText = check.kind === 'text' ? check.text : null;
    const row = await practice.saveAnswerIfOpen({
      attemptSlug,
      userId,
      exerciseId: q.exerciseId,
      questionId: q.id,
      newSlug: newSlug(),
      choiceId,
      answerText,
      isCorrect,
      graceSeconds: EXAM_TIME_GRACE_SECONDS,
      now: new Date(),
    });
    if (!row) return undefined;
    if (row.previous_audio) await storage.remove(row.previous_audio).catch(() => undefined);
    const reveal = q.questionType === 'MCQ' && (await mayReveal(userId, row.practice_type, q.exerciseId));
    const queued = await queueTrainingCorrection(userId, row.practice_type, q, row.id);
    return {
      created: row.inserted,
      answer: {
        slug: row.slug,
        user_aswer_slug: row.slug,
        question_slug: q.slug,
        is_correct: reveal ? isCorrect : null,
        correct_choice: reveal ? rightChoice(q) : null,
        user_aswer_audio: null,
        correction_state: queued ? 'pending' : row.correction_state,
      },
    };
  }

  return {
    async submit(
      userId: number,
      attemptSlug: string,
      input: AnswerInput,
    ): Promise<{ created: boolean; answer: AnswerResponse }> {
      const quick = await quickSubmit(userId, attemptSlug, input);
      if (quick) return quick;
      const a = await attempts.ownAttempt(userId, attemptSlug);
      if (a.attempt.completedAt !== null) throw new ConflictError(messages.practice.attemptClosed);
      if (isOverdue(a)) {
        await attempts.finish(a, true);
        throw new ConflictError(messages.practice.timeUp);
      }

      const [q] = await catalog.questionsBySlug([input.question_slug]);
      if (!q || q.exerciseId !== a.exercise.id) {
        throw ValidationError.field('question_slug', messages.practice.questionNotInExercise);
      }
      const values = {
        // Kept by the upsert only for a new answer: a replaced one keeps its slug.
        slug: newSlug(),
        attemptId: a.attempt.id,
        questionId: q.id,
        userId,
        choiceId: null as number | null,
        answerText: null as string | null,
        audioKey: null as string | null,
        audioMime: null as string | null,
        audioDuration: null as number | null,
        isCorrect: null as boolean | null,
      };
      let correct: { id: number; slug: string; choice_text: string } | null = null;
      let audio: { key: string; bytes: Buffer; mime: string } | undefined;

      const check = checkAnswer(q, input);
      if (!check.ok) throw ValidationError.field(check.field, check.message);
      if (check.kind === 'choice') {
        values.choiceId = check.choice.id;
        values.isCorrect = check.choice.isCorrect;
        correct = rightChoice(q);
      } else if (check.kind === 'audio' && input.audio) {
        await deps.limitUpload(userId);
        const bytes = 'bytes' in input.audio ? input.audio.bytes : decodeDataUrl(input.audio.dataUrl);
        const rec = await checkRecording(bytes, recordingLimitSeconds(q));
        values.audioKey = answerAudioKey(userId, a.attempt.slug, q.slug);
        values.audioMime = rec.mime;
        values.audioDuration = rec.durationMs;
        audio = { key: values.audioKey, bytes, mime: rec.mime };
      } else if (check.kind === 'text') {
        values.answerText = check.text;
      }

      // Written under a lock on the attempt, and only if it is still open: a recording that took
      // long to arrive or to check is refused once the attempt is completed, never stored after it.
      // In exam mode a task has one take (decision 181): a second, different recording is refused
      // before anything is written; the same file sent again (a retry) keeps the stored answer.
      const oneTake = a.attempt.practiceType === 'exam' && q.questionType === 'audio';
      const saved = await practice.saveAnswerLocked(
        { attemptId: a.attempt.id, questionId: q.id, graceSeconds: EXAM_TIME_GRACE_SECONDS, now: new Date() },
        values,
        async (previous) => {
          if (!audio) return 'save';
          if (oneTake && previous) {
            if (previous.audioKey && (await sameRecording(previous.audioKey, audio.bytes))) return 'keep';
            throw new ConflictError(messages.practice.oneTakeInExam);
          }
          await storage.put(audio.key, audio.bytes, audio.mime);
          return 'save';
        },
      );
      if (!saved) {
        const now = await attempts.ownAttempt(userId, attemptSlug);
        if (isOverdue(now)) {
          await attempts.finish(now, true);
          throw new ConflictError(messages.practice.timeUp);
        }
        throw new ConflictError(messages.practice.attemptClosed);
      }
      const { row, created, previousAudioKey } = saved;
      if (previousAudioKey && previousAudioKey !== row.audioKey) {
        await storage.remove(previousAudioKey).catch(() => undefined);
      }
      const reveal =
        q.questionType === 'MCQ' && (await mayReveal(userId, a.attempt.practiceType, q.exerciseId));
      const queued = await queueTrainingCorrection(userId, a.attempt.practiceType, q, row.id);
      return {
        created,
        answer: {
          slug: row.slug,
          user_aswer_slug: row.slug,
          question_slug: q.slug,
          is_correct: reveal ? row.isCorrect : null,
          correct_choice: reveal ? correct : null,
          user_aswer_audio: row.audioKey ? answerAudioUrl(row.slug) : null,
          correction_state: queued ? 'pending' : row.correctionState,
        },
      };
    },

    /** The recorded audio of an answer, only for its owner (404 for anyone else). */
    async audioOf(userId: number, answerSlug: string) {
      const row = await practice.findAnswerOfUser(answerSlug, userId);
      if (!row?.audioKey) throw new NotFoundError(messages.practice.answerNotFound);
      return { key: row.audioKey, mime: row.audioMime ?? 'application/octet-stream' };
    },
  };
}
export type AnswersService = ReturnType<typeof createAnswersService>;
