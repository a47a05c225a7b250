import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireTools } from '../../../test/kit/tools';
import { runFfmpeg } from '../../lib/ffmpeg';
import { fluency } from './audio/fluency';
import { yin } from './audio/pitch';
import { harmonicity, voiceMeasures } from './audio/voice';
import { analyseSpeech, decodeRecording, UnusableRecordingError } from './speaking';

const SR = 16_000;

/** Seeded uniform generator in [0, 1). */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/**
 * A synthetic voice: each period is a damped excitation (peak at the period's start), with
 * period and amplitude perturbed uniformly by ±jit and ±shim. Returns the true local jitter
 * and shimmer of the generated sequence.
 */
function synthVoice(f0: number, seconds: number, jit: number, shim: number, seed = 7) {
  const r = rng(seed);
  const x = new Float32Array(SR * seconds);
  const T: number[] = [];
  const A: number[] = [];
  let t = 0;
  while (t < seconds) {
    const Ti = (1 / f0) * (1 + (r() * 2 - 1) * jit);
    const Ai = 1 + (r() * 2 - 1) * shim;
    T.push(Ti);
    A.push(Ai);
    for (let n = Math.ceil(t * SR); n < Math.min(x.length, Math.ceil((t + Ti) * SR)); n++) {
      const ph = (n / SR - t) / Ti;
      x[n] =
        0.3 *
        Ai *
        (Math.exp(-5 * ph) * Math.cos(2 * Math.PI * 4 * ph) +
          0.3 * Math.exp(-3 * ph) * Math.cos(2 * Math.PI * 9 * ph));
    }
    t += Ti;
  }
  const local = (v: number[]) => {
    let d = 0;
    for (let i = 1; i < v.length; i++) d += Math.abs(v[i]! - v[i - 1]!);
    return d / (v.length - 1) / (v.reduce((a, b) => a + b, 0) / v.length);
  };
  return { x, jitter: local(T), shimmer: local(A) };
}

/** Box–Muller Gaussian noise. */
function gaussian(r: () => number) {
  return Math.sqrt(-2 * Math.log(r() + 1e-12)) * Math.cos(2 * Math.PI * r());
}

describe('pitch (YIN)', () => {
  it('tracks a 200 Hz tone and leaves silence unvoiced', () => {
    const x = new Float32Array(SR);
    for (let n = 0; n < SR / 2; n++) x[n] = 0.5 * Math.sin((2 * Math.PI * 200 * n) / SR);
    const t = yin(x, SR);
    const voiced = Array.from(t.f0).filter((f) => f > 0);
    expect(voiced.length).toBeGreaterThan(40);
    for (const f of voiced) expect(Math.abs(f - 200)).toBeLessThan(2);
    expect(Array.from(t.f0.slice(60))).toEqual(new Array(t.f0.length - 60).fill(0));
  });
});

describe('voice quality (Praat definitions)', () => {
  it('measures the jitter of a perturbed synthetic voice within 25 %, and a shimmer above the generator’s', () => {
    for (const [jit, shim] of [
      [0.015, 0.1],
      [0.02, 0.06],
    ] as const) {
      const s = synthVoice(120, 2, jit, shim);
      const v = voiceMeasures(s.x, SR, yin(s.x, SR));
      expect(v.jitterLocal!).toBeGreaterThan(s.jitter * 0.75);
      expect(v.jitterLocal!).toBeLessThan(s.jitter * 1.25);
      // Shimmer follows Praat's amplitude (RMS around each pulse), not the generator's scale
      // factors: its agreement is checked against Praat itself (correction.praat.test.ts).
      expect(v.shimmerLocal!).toBeGreaterThan(s.shimmer);
      expect(v.meanF0!).toBeCloseTo(120, 0);
    }
  });

  it('measures the HNR of a periodic signal with added noise within 1.5 dB', () => {
    for (const target of [5, 10, 15]) {
      const r = rng(target);
      const n = SR * 2;
      const periodic = new Float32Array(n);
      for (let i = 0; i < n; i++) {
        const ph = ((i * 125) / SR) % 1;
        periodic[i] = Math.exp(-5 * ph) * Math.cos(2 * Math.PI * 3 * ph);
      }
      let ps = 0;
      for (const v of periodic) ps += v * v;
      ps /= n;
      const sigma = Math.sqrt(ps / 10 ** (target / 10));
      const x = periodic.map((v) => 0.3 * (v + sigma * gaussian(r)));
      const hnr = harmonicity(x, SR, yin(x, SR, { threshold: 0.4 }));
      expect(Math.abs(hnr! - target)).toBeLessThan(1.5);
    }
  });
});

describe('fluency (syllable nuclei)', () => {
  it('counts syllables and pauses of a synthetic "ta ta ta" with a pause', () => {
    // 8 syllables (vowel bursts of 150 ms every 250 ms), a 600 ms pause after the fourth.
    const x = new Float32Array(SR * 3);
    const starts = [0.2, 0.45, 0.7, 0.95, 1.8, 2.05, 2.3, 2.55];
    for (const s of starts) {
      for (let n = Math.round(s * SR); n < Math.round((s + 0.15) * SR); n++) {
        const env = Math.sin((Math.PI * (n / SR - s)) / 0.15);
        x[n] =
          0.4 * env * Math.sin((2 * Math.PI * 150 * n) / SR) +
          0.1 * env * Math.sin((2 * Math.PI * 300 * n) / SR);
      }
    }
    const f = fluency(x, SR, yin(x, SR));
    expect(f.syllables).toBe(8);
    expect(f.pauses).toBe(1);
    expect(f.meanPauseS!).toBeGreaterThan(0.5);
  });

  it('counts the syllables of synthesised French speech within 20 %', async () => {
    requireTools('espeak-ng');
    const dir = mkdtempSync(path.join(tmpdir(), 'prepa-espeak-'));
    const wav = path.join(dir, 'phrase.wav');
    // 32 syllables as spoken.
    const text =
      "Bonjour, je m'appelle Marie et j'habite à Montréal depuis trois ans. J'aime beaucoup cette ville parce que les gens sont très accueillants.";
    execFileSync('espeak-ng', ['-v', 'fr', '-s', '150', '-w', wav, text]);
    const a = analyseSpeech(await decodeRecording(readFileSync(wav)));
    expect(a.silent).toBe(false);
    expect(a.fluency.syllables).toBeGreaterThanOrEqual(26);
    expect(a.fluency.syllables).toBeLessThanOrEqual(38);
    expect(a.fluency.speechRate!).toBeGreaterThan(3);
  });
});

describe('unusable recordings', () => {
  it('a file that is not audio, or under a second, is refused with a French reason', async () => {
    await expect(decodeRecording(Buffer.from('ceci n’est pas un fichier audio'))).rejects.toThrow(
      UnusableRecordingError,
    );
    const { stdout } = await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=200:duration=0.5',
      '-f',
      'wav',
      'pipe:1',
    ]);
    await expect(decodeRecording(stdout)).rejects.toThrow(/trop court/);
  });

  it('a silent recording is recognised as silent', async () => {
    const { stdout } = await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=16000:cl=mono',
      '-t',
      '3',
      '-f',
      'wav',
      'pipe:1',
    ]);
    const a = analyseSpeech(await decodeRecording(stdout));
    expect(a.silent).toBe(true);
  });
});
