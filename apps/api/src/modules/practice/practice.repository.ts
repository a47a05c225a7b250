import type { DbOrTx, PreparedQuery } from '../../db/client';
import { createAnswersRepository } from './answers.repository';
import { createAttemptsRepository } from './attempts.repository';

export type { AnswerRow } from './answers.repository';
export type { AttemptRow } from './attempts.repository';

/**
 * Data access of attempts and answers; every read of an attempt is scoped to its owner. Attempts
 * and answers each have their file.
 */
export function createPracticeRepository(db: DbOrTx, prepared: PreparedQuery) {
  return {
    ...createAttemptsRepository(db),
    ...createAnswersRepository(db, prepared),
  };
}
export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
export type AttemptWithExercise = NonNullable<Awaited<ReturnType<PracticeRepository['findAttemptOfUser']>>>;
