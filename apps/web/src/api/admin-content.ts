import type { AdminDetail, QuestionInput } from '@prepa/shared';
import { pathOf, routes, type RouteName } from '@prepa/shared/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, apiBlob } from '../lib/api-client';
import { api, type ParamsArg } from './client';

/** Back office content: the tree, search, an exercise, a question's preview, writes, packs. */

export const adminContentKeys = {
  all: ['admin', 'content'] as const,
  tree: ['admin', 'content', 'tree'] as const,
  search: (q: string) => ['admin', 'content', 'search', q] as const,
  exercise: (slug: string) => ['admin', 'content', 'exercise', slug] as const,
  preview: (slug: string | null) => ['admin', 'content', 'preview', slug] as const,
};

export function useContentTree() {
  return useQuery({
    queryKey: adminContentKeys.tree,
    queryFn: ({ signal }) => api.call('adminContent.tree', { signal }),
    staleTime: 0,
  });
}

export function useContentSearch(q: string) {
  return useQuery({
    queryKey: adminContentKeys.search(q),
    queryFn: ({ signal }) => api.call('adminContent.search', { signal, query: { q } }),
    enabled: q.length > 0,
  });
}

export function useExercise(slug: string) {
  return useQuery({
    queryKey: adminContentKeys.exercise(slug),
    queryFn: ({ signal }) => api.call('adminContent.exercise', { params: { slug }, signal }),
    staleTime: 0,
  });
}

export function usePreview(slug: string | null) {
  return useQuery({
    queryKey: adminContentKeys.preview(slug),
    queryFn: ({ signal }) => api.call('adminContent.previewQuestion', { params: { slug: slug! }, signal }),
    enabled: slug !== null,
    staleTime: 0,
  });
}

/** The content writes of the back office, by endpoint name. */
export type ContentWriteName = Extract<
  RouteName,
  | 'adminContent.createExamType'
  | 'adminContent.updateExamType'
  | 'adminContent.createExam'
  | 'adminContent.updateExam'
  | 'adminContent.createExercise'
  | 'adminContent.updateExercise'
  | 'adminContent.publish'
  | 'adminContent.orderExamType'
  | 'adminContent.orderExercise'
  | 'adminContent.createQuestion'
  | 'adminContent.replaceQuestion'
  | 'adminContent.deleteQuestion'
  | 'adminContent.uploadResource'
  | 'adminContent.updateResource'
  | 'adminContent.deleteResource'
>;
export type ContentWrite = {
  [N in ContentWriteName]: { name: N; body?: unknown } & ParamsArg<N>;
}[ContentWriteName];

/** Every content write: the content queries are read again afterwards. */
export function useContentWrite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (w: ContentWrite) =>
      api.call(w.name, {
        params: w.params,
        body: w.body ?? (routes[w.name].method === 'POST' ? {} : undefined),
      } as never) as Promise<AdminDetail & { slug?: string; id?: number }>,
    onSuccess: () => qc.invalidateQueries({ queryKey: adminContentKeys.all }),
  });
}

export const saveQuestion = (exerciseSlug: string, slug: string | null, body: QuestionInput): ContentWrite =>
  slug
    ? { name: 'adminContent.replaceQuestion', params: { slug }, body }
    : { name: 'adminContent.createQuestion', params: { slug: exerciseSlug }, body };

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
      api.call('adminContent.importPack', { body: { archive: await toDataUrl(file) }, timeoutMs: 300_000 }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminContentKeys.all }),
  });
}

/** Downloads an exam type's pack (.tar) with the session's token. */
export async function downloadPack(slug: string): Promise<void> {
  const path = pathOf('adminContent.exportPack', { slug }).slice(API_BASE.length);
  const blob = await apiBlob(path, { timeoutMs: 300_000 });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${slug}.tar`;
  a.click();
  URL.revokeObjectURL(url);
}
