import type {
  AdminContentSearchResponse,
  AdminContentTree,
  AdminDetail,
  AdminExerciseDetail,
  AdminQuestionPreview,
  PackImportResponse,
  QuestionInput,
} from '@prepa/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob, apiRequest } from '../../../lib/api-client';

const C = '/admin/content';

export function useContentTree() {
  return useQuery({
    queryKey: ['admin', 'content', 'tree'] as const,
    queryFn: ({ signal }) => api.get<AdminContentTree>(`${C}/`, { signal }),
    staleTime: 0,
  });
}

export function useContentSearch(q: string) {
  return useQuery({
    queryKey: ['admin', 'content', 'search', q] as const,
    queryFn: ({ signal }) => api.get<AdminContentSearchResponse>(`${C}/search/`, { signal, query: { q } }),
    enabled: q.length > 0,
  });
}

export function useExercise(slug: string) {
  return useQuery({
    queryKey: ['admin', 'content', 'exercise', slug] as const,
    queryFn: ({ signal }) =>
      api.get<AdminExerciseDetail>(`${C}/exercises/${encodeURIComponent(slug)}/`, { signal }),
    staleTime: 0,
  });
}

export function usePreview(slug: string | null) {
  return useQuery({
    queryKey: ['admin', 'content', 'preview', slug] as const,
    queryFn: ({ signal }) =>
      api.get<AdminQuestionPreview>(`${C}/questions/${encodeURIComponent(slug!)}/preview/`, { signal }),
    enabled: slug !== null,
    staleTime: 0,
  });
}

/** Every content write: the content queries are read again afterwards. */
export function useContentWrite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (w: { method: 'POST' | 'PATCH' | 'PUT' | 'DELETE'; path: string; body?: unknown }) =>
      apiRequest<AdminDetail & { slug?: string; id?: number }>(`${C}${w.path}`, {
        method: w.method,
        body: w.body ?? (w.method === 'POST' ? {} : undefined),
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'content'] }),
  });
}

export const saveQuestion = (exerciseSlug: string, slug: string | null, body: QuestionInput) =>
  slug
    ? { method: 'PUT' as const, path: `/questions/${encodeURIComponent(slug)}/`, body }
    : { method: 'POST' as const, path: `/exercises/${encodeURIComponent(exerciseSlug)}/questions/`, body };

/** A file or a recording as a data URL, for the JSON upload. */
export function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error ?? new Error('lecture'));
    r.readAsDataURL(blob);
  });
}

export function useImportPack() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      api.post<PackImportResponse>(
        `${C}/import/`,
        { archive: await toDataUrl(file) },
        { timeoutMs: 300_000 },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'content'] }),
  });
}

/** Downloads an exam type's pack (.tar) with the session's token. */
export async function downloadPack(slug: string): Promise<void> {
  const blob = await apiBlob(`${C}/exam-types/${encodeURIComponent(slug)}/export/`, { timeoutMs: 300_000 });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${slug}.tar`;
  a.click();
  URL.revokeObjectURL(url);
}
