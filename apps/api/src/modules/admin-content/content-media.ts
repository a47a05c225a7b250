import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { resourceUpdate, ResourceUpload } from '@prepa/shared';
import type { z } from 'zod';
import { sniffImage } from '../../lib/audio-sniff';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors';
import {
  DEMUXER_OF_MIME,
  ffmpegPath,
  ffprobePath,
  MEDIA_MEMORY_BYTES,
  runMediaTool,
  untrustedInput,
  withTempFile,
} from '../../lib/ffmpeg';
import { messages } from '../../lib/messages';
import type { Storage } from '../../lib/storage';
import { checkRecording } from '../practice/audio';
import { contentChange, type ContentDeps } from './content-admin.service';

const m = messages.backOfficeContent;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Longest listening document accepted (a TCF document lasts a few minutes at most). */
export const DOCUMENT_MAX_SECONDS = 15 * 60;
const IMAGE_DEMUXER: Record<string, { demuxer: string; ext: string }> = {
  'image/png': { demuxer: 'png_pipe', ext: 'png' },
  'image/jpeg': { demuxer: 'jpeg_pipe', ext: 'jpg' },
  'image/webp': { demuxer: 'webp_pipe', ext: 'webp' },
  'image/gif': { demuxer: 'gif', ext: 'gif' },
};

/** Bytes of a `data:<type>;base64,` URL; 400 in French otherwise. */
export function decodeMediaDataUrl(value: string): Buffer {
  const comma = value.indexOf(',');
  const header = comma > 0 && comma < 200 ? value.slice(0, comma) : '';
  const body = value.slice(comma + 1);
  if (
    !/^data:(?:(?:audio|video|image)\/[\w.+-]+|application\/octet-stream)?(?:;[\w.+-]+=[\w.+-]+)*;base64$/i.test(
      header,
    ) ||
    !/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(body)
  ) {
    throw ValidationError.field('data', m.dataUrlInvalid);
  }
  return Buffer.from(body, 'base64');
}

/** An image: PNG, JPEG, WebP or GIF by its first bytes (no SVG: it can carry script), then read by ffprobe. */
async function checkImage(data: Buffer): Promise<string> {
  if (data.length > IMAGE_MAX_BYTES)
    throw ValidationError.field('data', m.imageTooLarge(IMAGE_MAX_BYTES / 1048576));
  const kind = IMAGE_DEMUXER[sniffImage(data) ?? ''];
  const probe = ffprobePath();
  if (!kind) throw ValidationError.field('data', m.imageInvalid);
  if (!probe) return kind.ext;
  const ok = await withTempFile(data, async (file) => {
    try {
      const { stdout } = await runMediaTool(
        probe,
        [
          '-v',
          'error',
          ...untrustedInput(kind.demuxer, file).filter((a) => a !== '-i'),
          '-show_entries',
          'stream=codec_type,width,height',
          '-of',
          'json',
        ],
        { timeoutMs: 10_000, memoryBytes: MEDIA_MEMORY_BYTES },
      );
      const s = (JSON.parse(stdout.toString('utf8')) as { streams?: { width?: number; height?: number }[] })
        .streams?.[0];
      return !!s && (s.width ?? 0) > 0 && (s.height ?? 0) > 0;
    } catch {
      return false;
    }
  });
  if (!ok) throw ValidationError.field('data', m.imageInvalid);
  return kind.ext;
}

/**
 * An audio document checked as a learner's recording is (first bytes, container read by its own
 * demuxer, duration), then encoded twice: Opus (small, every recent browser) and AAC in .m4a (the
 * copy for browsers without Opus). Both are mono speech encodings.
 */
