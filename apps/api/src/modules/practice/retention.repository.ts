import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { answers } from '../../db/schema';

/** Queries of the recordings' retention: answers whose voice recording is past its keeping time. */
export function createRetentionRepository(db: DbOrTx) {
  return {
    /** Up to `limit` answers with a recording sent before `before`. */
    async recordingsSentBefore(before: Date, limit: number) {
      return db
        .select({ id: answers.id, key: answers.audioKey })
        .from(answers)
        .where(and(isNotNull(answers.audioKey), lt(answers.createdAt, before)))
        .limit(limit);
    },

    /** The answers forget their recording (the files are already removed). */
    async forgetRecordings(answerIds: number[]) {
      await db.update(answers).set({ audioKey: null, audioMime: null }).where(inArray(answers.id, answerIds));
    },
  };
}
export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
