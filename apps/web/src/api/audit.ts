import type { AuditListQuery } from '@prepa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client';

export const JOURNAL_PAGE_SIZE = 30;

export const auditKeys = {
  list: (query: Partial<AuditListQuery>) => ['admin', 'audit', query] as const,
};

/** One page of the audit log, newest first. */
export function useAudit(query: Partial<AuditListQuery>) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) =>
      api.call('adminAudit.list', {
        signal,
        query: { page_size: JOURNAL_PAGE_SIZE, ...query },
      }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