async function transcodeAudio(data: Buffer): Promise<{ opus: Buffer; aac: Buffer }> {
  let kind;
  try {
    kind = await checkRecording(data, DOCUMENT_MAX_SECONDS);
  } catch (err) {
    if (err instanceof ValidationError)
      throw new ValidationError({ data: Object.values(err.body).flat() as string[] });
    throw err;
  }
  const demuxer = DEMUXER_OF_MIME[kind.mime]!;
  const base = path.join(tmpdir(), `prepa-doc-${randomBytes(8).toString('hex')}`);
  try {
    await withTempFile(data, (file) =>
      runMediaTool(
        ffmpegPath(),
        [
          '-hide_banner',
          '-nostdin',
          '-v',
          'error',
          ...untrustedInput(demuxer, file),
          '-map',
          '0:a:0',
          '-ac',
          '1',
          '-c:a',
          'libopus',
          '-b:a',
          '32k',
          '-f',
          'ogg',
          `${base}.opus`,
          '-map',
          '0:a:0',
          '-ac',
          '1',
          '-c:a',
          'aac',
          '-b:a',
          '48k',
          '-movflags',
          '+faststart',
          '-f',
          'mp4',
          `${base}.m4a`,
        ],
        { timeoutMs: 120_000, memoryBytes: MEDIA_MEMORY_BYTES },
      ),
    );
    return { opus: await readFile(`${base}.opus`), aac: await readFile(`${base}.m4a`) };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw ValidationError.field('data', m.transcodeFailed);
  } finally {
    await rm(`${base}.opus`, { force: true });
    await rm(`${base}.m4a`, { force: true });
  }
}

/** Images and audio documents of questions: upload, title and transcript, removal. */
export function createContentMedia(d: ContentDeps & { storage: Storage }) {
  const change = contentChange(d);
  return {
    async upload(actorId: number, questionSlug: string, b: ResourceUpload) {
      const q = await d.content.question(questionSlug);
      if (!q) throw new NotFoundError(m.questionNotFound);
      if (b.kind !== 'audio' && b.transcript)
        throw ValidationError.field('transcript', messages.content.transcriptAudioOnly);
      const data = decodeMediaDataUrl(String(b.data));
      const id = randomBytes(6).toString('hex');
      const folder = `admin/${q.slug}`;
      let file: string;
      let fallbackFile: string | null = null;
      if (b.kind === 'image') {
        file = `${folder}/${id}.${await checkImage(data)}`;
        await d.storage.put(`media/${file}`, data);
      } else {
        const { opus, aac } = await transcodeAudio(data);
        file = `${folder}/${id}.opus`;
        fallbackFile = `${folder}/${id}.m4a`;
        await d.storage.put(`media/${file}`, opus);
        await d.storage.put(`media/${fallbackFile}`, aac);
      }
      const position = await d.content.nextResourcePosition(q.id);
      const row = await change(
        actorId,
        {
          action: 'content.upload',
          targetType: 'question',
          targetId: q.slug,
          details: { file, kind: b.kind },
        },
        (r) =>
          r.insertResource({
            questionId: q.id,
            kind: b.kind,
            file,
            fallbackFile,
            title: String(b.title ?? ''),
            transcript: b.kind === 'audio' ? (b.transcript ?? null) : null,
            position,
          }),
      );
      return { detail: m.uploaded, id: row.id };
    },

    async update(actorId: number, id: number, b: z.infer<typeof resourceUpdate>) {
      const found = await d.content.resource(id);
      if (!found) throw new NotFoundError(m.resourceNotFound);
      if (found.resource.kind !== 'audio' && b.transcript)
        throw ValidationError.field('transcript', messages.content.transcriptAudioOnly);
      await change(
        actorId,
        {
          action: 'content.update',
          targetType: 'resource',
          targetId: String(id),
          details: { fields: Object.keys(b) },
        },
        (r) =>
          r.updateResource(id, {
            ...(b.title !== undefined ? { title: b.title } : {}),
            ...(b.transcript !== undefined ? { transcript: b.transcript || null } : {}),
          }),
      );
      return { detail: m.saved };
    },

    /** Removes the resource, then its files when no other resource uses them. */
    async remove(actorId: number, id: number) {
      const found = await d.content.resource(id);
      if (!found) throw new NotFoundError(m.resourceNotFound);
      const r = found.resource;
      await change(
        actorId,
        { action: 'content.delete', targetType: 'resource', targetId: String(id), details: { file: r.file } },
        (repo) => repo.deleteResource(id),
      );
      for (const f of [r.file, r.fallbackFile]) {
        if (f && !(await d.content.fileUsed(f))) await d.storage.remove(`media/${f}`);
      }
      return { detail: m.deleted };
    },
  };
}
export type ContentMedia = ReturnType<typeof createContentMedia>;
