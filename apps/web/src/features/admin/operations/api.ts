import type { AdminJob, AdminJobs, AdminSettings } from '@prepa/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type JobState = AdminJob['state'];

export function useJobs(state: JobState) {
  return useQuery({
    queryKey: ['admin', 'jobs', state] as const,
    queryFn: ({ signal }) => api.get<AdminJobs>('/admin/jobs/', { signal, query: { state } }),
    staleTime: 0,
  });
}

export function useRetryJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ detail: string; job: AdminJob }>(`/admin/jobs/${id}/retry/`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'jobs'] }),
  });
}

export function useSettings() {
  return useQuery({
    queryKey: ['admin', 'settings'] as const,
    queryFn: ({ signal }) => api.get<AdminSettings>('/admin/settings/', { signal }),
    staleTime: 0,
  });
}

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api.patch<AdminSettings>('/admin/settings/', body),
    onSuccess: (res) => qc.setQueryData(['admin', 'settings'], res),
  });
}
