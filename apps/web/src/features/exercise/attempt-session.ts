import type { Exercise, Question } from '@prepa/shared';
import type { LocalValue } from './answer-store';

/** An exercise being taken: what the exam screen, the answer sync and the offline copy share. */
export interface AttemptSession {
  exercise: Exercise;
  questions: Question[];
  attemptSlug: string;
  /** Instant (server clock, ms) after which no answer is accepted; null when untimed. */
  deadlineMs: number | null;
  clockOffsetMs: number;
  resumed: boolean;
  /** Resumed from the copy kept on this device, the network being unreachable. */
  offline?: boolean;
  /** Answers the server already holds (resumed attempt). */
  serverAnswers: Record<string, LocalValue>;
}
