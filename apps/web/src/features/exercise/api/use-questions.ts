import type { Question } from '@prepa/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/question/exo/{slug}/ — the questions of an exercise, without answers while an attempt is open. */
export function fetchQuestions(slug: string, signal?: AbortSignal): Promise<Question[]> {
  return api.get<Question[]>(`/question/exo/${encodeURIComponent(slug)}/`, { signal });
}

export function useQuestions(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: ['questions', slug],
    queryFn: ({ signal }) => fetchQuestions(slug, signal),
    enabled,
    staleTime: 0,
  });
}
