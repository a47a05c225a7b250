import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, chmodSync, constants } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { sniffAudio } from './audio-sniff';

/**
 * ffmpeg and ffprobe: Debian's (`/usr/bin`, security updates from the distribution) when they are
 * installed, else the static ffmpeg of the npm package `@ffmpeg-installer/ffmpeg` (no ffprobe).
 * `FFMPEG_PATH` / `FFPROBE_PATH` name other binaries.
 */
const executable = (p: string | undefined) => {
  if (!p) return false;
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

let cachedFfmpeg: string | undefined;
let cachedFfprobe: string | null | undefined;

export function ffmpegPath(): string {
  if (cachedFfmpeg) return cachedFfmpeg;
  const preferred = [process.env.FFMPEG_PATH, '/usr/bin/ffmpeg'].find(executable);
  if (preferred) return (cachedFfmpeg = preferred);
  const p = ffmpegInstaller.path;
  if (!executable(p)) chmodSync(p, 0o755);
  return (cachedFfmpeg = p);
}

/** ffprobe when one is installed (Debian's `ffmpeg` package ships it), else null. */
export function ffprobePath(): string | null {
  if (cachedFfprobe !== undefined) return cachedFfprobe;
  return (cachedFfprobe = [process.env.FFPROBE_PATH, '/usr/bin/ffprobe'].find(executable) ?? null);
}

/** Address space allowed to one ffmpeg or ffprobe run on learners' files (decoders, buffers). */
export const MEDIA_MEMORY_BYTES = 512 * 1024 * 1024;
const PRLIMIT = ['/usr/bin/prlimit', '/bin/prlimit'].find(executable);

export interface RunOptions {
  input?: Buffer;
  timeoutMs?: number;
  /** Address-space limit (prlimit --as) of the child; none when undefined. */
  memoryBytes?: number;
  /** Kills the child once stdout holds more than this many bytes (the result is then cut). */
  maxOutputBytes?: number;
}

/**
 * Runs a binary (ffmpeg or ffprobe) with `input` on stdin; resolves with stdout and stderr, rejects
 * on a non-zero exit, on timeout or on a memory limit reached.
 */
export function runMediaTool(
  binary: string,
  args: string[],
  o: RunOptions = {},
): Promise<{ stdout: Buffer; stderr: string; truncated: boolean }> {
  const timeoutMs = o.timeoutMs ?? 30_000;
  const [cmd, argv] =
    o.memoryBytes && PRLIMIT ? [PRLIMIT, [`--as=${o.memoryBytes}`, '--', binary, ...args]] : [binary, args];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { stdio: [o.input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let outBytes = 0;
    let truncated = false;
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${path.basename(binary)} : délai dépassé`));
    }, timeoutMs);
    child.stdout?.on('data', (d: Buffer) => {
      if (truncated) return;
      out.push(d);
      outBytes += d.length;
      if (o.maxOutputBytes !== undefined && outBytes > o.maxOutputBytes) {
        truncated = true;
        child.kill('SIGKILL');
      }
    });
    child.stderr?.on('data', (d: Buffer) => {
      if (err.length < 20_000) err += d.toString();
    });
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0 || truncated) resolve({ stdout: Buffer.concat(out), stderr: err, truncated });
      else
        reject(
          new Error(
            `${path.basename(binary)} a échoué (code ${code}) : ${err.split('\n').slice(-3).join(' ')}`,
          ),
        );
    });
    if (o.input && child.stdin) {
      child.stdin.on('error', () => {});
      child.stdin.end(o.input);
    }
  });
}

/** Runs ffmpeg with `input` on stdin; resolves with stdout and stderr, rejects on a non-zero exit or timeout. */
export async function runFfmpeg(
  args: string[],
  input?: Buffer,
  timeoutMs = 30_000,
): Promise<{ stdout: Buffer; stderr: string }> {
  const r = await runMediaTool(ffmpegPath(), ['-hide_banner', '-nostdin', ...args], { input, timeoutMs });
  return { stdout: r.stdout, stderr: r.stderr };
}

/**
 * ffmpeg's demuxer for each container recognised by its first bytes (lib/audio-sniff). Forcing it
 * keeps ffmpeg from guessing: a file that starts like an MP3 is read as MP3 and nothing else (never
 * as a playlist that would make it open other files).
 */
export const DEMUXER_OF_MIME: Record<string, string> = {
  'audio/webm': 'matroska',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mov',
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
};

/** Input options for a learner's file: forced demuxer, local file and pipe only, no external references. */
export function untrustedInput(demuxer: string, file: string): string[] {
  return ['-protocol_whitelist', 'file,pipe', '-f', demuxer, '-i', `file:${file}`];
}

/** Writes `data` to a private temporary file for the time of `task`. */
export async function withTempFile<T>(data: Buffer, task: (file: string) => Promise<T>): Promise<T> {
  const file = path.join(tmpdir(), `prepa-media-${randomBytes(12).toString('hex')}`);
  await writeFile(file, data, { mode: 0o600 });
  try {
    return await task(file);
  } finally {
    await rm(file, { force: true });
  }
}

/** Longest audio ever decoded (s): above every task limit, so a lying header cannot make it decode for hours. */
export const DECODE_MAX_SECONDS = 600;

/**
 * Decodes a recording to 16 kHz mono 16-bit PCM samples in [-1, 1], with the demuxer of its
 * sniffed container, within a time and memory budget and at most `maxSeconds` of audio.
 */
export async function decodeToPcm16k(
  input: Buffer,
  timeoutMs = 60_000,
  maxSeconds = DECODE_MAX_SECONDS,
): Promise<Float32Array> {
  const kind = sniffAudio(input);
  const demuxer = kind ? DEMUXER_OF_MIME[kind.mime] : undefined;
  if (!demuxer) throw new Error('conteneur audio non reconnu');
  const { stdout } = await withTempFile(input, (file) =>
    runMediaTool(
      ffmpegPath(),
      [
        '-hide_banner',
        '-nostdin',
        '-v',
        'error',
        '-threads',
        '1',
        ...untrustedInput(demuxer, file),
        '-map',
        '0:a:0',
        '-vn',
        '-ac',
        '1',
        '-ar',
        '16000',
        '-t',
        String(maxSeconds),
        '-f',
        's16le',
        'pipe:1',
      ],
      { timeoutMs, memoryBytes: MEDIA_MEMORY_BYTES, maxOutputBytes: maxSeconds * 16000 * 2 },
    ),
  );
  const n = Math.floor(stdout.length / 2);
  const samples = new Float32Array(n);
  for (let i = 0; i < n; i++) samples[i] = stdout.readInt16LE(i * 2) / 32768;
  return samples;
}

/** Bit rate of the AAC copy of a listening document: mono AAC-LC, clear for speech and light on data. */
export const AAC_FALLBACK_BITRATE = '32k';

/**
 * The AAC (.m4a, MP4 container, index first) copy of an audio document of a content pack, for the
 * browsers that cannot play Opus (older iPhones): mono, 32 kb/s, without metadata.
 */
export async function encodeAacFallback(input: Buffer, timeoutMs = 120_000): Promise<Buffer> {
  const kind = sniffAudio(input);
  const demuxer = kind ? DEMUXER_OF_MIME[kind.mime] : undefined;
  if (!demuxer) throw new Error('conteneur audio non reconnu');
  const out = path.join(tmpdir(), `prepa-aac-${randomBytes(12).toString('hex')}.m4a`);
  try {
    await withTempFile(input, (file) =>
      runMediaTool(
        ffmpegPath(),
        [
          '-hide_banner',
          '-nostdin',
          '-v',
          'error',
          '-y',
          ...untrustedInput(demuxer, file),
          '-map',
          '0:a:0',
          '-vn',
          '-ac',
          '1',
          '-c:a',
          'aac',
          '-b:a',
          AAC_FALLBACK_BITRATE,
          '-movflags',
          '+faststart',
          '-map_metadata',
          '-1',
          '-f',
          'mp4',
          `file:${out}`,
        ],
        { timeoutMs, memoryBytes: MEDIA_MEMORY_BYTES },
      ),
    );
    return await readFile(out);
  } finally {
    await rm(out, { force: true });
  }
}
