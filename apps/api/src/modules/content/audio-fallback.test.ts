import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Question } from '@prepa/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffAudio } from '../../lib/audio-sniff';
import { encodeAacFallback, ffprobePath, runMediaTool } from '../../lib/ffmpeg';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/kit/app';
import { importPackFromDir } from './seed';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
/** A real listening document of the demo pack: speech in Opus at 16 kb/s. */
const OPUS = path.join(ROOT, 'content/demo/media/audio/tcf-co-1/tcf-co-1-q01.ogg');
const MP3 = path.join(ROOT, 'apps/api/test/fixtures/pack-mini/media/audio/bip.mp3');

const PACK = `examTypes:
  - { slug: tcf-son, name: TCF Son, description: Audio de test. }
`;

function exam(resources: string[]) {
  return `slug: son-comprehension-orale
name: Compréhension orale
examType: tcf-son
skill: LISTENING
difficulty: 2
exercises:
  - slug: son-co-serie-1
    title: Compréhension orale — Série 1
    instructions: Écoutez.
    questions:
${resources
  .map(
    (r, i) => `      - slug: son-co-1-q${i + 1}
        order: ${i + 1}
        type: MCQ
        level: A1
        text: Question ${i + 1}
        resources:
          - ${r}
        choices:
          - { slug: son-co-1-q${i + 1}-a, text: Oui, correct: true }
          - { slug: son-co-1-q${i + 1}-b, text: Non }`,
  )
  .join('\n')}
`;
}

async function packDir(resources: string[], media: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pack-son-'));
  await mkdir(path.join(dir, 'exams'), { recursive: true });
  await writeFile(path.join(dir, 'pack.yaml'), PACK);
  await writeFile(path.join(dir, 'exams/co.yaml'), exam(resources));
  for (const [to, from] of Object.entries(media)) {
    await mkdir(path.dirname(path.join(dir, 'media', to)), { recursive: true });
    await cp(from, path.join(dir, 'media', to));
  }
  return dir;
}

let t: TestApp;
const dirs: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('listening documents in Opus and in AAC', () => {
  it('When an Opus document comes without a copy, then the import makes an AAC one, the questions list both and /media serves it with its ETag', async () => {
    const dir = await packDir(
      [
        '{ kind: audio, file: son/dialogue.ogg, title: Dialogue }',
        '{ kind: audio, file: son/annonce.mp3, title: Annonce }',
        '{ kind: audio, file: son/gare.ogg, fallback: son/gare-secours.mp3, title: Gare }',
      ],
      { 'son/dialogue.ogg': OPUS, 'son/annonce.mp3': MP3, 'son/gare.ogg': OPUS, 'son/gare-secours.mp3': MP3 },
    );
    dirs.push(dir);
    let encoded = 0;
    const { problems, summary } = await importPackFromDir(t.app.ctx.db, t.app.ctx.storage, dir, {
      encodeFallback: (b) => {
        encoded++;
        return encodeAacFallback(b);
      },
    });
    expect(problems).toEqual([]);
    // Only the Opus document without a named copy was encoded; the MP3 plays everywhere as it is.
    expect(encoded).toBe(1);
    expect(summary!.transcoded).toBe(1);

    const aac = await t.app.ctx.storage.get('media/son/dialogue.m4a');
    expect(sniffAudio(aac)?.mime).toBe('audio/mp4');
    const probe = ffprobePath();
    if (probe) {
      const { stdout } = await runMediaTool(
        probe,
        [
          '-v',
          'error',
          '-show_entries',
          'stream=codec_name,channels:format=duration',
          '-of',
          'json',
          '-i',
          'pipe:0',
        ],
        { input: aac },
      );
      const info = JSON.parse(stdout.toString()) as {
        streams: { codec_name: string; channels: number }[];
        format: { duration: string };
      };
      expect(info.streams[0]).toMatchObject({ codec_name: 'aac', channels: 1 });
      const seconds = Number(info.format.duration);
      expect(seconds).toBeGreaterThan(6);
      // Light on mobile data: well under 48 kb/s, container included.
      expect((aac.length * 8) / seconds).toBeLessThan(40_000);
    }

    const learner = await registerAndLogin(t.app);
    const res = await t.app.inject({
      url: '/api/question/exo/son-co-serie-1/',
      headers: learner.headers,
    });
    expect(res.statusCode).toBe(200);
    const qs = (res.json() as Question[]).sort((a, b) => a.order - b.order);
    expect(qs.map((q) => q.ressouces[0]!.audio_sources)).toEqual([
      [
        { src: '/media/son/dialogue.ogg', type: 'audio/ogg' },
        { src: '/media/son/dialogue.m4a', type: 'audio/mp4' },
      ],
      [{ src: '/media/son/annonce.mp3', type: 'audio/mpeg' }],
      [
        { src: '/media/son/gare.ogg', type: 'audio/ogg' },
        { src: '/media/son/gare-secours.mp3', type: 'audio/mpeg' },
      ],
    ]);
    expect(qs[0]!.ressouces[0]!.audio_file).toBe('/media/son/dialogue.ogg');

    const media = await t.app.inject({ url: '/media/son/dialogue.m4a' });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('audio/mp4');
    expect(media.headers['cache-control']).toBe('public, max-age=86400');
    expect(media.rawPayload.equals(aac)).toBe(true);
    const again = await t.app.inject({
      url: '/media/son/dialogue.m4a',
      headers: { 'if-none-match': String(media.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const part = await t.app.inject({ url: '/media/son/dialogue.m4a', headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
  });

  it('When a pack names a copy of the pack that is not AAC or MP3, or names one for an image, then it is refused in French and nothing is imported', async () => {
    const dir = await packDir(
      [
        '{ kind: audio, file: son/a.ogg, fallback: son/b.ogg }',
        '{ kind: image, file: son/img.png, fallback: son/a.ogg }',
        '{ kind: audio, file: son/a.ogg, fallback: son/absent.m4a }',
      ],
      {
        'son/a.ogg': OPUS,
        'son/b.ogg': OPUS,
        'son/img.png': path.join(ROOT, 'apps/api/test/fixtures/pack-mini/media/images/affiche.png'),
      },
    );
    dirs.push(dir);
    const { problems, summary } = await importPackFromDir(t.app.ctx.db, t.app.ctx.storage, dir);
    expect(summary).toBeUndefined();
    expect(problems.map((p) => [p.path, p.message])).toEqual([
      [
        'exercises[0].questions[0].resources[0].fallback',
        'media/son/b.ogg : la copie de secours doit être en AAC (.m4a) ou en MP3, lisibles par tous les navigateurs.',
      ],
      [
        'exercises[0].questions[1].resources[0].fallback',
        'Seules les ressources audio ont une copie de secours (fallback).',
      ],
      ['exercises[0].questions[2].resources[0].fallback', 'Fichier introuvable : media/son/absent.m4a'],
    ]);
  });
});
