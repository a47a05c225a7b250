import type { Exercise } from '@prepa/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/exercice/{slug}/ — the exercise, its lock and the caller's attempts (newest first). */
export function fetchExercise(slug: string, signal?: AbortSignal): Promise<Exercise> {
  return api.get<Exercise>(`/exercice/${encodeURIComponent(slug)}/`, { signal });
}

export function useExercise(slug: string) {
  return useQuery({
    queryKey: ['exercise', slug],
    queryFn: ({ signal }) => fetchExercise(slug, signal),
    staleTime: 0,
  });
}
