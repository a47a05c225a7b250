import type { PitchTrack } from './pitch';
import { f0At } from './pitch';

/**
 * Voice quality over the voiced frames, after Praat's definitions:
 * - glottal pulses tracked period by period by waveform cross-correlation (as Praat's
 *   "To PointProcess (periodic, cc)"), with sub-sample parabolic refinement;
 * - jitter (local) = mean |T(i) − T(i−1)| / mean T, periods between 0.1 ms and 20 ms and
 *   consecutive periods within a factor 1.3;
 * - shimmer (local) = mean |A(i) − A(i−1)| / mean A, A the peak amplitude of each period,
 *   consecutive amplitudes within a factor 1.6;
 * - HNR (cc) = 10·log10(r / (1 − r)), r the normalised autocorrelation at the period,
 *   averaged in dB over the voiced frames.
 */

export interface VoiceMeasures {
  hnrDb: number | null;
  jitterLocal: number | null;
  shimmerLocal: number | null;
  meanF0: number | null;
  voicedSeconds: number;
  periods: number;
}

/** Normalised cross-correlation of x[a..a+n) and x[b..b+n). */
function ncc(x: Float32Array, a: number, b: number, n: number): number {
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let k = 0; k < n; k++) {
    const u = x[a + k]!;
    const v = x[b + k]!;
    sab += u * v;
    saa += u * u;
    sbb += v * v;
  }
  return saa > 0 && sbb > 0 ? sab / Math.sqrt(saa * sbb) : 0;
}

/** Best lag in [lo, hi] by NCC with parabolic refinement; returns [lag, r]. */
function bestLag(x: Float32Array, at: number, n: number, lo: number, hi: number): [number, number] {
  let best = -1;
  let bestR = -2;
  const rs: number[] = [];
  for (let lag = lo; lag <= hi; lag++) {
    const r = at + lag + n <= x.length && at >= 0 ? ncc(x, at, at + lag, n) : -2;
    rs.push(r);
    if (r > bestR) {
      bestR = r;
      best = lag;
    }
  }
  const i = best - lo;
  if (i > 0 && i < rs.length - 1) {
    const a = rs[i - 1]!;
    const b = rs[i]!;
    const c = rs[i + 1]!;
    const den = a + c - 2 * b;
    if (den < 0) {
      const shift = (0.5 * (a - c)) / den;
      return [best + shift, Math.min(0.999999, b - 0.25 * (a - c) * shift)];
    }
  }
  return [best, bestR];
}

/** Voiced runs of the pitch track, as [startSeconds, endSeconds). */
export function voicedRuns(track: PitchTrack): [number, number][] {
  const runs: [number, number][] = [];
  let i = 0;
  while (i < track.f0.length) {
    if (track.f0[i]! > 0) {
      let j = i;
      while (j < track.f0.length && track.f0[j]! > 0) j++;
      runs.push([i * track.hop, j * track.hop]);
      i = j;
    } else i++;
  }
  return runs;
}

/** Pulse times (in samples, fractional) per voiced run. */
export function trackPulses(x: Float32Array, rate: number, track: PitchTrack): number[][] {
  const out: number[][] = [];
  for (const [s, e] of voicedRuns(track)) {
    const startN = Math.floor(s * rate);
    const endN = Math.min(x.length, Math.floor(e * rate));
    const f = f0At(track, s + track.hop);
    if (!f) continue;
    let T = rate / f;
    // First pulse: the largest absolute sample of the first period.
    let t = startN;
    let peak = 0;
    for (let k = startN; k < Math.min(endN, startN + Math.ceil(T)); k++) {
      if (Math.abs(x[k]!) > peak) {
        peak = Math.abs(x[k]!);
        t = k;
      }
    }
    const pulses = [t];
    for (;;) {
      const fNow = f0At(track, t / rate) || rate / T;
      const Te = rate / fNow;
      const half = Math.round(Te / 2);
      const a = Math.round(t) - half;
      const lo = Math.floor(Te * 0.8);
      const hi = Math.ceil(Te * 1.25);
      if (a < 0 || a + hi + 2 * half >= endN) break;
      const [lag, r] = bestLag(x, a, 2 * half, lo, hi);
      if (r < 0.5) break;
      // As Praat's cross-correlation method does, the next pulse is where the waveform of this period
      // best repeats (sub-sample), not the next sample peak: noise moves peaks, not the correlation.
      const next = t + lag;
      T = next - t;
      if (T <= 0) break;
      t = next;
      pulses.push(t);
    }
    if (pulses.length >= 3) out.push(pulses);
  }
  return out;
}

