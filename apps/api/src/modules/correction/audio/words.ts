import type { SttResult, SttWord } from '../providers';

/**
 * Fluency from the recogniser's word timestamps, with the measures of the fluency literature
 * (Kormos & Dénes 2004; de Jong et al. 2013): speech rate, articulation rate, mean length of run
 * (syllables between two silent pauses) and silent pauses longer than 250 ms.
 */

/** A silent pause is a gap of more than 250 ms between two words. */
export const PAUSE_MIN_S = 0.25;

export interface WordFluency {
  words: number;
  syllables: number;
  /** Words per minute over the speaking span. */
  wordsPerMinute: number;
  /** Syllables per second over the speaking span (pauses included). */
  speechRate: number;
  /** Syllables per second of speaking time (pauses left out). */
  articulationRate: number;
  /** Mean number of syllables between two pauses > 250 ms. */
  meanLengthOfRun: number;
  pauses: number;
  pausesPerMinute: number;
  meanPauseS: number | null;
  spanS: number;
}

const VOWELS = /[aeiouyàâäéèêëîïôöùûüœæ]+/gi;

/** Spoken syllables of a French word: vowel groups, a final mute e (or -es, -ent of verbs) left out. */
export function frenchSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-zàâäéèêëîïôöùûüœæç'-]/g, '');
  if (!w) return 0;
  const groups = w.match(VOWELS)?.length ?? 0;
  if (groups <= 1) return groups;
  // Mute endings: "table", "tables", "parlent" (a written but unspoken vowel group).
  if (/[^aeiouy]e$|[^aeiouy]es$|[^aeiouy]ent$/.test(w) && !/(?:ée|ées)$/.test(w)) return groups - 1;
  return groups;
}

export function wordFluency(words: SttWord[]): WordFluency | null {
  const ws = words.filter((w) => /[\p{L}\p{N}]/u.test(w.word));
  if (ws.length < 2) return null;
  const spanS = ws[ws.length - 1]!.end - ws[0]!.start;
  if (spanS <= 0) return null;
  let syllables = 0;
  let pauseTotal = 0;
  let pauses = 0;
  let run = 0;
  const runs: number[] = [];
  for (let i = 0; i < ws.length; i++) {
    const syl = Math.max(
      1,
      ws[i]!.word.split(/[\s'-]+/).reduce((n, p) => n + frenchSyllables(p), 0),
    );
    if (i > 0) {
      const gap = ws[i]!.start - ws[i - 1]!.end;
      if (gap > PAUSE_MIN_S) {
        pauses++;
        pauseTotal += gap;
        runs.push(run);
        run = 0;
      }
    }
    syllables += syl;
    run += syl;
  }
  runs.push(run);
  const speaking = Math.max(0.001, spanS - pauseTotal);
  return {
    words: ws.length,
    syllables,
    wordsPerMinute: (ws.length / spanS) * 60,
    speechRate: syllables / spanS,
    articulationRate: syllables / speaking,
    meanLengthOfRun: runs.reduce((a, b) => a + b, 0) / runs.length,
    pauses,
    pausesPerMinute: (pauses / spanS) * 60,
    meanPauseS: pauses ? pauseTotal / pauses : null,
    spanS,
  };
}

/** Why a transcript cannot be trusted, or null when it can. */
export type TranscriptProblem = 'empty' | 'lowConfidence' | 'tooLittle' | null;

/**
 * A transcript is unusable when it is empty or nearly so, when whisper's own decoding
 * confidence is under its failure threshold (duration-weighted mean `avg_logprob` below −1,
 * the value whisper uses to retry a segment; or mean word probability below 0.5), or when it
 * holds far fewer words than the recording's syllable nuclei suggest (under one word for eight
 * syllables detected acoustically: most of the speech was lost).
 */
export function transcriptProblem(r: SttResult, acousticSyllables: number): TranscriptProblem {
  const words = r.text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (words.length < 3) return 'empty';
  const segs = (r.segments ?? []).filter((s) => s.avgLogprob !== null && s.end > s.start);
  if (segs.length) {
    const total = segs.reduce((a, s) => a + (s.end - s.start), 0);
    const mean = segs.reduce((a, s) => a + s.avgLogprob! * (s.end - s.start), 0) / total;
    if (mean < -1) return 'lowConfidence';
  }
  const probs = (r.words ?? []).map((w) => w.probability).filter((p): p is number => p !== null);
  if (probs.length >= 3 && probs.reduce((a, b) => a + b, 0) / probs.length < 0.5) return 'lowConfidence';
  if (acousticSyllables >= 40 && words.length * 8 < acousticSyllables) return 'tooLittle';
  return null;
}
