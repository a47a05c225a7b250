import type { Exercise } from '@prepa/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { useSession } from '../lib/use-session';

/**
 * GET /api/exercice/exam/{examSlug}/: the exercises of an exam ordered by the trailing number of
 * their titles, each with the server's lock state and the caller's attempts.
 */
export function fetchExamExercises(examSlug: string, signal?: AbortSignal): Promise<Exercise[]> {
  return api.get<Exercise[]>(`/exercice/exam/${encodeURIComponent(examSlug)}/`, { signal });
}

export function useExamExercises(examSlug: string | undefined) {
  const userId = useSession()?.user?.id ?? null;
  return useQuery({
    queryKey: ['exam-exercises', userId, examSlug ?? ''] as const,
    queryFn: ({ signal }) => fetchExamExercises(examSlug!, signal),
    enabled: !!examSlug,
    // Locks and attempts change with a purchase or a finished exercise: refreshed on each arrival.
    staleTime: 0,
  });
}
