import type { ExamType } from '@prepa/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/** GET /api/exam-type/ */
export const examTypesQuery = {
  queryKey: ['exam-types'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<ExamType[]>('/exam-type/', { signal }),
  staleTime: 5 * 60_000,
};

export function useExamTypes() {
  return useQuery(examTypesQuery);
}
