import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../lib/storage';
import type { PracticeRepository } from './practice.repository';

/** Recordings younger than this are left alone: their answer may be being saved right now. */
export const ORPHAN_GRACE_MS = 3600 * 1000;

/**
 * Deletes the recordings of the storage (`answers/`, local folder or S3 bucket) that no answer
 * points to: files of answers replaced before the one-key-per-answer scheme, partial writes, files
 * whose answer was deleted. Returns how many were removed.
 */
export async function sweepOrphanRecordings(
  deps: {
    storage: Storage;
    practice: Pick<PracticeRepository, 'referencedAudioKeys'>;
    log: FastifyBaseLogger;
  },
  now = new Date(),
): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const kept = await deps.practice.referencedAudioKeys(batch);
    for (const key of batch) {
      if (kept.has(key)) continue;
      await deps.storage.remove(key);
      removed++;
    }
    batch = [];
  };
  for await (const f of deps.storage.list('answers/')) {
    if (now.getTime() - f.modifiedAt.getTime() < ORPHAN_GRACE_MS) continue;
    batch.push(f.key);
    if (batch.length >= 200) await flush();
  }
  if (batch.length) await flush();
  if (removed) deps.log.info({ recordings: removed }, 'enregistrements orphelins supprimés');
  return removed;
}
