import type { AiAnswer } from '@prepa/shared';
import { messages } from '../../lib/messages';
import { RetryableCorrectionError } from './errors';
import type { GrammalecteChecker } from './grammalecte';
import type { LlmClient, SttClient } from './providers';
import { adviceOf, assess, feedbackOf, judgedFindings, learnerErrors } from './assess';
import { notFrench } from './fulfilment';
import { safetyAnalyser } from './safety';
import { loadAccentIndex } from './spelling';
import { correctSpeaking, type SpeakingInput } from './speaking-correction';
import type { WritingAnalyser, WritingInput, WritingState } from './types';
import { load as loadVerbLexicon } from './verb-lexicon';
import {
  allRules,
  correctedText,
  grammalecteAnalyser,
  llmAnalyser,
  measuresAnalyser,
  rulesAnalyser,
  runWritingPipeline,
} from './writing';

export { RetryableCorrectionError };

const m = messages.correction;

export interface EngineDeps {
  grammalecte: GrammalecteChecker;
  llm: LlmClient | null;
  stt: SttClient | null;
}

export type { SpeakingInput };

export function createCorrectionEngine(deps: EngineDeps) {
  const grammarOn = deps.grammalecte.mode === 'local' || deps.grammalecte.mode === 'externe';
  const analysers: WritingAnalyser[] = [
    ...(grammarOn ? [grammalecteAnalyser(deps.grammalecte)] : []),
    rulesAnalyser,
    safetyAnalyser(grammarOn ? deps.grammalecte : null, allRules),
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
    if (grammarOn && !notFrench(state) && !state.analysers.includes('grammalecte') && !final) {
      throw new RetryableCorrectionError(state.warnings.join(' '));
    }
    state.warnings.unshift(...baseWarnings);
    return state;
  }

  /** The written assessment: level model, task fulfilment, learner explanations, corrected text. */
  function writtenParts(state: WritingState, spoken = false) {
    const a = assess(state, { spoken });
    const findings = judgedFindings(state.findings, spoken);
    const erreurs = learnerErrors(state.input.text, findings);
    const grammar = state.analysers.includes('grammalecte');
    const ev = a.evaluation;
    const crit = (k: string) => ev.criteres.find((c) => c.cle === k)!;
    const line = (k: string) => {
      const c = crit(k);
      return c.note === null ? c.raison : `${c.note.toLocaleString('fr-FR')}/5 — ${c.raison}`;
    };
    // A language model's opinion is shown beside the measured criteria; it never moves the note.
    const llm = state.llm;
    const withLlm = (text: string, comment?: string) => (comment ? `${text} ${comment}` : text);
    const feedback = feedbackOf(a);
    return {
      analyse_tcf: {
        note_estimee_20: ev.note,
        coherence: withLlm(line('coherence'), llm?.commentaire_coherence),
        pertinence: withLlm(line('tache'), llm?.commentaire_pertinence),
        richesse_vocabulaire: line('vocabulaire'),
        correction_grammaticale: line('langue'),
        sous_notes: {
          coherence: crit('coherence').note,
          pertinence: crit('tache').note,
          richesse_vocabulaire: crit('vocabulaire').note,
          correction_grammaticale: crit('langue').note,
        },
        base: notFrench(state)
          ? messages.writing.baseNotFrench
          : grammar
            ? messages.writing.base
            : messages.writing.baseWithoutGrammar,
      },
      erreurs,
      texte_corrige: notFrench(state)
        ? m.notFrenchNotChecked
        : grammar || findings.length
          ? correctedText(state.input.text, findings)
          : m.noErrorsChecked,
      pertinence_sujet: llm
        ? {
            ...feedback,
            points_forts: [feedback.points_forts, ...llm.points_forts].join(' '),
            points_a_ameliorer: [feedback.points_a_ameliorer, ...llm.points_a_ameliorer].join(' '),
          }
        : feedback,
      suggestions: [...adviceOf(a, erreurs, state.input.text), ...(llm?.suggestions ?? [])].slice(0, 8),
      mesures: state.measures,
      evaluation: ev,
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
        ...writtenParts(state),
        transcription: null,
        analyseurs: state.analysers,
        avertissements: state.warnings,
        corrige_le: new Date().toISOString(),
      };
    },

    correctSpeaking: (input: SpeakingInput, final = true): Promise<AiAnswer> =>
      correctSpeaking({ stt: deps.stt, baseWarnings, pipeline, writtenParts }, input, final),

    async warmUp() {
      loadVerbLexicon();
      loadAccentIndex();
      await deps.grammalecte.warmUp();
    },
    close: () => deps.grammalecte.close(),
  };
}
export type CorrectionEngine = ReturnType<typeof createCorrectionEngine>;
