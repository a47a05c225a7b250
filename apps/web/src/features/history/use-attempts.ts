import type { Attempt } from '@prepa/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/use-session';

/** The most attempts one call brings back (the API's maximum). */
export const ATTEMPTS_LIMIT = 500;

/** GET /api/exercice-attempt/?limit=n: the caller's attempts, newest first; a non-array answer counts as none. */
export async function fetchAttempts(signal?: AbortSignal): Promise<Attempt[]> {
  const data = await api.get<unknown>('/exercice-attempt/', { signal, query: { limit: ATTEMPTS_LIMIT } });
  return Array.isArray(data) ? (data as Attempt[]) : [];
}

export function useAttempts() {
  const userId = useSession()?.user?.id ?? null;
  return useQuery({
    queryKey: ['attempts', userId] as const,
    queryFn: ({ signal }) => fetchAttempts(signal),
    enabled: userId !== null,
    // Always refreshed on arrival: an exercise finished elsewhere in the app must show here.
    staleTime: 0,
  });
}
