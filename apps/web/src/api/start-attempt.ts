import type { Attempt } from '@prepa/shared';
import { api } from '../lib/api-client';

/** POST /api/exercice-attempt/post/{exerciseSlug}/ — starts an attempt (the server's clock and score rule). */
export function startAttempt(
  exerciseSlug: string,
  practiceType: 'exam' | 'training' = 'exam',
): Promise<Attempt> {
  return api.post<Attempt>(`/exercice-attempt/post/${encodeURIComponent(exerciseSlug)}/`, {
    started_at: new Date().toISOString(),
    score: 0,
    practice_type: practiceType,
  });
}
