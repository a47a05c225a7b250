import {
  type AdminReviewDetail,
  type AdminReviewItem,
  type AdminReviewsResponse,
  type HumanReview,
  type ReviewAccess,
  type ReviewOffer,
  type ReviewState,
  aiAnswerSchema,
} from '@prepa/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditService } from '../audit/audit.service';
import { toCsv } from '../../lib/csv';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { messages } from '../../lib/messages';
import type { UserLimiter } from '../../lib/user-limit';
import type { ReviewsRepository } from './reviews.repository';

const m = messages.reviews;
export const REVIEWS_PAGE_SIZE = 25;

/** The automatic note /20 stored on an answer's correction, if it gave one. */
export function autoNoteOf(correction: unknown): number | null {
  const n = (correction as { analyse_tcf?: { note_estimee_20?: unknown } } | null)?.analyse_tcf
    ?.note_estimee_20;
  return typeof n === 'number' ? n : null;
}

type Review = NonNullable<Awaited<ReturnType<ReviewsRepository['insert']>>>;
type Listed = Awaited<ReturnType<ReviewsRepository['list']>>[number];

export function learnerView(r: Review): HumanReview {
  const done = r.state === 'done';
  return {
    state: r.state,
    requested_at: r.requestedAt.toISOString(),
    reviewed_at: r.reviewedAt?.toISOString() ?? null,
    note_20: done ? r.humanNote20 : null,
    comments: done ? r.comments : null,
    auto_note_20: r.autoNote20,
  };
}

function itemOf(r: Listed): AdminReviewItem {
  return {
    id: r.id,
    state: r.state,
    skill: r.skill === 'SPEAKING' ? 'SPEAKING' : 'WRITING',
    exam_type: r.examType,
    exercise: r.exercise,
    question_order: r.questionOrder,
    learner: r.learner,
    requested_at: r.requestedAt.toISOString(),
    reviewed_at: r.reviewedAt?.toISOString() ?? null,
    auto_note_20: r.autoNote20,
    human_note_20: r.humanNote20,
    reviewer: r.reviewer,
  };
}

