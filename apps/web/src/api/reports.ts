import type { ReportCategory, ReportContext, ReportStatus } from '@prepa/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

/** Question reports: a learner's report, and the back office's queue. */

export const reportKeys = {
  all: ['admin', 'reports'] as const,
  list: (status: ReportStatus, page: number) => ['admin', 'reports', status, page] as const,
};

/** A learner reports a problem with a question. */
export function reportQuestion(
  questionSlug: string,
  report: { category: ReportCategory; comment: string; context: ReportContext },
) {
  return api.call('reports.create', { params: { slug: questionSlug }, body: report });
}

/** One page of the reports of a status. */
export function useReports(status: ReportStatus, page: number) {
  return useQuery({
    queryKey: reportKeys.list(status, page),
    queryFn: ({ signal }) => api.call('adminReports.list', { signal, query: { status, page } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** Resolve, reject or reopen a report. */
export function useUpdateReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; status: ReportStatus; resolution: string }) =>
      api.call('adminReports.update', {
        params: { id: v.id },
        body: { status: v.status, resolution: v.resolution },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
