import type { CheckChoiceResponse } from '@prepa/shared';
import { api } from '../../../lib/api-client';

/** POST /api/question/{slug}/check/ — training: is this pick right, and which one is (nothing recorded). */
export function checkChoice(questionSlug: string, choice: string): Promise<CheckChoiceResponse> {
  return api.post<CheckChoiceResponse>(`/question/${encodeURIComponent(questionSlug)}/check/`, { choice });
}