export interface ReviewsDeps {
  repo: ReviewsRepository;
  /** The operator's setting: who may ask (read at each request). */
  access: () => ReviewAccess;
  /** Per-learner limit on requests (each one costs a reviewer's time). */
  limit: UserLimiter;
  mailer: Mailer;
  audit: Pick<AuditService, 'record'>;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * Human review of automatic notes: a learner asks from the results page, a reviewer notes /20 with
 * comments, the learner is told by e-mail. Both notes stay on the review.
 */
export function createReviewsService(deps: ReviewsDeps) {
  const now = deps.now ?? (() => new Date());
  const base = deps.publicUrl.replace(/\/+$/, '');

  async function offerFor(userId: number, examTypeId: number): Promise<ReviewOffer> {
    const access = deps.access();
    if (access === 'off') return { available: false, reason: 'off' };
    if (access === 'all') return { available: true, reason: null };
    return (await deps.repo.hasActiveSubscription(userId, examTypeId, now()))
      ? { available: true, reason: null }
      : { available: false, reason: 'package' };
  }

  async function detail(id: number): Promise<AdminReviewDetail> {
    const r = await deps.repo.detail(id);
    if (!r) throw new NotFoundError(m.notFound);
    const ai = r.correction ? aiAnswerSchema.safeParse(r.correction) : null;
    const expected =
      r.expectedMin === null && r.expectedMax === null ? null : { min: r.expectedMin, max: r.expectedMax };
    return {
      ...itemOf(r),
      message: r.message,
      comments: r.comments,
      subject: {
        instructions: r.instructions,
        question_text: r.questionText,
        subject: r.subject ?? null,
        expected,
      },
      answer_text: r.answerText,
      audio_url: r.audioKey ? `/api/admin/reviews/${r.id}/audio` : null,
      audio_seconds: r.audioDuration !== null ? Math.round(r.audioDuration / 1000) : null,
      correction: ai?.success ? ai.data : null,
    };
  }

  return {
    offerFor,

    /** The reviews of an attempt's answers, for its results page. */
    async ofAnswers(answerIds: number[]): Promise<Map<number, HumanReview>> {
      const rows = await deps.repo.ofAnswers(answerIds);
      return new Map(rows.map((r) => [r.answerId, learnerView(r)]));
    },

    /** `POST /api/answer/{slug}/review/`: the learner's own corrected writing or speaking answer. */
    async request(userId: number, answerSlug: string, message: string) {
      const a = await deps.repo.answerBySlug(answerSlug);
      if (!a || a.userId !== userId) throw new NotFoundError(m.answerNotFound);
      if (a.skill !== 'WRITING' && a.skill !== 'SPEAKING') throw new BadRequestError(m.notExpression);
      if (!a.completedAt) throw new BadRequestError(m.notCompleted);
      if (a.correctionState !== 'done' || !a.correction) throw new BadRequestError(m.notCorrected);
      const offer = await offerFor(userId, a.examTypeId);
      if (!offer.available) throw new ForbiddenError(offer.reason === 'off' ? m.off : m.needsPackage);
      await deps.limit(userId);
      const row = await deps.repo.insert({
        answerId: a.id,
        userId,
        message,
        autoNote: autoNoteOf(a.correction),
        now: now(),
      });
      if (!row) throw new ConflictError(m.alreadyRequested);
      deps.log.info({ event: 'review.requested', review: row.id }, 'relecture demandée');
      return { detail: m.requested, review: learnerView(row) };
    },

    async list(state: ReviewState, page: number): Promise<AdminReviewsResponse> {
      const [counts, rows] = await Promise.all([
        deps.repo.counts(),
        deps.repo.list(state, REVIEWS_PAGE_SIZE, (page - 1) * REVIEWS_PAGE_SIZE),
      ]);
      return { count: counts[state], page, page_size: REVIEWS_PAGE_SIZE, counts, results: rows.map(itemOf) };
    },

    detail,

    /** The recording a reviewer listens to. */
    async audioOf(id: number): Promise<{ key: string; mime: string }> {
      const r = await deps.repo.detail(id);
      if (!r) throw new NotFoundError(m.notFound);
      if (!r.audioKey) throw new NotFoundError(m.noAudio);
      return { key: r.audioKey, mime: r.audioMime ?? 'audio/webm' };
    },

    /** The human note, once: the automatic note and correction seen beside it are kept with it. */
    async submit(reviewerId: number, id: number, input: { note_20: number; comments: string }) {
      const r = await deps.repo.detail(id);
      if (!r) throw new NotFoundError(m.notFound);
      if (r.state === 'done') throw new ConflictError(m.alreadyDone);
      const autoNote = autoNoteOf(r.correction);
      const ok = await deps.repo.complete(id, {
        humanNote: input.note_20,
        comments: input.comments,
        reviewerId,
        autoNote,
        autoCorrection: r.correction,
        now: now(),
      });
      if (!ok) throw new ConflictError(m.alreadyDone);
      await deps.audit.record({
        actorId: reviewerId,
        action: 'review.done',
        targetType: 'answer_review',
        targetId: id,
        details: { human_note_20: input.note_20, auto_note_20: autoNote },
      });
      const o = {
        name: r.learnerFirstName || r.learner,
        exercise: r.exercise,
        human: input.note_20,
        auto: autoNote,
        comments: input.comments,
        url: `${base}/exercice-results/${encodeURIComponent(r.attemptSlug)}`,
      };
      try {
        await deps.mailer.send({
          to: r.learner,
          subject: m.mail.subject,
          text: m.mail.text(o),
          html: m.mail.html(o),
          logFields: { review: String(id) },
        });
      } catch (err) {
        // The note is saved and shown on the results page; a lost e-mail must not undo it.
        deps.log.error({ err, review: id }, 'e-mail de relecture non envoyé');
      }
      return { detail: m.saved, review: await detail(id) };
    },

    /** Every done review: automatic against human note, as CSV (lib/csv.ts). */
    async exportCsv(): Promise<string> {
      const rows = await deps.repo.done();
      return toCsv(
        m.csvHeader,
        rows.map((r) => [
          r.id,
          r.requestedAt,
          r.reviewedAt,
          r.examType,
          r.skill === 'SPEAKING' ? 'oral' : 'écrit',
          r.exercise,
          r.questionOrder,
          r.autoNote20,
          r.humanNote20,
          r.autoNote20 !== null && r.humanNote20 !== null
            ? Math.round((r.humanNote20 - r.autoNote20) * 10) / 10
            : null,
          r.reviewer,
        ]),
      );
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
