import type { DeliveryIndicator } from '@prepa/shared';
import { messages } from '../../lib/messages';
import type { WordFluency } from './audio/words';
import type { SpeechAnalysis } from './speaking';

const t = messages.oral.indicators;

/**
 * Delivery indicators of a spoken answer in plain French, each with what to practise. Speech
 * rate and pauses come from the word timestamps when the recogniser gave them (they are exact
 * there), else from the syllable nuclei of the recording. Thresholds: speech rate of learners of
 * French from about 2.5 (hesitant) to 3.5 syllables/s (at ease), natives near 5 (de Jong et al.
 * 2013; Tavakoli & Skehan 2005); HNR of sustained speech above 12 dB for a clear voice (Praat's
 * voice report; Teixeira et al. 2013).
 */
export function deliveryIndicators(
  a: SpeechAnalysis,
  expected: { min: number; max: number } | null,
  words: WordFluency | null,
): DeliveryIndicator[] {
  const out: DeliveryIndicator[] = [];
  const f = a.fluency;
  const rate = words?.speechRate ?? f.speechRate;
  if (rate !== null) {
    const level = rate > 6 ? 'moyen' : rate >= 3.5 ? 'bon' : rate >= 2.5 ? 'moyen' : 'faible';
    out.push({
      cle: 'debit',
      libelle: t.rate.label,
      valeur: t.rate.value(rate),
      niveau: level,
      lecture: rate > 6 ? t.rate.fast : rate >= 3.5 ? t.rate.good : rate >= 2.5 ? t.rate.mid : t.rate.slow,
      a_travailler:
        rate > 6
          ? t.rate.practiseFast
          : rate >= 3.5
            ? null
            : rate >= 2.5
              ? t.rate.practiseMid
              : t.rate.practiseSlow,
    });
  }
  const span = words?.spanS ?? f.spanS;
  if (span > 0) {
    const pauses = words?.pauses ?? f.pauses;
    const perMin = words?.pausesPerMinute ?? (f.pauses / span) * 60;
    const mean = words ? words.meanPauseS : f.meanPauseS;
    // Word gaps count pauses from 250 ms, syllable nuclei from 300 ms: the first finds more.
    const many = words ? 24 : 18;
    const level =
      perMin > many * 1.5 || (mean ?? 0) > 1.5
        ? 'faible'
        : perMin > many || (mean ?? 0) > 1
          ? 'moyen'
          : 'bon';
    out.push({
      cle: 'pauses',
      libelle: t.pauses.label,
      valeur: t.pauses.value(pauses, perMin, mean),
      niveau: level,
      lecture: level === 'bon' ? t.pauses.good : level === 'moyen' ? t.pauses.mid : t.pauses.bad,
      a_travailler: level === 'bon' ? null : t.pauses.practise,
    });
  }
  if (words) {
    const mlr = words.meanLengthOfRun;
    const level = mlr >= 8 ? 'bon' : mlr >= 4 ? 'moyen' : 'faible';
    out.push({
      cle: 'groupes',
      libelle: t.run.label,
      valeur: t.run.value(mlr),
      niveau: level,
      lecture: level === 'bon' ? t.run.good : level === 'moyen' ? t.run.mid : t.run.bad,
      a_travailler: level === 'bon' ? null : t.run.practise,
    });
  }
  if (f.phonationRatio !== null) {
    const r = f.phonationRatio;
    const level = r >= 0.75 ? 'bon' : r >= 0.6 ? 'moyen' : 'faible';
    out.push({
      cle: 'phonation',
      libelle: t.phonation.label,
      valeur: t.phonation.value(r),
      niveau: level,
      lecture: level === 'bon' ? t.phonation.good : level === 'moyen' ? t.phonation.mid : t.phonation.bad,
      a_travailler: level === 'bon' ? null : t.phonation.practise,
    });
  }
  const d = a.durationS;
  const short = expected !== null && d < expected.min;
  const long = expected !== null && d > expected.max + 5;
  out.push({
    cle: 'duree',
    libelle: t.duration.label,
    valeur: t.duration.value(d, expected),
    niveau:
      expected === null
        ? 'inconnu'
        : short
          ? d < expected.min * 0.6
            ? 'faible'
            : 'moyen'
          : long
            ? 'moyen'
            : 'bon',
    lecture:
      expected === null
        ? t.duration.unknown
        : short
          ? t.duration.short
          : long
            ? t.duration.long
            : t.duration.good,
    a_travailler: short ? t.duration.practiseShort : long ? t.duration.practiseLong : null,
  });
  const hnr = a.voice.hnrDb;
  out.push({
    cle: 'clarte',
    libelle: t.clarity.label,
    valeur: hnr === null ? '—' : t.clarity.value(hnr),
    niveau: hnr === null ? 'inconnu' : hnr >= 12 ? 'bon' : hnr >= 7 ? 'moyen' : 'faible',
    lecture:
      hnr === null
        ? t.clarity.unknown
        : hnr >= 12
          ? t.clarity.good
          : hnr >= 7
            ? t.clarity.mid
            : t.clarity.bad,
    a_travailler: hnr === null || hnr >= 12 ? null : t.clarity.practise,
  });
  return out;
}
