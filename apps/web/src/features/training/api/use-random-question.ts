import type { TrainingQuestion } from '@prepa/shared';
import { api } from '../../../lib/api-client';

/** GET /api/question/aleat/{examSlug}/?exclude= — one random question of the exam, without its answer. */
export function fetchRandomQuestion(
  examSlug: string,
  exclude?: string,
  signal?: AbortSignal,
): Promise<TrainingQuestion> {
  return api.get<TrainingQuestion>(`/question/aleat/${encodeURIComponent(examSlug)}/`, {
    signal,
    query: { exclude },
  });
}
