import { makeNewCorrectionResponse } from '@prepa/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type NewCorrection = z.infer<typeof makeNewCorrectionResponse>;

/** POST /api/answer/make-new-correction/ — re-queues the correction of one answer and waits a bounded time. */
export function makeNewCorrection(userAswerSlug: string): Promise<NewCorrection> {
  return api.post<NewCorrection>('/answer/make-new-correction/', { user_aswer_slug: userAswerSlug });
}
