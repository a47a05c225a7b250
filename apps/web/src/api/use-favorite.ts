import type { Exam, FavoriteResponse } from '@prepa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

/** POST (mark) or DELETE (unmark) /api/exam/{examSlug}/favorite/; the cached exam lists follow. */
export function setFavorite(examSlug: string, on: boolean): Promise<FavoriteResponse> {
  return apiRequest<FavoriteResponse>(`/exam/${encodeURIComponent(examSlug)}/favorite/`, {
    method: on ? 'POST' : 'DELETE',
  });
}

export function useFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, on }: { slug: string; on: boolean }) => setFavorite(slug, on),
    onSuccess: (res) => {
      client.setQueriesData<Exam[]>({ queryKey: ['exams'] }, (list) =>
        list?.map((e) => (e.slug === res.slug ? { ...e, isFavorite: res.isFavorite } : e)),
      );
    },
  });
}
