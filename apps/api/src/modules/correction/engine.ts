import type { AiAnswer } from '@prepa/shared';
import { messages } from '../../lib/messages';
import type { GrammalecteChecker } from './grammalecte';
import type { LlmClient, SttClient } from './providers';
import { analyseTcf, noteFrom, pertinenceSujet, subScores, suggestions } from './rubric';
import { analyseSpeech, audioAnalyse, decodeRecording, fluencyScores } from './speaking';
import type { WritingAnalyser, WritingInput, WritingState } from './types';
import {
  correctedText,
  grammalecteAnalyser,
  llmAnalyser,
  measuresAnalyser,
  rulesAnalyser,
  runWritingPipeline,
  toErrors,
} from './writing';

const m = messages.correction;

/** Raised when a required analyser failed and a later attempt may succeed. */
export class RetryableCorrectionError extends Error {}

export interface EngineDeps {
  grammalecte: GrammalecteChecker;
  llm: LlmClient | null;
  stt: SttClient | null;
}

export interface SpeakingInput {
  audio: Buffer;
  mime: string;
  subject: string;
  /** Expected duration in seconds. */
  expected: { min: number; max: number } | null;
}

export function createCorrectionEngine(deps: EngineDeps) {
  const grammarOn = deps.grammalecte.mode === 'local' || deps.grammalecte.mode === 'externe';
  const analysers: WritingAnalyser[] = [
    ...(grammarOn ? [grammalecteAnalyser(deps.grammalecte)] : []),
    rulesAnalyser,
    measuresAnalyser,
    ...(deps.llm ? [llmAnalyser(deps.llm)] : []),
  ];
  const baseWarnings: string[] =
    deps.grammalecte.mode === 'absent'
      ? [m.grammalecteAbsent]
      : deps.grammalecte.mode === 'désactivé'
        ? [m.grammalecteDisabled]
        : [];

  /** Runs the writing pipeline; a grammar-checker failure is retryable unless `final`. */
  async function pipeline(input: WritingInput, final: boolean): Promise<WritingState> {
    const state = await runWritingPipeline(input, analysers);
    if (grammarOn && !state.analysers.includes('grammalecte') && !final) {
      throw new RetryableCorrectionError(state.warnings.join(' '));
    }
    state.warnings.unshift(...baseWarnings);
    return state;
  }

  function writingParts(state: WritingState) {
    return {
      analyse_tcf: analyseTcf(state),
      erreurs: toErrors(state.input.text, state.findings),
      texte_corrige: state.analysers.includes('grammalecte')
        ? correctedText(state.input.text, state.findings)
        : state.findings.length
          ? correctedText(state.input.text, state.findings)
          : m.noErrorsChecked,
      pertinence_sujet: pertinenceSujet(state),
      suggestions: suggestions(state),
      mesures: state.measures,
    };
  }

  return {
    /** Names of the active analysers, for the start-up log. */
    active: {
      writing: analysers.map((a) => a.name),
      grammalecte: deps.grammalecte.mode,
      speaking: [
        'voix (YIN, HNR, jitter, shimmer)',
        'aisance (noyaux syllabiques)',
        ...(deps.stt ? ['transcription'] : []),
      ],
    },

    async correctWriting(input: WritingInput, final = true): Promise<AiAnswer> {
      const state = await pipeline(input, final);
      return {
        etat: 'done',
        audio_analyse: null,
        ...writingParts(state),
        transcription: null,
        analyseurs: state.analysers,
        avertissements: state.warnings,
        corrige_le: new Date().toISOString(),
      };
    },

    async correctSpeaking(input: SpeakingInput, final = true): Promise<AiAnswer> {
      const samples = await decodeRecording(input.audio);
      const speech = analyseSpeech(samples);
      const audio = audioAnalyse(speech, input.expected);
      const fs = fluencyScores(speech, input.expected);
      const warnings: string[] = [...baseWarnings];
      const used = ['voix', 'aisance'];
      let transcript: string | null = null;
      if (deps.stt && !speech.silent) {
        try {
          transcript = await deps.stt.transcribe(input.audio, 'reponse', input.mime);
          used.push('transcription');
          if (!transcript) warnings.push(m.speaking.emptyTranscript);
        } catch (err) {
          if (!final)
            throw new RetryableCorrectionError(m.speaking.sttFailed(String((err as Error).message)));
          warnings.push(m.speaking.sttFailed(String((err as Error).message)));
        }
      }
      const base = {
        etat: 'done' as const,
        audio_analyse: audio,
        transcription: transcript,
        corrige_le: new Date().toISOString(),
      };
      if (speech.silent) {
        return {
          ...base,
          analyse_tcf: {
            note_estimee_20: 0,
            coherence: m.speaking.silent,
            pertinence: m.speaking.silent,
            richesse_vocabulaire: m.speaking.silent,
            correction_grammaticale: m.speaking.silent,
            base: m.speaking.silent,
          },
          erreurs: [],
          texte_corrige: m.speaking.silent,
          pertinence_sujet: {
            points_forts: m.speaking.silent,
            respect_consigne: audio.duree,
            points_a_ameliorer: m.speaking.silent,
          },
          suggestions: [],
          mesures: null,
          analyseurs: used,
          avertissements: [...warnings, m.speaking.silent],
        };
      }
      if (transcript) {
        const state = await pipeline({ text: transcript, subject: input.subject, expected: null }, final);
        const parts = writingParts(state);
        const s = subScores(state);
        // Speaking: coherence also weighs fluency, relevance also weighs duration.
        const half = (x: number) => Math.round(x * 2) / 2;
        const spoken = {
          ...s,
          coherence: half((s.coherence + fs.fluency) / 2),
          pertinence: half((s.pertinence + fs.duration) / 2),
        };
        return {
          ...base,
          ...parts,
          analyse_tcf: {
            ...parts.analyse_tcf,
            note_estimee_20: noteFrom(spoken),
            coherence: `${parts.analyse_tcf.coherence} ${m.speaking.fluencyCriterion(fs.fluency, audio.fluidite)}`,
            pertinence: `${parts.analyse_tcf.pertinence} ${m.speaking.durationCriterion(fs.duration, audio.duree)}`,
            sous_notes: spoken,
            base: m.speaking.baseTranscript,
          },
          pertinence_sujet: {
            ...parts.pertinence_sujet,
            respect_consigne: `${audio.duree} ${parts.pertinence_sujet.respect_consigne}`,
          },
          analyseurs: [...used, ...state.analysers],
          avertissements: [...warnings, ...state.warnings.filter((w) => !warnings.includes(w))],
        };
      }
      if (!deps.stt) warnings.push(m.speaking.noTranscript);
      return {
        ...base,
        analyse_tcf: {
          note_estimee_20: Math.round((fs.fluency + fs.duration) * 2 * 2) / 2,
          coherence: m.speaking.fluencyCriterion(fs.fluency, audio.fluidite),
          pertinence: m.speaking.durationCriterion(fs.duration, audio.duree),
          richesse_vocabulaire: m.speaking.noTranscript,
          correction_grammaticale: m.speaking.noTranscript,
          sous_notes: {
            coherence: fs.fluency,
            pertinence: fs.duration,
            richesse_vocabulaire: null,
            correction_grammaticale: null,
          },
          base: m.speaking.baseFluency,
        },
        erreurs: [],
        texte_corrige: m.speaking.noTranscriptText,
        pertinence_sujet: {
          points_forts: audio.fluidite,
          respect_consigne: audio.duree,
          points_a_ameliorer: m.speaking.noTranscript,
        },
        suggestions: [],
        mesures: null,
        analyseurs: used,
        avertissements: warnings,
      };
    },

    async warmUp() {
      await deps.grammalecte.warmUp();
    },
    close: () => deps.grammalecte.close(),
  };
}
export type CorrectionEngine = ReturnType<typeof createCorrectionEngine>;
