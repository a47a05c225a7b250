import { mkdtempSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers } from '../../db/schema';
import { ffmpegPath, ffprobePath, runFfmpeg, runMediaTool } from '../../lib/ffmpeg';
import { createMemoryThrottle } from '../../lib/throttle';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/kit/app';
import { importFixture } from '../../../test/kit/practice-fixture';
import { checkRecording, recordingLimitSeconds } from './audio';

/** Replays of the upload attacks: each one is refused with a French message, nothing is stored. */
let t: TestApp;
let alice: Awaited<ReturnType<typeof registerAndLogin>>;
let tone3: Buffer;
const UPLOADS = 4;

const encode = async (args: string[]) => (await runFfmpeg(['-v', 'error', ...args, 'pipe:1'])).stdout;
const tone = (seconds: number, format: 'webm' | 'ogg' | 'mp3') =>
  encode([
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=300:duration=${seconds}`,
    ...(format === 'mp3' ? ['-c:a', 'libmp3lame'] : ['-c:a', 'libopus', '-b:a', '16k']),
    '-f',
    format,
  ]);

beforeAll(async () => {
  t = await createTestApp({
    throttle: createMemoryThrottle(),
    userLimits: {
      uploads: { limit: UPLOADS, windowSeconds: 600 },
      recorrections: { limit: 3, windowSeconds: 3600 },
    },
  });
  await importFixture(t.app);
  alice = await registerAndLogin(t.app);
  tone3 = await tone(3, 'ogg');
});
afterAll(async () => {
  await t.close();
});

type H = Record<string, string>;
const start = async (
  headers: H,
  exercise = 'essai-eo-serie-1',
  practice_type: 'exam' | 'training' = 'exam',
) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/api/exercice-attempt/post/${exercise}/`,
      headers,
      payload: { practice_type },
    })
  ).json() as { slug: string };
const upload = (attempt: string, data: Buffer, headers: H, question = 'essai-eo-1-t1') =>
  t.app.inject({
    method: 'POST',
    url: `/api/answer/post/${attempt}/`,
    headers,
    payload: { question_slug: question, audio_file: `data:audio/ogg;base64,${data.toString('base64')}` },
  });
const storedFiles = async (userId: number) => {
  const dir = path.join(t.config.dataDir, 'storage/answers', String(userId));
  return (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
};

describe('probing a recording before anything is decoded', () => {
  it('When an hour of silence in 1.4 MB of Ogg is sent, then it is refused from its header as too long', async () => {
    // Ten seconds of Opus silence, then its packets copied 360 times (as fast as the attacker made it).
    const dir = mkdtempSync(path.join(tmpdir(), 'prepa-silence-'));
    const ten = path.join(dir, 'ten.ogg');
    writeFileSync(
      ten,
      await encode([
        '-f',
        'lavfi',
        '-i',
        'anullsrc=r=8000:cl=mono',
        '-t',
        '10',
        '-c:a',
        'libopus',
        '-b:a',
        '6k',
        '-f',
        'ogg',
      ]),
    );
    const hour = await encode(['-stream_loop', '359', '-i', ten, '-c', 'copy', '-f', 'ogg']);
    expect(hour.length).toBeLessThan(2 * 1024 * 1024);
    await expect(checkRecording(hour, 180)).rejects.toMatchObject({
      body: { audio_file: ['L’enregistrement ne doit pas dépasser 180 secondes.'] },
    });
  });

  it('When a WebM has no duration in its header (as browsers record it), then its packets give the duration', async () => {
    const live = await tone(5, 'webm');
    const rec = await checkRecording(live, 180);
    expect(rec.mime).toBe('audio/webm');
    expect(rec.durationMs).toBeGreaterThan(4500);
    expect(rec.durationMs).toBeLessThan(5500);
    await expect(checkRecording(live, 3)).rejects.toMatchObject({
      body: { audio_file: ['L’enregistrement ne doit pas dépasser 3 secondes.'] },
    });
  });

  it('When a file starts with an ID3 header and goes on as an HLS playlist naming a local file, then it is refused and the file is never read', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'prepa-hls-'));
    const segment = path.join(dir, 'segment.mp3');
    writeFileSync(segment, await tone(4, 'mp3'));
    const evil = Buffer.concat([
      Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]),
      Buffer.from(
        `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXT-X-ALLOW-CACHE:YES\n#EXTINF:4,\nfile://${segment}\n#EXT-X-ENDLIST\n`,
      ),
    ]);
    // The attack is real: left to guess, ffmpeg reads it as a playlist and opens the named file.
    const guessed = path.join(dir, 'guessed.mp3');
    writeFileSync(guessed, evil);
    const probe = ffprobePath() ?? ffmpegPath();
    const unforced = await runMediaTool(
      probe,
      probe === ffprobePath()
        ? [
            '-v',
            'error',
            '-allowed_extensions',
            'ALL',
            '-show_entries',
            'format=format_name',
            '-of',
            'csv=p=0',
            guessed,
          ]
        : ['-hide_banner', '-allowed_extensions', 'ALL', '-i', guessed, '-f', 'null', '-'],
    ).then(
      (r) => r.stdout.toString() + r.stderr,
      (e: Error) => e.message,
    );
    expect(unforced).toMatch(/hls/);

    await expect(checkRecording(evil, 180)).rejects.toMatchObject({
      body: { audio_file: ['Le fichier audio est illisible ou endommagé.'] },
    });
    const a = await start(alice.headers);
    const res = await upload(a.slug, evil, alice.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ audio_file: ['Le fichier audio est illisible ou endommagé.'] });
  });

  it('When the question declares its own recording limit, then that limit applies; otherwise the platform limit of 270 s', () => {
    expect(recordingLimitSeconds({})).toBe(270);
    expect(recordingLimitSeconds({ recordingMaxSeconds: 210 })).toBe(210);
    expect(recordingLimitSeconds({ recordingMaxSeconds: null })).toBe(270);
  });
});

