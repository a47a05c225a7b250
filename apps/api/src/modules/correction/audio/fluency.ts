import type { PitchTrack } from './pitch';

/**
 * Fluency without a transcript, after de Jong & Wempe (2009), "Praat script to detect
 * syllable nuclei and measure speech rate automatically": intensity contour (minimum pitch
 * 50 Hz, 64 ms window), silence threshold 25 dB below the 0.99 quantile, pauses = silent
 * intervals of at least 0.3 s, syllable nuclei = intensity peaks above the threshold that
 * stand at least 2 dB above the dip before the next peak and fall in a voiced frame.
 */

export interface FluencyMeasures {
  durationS: number;
  syllables: number;
  /** Syllables per second over the speaking span (first to last sound). */
  speechRate: number | null;
  /** Syllables per second of phonation (pauses left out). */
  articulationRate: number | null;
  pauses: number;
  meanPauseS: number | null;
  /** Phonation time / speaking span. */
  phonationRatio: number | null;
  /** Seconds from the first to the last sounding frame. */
  spanS: number;
  phonationS: number;
  /** Times (s) of the syllable nuclei. */
  nuclei: number[];
}

export interface FluencyOptions {
  silenceDb?: number;
  minDipDb?: number;
  minPauseS?: number;
}

const HOP = 0.01;

/** Intensity in dB (re 2·10⁻⁵) per 10 ms frame, Hann window of 64 ms. */
export function intensityContour(x: Float32Array, rate: number): Float64Array {
  const win = Math.round(0.064 * rate);
  const hop = Math.round(HOP * rate);
  const w = new Float64Array(win);
  let wSum = 0;
  for (let i = 0; i < win; i++) {
    w[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (win - 1));
    wSum += w[i]!;
  }
  const frames = Math.max(0, Math.floor(x.length / hop));
  const out = new Float64Array(frames);
  for (let f = 0; f < frames; f++) {
    const start = f * hop - (win >> 1);
    let e = 0;
    for (let i = 0; i < win; i++) {
      const j = start + i;
      if (j >= 0 && j < x.length) e += w[i]! * x[j]! * x[j]!;
    }
    out[f] = 10 * Math.log10(e / wSum / 4e-10 + 1e-12);
  }
  return out;
}

function quantile(values: Float64Array, q: number): number {
  const s = Float64Array.from(values).sort();
  return s[Math.min(s.length - 1, Math.max(0, Math.floor(q * (s.length - 1))))]!;
}

export function fluency(
  x: Float32Array,
  rate: number,
  track: PitchTrack,
  o: FluencyOptions = {},
): FluencyMeasures {
  const silenceDb = o.silenceDb ?? 25;
  const minDip = o.minDipDb ?? 2;
  const minPause = o.minPauseS ?? 0.3;
  const durationS = x.length / rate;
  const I = intensityContour(x, rate);
  const empty: FluencyMeasures = {
    durationS,
    syllables: 0,
    speechRate: null,
    articulationRate: null,
    pauses: 0,
    meanPauseS: null,
    phonationRatio: null,
    spanS: 0,
    phonationS: 0,
    nuclei: [],
  };
  if (I.length < 5) return empty;
  let min = Infinity;
  for (const v of I) if (v < min) min = v;
  const threshold = Math.max(min, quantile(I, 0.99) - silenceDb);
  // Sounding / silent intervals; sounding bursts under 0.1 s count as silence.
  const sounding = Array.from(I, (v) => v >= threshold);
  fillShort(sounding, true, Math.round(0.1 / HOP));
  const first = sounding.indexOf(true);
  const last = sounding.lastIndexOf(true);
  if (first < 0) return empty;
  let pauses = 0;
  let pauseFrames = 0;
  let k = first;
  while (k <= last) {
    if (!sounding[k]) {
      let j = k;
      while (j <= last && !sounding[j]) j++;
      if ((j - k) * HOP >= minPause) {
        pauses++;
        pauseFrames += j - k;
      }
      k = j;
    } else k++;
  }
  const spanS = (last - first + 1) * HOP;
  const phonationS = spanS - pauseFrames * HOP;
  // Candidate peaks above the threshold.
  const peaks: number[] = [];
  for (let i = Math.max(1, first); i <= Math.min(I.length - 2, last); i++) {
    if (I[i]! > threshold && I[i]! > I[i - 1]! && I[i]! >= I[i + 1]!) peaks.push(i);
  }
  const nuclei: number[] = [];
  for (let p = 0; p < peaks.length; p++) {
    const here = peaks[p]!;
    const until = p + 1 < peaks.length ? peaks[p + 1]! : Math.min(I.length - 1, last + 1);
    let dip = I[here]!;
    for (let i = here; i <= until; i++) if (I[i]! < dip) dip = I[i]!;
    if (I[here]! - dip <= minDip) continue;
    if (!voicedNear(track, here * HOP)) continue;
    nuclei.push(Math.round(here * HOP * 1000) / 1000);
  }
  const syllables = nuclei.length;
  return {
    durationS,
    syllables,
    speechRate: spanS > 0 ? syllables / spanS : null,
    articulationRate: phonationS > 0 ? syllables / phonationS : null,
    pauses,
    meanPauseS: pauses ? (pauseFrames * HOP) / pauses : null,
    phonationRatio: spanS > 0 ? phonationS / spanS : null,
    spanS,
    phonationS,
    nuclei,
  };
}

function voicedNear(track: PitchTrack, t: number): boolean {
  const i = Math.round(t / track.hop);
  for (let j = i - 1; j <= i + 1; j++) if (j >= 0 && j < track.f0.length && track.f0[j]! > 0) return true;
  return false;
}

/** Turns runs of `value` shorter than `minLen` into the opposite value. */
function fillShort(a: boolean[], value: boolean, minLen: number) {
  let i = 0;
  while (i < a.length) {
    if (a[i] === value) {
      let j = i;
      while (j < a.length && a[j] === value) j++;
      if (j - i < minLen) a.fill(!value, i, j);
      i = j;
    } else i++;
  }
}
