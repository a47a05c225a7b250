import type { ReviewState } from '@prepa/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiBlob } from '../lib/api-client';
import { api } from './client';

/** Back office human reviews: the queue, one review, its note. */

export const adminReviewKeys = {
  all: ['admin', 'reviews'] as const,
  list: (state: ReviewState, page: number) => ['admin', 'reviews', state, page] as const,
  detail: (id: number) => ['admin', 'review', id] as const,
  recording: (path: string) => ['admin', 'recording', path] as const,
};

export function useReviews(state: ReviewState, page: number) {
  return useQuery({
    queryKey: adminReviewKeys.list(state, page),
    queryFn: ({ signal }) => api.call('adminReviews.list', { signal, query: { state, page } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useReview(id: number) {
  return useQuery({
    queryKey: adminReviewKeys.detail(id),
    queryFn: ({ signal }) => api.call('adminReviews.detail', { params: { id }, signal }),
    staleTime: 0,
  });
}

/** The human note and comments. */
export function useSubmitReview(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { note_20: number; comments: string }) =>
      api.call('adminReviews.submit', { params: { id }, body: v }),
    onSuccess: (res) => {
      qc.setQueryData(adminReviewKeys.detail(id), res.review);
      return qc.invalidateQueries({ queryKey: adminReviewKeys.all });
    },
  });
}

/** The learner's recording, fetched with the reviewer's token (GET /api/admin/reviews/{id}/audio). */
export function useRecording(url: string) {
  const path = url.replace(/^\/api/, '');
  const q = useQuery({
    queryKey: adminReviewKeys.recording(path),
    queryFn: ({ signal }) => apiBlob(path, { signal }),
    staleTime: Infinity,
  });
  const objectUrl = useMemo(() => (q.data ? URL.createObjectURL(q.data) : null), [q.data]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  return { url: objectUrl, isError: q.isError };
}
