import type { MistakesResponse } from '@prepa/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/exercice-attempt/{slug}/mistakes/ — MCQ questions answered wrongly or left unanswered. */
export function fetchMistakes(attemptSlug: string, signal?: AbortSignal): Promise<MistakesResponse> {
  return api.get<MistakesResponse>(`/exercice-attempt/${encodeURIComponent(attemptSlug)}/mistakes/`, {
    signal,
  });
}

export function useMistakes(attemptSlug: string | null) {
  return useQuery({
    queryKey: ['mistakes', attemptSlug],
    queryFn: ({ signal }) => fetchMistakes(attemptSlug!, signal),
    enabled: !!attemptSlug,
    staleTime: Infinity,
  });
}
