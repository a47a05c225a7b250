// @vitest-environment node
import { execFileSync } from 'node:child_process';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { describe, expect, it } from 'vitest';
import { withWebmDuration } from './webm-duration';

const ffmpeg = ffmpegInstaller.path;

/** A WebM streamed like MediaRecorder's: live mode, Segment of unknown size, no duration. */
const liveWebm = (seconds: number) =>
  new Uint8Array(
    execFileSync(ffmpeg, [
      '-hide_banner',
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=220:duration=${seconds}`,
      '-c:a',
      'libopus',
      '-b:a',
      '24k',
      '-f',
      'webm',
      '-live',
      '1',
      'pipe:1',
    ]),
  );

function probeDuration(file: Uint8Array): string | null {
  try {
    execFileSync(ffmpeg, ['-hide_banner', '-i', 'pipe:0'], { input: file, stdio: ['pipe', 'pipe', 'pipe'] });
  } catch (err) {
    // ffmpeg -i without an output exits 1 and prints the input description on stderr.
    const m = /Duration: ([\d:.]+|N\/A)/.exec(String((err as { stderr?: Buffer }).stderr));
    return m ? m[1]! : null;
  }
  return null;
}

describe('duration of a recorded WebM', () => {
  it('When a streamed WebM has no duration, then it gets one that players read, and its audio is unchanged', () => {
    const file = liveWebm(4);
    expect(probeDuration(file)).toBe('N/A');
    const fixed = withWebmDuration(file, 4000);
    expect(probeDuration(fixed)).toMatch(/^00:00:0[34]\./);
    expect(fixed.length).toBe(file.length + 11);
    expect(
      Buffer.from(fixed.subarray(fixed.length - 500)).equals(Buffer.from(file.subarray(file.length - 500))),
    ).toBe(true);
  });

  it('When the file already has a duration or is not WebM, then it is returned as is', () => {
    const fixed = withWebmDuration(liveWebm(2), 2000);
    expect(withWebmDuration(fixed, 9000)).toBe(fixed);
    const notWebm = new TextEncoder().encode('RIFF....WAVEfmt ');
    expect(withWebmDuration(notWebm, 1000)).toBe(notWebm);
    expect(withWebmDuration(new Uint8Array(0), 1000).length).toBe(0);
  });
});
