import type { AttemptResults } from '@prepa/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/** GET /api/exercice-attempt/{slug} — an attempt of the caller with its questions, answers and levels. */
export function fetchAttemptResults(slug: string, signal?: AbortSignal): Promise<AttemptResults> {
  return api.get<AttemptResults>(`/exercice-attempt/${encodeURIComponent(slug)}`, { signal });
}

export function useAttemptResults(slug: string, refetchInterval: number | false = false) {
  return useQuery({
    queryKey: ['attempt-results', slug],
    queryFn: ({ signal }) => fetchAttemptResults(slug, signal),
    staleTime: 0,
    refetchInterval,
  });
}
