import type { AdminReport, AdminReportsResponse, ReportStatus } from '@prepa/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/reports/?status=&page= */
export function useReports(status: ReportStatus, page: number) {
  return useQuery({
    queryKey: ['admin', 'reports', status, page] as const,
    queryFn: ({ signal }) =>
      api.get<AdminReportsResponse>('/admin/reports/', { signal, query: { status, page } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** PATCH /api/admin/reports/{id}/: resolve, reject or reopen. */
export function useUpdateReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; status: ReportStatus; resolution: string }) =>
      api.patch<{ detail: string; report: AdminReport }>(`/admin/reports/${v.id}/`, {
        status: v.status,
        resolution: v.resolution,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'reports'] }),
  });
}
