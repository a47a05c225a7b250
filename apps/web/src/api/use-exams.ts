import type { Exam } from '@prepa/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { useSession } from '../lib/use-session';

/** GET /api/exam/?exam_type=<slug>: the exams of an exam type, with the caller's favourites. */
export function fetchExams(examTypeSlug: string, signal?: AbortSignal): Promise<Exam[]> {
  return api.get<Exam[]>('/exam/', { signal, query: { exam_type: examTypeSlug } });
}

export const examsKey = (userId: number | null, examTypeSlug: string) =>
  ['exams', userId, examTypeSlug] as const;

export function useExams(examTypeSlug: string | undefined, enabled = true) {
  const userId = useSession()?.user?.id ?? null;
  return useQuery({
    queryKey: examsKey(userId, examTypeSlug ?? ''),
    queryFn: ({ signal }) => fetchExams(examTypeSlug!, signal),
    enabled: enabled && !!examTypeSlug,
  });
}