describe('storing recordings', () => {
  it('When the same question gets many takes at once in training, then one file is left, the one the answer points to', async () => {
    const bob = await registerAndLogin(t.app);
    const a = await start(bob.headers, 'essai-eo-serie-1', 'training');
    const takes = await Promise.all([tone(2, 'ogg'), tone(3, 'ogg'), tone(4, 'webm')]);
    const results = await Promise.all(takes.map((b) => upload(a.slug, b, bob.headers)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    const files = await storedFiles(bob.user.id);
    expect(files).toEqual([`${a.slug}/essai-eo-1-t1`]);
    const [row] = await t.app.ctx.db.select().from(answers).where(eq(answers.userId, bob.user.id));
    expect(row!.audioKey).toBe(`answers/${bob.user.id}/${a.slug}/essai-eo-1-t1`);
    const served = await t.app.inject({ url: `/api/answer/${row!.slug}/audio`, headers: bob.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(row!.audioMime);
  });

  it('When an upload arrives after the attempt is completed, then it is refused and nothing is stored', async () => {
    const carla = await registerAndLogin(t.app);
    const a = await start(carla.headers);
    const done = await t.app.inject({
      method: 'PUT',
      url: `/api/exercice-attempt/${a.slug}/`,
      headers: carla.headers,
    });
    expect(done.statusCode).toBe(200);
    const res = await upload(a.slug, tone3, carla.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'Cette tentative est terminée : elle ne peut plus recevoir de réponse.',
    });
    expect(await storedFiles(carla.user.id)).toEqual([]);
  });

  it('When an upload is being checked while the attempt is completed, then the completion wins and the upload is refused', async () => {
    const dan = await registerAndLogin(t.app);
    const a = await start(dan.headers);
    // The upload starts first; its probe takes a while, the completion lands in between.
    const late = upload(a.slug, tone3, dan.headers);
    const done = await t.app.inject({
      method: 'PUT',
      url: `/api/exercice-attempt/${a.slug}/`,
      headers: dan.headers,
    });
    expect(done.statusCode).toBe(200);
    const res = await late;
    const rows = await t.app.ctx.db.select().from(answers).where(eq(answers.userId, dan.user.id));
    if (res.statusCode === 409) {
      expect(rows).toHaveLength(0);
      expect(await storedFiles(dan.user.id)).toEqual([]);
    } else {
      // Saved before the completion took its turn: then it was corrected like any other answer.
      expect(res.statusCode).toBe(201);
      expect(rows[0]!.correctionState).toBe('pending');
    }
  });

  it('When files are left that no answer points to, then the sweep removes them and keeps the others', async () => {
    const storage = t.app.ctx.storage;
    await storage.put('answers/999/vieux/orphelin.webm', Buffer.from('x'));
    await storage.put('answers/999/recent/en-cours', Buffer.from('x'));
    const kept = await t.app.ctx.db.select({ key: answers.audioKey }).from(answers);
    const later = new Date(Date.now() + 2 * 3600 * 1000);
    // The recent file is within the grace period when measured from its own write time.
    const removed = await t.app.ctx.services.retention.sweepOrphans(later);
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(await storage.size('answers/999/vieux/orphelin.webm')).toBeNull();
    for (const k of kept) if (k.key) expect(await storage.size(k.key)).not.toBeNull();
    await storage.put('answers/999/recent/en-cours', Buffer.from('x'));
    await t.app.ctx.services.retention.sweepOrphans(new Date());
    expect(await storage.size('answers/999/recent/en-cours')).toBe(1);
  });
});

describe('per-learner limits', () => {
  it('When a learner sends more recordings than the limit, then 429 with Retry-After before the file is read', async () => {
    const eve = await registerAndLogin(t.app);
    const a = await start(eve.headers);
    const statuses: number[] = [];
    for (let i = 0; i < UPLOADS + 2; i++)
      statuses.push((await upload(a.slug, Buffer.from('pas un son du tout'), eve.headers)).statusCode);
    expect(statuses.slice(0, UPLOADS)).toEqual(Array(UPLOADS).fill(400));
    const refused = await upload(a.slug, tone3, eve.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().detail).toMatch(/Trop de tentatives|réessayer|Réessayez/i);
    // Another learner is not affected.
    const other = await registerAndLogin(t.app);
    const b = await start(other.headers);
    expect((await upload(b.slug, tone3, other.headers)).statusCode).toBe(201);
  });

  it('When a learner asks for re-corrections past the limit, then 429 with Retry-After; other learners are not affected', async () => {
    const fred = await registerAndLogin(t.app);
    const ask = (h: H) =>
      t.app.inject({
        method: 'POST',
        url: '/api/answer/make-new-correction/',
        headers: h,
        payload: { user_aswer_slug: 'inconnue' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await ask(fred.headers)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    expect((await ask(fred.headers)).headers['retry-after']).toMatch(/^\d+$/);
    const gina = await registerAndLogin(t.app);
    expect((await ask(gina.headers)).statusCode).toBe(404);
  });
});
