import type { HumanReview } from '@prepa/shared';
import { api } from '../../../lib/api-client';

/** POST /api/answer/{slug}/review/ — asks a human reviewer to note a corrected answer. */
export function requestReview(answerSlug: string, message: string) {
  return api.post<{ detail: string; review: HumanReview }>(
    `/answer/${encodeURIComponent(answerSlug)}/review/`,
    { message },
  );
}
