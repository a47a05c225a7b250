import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { subscriptions, packages } from '../../src/db/schema';
import { runFfmpeg } from '../../src/lib/ffmpeg';
import { importPackFromDir } from '../../src/modules/content/seed';
import { eq } from 'drizzle-orm';

export const FIXTURE_PACK = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/pack-mini');

/** Imports the small test pack (exam type tcf-essai, four exams) into the app's database and storage. */
export async function importFixture(app: FastifyInstance) {
  const { problems, summary } = await importPackFromDir(app.ctx.db, app.ctx.storage, FIXTURE_PACK);
  if (problems.length) throw new Error(`pack de test invalide : ${JSON.stringify(problems)}`);
  return summary!;
}

/** Gives a user an active subscription to the test exam type, as the payments module would. */
export async function subscribe(app: FastifyInstance, userId: number, endsInDays = 30) {
  const [pkg] = await app.ctx.db.select().from(packages).where(eq(packages.slug, 'tcf-essai-1-mois'));
  const now = Date.now();
  await app.ctx.db.insert(subscriptions).values({
    userId,
    packageId: pkg!.id,
    examTypeId: pkg!.examTypeId,
    startDate: new Date(now - 86_400_000),
    endDate: new Date(now + endsInDays * 86_400_000),
  });
}

/** Recursively true when `key` appears anywhere in a JSON value. */
export function hasKey(value: unknown, key: string): boolean {
  if (Array.isArray(value)) return value.some((v) => hasKey(v, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => k === key || hasKey(v, key));
  }
  return false;
}

/**
 * A sine tone of `seconds` at `hz`, encoded as a browser records a spoken answer (Opus in WebM),
 * or in another container, or MP3, at another sample rate when asked.
 */
export const tone = async (
  seconds: number,
  hz = 300,
  o: { format?: 'webm' | 'ogg' | 'mp3'; sampleRate?: number } = {},
) => {
  const format = o.format ?? 'webm';
  const rate = o.sampleRate ? `:sample_rate=${o.sampleRate}` : '';
  return (
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${hz}${rate}:duration=${seconds}`,
      '-ac',
      '1',
      ...(format === 'mp3' ? ['-c:a', 'libmp3lame'] : ['-c:a', 'libopus', '-b:a', '16k']),
      '-f',
      format,
      'pipe:1',
    ])
  ).stdout;
};
