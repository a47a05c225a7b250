import type { AdminDetail, DeleteLearnerRequest } from '@prepa/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

/** Back office accounts: search, detail, access given or taken, deletion. */

export const LEARNERS_PAGE_SIZE = 30;

export const adminLearnerKeys = {
  /** Everything the back office has cached (an account's change shows everywhere). */
  admin: ['admin'] as const,
  list: (search: string, page: number) => ['admin', 'learners', search, page] as const,
  detail: (id: number) => ['admin', 'learner', id] as const,
  packages: ['admin', 'packages'] as const,
};

/** One page of accounts matching the search. */
export function useLearners(search: string, page: number) {
  return useQuery({
    queryKey: adminLearnerKeys.list(search, page),
    queryFn: ({ signal }) =>
      api.call('adminLearners.list', {
        signal,
        query: { search: search || undefined, page, page_size: LEARNERS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useLearner(id: number) {
  return useQuery({
    queryKey: adminLearnerKeys.detail(id),
    queryFn: ({ signal }) => api.call('adminLearners.detail', { params: { id }, signal }),
    staleTime: 0,
  });
}

/** The packages an operator may grant (the public list). */
export function usePackages() {
  return useQuery({
    queryKey: adminLearnerKeys.packages,
    queryFn: ({ signal }) => api.call('billing.packages', { signal }),
  });
}

export type LearnerAction =
  | { kind: 'grant'; package: string; days?: number; reason: string }
  | { kind: 'extend'; subscriptionId: number; days: number; reason: string }
  | { kind: 'end'; subscriptionId: number; reason: string }
  | { kind: 'disable' | 'enable'; reason: string };

function run(id: number, a: LearnerAction): Promise<AdminDetail> {
  switch (a.kind) {
    case 'grant':
      return api.call('adminLearners.grant', {
        params: { id },
        body: { package: a.package, days: a.days, reason: a.reason },
      });
    case 'extend':
      return api.call('adminLearners.extend', {
        params: { id, subscriptionId: a.subscriptionId },
        body: { days: a.days, reason: a.reason },
      });
    case 'end':
      return api.call('adminLearners.end', {
        params: { id, subscriptionId: a.subscriptionId },
        body: { reason: a.reason },
      });
    case 'disable':
      return api.call('adminLearners.disable', { params: { id }, body: { reason: a.reason } });
    default:
      return api.call('adminLearners.enable', { params: { id }, body: { reason: a.reason } });
  }
}

/** Grant, extend, end, disable, enable: the page is read again afterwards. */
export function useLearnerAction(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: LearnerAction) => run(id, a),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminLearnerKeys.admin }),
  });
}

export function useDeleteLearner(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteLearnerRequest) => api.call('adminLearners.delete', { params: { id }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminLearnerKeys.admin }),
  });
}
