import type { Attempt, AttemptListQuery, Skill } from '@prepa/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_RECENT_ATTEMPTS, SKILLS } from '../lib/domain';
import { useSession } from '../lib/use-session';
import { api } from './client';

export interface AttemptsPage {
  items: Attempt[];
  /** How many attempts match in all (the server's x-total-count). */
  total: number;
}

/** The caller's attempts: lists for the dashboard and the history. */

export const attemptKeys = {
  /** Every cached attempt list of a caller. */
  lists: (userId: number | null, ...key: readonly unknown[]) => ['attempts', userId, ...key] as const,
};

/** One page of the caller's attempts, filtered and sorted by the server; a non-array answer counts as none. */
export async function fetchAttempts(query: AttemptListQuery, signal?: AbortSignal): Promise<AttemptsPage> {
  let total: number | null = null;
  const data: unknown = await api.call('attempts.list', {
    signal,
    query: { ...query },
    onHeaders: (h) => {
      const n = Number(h.get('x-total-count'));
      total = Number.isFinite(n) && h.has('x-total-count') ? n : null;
    },
  });
  const items = Array.isArray(data) ? (data as Attempt[]) : [];
  return { items, total: total ?? items.length };
}

function useAttemptsQuery<T>(key: readonly unknown[], queryFn: (signal: AbortSignal) => Promise<T>) {
  const userId = useSession()?.user?.id ?? null;
  return useQuery({
    queryKey: attemptKeys.lists(userId, ...key),
    queryFn: ({ signal }) => queryFn(signal),
    enabled: userId !== null,
    // Always refreshed on arrival: an exercise finished elsewhere in the app must show here.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The dashboard's latest attempts (5). */
export function useRecentAttempts() {
  return useAttemptsQuery(['recent'], (signal) =>
    fetchAttempts({ limit: DASHBOARD_RECENT_ATTEMPTS }, signal).then((p) => p.items),
  );
}

/** How many points a progress chart draws (the latest scored attempts of a skill). */
export const PROGRESS_POINTS = 20;

/** Per skill, its latest scored attempts and how many it has in all: what the progress charts need. */
export function useProgressAttempts() {
  return useAttemptsQuery(['progress'], async (signal) => {
    const pages = await Promise.all(
      SKILLS.map((skill) =>
        fetchAttempts({ status: 'scored', skill, limit: PROGRESS_POINTS }, signal).then(
          (p) => [skill, p] as const,
        ),
      ),
    );
    return {
      attempts: pages.flatMap(([, p]) => p.items),
      counts: Object.fromEntries(pages.map(([skill, p]) => [skill, p.total])) as Record<Skill, number>,
    };
  });
}

/** The history's current page, searched, filtered and sorted by the server. */
export function useAttemptsPage(query: AttemptListQuery) {
  return useAttemptsQuery(['page', query], (signal) => fetchAttempts(query, signal));
}
