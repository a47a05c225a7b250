import type { AnswerResponse } from '@prepa/shared';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import type { Storage } from '../../lib/storage';
import type { CatalogRepository } from '../catalog/catalog.repository';
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

/** Submission of answers: one per (attempt, question), only while the attempt is open and on time. */
export function createAnswersService(deps: {
  practice: PracticeRepository;
  catalog: CatalogRepository;
  attempts: AttemptsService;
  storage: Storage;
}) {
  const { practice, catalog, attempts, storage } = deps;

  return {
    async submit(
      userId: number,
      attemptSlug: string,
      input: AnswerInput,
    ): Promise<{ created: boolean; answer: AnswerResponse }> {
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
        const picked = q.choices.find((c) =>
          typeof input.choice === 'number'
            ? c.id === input.choice
            : c.slug === input.choice || String(c.id) === input.choice,
        );
        if (!picked) throw ValidationError.field('choice', messages.practice.choiceNotInQuestion);
        values.choiceId = picked.id;
        values.isCorrect = picked.isCorrect;
        const right = q.choices.find((c) => c.isCorrect);
        if (right) correct = { id: right.id, slug: right.slug, choice_text: right.text };
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
