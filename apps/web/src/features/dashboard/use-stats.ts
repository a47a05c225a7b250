import type { Stats } from '@prepa/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/use-session';

/** GET /api/user/stat (signed in only). */
export function fetchStats(signal?: AbortSignal): Promise<Stats> {
  return api.get<Stats>('/user/stat', { signal });
}

export function useStats() {
  const userId = useSession()?.user?.id ?? null;
  return useQuery({
    queryKey: ['stats', userId] as const,
    queryFn: ({ signal }) => fetchStats(signal),
    enabled: userId !== null,
    // Always refreshed on arrival: an exercise finished elsewhere in the app must show here.
    staleTime: 0,
  });
}
