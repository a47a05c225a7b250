import type { AiAnswer, Evaluation, OralAssessment } from '@prepa/shared';
import { messages } from '../../lib/messages';
import { transcriptProblem, wordFluency, type WordFluency } from './audio/words';
import { deliveryIndicators } from './delivery';
import { RetryableCorrectionError } from './errors';
import type { SttClient, SttResult } from './providers';
import { noteRange } from '@prepa/shared';
import { isSpeakingKind, speakingTask, withoutDisfluencies } from './speaking-task';
import { analyseSpeech, audioAnalyse, decodeRecording, fluencyScores, type SpeechAnalysis } from './speaking';
import type { WritingInput, WritingState } from './types';

const m = messages.correction;
const o = messages.oral;

export interface SpeakingInput {
  audio: Buffer;
  mime: string;
  subject: string;
  /** Expected duration in seconds. */
  expected: { min: number; max: number } | null;
  /** The speaking task's kind and goal (content pack), when known. */
  task?: { kind: string | null; goal: string | null; order: number | null };
}

export interface SpeakingDeps {
  stt: SttClient | null;
  baseWarnings: string[];
  pipeline(input: WritingInput, final: boolean): Promise<WritingState>;
  writtenParts(
    state: WritingState,
    spoken: boolean,
  ): Pick<
    AiAnswer,
    | 'analyse_tcf'
    | 'erreurs'
    | 'texte_corrige'
    | 'pertinence_sujet'
    | 'suggestions'
    | 'mesures'
    | 'evaluation'
  >;
}

/**
 * An answer whose content was not assessed: no note, no sub-score, the delivery indicators and
 * the reason in French. Its attempt keeps an empty score (left out of averages and progress).
 */
function notAssessed(
  speech: SpeechAnalysis,
  input: SpeakingInput,
  reason: string,
  analysers: string[],
  warnings: string[],
): AiAnswer {
  const oral: OralAssessment = {
    contenu_evalue: false,
    raison: reason,
    indicateurs: speech.silent ? [] : deliveryIndicators(speech, input.expected, null),
    transcription: null,
    note_intervalle: null,
    duree_s: Math.round(speech.durationS * 10) / 10,
  };
  const none = o.criterion.none;
  return {
    etat: 'done',
    audio_analyse: audioAnalyse(speech, input.expected),
    analyse_tcf: {
      note_estimee_20: null,
      coherence: none,
      pertinence: none,
      richesse_vocabulaire: none,
      correction_grammaticale: none,
      sous_notes: {
        coherence: null,
        pertinence: null,
        richesse_vocabulaire: null,
        correction_grammaticale: null,
      },
      base: o.base.none,
    },
    erreurs: [],
    texte_corrige: reason,
    evaluation: null,
    pertinence_sujet: { points_forts: none, respect_consigne: none, points_a_ameliorer: none },
    suggestions: [],
    // An unreliable text is not shown: it would be read as what was said.
    transcription: null,
    oral,
    mesures: null,
    analyseurs: analysers,
    avertissements: [...warnings, reason],
    corrige_le: new Date().toISOString(),
  };
}

/**
 * Corrects a spoken answer. Without a usable transcript nothing is said about the content and
 * no note is given (docs/decisions/140). With one, the transcript goes through the text analysis
 * and the fluency is measured on the word timestamps.
 */
export async function correctSpeaking(
  deps: SpeakingDeps,
  input: SpeakingInput,
  final: boolean,
): Promise<AiAnswer> {
  const samples = await decodeRecording(input.audio);
  const speech = analyseSpeech(samples);
  const warnings = [...deps.baseWarnings];
  const used = ['voix', 'aisance'];
  if (speech.silent) return notAssessed(speech, input, o.notAssessed.silent, used, warnings);
  if (!deps.stt) return notAssessed(speech, input, o.notAssessed.noStt, used, warnings);

  let stt: SttResult;
  try {
    stt = await deps.stt.transcribe(input.audio, 'reponse', input.mime);
  } catch (err) {
    if (!final) throw new RetryableCorrectionError(m.speaking.sttFailed(String((err as Error).message)));
    return notAssessed(speech, input, o.notAssessed.untranscribed, used, warnings);
  }
  used.push('transcription');
  if (transcriptProblem(stt, speech.fluency.syllables) !== null)
    return notAssessed(speech, input, o.notAssessed.untranscribed, used, warnings);

  const words: WordFluency | null = stt.words ? wordFluency(stt.words) : null;
  if (words) used.push('aisance (mots horodatés)');
  const audio = audioAnalyse(speech, input.expected);
  const fs = fluencyScores(speech, input.expected, words);
  const half = (x: number) => Math.round(x * 2) / 2;
  const kind = isSpeakingKind(input.task?.kind) ? input.task.kind : null;
  const task = speakingTask(input.subject, kind, input.task?.goal ?? null, input.task?.order ?? null);
  // The raw transcript is shown; the analysis reads it without fillers and repetitions.
  const text = withoutDisfluencies(stt.text);
  const state = await deps.pipeline({ text, subject: task.consigne, expected: null, task }, final);
  const parts = deps.writtenParts(state, true);
  const ev = parts.evaluation!;
  // Spoken note (docs/decisions/145): 80 % the transcript's assessment and 20 % the fluency
  // measured on the words (or the syllables), held under the transcript's task-fulfilment cap (off
  // topic, other language, too short); then up to 2 points off for a duration outside the task's.
  const cap = ev.plafond?.max ?? 20;
  const durationOff = 0.4 * (5 - fs.duration);
  const spoken = (x: number) => Math.max(0, Math.min(cap, x + 0.2 * (4 * fs.fluency - x)) - durationOff);
  const note = half(spoken(ev.note));
  const range = noteRange(
    Math.min(note, spoken(ev.fourchette.min)),
    Math.max(note, spoken(ev.fourchette.max)),
    'SPEAKING',
  );
  const evaluation: Evaluation = {
    ...ev,
    note,
    fourchette: range,
    criteres: [
      ...ev.criteres,
      {
        cle: 'aisance',
        libelle: o.criterion.fluency,
        note: fs.fluency,
        raison: audio.fluidite,
      },
      { cle: 'duree', libelle: o.criterion.duration, note: fs.duration, raison: audio.duree },
    ],
  };
  const oral: OralAssessment = {
    contenu_evalue: true,
    raison: null,
    indicateurs: deliveryIndicators(speech, input.expected, words),
    transcription: {
      texte: stt.text,
      mots: stt.text.split(/\s+/).filter(Boolean).length,
      horodatee: words !== null,
    },
    note_intervalle: range,
    duree_s: Math.round(speech.durationS * 10) / 10,
  };
  return {
    etat: 'done',
    audio_analyse: audio,
    transcription: stt.text,
    oral,
    corrige_le: new Date().toISOString(),
    ...parts,
    analyse_tcf: {
      ...parts.analyse_tcf,
      note_estimee_20: note,
      coherence: `${parts.analyse_tcf.coherence} ${m.speaking.fluencyCriterion(fs.fluency, audio.fluidite)}`,
      pertinence: `${parts.analyse_tcf.pertinence} ${m.speaking.durationCriterion(fs.duration, audio.duree)}`,
      base: o.base.transcript,
    },
    evaluation,
    pertinence_sujet: {
      ...parts.pertinence_sujet,
      respect_consigne: `${audio.duree} ${parts.pertinence_sujet.respect_consigne}`,
    },
    analyseurs: [...used, ...state.analysers],
    avertissements: [...warnings, ...state.warnings.filter((w) => !warnings.includes(w))],
  };
}
