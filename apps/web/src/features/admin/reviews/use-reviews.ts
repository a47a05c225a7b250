import type { AdminReviewDetail, AdminReviewsResponse, ReviewState } from '@prepa/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/reviews/?state=&page= */
export function useReviews(state: ReviewState, page: number) {
  return useQuery({
    queryKey: ['admin', 'reviews', state, page] as const,
    queryFn: ({ signal }) =>
      api.get<AdminReviewsResponse>('/admin/reviews/', { signal, query: { state, page } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/reviews/{id}/ */
export function useReview(id: number) {
  return useQuery({
    queryKey: ['admin', 'review', id] as const,
    queryFn: ({ signal }) => api.get<AdminReviewDetail>(`/admin/reviews/${id}/`, { signal }),
    staleTime: 0,
  });
}

/** POST /api/admin/reviews/{id}/: the human note and comments. */
export function useSubmitReview(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { note_20: number; comments: string }) =>
      api.post<{ detail: string; review: AdminReviewDetail }>(`/admin/reviews/${id}/`, v),
    onSuccess: (res) => {
      qc.setQueryData(['admin', 'review', id], res.review);
      return qc.invalidateQueries({ queryKey: ['admin', 'reviews'] });
    },
  });
}
