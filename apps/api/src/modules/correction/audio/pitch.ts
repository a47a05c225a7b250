/**
 * Fundamental frequency by YIN (de Cheveigné & Kawahara 2002) on the signal decimated to
 * 8 kHz: difference function, cumulative mean normalisation, absolute threshold, parabolic
 * interpolation. Frames quieter than the energy gate are unvoiced.
 */

export interface PitchTrack {
  /** Seconds between frames. */
  hop: number;
  /** F0 in Hz per frame, 0 when unvoiced. Frame i is centred at i × hop. */
  f0: Float64Array;
}

export interface PitchOptions {
  minF0?: number;
  maxF0?: number;
  /** YIN absolute threshold on the normalised difference. */
  threshold?: number;
  /** Frames more than this many dB below the loudest are unvoiced. */
  silenceDb?: number;
}

/** 2:1 decimation after a 15-tap windowed-sinc low-pass at a quarter of the rate. */
export function decimate2(x: Float32Array): Float32Array {
  const taps = 15;
  const h = new Float64Array(taps);
  const mid = (taps - 1) / 2;
  let sum = 0;
  for (let i = 0; i < taps; i++) {
    const n = i - mid;
    const sinc = n === 0 ? 0.5 : Math.sin(0.5 * Math.PI * n) / (Math.PI * n);
    const w = 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (taps - 1));
    h[i] = sinc * w;
    sum += h[i]!;
  }
  for (let i = 0; i < taps; i++) h[i]! /= sum;
  const out = new Float32Array(Math.floor(x.length / 2));
  for (let o = 0; o < out.length; o++) {
    const c = o * 2;
    let acc = 0;
    for (let k = 0; k < taps; k++) {
      const j = c + k - mid;
      if (j >= 0 && j < x.length) acc += h[k]! * x[j]!;
    }
    out[o] = acc;
  }
  return out;
}

export function yin(samples: Float32Array, rate: number, o: PitchOptions = {}): PitchTrack {
  const minF0 = o.minF0 ?? 75;
  const maxF0 = o.maxF0 ?? 500;
  const threshold = o.threshold ?? 0.15;
  const silenceDb = o.silenceDb ?? 35;
  const x = rate >= 16_000 ? decimate2(samples) : samples;
  const sr = rate >= 16_000 ? rate / 2 : rate;
  const hop = 0.01;
  const hopN = Math.round(hop * sr);
  const tauMin = Math.max(2, Math.floor(sr / maxF0));
  const tauMax = Math.ceil(sr / minF0);
  const W = tauMax + 8;
  const frames = Math.max(0, Math.floor(x.length / hopN));
  const f0 = new Float64Array(frames);
  // Energy gate.
  const energy = new Float64Array(frames);
  let maxE = 0;
  for (let i = 0; i < frames; i++) {
    const start = Math.max(0, i * hopN - (W >> 1));
    let e = 0;
    const end = Math.min(x.length, start + W);
    for (let j = start; j < end; j++) e += x[j]! * x[j]!;
    energy[i] = e / Math.max(1, end - start);
    if (energy[i]! > maxE) maxE = energy[i]!;
  }
  if (maxE <= 1e-10) return { hop, f0 };
  const gate = maxE * 10 ** (-silenceDb / 10);
  const d = new Float64Array(tauMax + 2);
  for (let i = 0; i < frames; i++) {
    if (energy[i]! < gate || energy[i]! < 1e-8) continue;
    const start = i * hopN - (W >> 1);
    if (start < 0 || start + W + tauMax + 1 >= x.length) continue;
    d[0] = 0;
    let running = 0;
    let found = -1;
    for (let tau = 1; tau <= tauMax + 1; tau++) {
      let s = 0;
      for (let j = start; j < start + W; j++) {
        const diff = x[j]! - x[j + tau]!;
        s += diff * diff;
      }
      running += s;
      d[tau] = running > 0 ? (s * tau) / running : 1;
    }
    for (let tau = tauMin; tau <= tauMax; tau++) {
      if (d[tau]! < threshold) {
        while (tau + 1 <= tauMax && d[tau + 1]! < d[tau]!) tau++;
        found = tau;
        break;
      }
    }
    if (found < 0) continue;
    const a = d[found - 1]!;
    const b = d[found]!;
    const c = d[found + 1]!;
    const den = a + c - 2 * b;
    const shift = den > 0 ? (0.5 * (a - c)) / den : 0;
    const period = found + Math.max(-0.5, Math.min(0.5, shift));
    f0[i] = sr / period;
  }
  removeIsolated(f0);
  return { hop, f0 };
}

/** Voiced runs shorter than 3 frames (30 ms) are dropped: too short to be a vowel. */
function removeIsolated(f0: Float64Array) {
  let i = 0;
  while (i < f0.length) {
    if (f0[i]! > 0) {
      let j = i;
      while (j < f0.length && f0[j]! > 0) j++;
      if (j - i < 3) f0.fill(0, i, j);
      i = j;
    } else i++;
  }
}

/** F0 at a time (seconds), 0 when unvoiced. */
export function f0At(track: PitchTrack, t: number): number {
  const i = Math.round(t / track.hop);
  return i >= 0 && i < track.f0.length ? track.f0[i]! : 0;
}