/**
 * Amplitude of a pulse as Praat's "To AmplitudeTier (period)" defines it: RMS under a Hann window
 * centred on the pulse, 0.2 of the previous period wide on the left and 0.2 of the next on the right.
 */
function pulseAmplitude(x: Float32Array, at: number, left: number, right: number): number {
  let s = 0;
  let w2 = 0;
  for (let k = Math.max(0, Math.ceil(at - left)); k <= Math.min(x.length - 1, Math.floor(at + right)); k++) {
    const width = k < at ? left : right;
    const w = 0.5 + 0.5 * Math.cos((Math.PI * (k - at)) / width);
    s += (x[k]! * w) ** 2;
    w2 += w * w;
  }
  return w2 > 0 ? Math.sqrt(s / w2) : 0;
}

export function voiceMeasures(x: Float32Array, rate: number, track: PitchTrack): VoiceMeasures {
  const runs = trackPulses(x, rate, track);
  let jSum = 0;
  let jN = 0;
  let tSum = 0;
  let tN = 0;
  let sSum = 0;
  let sN = 0;
  let aSum = 0;
  let aN = 0;
  let periods = 0;
  for (const p of runs) {
    const T: number[] = [];
    const A: number[] = [];
    for (let i = 1; i < p.length; i++) {
      const Ti = p[i]! - p[i - 1]!;
      T.push(Ti / rate);
      // Amplitude of the pulse closing this period (Praat keeps pulses with a period on each side).
      A.push(i + 1 < p.length ? pulseAmplitude(x, p[i]!, 0.2 * Ti, 0.2 * (p[i + 1]! - p[i]!)) : 0);
    }
    periods += T.length;
    for (let i = 0; i < T.length; i++) {
      const ok = T[i]! >= 0.0001 && T[i]! <= 0.02;
      if (ok) {
        tSum += T[i]!;
        tN++;
      }
      if (i > 0 && ok && T[i - 1]! >= 0.0001 && T[i - 1]! <= 0.02) {
        const ratio = T[i]! / T[i - 1]!;
        if (ratio <= 1.3 && ratio >= 1 / 1.3) {
          jSum += Math.abs(T[i]! - T[i - 1]!);
          jN++;
        }
      }
      if (A[i]! > 0) {
        aSum += A[i]!;
        aN++;
      }
      if (i > 0 && A[i]! > 0 && A[i - 1]! > 0) {
        const ratio = A[i]! / A[i - 1]!;
        if (ratio <= 1.6 && ratio >= 1 / 1.6) {
          sSum += Math.abs(A[i]! - A[i - 1]!);
          sN++;
        }
      }
    }
  }
  const meanT = tN ? tSum / tN : 0;
  const jitter = jN >= 5 && meanT > 0 ? jSum / jN / meanT : null;
  const shimmer = sN >= 5 && aN ? sSum / sN / (aSum / aN) : null;
  let voicedFrames = 0;
  let f0Sum = 0;
  for (const f of track.f0) {
    if (f > 0) {
      voicedFrames++;
      f0Sum += f;
    }
  }
  return {
    hnrDb: harmonicity(x, rate, track),
    jitterLocal: jitter,
    shimmerLocal: shimmer,
    meanF0: voicedFrames ? f0Sum / voicedFrames : null,
    voicedSeconds: voicedFrames * track.hop,
    periods,
  };
}

/** Mean HNR in dB over voiced frames (window of 3 periods), or null without voiced frames. */
export function harmonicity(x: Float32Array, rate: number, track: PitchTrack): number | null {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < track.f0.length; i++) {
    const f = track.f0[i]!;
    if (!f) continue;
    const T = rate / f;
    const win = Math.round(2 * T);
    const a = Math.round(i * track.hop * rate - win / 2);
    const lo = Math.floor(T * 0.9);
    const hi = Math.ceil(T * 1.1);
    if (a < 0 || a + hi + win >= x.length) continue;
    const [, r] = bestLag(x, a, win, lo, hi);
    if (r <= 0) continue;
    const rr = Math.min(r, 0.999999);
    sum += 10 * Math.log10(rr / (1 - rr));
    n++;
  }
  return n ? sum / n : null;
}
