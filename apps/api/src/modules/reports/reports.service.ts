import type {
  AdminReport,
  AdminReportsResponse,
  ReportCategory,
  ReportContext,
  ReportStatus,
} from '@prepa/shared';
import type { AuditService } from '../audit/audit.service';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import type { UserLimiter } from '../../lib/user-limit';
import type { ReportsRepository } from './reports.repository';

const m = messages.reports;
export const REPORTS_PAGE_SIZE = 25;

type Row = Awaited<ReturnType<ReportsRepository['list']>>[number];

function toDto(r: Row): AdminReport {
  return {
    id: r.id,
    status: r.status,
    category: r.category,
    context: r.context,
    comment: r.comment,
    resolution: r.resolution,
    created_at: r.createdAt.toISOString(),
    handled_at: r.handledAt?.toISOString() ?? null,
    handled_by: r.handledBy,
    reporter: r.reporter,
    question: {
      id: r.questionId,
      slug: r.questionSlug,
      order: r.questionOrder,
      text: r.questionText,
      exercise: r.exercise,
      exercise_slug: r.exerciseSlug,
      exam_type: r.examType,
    },
    others_open: Number(r.othersOpen),
  };
}

/**
 * "Signaler une erreur": a learner's report on a question, whatever screen it was seen on. The
 * answer is the same for every question and every learner: it never says whether an answer is
 * right. The back office triages them (open, resolved, rejected), each change recorded.
 */
export function createReportsService(deps: {
  repo: ReportsRepository;
  /** Per-learner limit on reports (a report costs an operator's time). */
  limit: UserLimiter;
  audit: Pick<AuditService, 'record'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async report(
      userId: number,
      slug: string,
      input: { category: ReportCategory; comment: string; context: ReportContext },
    ): Promise<{ detail: string }> {
      await deps.limit(userId);
      const questionId = await deps.repo.questionIdBySlug(slug);
      if (questionId === null) throw new NotFoundError(m.questionNotFound);
      await deps.repo.upsertOpen({ questionId, userId, ...input, now: now() });
      return { detail: m.thanks };
    },

    async list(status: ReportStatus, page: number): Promise<AdminReportsResponse> {
      const [counts, rows] = await Promise.all([
        deps.repo.counts(),
        deps.repo.list({ status }, REPORTS_PAGE_SIZE, (page - 1) * REPORTS_PAGE_SIZE),
      ]);
      return {
        count: counts[status],
        page,
        page_size: REPORTS_PAGE_SIZE,
        counts,
        results: rows.map(toDto),
      };
    },

    async update(
      actorId: number,
      id: number,
      input: { status: ReportStatus; resolution: string },
    ): Promise<{ detail: string; report: AdminReport }> {
      const before = await deps.repo.findById(id);
      if (!before) throw new NotFoundError(m.notFound);
      const resolution = input.resolution || null;
      if (before.status !== input.status || before.resolution !== resolution) {
        const ok = await deps.repo.setStatus(id, {
          status: input.status,
          resolution: input.status === 'open' ? null : resolution,
          by: actorId,
          now: now(),
        });
        if (!ok) throw new ConflictError(m.alreadyOpen);
        await deps.audit.record({
          actorId,
          action: `report.${input.status === 'open' ? 'reopen' : input.status}`,
          targetType: 'question_report',
          targetId: id,
          details: { from: before.status, to: input.status, resolution, question_id: before.questionId },
        });
      }
      const [row] = await deps.repo.list({ id }, 1, 0);
      return { detail: m.updated[input.status], report: toDto(row!) };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
