import { type AnswerResponse, EXAM_TIME_GRACE_SECONDS } from '@prepa/shared';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import type { Storage } from '../../lib/storage';
import type { CatalogRepository, QuestionWithParts } from '../catalog/catalog.repository';
import { checkRecording, decodeDataUrl } from './audio';
import { answerAudioUrl, isOverdue } from './dto';
import { type AttemptsService, newSlug } from './practice.service';
import type { PracticeRepository } from './practice.repository';

export interface AnswerInput {
  question_slug: string;
  choice?: string | number;
  answer_text?: string;
  /** Data URL from JSON, or the raw bytes of a multipart upload. */
  audio?: { dataUrl: string } | { bytes: Buffer };
}

/** The choice of an MCQ picked by numeric id, or by slug or id as a string. */
function findChoice(q: QuestionWithParts, choice: string | number) {
  return q.choices.find((c) =>
    typeof choice === 'number' ? c.id === choice : c.slug === choice || String(c.id) === choice,
  );
}

/** Submission of answers: one per (attempt, question), only while the attempt is open and on time. */
export function createAnswersService(deps: {
  practice: PracticeRepository;
  catalog: CatalogRepository;
  attempts: AttemptsService;
  storage: Storage;
}) {
  const { practice, catalog, attempts, storage } = deps;

  /** The right choice of an MCQ as the answer of a training attempt shows it. */
  const rightChoice = (q: QuestionWithParts) => {
    const right = q.choices.find((c) => c.isCorrect);
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
    let choiceId: number | null = null;
    let isCorrect: boolean | null = null;
    let answerText: string | null = null;
    if (q.questionType === 'MCQ') {
      const picked = input.choice === undefined ? undefined : findChoice(q, input.choice);
      if (!picked) return undefined;
      choiceId = picked.id;
      isCorrect = picked.isCorrect;
    } else if (q.questionType === 'audio') {
      return undefined;
    } else {
      answerText = input.answer_text?.trim() || null;
      if (!answerText) return undefined;
    }
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
    return {
      created: row.inserted,
      answer: {
        slug: row.slug,
        user_aswer_slug: row.slug,
        question_slug: q.slug,
        is_correct: isCorrect,
        correct_choice: row.practice_type === 'training' && q.questionType === 'MCQ' ? rightChoice(q) : null,
        user_aswer_audio: null,
        correction_state: row.correction_state,
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
      const existing = await practice.findAnswer(a.attempt.id, q.id);
      const slug = existing?.slug ?? newSlug();
      const values = {
        slug,
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

      if (q.questionType === 'MCQ') {
        if (input.choice === undefined)
          throw ValidationError.field('choice', messages.practice.choiceRequired);
        const picked = findChoice(q, input.choice);
        if (!picked) throw ValidationError.field('choice', messages.practice.choiceNotInQuestion);
        values.choiceId = picked.id;
        values.isCorrect = picked.isCorrect;
        correct = rightChoice(q);
      } else if (q.questionType === 'audio') {
        if (!input.audio) throw ValidationError.field('audio_file', messages.practice.audioRequired);
        const bytes = 'bytes' in input.audio ? input.audio.bytes : decodeDataUrl(input.audio.dataUrl);
        const rec = await checkRecording(bytes);
        values.audioKey = `answers/${userId}/${a.attempt.slug}-${q.slug}-${newSlug()}.${rec.ext}`;
        values.audioMime = rec.mime;
        values.audioDuration = rec.durationMs;
        await storage.put(values.audioKey, bytes, rec.mime);
      } else {
        if (input.audio && !input.answer_text) {
          throw ValidationError.field('audio_file', messages.practice.audioNotExpected);
        }
        const text = input.answer_text?.trim() ?? '';
        if (!text) throw ValidationError.field('answer_text', messages.practice.textRequired);
        values.answerText = text;
      }

      const row = await practice.upsertAnswer(values);
      if (existing?.audioKey && existing.audioKey !== row.audioKey) {
        await storage.remove(existing.audioKey).catch(() => undefined);
      }
      return {
        created: !existing,
        answer: {
          slug: row.slug,
          user_aswer_slug: row.slug,
          question_slug: q.slug,
          is_correct: row.isCorrect,
          correct_choice: a.attempt.practiceType === 'training' ? correct : null,
          user_aswer_audio: row.audioKey ? answerAudioUrl(row.slug) : null,
          correction_state: row.correctionState,
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
