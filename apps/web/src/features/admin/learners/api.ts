import type {
  AdminDetail,
  AdminLearnerDetail,
  AdminLearnerListResponse,
  DeleteLearnerRequest,
  DeleteLearnerResponse,
  Package,
} from '@prepa/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const LEARNERS_PAGE_SIZE = 30;

/** GET /api/admin/learners/: one page of accounts matching the search. */
export function useLearners(search: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'learners', search, page] as const,
    queryFn: ({ signal }) =>
      api.get<AdminLearnerListResponse>('/admin/learners/', {
        signal,
        query: { search: search || undefined, page, page_size: LEARNERS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/admin/learners/{id}/ */
export function useLearner(id: number) {
  return useQuery({
    queryKey: ['admin', 'learner', id] as const,
    queryFn: ({ signal }) => api.get<AdminLearnerDetail>(`/admin/learners/${id}/`, { signal }),
    staleTime: 0,
  });
}

/** The packages an operator may grant (the public list). */
export function usePackages() {
  return useQuery({
    queryKey: ['admin', 'packages'] as const,
    queryFn: ({ signal }) => api.get<Package[]>('/packages/', { signal }),
  });
}

export type LearnerAction =
  | { kind: 'grant'; package: string; days?: number; reason: string }
  | { kind: 'extend'; subscriptionId: number; days: number; reason: string }
  | { kind: 'end'; subscriptionId: number; reason: string }
  | { kind: 'disable' | 'enable'; reason: string };

function run(id: number, a: LearnerAction): Promise<AdminDetail> {
  const base = `/admin/learners/${id}`;
  switch (a.kind) {
    case 'grant':
      return api.post(`${base}/subscriptions/`, { package: a.package, days: a.days, reason: a.reason });
    case 'extend':
      return api.post(`${base}/subscriptions/${a.subscriptionId}/extend/`, {
        days: a.days,
        reason: a.reason,
      });
    case 'end':
      return api.post(`${base}/subscriptions/${a.subscriptionId}/end/`, { reason: a.reason });
    default:
      return api.post(`${base}/${a.kind}/`, { reason: a.reason });
  }
}

/** Grant, extend, end, disable, enable: the page is read again afterwards. */
export function useLearnerAction(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: LearnerAction) => run(id, a),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useDeleteLearner(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteLearnerRequest) =>
      api.post<DeleteLearnerResponse>(`/admin/learners/${id}/delete/`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}
