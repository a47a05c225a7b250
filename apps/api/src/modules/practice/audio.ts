import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RECORDING_MAX_BYTES, RECORDING_MAX_SECONDS } from '@prepa/shared';
import { ValidationError } from '../../lib/errors';
import { runFfmpeg } from '../../lib/ffmpeg';
import { type AudioKind, sniffAudio } from '../../lib/audio-sniff';
import { messages } from '../../lib/messages';

/** Decodes a data URL `data:audio/...;base64,...`; 400 with a French message otherwise. */
export function decodeDataUrl(value: string): Buffer {
  const comma = value.indexOf(',');
  const header = comma > 0 && comma < 200 ? value.slice(0, comma) : '';
  const body = value.slice(comma + 1);
  const ok =
    /^data:(?:(?:audio|video)\/[\w.+-]+|application\/octet-stream)?(?:;[\w.+-]+=[\w.+-]+)*;base64$/i.test(
      header,
    ) && /^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(body);
  if (!ok) throw ValidationError.field('audio_file', messages.practice.dataUrlInvalid);
  // Bound the size before decoding (4 base64 characters per 3 bytes).
  if (body.length > Math.ceil((RECORDING_MAX_BYTES * 4) / 3) + 1024) {
    throw ValidationError.field('audio_file', messages.practice.audioTooLarge(RECORDING_MAX_BYTES / 1048576));
  }
  return Buffer.from(body, 'base64');
}

/** Duration in milliseconds of an audio file, by decoding it (8 kHz mono 16-bit PCM) with ffmpeg. */
export async function audioDurationMs(data: Buffer): Promise<number> {
  const file = path.join(tmpdir(), `prepa-audio-${randomBytes(8).toString('hex')}`);
  await writeFile(file, data);
  try {
    const { stdout } = await runFfmpeg(
      ['-v', 'error', '-i', file, '-vn', '-ac', '1', '-ar', '8000', '-f', 's16le', 'pipe:1'],
      undefined,
      60_000,
    );
    return Math.round((stdout.length / 2 / 8000) * 1000);
  } finally {
    await rm(file, { force: true });
  }
}

/** Checks a recorded answer: size, container by magic bytes, decodable, not empty, at most 180 s. */
export async function checkRecording(data: Buffer): Promise<AudioKind & { durationMs: number }> {
  const field = (msg: string) => ValidationError.field('audio_file', msg);
  if (data.length === 0) throw field(messages.practice.audioEmpty);
  if (data.length > RECORDING_MAX_BYTES) {
    throw field(messages.practice.audioTooLarge(RECORDING_MAX_BYTES / 1048576));
  }
  const kind = sniffAudio(data);
  if (!kind) throw field(messages.practice.audioNotAudio);
  let durationMs: number;
  try {
    durationMs = await audioDurationMs(data);
  } catch {
    throw field(messages.practice.audioUnreadable);
  }
  if (durationMs <= 0) throw field(messages.practice.audioEmpty);
  // One second of tolerance: a recorder stopped at 180 s may encode a few extra milliseconds.
  if (durationMs > (RECORDING_MAX_SECONDS + 1) * 1000) {
    throw field(messages.practice.audioTooLong(RECORDING_MAX_SECONDS));
  }
  return { ...kind, durationMs };
}
