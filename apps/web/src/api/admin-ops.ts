import type { AdminJob, AdminSettingsUpdate } from '@prepa/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

/** Back office operations: the job queue and the platform settings. */

export type JobState = AdminJob['state'];

export const adminOpsKeys = {
  jobs: ['admin', 'jobs'] as const,
  jobsIn: (state: JobState) => ['admin', 'jobs', state] as const,
  settings: ['admin', 'settings'] as const,
};

export function useJobs(state: JobState) {
  return useQuery({
    queryKey: adminOpsKeys.jobsIn(state),
    queryFn: ({ signal }) => api.call('adminOps.jobs', { signal, query: { state } }),
    staleTime: 0,
  });
}

export function useRetryJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('adminOps.retryJob', { params: { id }, body: {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminOpsKeys.jobs }),
  });
}

export function useSettings() {
  return useQuery({
    queryKey: adminOpsKeys.settings,
    queryFn: ({ signal }) => api.call('adminSettings.get', { signal }),
    staleTime: 0,
  });
}

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api.call('adminSettings.update', { body: body as AdminSettingsUpdate }),
    onSuccess: (res) => qc.setQueryData(adminOpsKeys.settings, res),
  });
}
