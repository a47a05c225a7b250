import { useQuery } from '@tanstack/react-query';
import { useSession } from '../lib/use-session';
import { api } from './client';

/** The signed-in learner's figures. */

export const statsKeys = {
  mine: (userId: number | null) => ['stats', userId] as const,
};

export function fetchStats(signal?: AbortSignal) {
  return api.call('stats.mine', { signal });
}

export function useStats() {
  const userId = useSession()?.user?.id ?? null;
  return useQuery({
    queryKey: statsKeys.mine(userId),
    queryFn: ({ signal }) => fetchStats(signal),
    enabled: userId !== null,
    // Always refreshed on arrival: an exercise finished elsewhere in the app must show here.
    staleTime: 0,
  });
}
