import type { Attempt } from '@prepa/shared';
import { api } from '../lib/api-client';

/** PUT /api/exercice-attempt/{slug}/ — completes the attempt (idempotent; the server scores it). */
export function completeAttempt(attemptSlug: string): Promise<Attempt> {
  return api.put<Attempt>(`/exercice-attempt/${encodeURIComponent(attemptSlug)}/`, {
    completed_at: new Date().toISOString(),
  });
}
