import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants } from 'node:fs';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

let cached: string | undefined;

/** Path of the ffmpeg binary shipped in the npm package (made executable if the install skipped it). */
export function ffmpegPath(): string {
  if (cached) return cached;
  const p = ffmpegInstaller.path;
  try {
    accessSync(p, constants.X_OK);
  } catch {
    chmodSync(p, 0o755);
  }
  cached = p;
  return p;
}

/** Runs ffmpeg with `input` on stdin; resolves with stdout and stderr, rejects on a non-zero exit or timeout. */
export function runFfmpeg(
  args: string[],
  input?: Buffer,
  timeoutMs = 30_000,
): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ['-hide_banner', '-nostdin', ...args], {
      stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('ffmpeg : délai dépassé'));
    }, timeoutMs);
    child.stdout?.on('data', (d: Buffer) => out.push(d));
    child.stderr?.on('data', (d: Buffer) => {
      if (err.length < 20_000) err += d.toString();
    });
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout: Buffer.concat(out), stderr: err });
      else reject(new Error(`ffmpeg a échoué (code ${code}) : ${err.split('\n').slice(-3).join(' ')}`));
    });
    if (input && child.stdin) {
      child.stdin.on('error', () => {});
      child.stdin.end(input);
    }
  });
}

/** Decodes any supported audio to 16 kHz mono 16-bit PCM samples in [-1, 1]. */
export async function decodeToPcm16k(input: Buffer, timeoutMs = 60_000): Promise<Float32Array> {
  const { stdout } = await runFfmpeg(
    ['-i', 'pipe:0', '-vn', '-ac', '1', '-ar', '16000', '-f', 's16le', 'pipe:1'],
    input,
    timeoutMs,
  );
  const n = Math.floor(stdout.length / 2);
  const samples = new Float32Array(n);
  for (let i = 0; i < n; i++) samples[i] = stdout.readInt16LE(i * 2) / 32768;
  return samples;
}
