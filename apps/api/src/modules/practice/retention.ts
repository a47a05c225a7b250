import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { JobQueue } from '../../lib/jobs';
import type { Storage } from '../../lib/storage';
import { sweepOrphanRecordings } from './orphans';
import type { PracticeRepository } from './practice.repository';
import { createRetentionRepository } from './retention.repository';

/** Voice recordings are kept 12 months after they are sent (privacy policy), then deleted. */
export const RECORDING_RETENTION_DAYS = 365;
export const RETENTION_QUEUE = 'practice.purge-recordings';

export function createRecordingRetention(deps: {
  db: DbOrTx;
  storage: Storage;
  log: FastifyBaseLogger;
  practice: Pick<PracticeRepository, 'referencedAudioKeys'>;
}) {
  const repo = createRetentionRepository(deps.db);
  /** Deletes one batch of expired recordings (file first, then the reference); returns how many. */
  async function purgeBatch(now = new Date(), batch = 200): Promise<number> {
    const limit = new Date(now.getTime() - RECORDING_RETENTION_DAYS * 24 * 3600 * 1000);
    const rows = await repo.recordingsSentBefore(limit, batch);
    if (!rows.length) return 0;
    for (const r of rows) if (r.key) await deps.storage.remove(r.key);
    await repo.forgetRecordings(rows.map((r) => r.id));
    return rows.length;
  }

  async function purgeAll(now = new Date()): Promise<number> {
    let total = 0;
    for (let n = await purgeBatch(now); n > 0; n = await purgeBatch(now)) total += n;
    if (total) deps.log.info({ recordings: total }, 'enregistrements expirés supprimés');
    return total;
  }

  /** Recording files no answer points to (see orphans.ts). */
  const sweepOrphans = (now = new Date()) => sweepOrphanRecordings(deps, now);

  return {
    purgeAll,
    sweepOrphans,
    /** Once a day: expired recordings, then files that no answer points to. */
    start(jobs: JobQueue) {
      jobs.every(RETENTION_QUEUE, 24 * 3600);
      jobs.work(
        RETENTION_QUEUE,
        async () => {
          await purgeAll();
          await sweepOrphans();
        },
        { pollMs: 60_000 },
      );
    },
  };
}
export type RecordingRetention = ReturnType<typeof createRecordingRetention>;
