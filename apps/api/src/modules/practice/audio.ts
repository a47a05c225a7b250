import { RECORDING_MAX_BYTES, RECORDING_MAX_SECONDS } from '@prepa/shared';
import { type AudioKind, sniffAudio } from '../../lib/audio-sniff';
import { ValidationError } from '../../lib/errors';
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

/**
 * The longest recording a question accepts, in seconds: the question's own limit when the content
 * declares one (per speaking task), else the platform's.
 */
export function recordingLimitSeconds(q: object): number {
  const own = (q as { recordingMaxSeconds?: unknown }).recordingMaxSeconds;
  return typeof own === 'number' && Number.isFinite(own) && own > 0 ? own : RECORDING_MAX_SECONDS;
}

/** Audio codecs a recorder or a phone produces; anything else is refused before any decoding. */
const AUDIO_CODECS = new Set([
  'opus',
  'vorbis',
  'aac',
  'mp3',
  'mp2',
  'flac',
  'alac',
  'amr_nb',
  'amr_wb',
  'pcm_s16le',
  'pcm_s24le',
  'pcm_s32le',
  'pcm_f32le',
  'pcm_u8',
  'pcm_alaw',
  'pcm_mulaw',
]);

/** Budget of one probe of a learner's file: it reads headers and packets, never decodes. */
const PROBE = { timeoutMs: 10_000, memoryBytes: MEDIA_MEMORY_BYTES };

class ProbeRefusal extends Error {}

interface HeaderProbe {
  codec: string;
  durationS: number | null;
}

/** Container and codec as ffprobe reads them from the headers, with the forced demuxer. */
async function probeHeaders(probe: string, demuxer: string, file: string): Promise<HeaderProbe> {
  const { stdout } = await runMediaTool(
    probe,
    [
      '-v',
      'error',
      ...untrustedInput(demuxer, file).filter((a) => a !== '-i'),
      '-show_entries',
      'format=duration:stream=codec_type,codec_name,duration',
      '-of',
      'json',
    ],
    PROBE,
  );
  const json = JSON.parse(stdout.toString('utf8')) as {
    streams?: { codec_type?: string; codec_name?: string; duration?: string }[];
    format?: { duration?: string };
  };
  const audio = json.streams?.find((s) => s.codec_type === 'audio');
  if (!audio?.codec_name || !AUDIO_CODECS.has(audio.codec_name)) throw new ProbeRefusal('codec');
  const d = Number(audio.duration ?? json.format?.duration);
  return { codec: audio.codec_name, durationS: Number.isFinite(d) && d >= 0 ? d : null };
}

/**
 * Duration in seconds of the first audio stream from its packets' timestamps: the packets are
 * read and copied, never decoded, and reading stops past `capSeconds`.
 */
async function demuxedSeconds(demuxer: string, file: string, capSeconds: number): Promise<number> {
  const { stdout } = await runMediaTool(
    ffmpegPath(),
    [
      '-hide_banner',
      '-nostdin',
      '-v',
      'error',
      ...untrustedInput(demuxer, file),
      '-map',
      '0:a:0',
      '-c',
      'copy',
      '-t',
      String(capSeconds),
      '-f',
      'null',
      '-progress',
      'pipe:1',
      '-nostats',
      '-',
    ],
    PROBE,
  );
  const times = [...stdout.toString('utf8').matchAll(/^out_time_us=(\d+)$/gm)];
  const last = times.at(-1);
  if (!last) throw new ProbeRefusal('no packets');
  return Number(last[1]) / 1e6;
}

/**
 * Checks a recorded answer without decoding it: size, container by its first bytes, then the
 * container read with the demuxer of that container only (local file, no playlist, no external
 * reference): an audio stream of a known codec, not empty, not longer than `maxSeconds`. A
 * file over the limit is refused from its header, before its packets are read.
 */
export async function checkRecording(
  data: Buffer,
  maxSeconds: number = RECORDING_MAX_SECONDS,
): Promise<AudioKind & { durationMs: number }> {
  const field = (msg: string) => ValidationError.field('audio_file', msg);
  if (data.length === 0) throw field(messages.practice.audioEmpty);
  if (data.length > RECORDING_MAX_BYTES) {
    throw field(messages.practice.audioTooLarge(RECORDING_MAX_BYTES / 1048576));
  }
  const kind = sniffAudio(data);
  const demuxer = kind ? DEMUXER_OF_MIME[kind.mime] : undefined;
  if (!kind || !demuxer) throw field(messages.practice.audioNotAudio);
  // One second of tolerance: a recorder stopped at the limit may encode a few extra milliseconds.
  const cap = maxSeconds + 1;
  const tooLong = () => field(messages.practice.audioTooLong(maxSeconds));
  const seconds = await withTempFile(data, async (file) => {
    try {
      const probe = ffprobePath();
      if (probe) {
        const header = await probeHeaders(probe, demuxer, file);
        if (header.durationS !== null && header.durationS > cap) throw tooLong();
      }
      return await demuxedSeconds(demuxer, file, cap + 1);
    } catch (err) {
      if (err instanceof ValidationError) throw err;
      throw field(messages.practice.audioUnreadable);
    }
  });
  if (seconds <= 0) throw field(messages.practice.audioEmpty);
  if (seconds > cap) throw tooLong();
  return { ...kind, durationMs: Math.round(seconds * 1000) };
}
