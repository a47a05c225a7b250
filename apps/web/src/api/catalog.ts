import { useQuery } from '@tanstack/react-query';
import { useSession } from '../lib/use-session';
import { api } from './client';

/** Exam types, exams, their exercises and the caller's favourite exams. */

export const catalogKeys = {
  examTypes: ['exam-types'] as const,
  /** Every cached exam list (all callers, all exam types). */
  allExams: ['exams'] as const,
  exams: (userId: number | null, examTypeSlug: string) => ['exams', userId, examTypeSlug] as const,
  examExercises: (userId: number | null, examSlug: string) => ['exam-exercises', userId, examSlug] as const,
};

/** GET catalog.examTypes */
export const examTypesQuery = {
  queryKey: catalogKeys.examTypes,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.call('catalog.examTypes', { signal }),
  staleTime: 5 * 60_000,
};

export function useExamTypes() {
  return useQuery(examTypesQuery);
}

/** The exams of an exam type, with the caller's favourites. */
export function fetchExams(examTypeSlug: string, signal?: AbortSignal) {
  return api.call('catalog.exams', { signal, query: { exam_type: examTypeSlug } });
}

export function useExams(examTypeSlug: string | undefined, enabled = true) {
  const userId = useSession()?.user?.id ?? null;
  return useQuery({
    queryKey: catalogKeys.exams(userId, examTypeSlug ?? ''),
    queryFn: ({ signal }) => fetchExams(examTypeSlug!, signal),
    enabled: enabled && !!examTypeSlug,
  });
}

/**
 * The exercises of an exam ordered by the trailing number of their titles, each with the
 * server's lock state and the caller's attempts.
 */
export function fetchExamExercises(examSlug: string, signal?: AbortSignal) {
  return api.call('catalog.examExercises', { params: { slug: examSlug }, signal });
}

export function useExamExercises(examSlug: string | undefined) {
  const userId = useSession()?.user?.id ?? null;
  return useQuery({
    queryKey: catalogKeys.examExercises(userId, examSlug ?? ''),
    queryFn: ({ signal }) => fetchExamExercises(examSlug!, signal),
    enabled: !!examSlug,
    // Locks and attempts change with a purchase or a finished exercise: refreshed on each arrival.
    staleTime: 0,
  });
}

export const exerciseKeys = {
  exercise: (slug: string) => ['exercise', slug] as const,
  questions: (slug: string) => ['questions', slug] as const,
};

/** The exercise, its lock and the caller's attempts (newest first). */
export function fetchExercise(slug: string, signal?: AbortSignal) {
  return api.call('catalog.exercise', { params: { slug }, signal });
}

export function useExercise(slug: string) {
  return useQuery({
    queryKey: exerciseKeys.exercise(slug),
    queryFn: ({ signal }) => fetchExercise(slug, signal),
    staleTime: 0,
  });
}

/** The questions of an exercise, without answers while an attempt is open. */
export function fetchQuestions(slug: string, signal?: AbortSignal) {
  return api.call('catalog.questions', { params: { slug }, signal });
}

export function useQuestions(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: exerciseKeys.questions(slug),
    queryFn: ({ signal }) => fetchQuestions(slug, signal),
    enabled,
    staleTime: 0,
  });
}
