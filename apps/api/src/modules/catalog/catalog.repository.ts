import type { DbOrTx, PreparedQuery } from '../../db/client';
import { createCatalogContentRepository } from './catalog-content.repository';
import { createCatalogLearnerRepository } from './catalog-learner.repository';
import { createCatalogQuestionsRepository } from './catalog-questions.repository';

export type { ExerciseListRow } from './catalog-content.repository';
export type { ChoiceRow, QuestionRow, QuestionWithParts, ResourceRow } from './catalog-questions.repository';

/**
 * Data access of the catalogue; returns plain rows. The content reads (structure and questions,
 * cached by catalog.cache.ts) and the reads about one learner live in files of their own.
 */
export function createCatalogRepository(db: DbOrTx, prepared: PreparedQuery) {
  return {
    ...createCatalogContentRepository(db),
    ...createCatalogLearnerRepository(db, prepared),
    ...createCatalogQuestionsRepository(db),
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
