import type { Attempt, AttemptListQuery, AttemptResults, CreateAttemptRequest, Skill } from '@prepa/shared';
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
  results: (slug: string) => ['attempt-results', slug] as const,
  mistakes: (slug: string | null) => ['mistakes', slug] as const,
};

/** Starts an attempt (the server's clock and score rule). */
export function startAttempt(
  exerciseSlug: string,
  practiceType: 'exam' | 'training' = 'exam',
): Promise<Attempt> {
  return api.call('attempts.start', {
    params: { slug: exerciseSlug },
    body: {
      started_at: new Date().toISOString(),
      score: 0,
      practice_type: practiceType,
    } as CreateAttemptRequest,
  });
}

/** Completes the attempt (idempotent; the server scores it). */
export function completeAttempt(attemptSlug: string): Promise<Attempt> {
  return api.call('attempts.complete', {
    params: { slug: attemptSlug },
    body: { completed_at: new Date().toISOString() },
  });
}

/** An attempt of the caller with its questions, answers and levels. */
export function fetchAttemptResults(slug: string, signal?: AbortSignal): Promise<AttemptResults> {
  return api.call('attempts.resultsBare', { params: { slug }, signal });
}

export function useAttemptResults(slug: string, refetchInterval: number | false = false) {
  return useQuery({
    queryKey: attemptKeys.results(slug),
    queryFn: ({ signal }) => fetchAttemptResults(slug, signal),
    staleTime: 0,
    refetchInterval,
  });
}

/** MCQ questions of a finished attempt answered wrongly or left unanswered. */
export function fetchMistakes(attemptSlug: string, signal?: AbortSignal) {
  return api.call('attempts.mistakes', { params: { slug: attemptSlug }, signal });
}

export function useMistakes(attemptSlug: string | null) {
  return useQuery({
    queryKey: attemptKeys.mistakes(attemptSlug),
    queryFn: ({ signal }) => fetchMistakes(attemptSlug!, signal),
    enabled: !!attemptSlug,
    staleTime: Infinity,
  });
}

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
