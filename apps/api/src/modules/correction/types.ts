import type { TaskFulfilment } from './fulfilment';
import type { CorrectionError, WritingMeasures } from '@prepa/shared';
import type { WritingTask } from './task';

/** One error found in a text, located by code-point offsets. */
export interface Finding {
  start: number;
  end: number;
  /** Replacement text for [start, end), or null when no correction is proposed. */
  replacement: string | null;
  suggestions: string[];
  message: string;
  source: NonNullable<CorrectionError['source']>;
  category: string;
  /**
   * Words (code-point span) this finding judges as a whole: a complementary rule that reads the
   * whole noun phrase or verb group replaces the grammar checker's findings inside it.
   */
  scope?: [number, number];
}

export interface WritingInput {
  text: string;
  /** The task's subject as plain text (title, instructions, documents). */
  subject: string;
  /** Expected length in words, or null when the task does not say. */
  expected: { min: number; max: number } | null;
  /** What the task asks (consigne, genre, points, related words), when the content says it. */
  task?: WritingTask;
  /** The other writing tasks of the catalogue, to tell which subject the answer is closest to. */
  others?: WritingTask[];
}

/** A holistic judgement from a language model (optional provider). */
export interface LlmJudgement {
  coherence: number;
  pertinence: number;
  commentaire_coherence: string;
  commentaire_pertinence: string;
  points_forts: string[];
  points_a_ameliorer: string[];
  suggestions: string[];
  erreurs: { extrait: string; correction: string; explication: string }[];
}

/** What the analysers of the writing pipeline fill in, in order. */
export interface WritingState {
  input: WritingInput;
  findings: Finding[];
  measures: WritingMeasures | null;
  connectorFunctions: string[];
  sharedTopicWords: string[];
  paragraphs: number;
  /** Share of words of 7 letters or more. */
  longWordShare: number;
  llm: LlmJudgement | null;
  analysers: string[];
  warnings: string[];
  /** The language of the text, identified once; not French, it is neither checked nor corrected. */
  language?: TaskFulfilment['language'];
}

export interface WritingAnalyser {
  name: string;
  /** Reads the French of the text (checker, rules): skipped on a text in another language. */
  checksFrench?: boolean;
  run(state: WritingState): Promise<void>;
}
