import {
  type AttemptResults,
  type HumanReview,
  type ReviewOffer,
  DEFAULT_PROFILE,
  aiAnswerSchema,
  isMcqSkill,
  scaleOf,
  verdictFor,
} from '@prepa/shared';
import { type CatalogMemo, noMemo } from '../catalog/catalog.cache';
import type { CatalogRepository } from '../catalog/catalog.repository';
import { explanationDto, questionDto } from '../catalog/dto';
import { answerAudioUrl, attemptDto, attemptExerciseDto, profileOf, resultOf } from './dto';
import { type AttemptsService, expressionScore } from './practice.service';
import type { PracticeRepository } from './practice.repository';

/** Results of an attempt of the caller: every question with choices, the learner's answers, score, levels. */
export function createResultsService(deps: {
  practice: PracticeRepository;
  catalog: CatalogRepository;
  attempts: AttemptsService;
  /** Values derived from content only, kept until the next import (the catalogue cache). */
  memo?: CatalogMemo;
  /** Human reviews of automatic notes (the reviews module), for writing and speaking results. */
  reviews?: {
    ofAnswers(answerIds: number[]): Promise<Map<number, HumanReview>>;
    offerFor(userId: number, examTypeId: number): Promise<ReviewOffer>;
  };
}) {
  const memo = deps.memo ?? noMemo;
  /** The questions of an exercise as shown in results, with or without answers: content only. */
  const questionsShown = (exerciseId: number, reveal: boolean) =>
    memo(`result-questions:${exerciseId}:${reveal}`, async () =>
      (await deps.catalog.questionsOf([exerciseId])).map((q) => ({ q, dto: questionDto(q, reveal) })),
    );
  return {
    async results(userId: number, slug: string): Promise<AttemptResults> {
      let a = await deps.attempts.expireIfOverdue(await deps.attempts.ownAttempt(userId, slug));
      const completed = a.attempt.completedAt !== null;
      // Another attempt's corrections would give away the answers of an exam under way.
      if (completed) await deps.attempts.assertNoExamInProgress(userId, a.exercise.id, a.attempt.id);
      const answers = await deps.practice.answersOf(a.attempt.id);
      const mcq = isMcqSkill(a.exercise.skill);
      let note: number | null = null;
      if (!mcq && completed) {
        // Corrections may have arrived since completion: keep the stored score in step with them.
        const qIds = (await questionsShown(a.exercise.id, completed)).map(({ q }) => q.id);
        const fresh = expressionScore(answers, qIds, a.attempt.practiceType);
        note = fresh.note;
        const stored = a.attempt.note20;
        if (
          fresh.score !== a.attempt.score ||
          (note === null ? stored !== null : stored !== Math.round(note))
        ) {
          await deps.attempts.refreshExpressionScore(a.attempt.id);
          a = (await deps.practice.findAttemptById(a.attempt.id))!;
        }
      }
      const byQuestion = new Map(answers.map((x) => [x.questionId, x]));
      // Reviews exist only for completed writing and speaking attempts (a review needs a correction).
      const reviewable = !mcq && completed && !!deps.reviews;
      const [reviews, offer] = reviewable
        ? await Promise.all([
            deps.reviews!.ofAnswers(answers.map((x) => x.id)),
            deps.reviews!.offerFor(userId, a.exercise.examTypeId),
          ])
        : [new Map<number, HumanReview>(), { available: false, reason: null } satisfies ReviewOffer];
      const qs = await questionsShown(a.exercise.id, completed);
      const questions = qs.map(({ q, dto }) => {
        const ans = byQuestion.get(q.id);
        const picked = ans?.choiceId ? q.choices.find((c) => c.id === ans.choiceId) : undefined;
        const ai = ans?.correction ? aiAnswerSchema.safeParse(ans.correction) : undefined;
        const audio = ans?.audioKey ? answerAudioUrl(ans.slug) : null;
        return {
          // Listed rather than spread: a spread of these shared objects was the costliest line of the call.
          id: dto.id,
          slug: dto.slug,
          order: dto.order,
          question_type: dto.question_type,
          question_text: dto.question_text,
          subject: dto.subject,
          level: dto.level,
          expected: dto.expected,
          speaking: dto.speaking,
          ressouces: dto.ressouces,
          choices: dto.choices,
          questionSlug: q.slug,
          user_choice: picked ? [{ slug: picked.slug, choice_text: picked.text }] : [],
          user_aswer_slug: ans?.slug ?? null,
          user_aswer_text: ans?.answerText ?? null,
          user_aswer_audio: audio,
          answer_audio_path: audio,
          is_correct: completed ? (ans?.isCorrect ?? (q.questionType === 'MCQ' ? false : null)) : null,
          // Never while the attempt is open: an explanation tells which choice is right.
          explanation: completed ? explanationDto(q.explanation) : null,
          ai_aswer: ai?.success ? ai.data : null,
          correction_state: ans?.correctionState ?? 'none',
          human_review: (ans && reviews.get(ans.id)) ?? null,
        };
      });
      const answered = answers.length;
      const correct = completed ? answers.filter((x) => x.isCorrect === true).length : 0;
      const mcqAnswered = answers.filter((x) => x.choiceId !== null).length;
      const skill = a.exercise.skill;
      const note20 = note === null ? a.attempt.note20 : Math.round(note * 10) / 10;
      const profile = profileOf(a);
      const scale = scaleOf(profile, skill);
      const result = resultOf(a, note20);
      return {
        ...attemptDto(a),
        result,
        note_20: note20,
        exercice: {
          ...attemptExerciseDto(a),
          instructions: a.exercise.instructions,
          questions,
        },
        level: result.cefr,
        nclc: result.nclc ?? null,
        has_nclc: profile?.nclc === true,
        scale,
        scoring_source: (profile ?? DEFAULT_PROFILE).source,
        counts: {
          total: qs.length,
          answered,
          correct,
          incorrect: completed ? mcqAnswered - correct : 0,
          unanswered: qs.length - answered,
          corrected: answers.filter((x) => x.correctionState === 'done').length,
        },
        review_offer: offer,
        recommendations: completed ? verdictFor(profile, skill, scale, result) : null,
      };
    },
  };
}
export type ResultsService = ReturnType<typeof createResultsService>;
