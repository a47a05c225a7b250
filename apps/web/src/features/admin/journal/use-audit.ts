import type { AuditListQuery, AuditListResponse } from '@prepa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const JOURNAL_PAGE_SIZE = 30;

/** GET /api/admin/audit/: one page of the audit log, newest first. */
export function useAudit(query: Partial<AuditListQuery>) {
  return useQuery({
    queryKey: ['admin', 'audit', query] as const,
    queryFn: ({ signal }) =>
      api.get<AuditListResponse>('/admin/audit/', {
        signal,
        query: { page_size: JOURNAL_PAGE_SIZE, ...query },
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
