import type { AudioAnalyse } from '@prepa/shared';
import { decodeToPcm16k } from '../../lib/ffmpeg';
import { messages } from '../../lib/messages';
import { fluency, type FluencyMeasures } from './audio/fluency';
import { yin } from './audio/pitch';
import { voiceMeasures, type VoiceMeasures } from './audio/voice';
import type { WordFluency } from './audio/words';

const m = messages.correction.speaking;
const RATE = 16_000;

/** A recording that cannot be analysed: the correction fails with this French reason, without retry. */
export class UnusableRecordingError extends Error {}

export interface SpeechAnalysis {
  voice: VoiceMeasures;
  fluency: FluencyMeasures;
  durationS: number;
  silent: boolean;
}

/** Decodes with ffmpeg; a file ffmpeg cannot read, or one under a second, is unusable. */
export async function decodeRecording(audio: Buffer): Promise<Float32Array> {
  let samples: Float32Array;
  try {
    samples = await decodeToPcm16k(audio);
  } catch {
    throw new UnusableRecordingError(m.notAudio);
  }
  if (samples.length === 0) throw new UnusableRecordingError(m.notAudio);
  if (samples.length < RATE) throw new UnusableRecordingError(m.tooShort(samples.length / RATE));
  return samples;
}

export function analyseSpeech(samples: Float32Array): SpeechAnalysis {
  const durationS = samples.length / RATE;
  let peak = 0;
  for (const v of samples) if (Math.abs(v) > peak) peak = Math.abs(v);
  const track = yin(samples, RATE);
  const voice = voiceMeasures(samples, RATE, track);
  const fl = fluency(samples, RATE, track);
  // Below −60 dBFS, or no voiced speech at all: nothing was said.
  const silent = peak < 0.001 || voice.voicedSeconds < 0.2 || fl.syllables === 0;
  return { voice, fluency: fl, durationS, silent };
}

const r2 = (x: number | null) => (x === null ? null : Math.round(x * 100) / 100);

export function audioAnalyse(a: SpeechAnalysis, expected: { min: number; max: number } | null): AudioAnalyse {
  const v = a.voice;
  const f = a.fluency;
  const jitterPct = v.jitterLocal === null ? null : v.jitterLocal * 100;
  const shimmerPct = v.shimmerLocal === null ? null : v.shimmerLocal * 100;
  return {
    purete_voix: a.silent ? m.silent : m.hnr(v.hnrDb),
    instabilite_voix: a.silent ? m.silent : m.jitter(jitterPct),
    instabilite_volume: a.silent ? m.silent : m.shimmer(shimmerPct),
    fluidite: a.silent
      ? m.silent
      : m.fluency(f.speechRate, f.articulationRate, f.pauses, f.meanPauseS, f.phonationRatio),
    duree: m.duration(a.durationS, expected),
    mesures: {
      voix: {
        hnr_db: r2(v.hnrDb),
        jitter_local_pct: r2(jitterPct),
        shimmer_local_pct: r2(shimmerPct),
        f0_moyenne_hz: r2(v.meanF0),
        duree_voisee_s: r2(v.voicedSeconds) ?? 0,
      },
      fluidite: {
        duree_s: r2(f.durationS) ?? 0,
        syllabes: f.syllables,
        debit_syllabes_s: r2(f.speechRate),
        articulation_syllabes_s: r2(f.articulationRate),
        pauses: f.pauses,
        pause_moyenne_s: r2(f.meanPauseS),
        ratio_phonation: r2(f.phonationRatio),
      },
    },
  };
}

/**
 * Aisance (/5) from speech rate and phonation-time ratio, and duration compliance (/5):
 * the part of the rubric that needs no words (docs/correction-rubric.md).
 */
export function fluencyScores(
  a: SpeechAnalysis,
  expected: { min: number; max: number } | null,
  words: WordFluency | null = null,
) {
  const f = a.fluency;
  const clamp = (x: number) => Math.min(5, Math.max(0, x));
  const half = (x: number) => Math.round(x * 2) / 2;
  if (a.silent) return { fluency: 0, duration: 0 };
  // Speech rate: 1.5 syll/s → 0, 4 syll/s → 4; phonation ratio ≥ 0.8 adds 1.
  // With word times: speech rate and mean length of run (8 syllables or more between pauses → 5).
  const rate = words?.speechRate ?? f.speechRate ?? 0;
  const fluencyScore = words
    ? clamp((rate - 1.5) * 1.6) * 0.6 + clamp((words.meanLengthOfRun - 2) * (5 / 6)) * 0.4
    : clamp((rate - 1.5) * 1.6) * 0.8 + clamp(((f.phonationRatio ?? 0) - 0.4) * 2.5) * 0.2;
  let duration = 5;
  if (expected) {
    if (a.durationS < expected.min) duration = 5 * (a.durationS / expected.min);
    else if (a.durationS > expected.max)
      duration = 5 * Math.max(0.4, 1 - (a.durationS - expected.max) / expected.max);
  }
  return { fluency: half(clamp(fluencyScore)), duration: half(clamp(duration)) };
}
