import type { Exam } from '@prepa/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from './catalog';
import { api } from './client';

/** The caller's favourite exams (apart from the catalog: the home page needs no mutation). */

/** Marks (POST) or unmarks (DELETE) a favourite exam. */
export function setFavorite(examSlug: string, on: boolean) {
  return api.call(on ? 'catalog.addFavorite' : 'catalog.removeFavorite', { params: { slug: examSlug } });
}

/** A favourite exam marked or unmarked; the cached exam lists follow. */
export function useFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, on }: { slug: string; on: boolean }) => setFavorite(slug, on),
    onSuccess: (res) => {
      client.setQueriesData<Exam[]>({ queryKey: catalogKeys.allExams }, (list) =>
        list?.map((e) => (e.slug === res.slug ? { ...e, isFavorite: res.isFavorite } : e)),
      );
    },
  });
}
