import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Storage } from '../../lib/storage';
import type { ThrottleStore } from '../../lib/throttle';
import { createUserLimiter, type UserLimit } from '../../lib/user-limit';
import type { AccessService } from '../catalog/access';
import type { CatalogMemo } from '../catalog/catalog.cache';
import type { CatalogRepository } from '../catalog/catalog.repository';
import { createAnswersService } from './answers.service';
import { createPracticeRepository } from './practice.repository';
import { createAttemptsService, type AttemptsService, type CorrectionsHook } from './practice.service';
import { createResultsService } from './results';
import { createRecordingRetention } from './retention';

/** Wires practice: attempts, answers (with the per-learner upload limit), results, recording retention. */
export function createPractice(deps: {
  database: Database;
  log: FastifyBaseLogger;
  storage: Storage;
  throttle: ThrottleStore;
  uploads: UserLimit;
  catalog: CatalogRepository;
  memo: CatalogMemo;
  access: AccessService;
  corrections: CorrectionsHook;
  reviews: Parameters<typeof createResultsService>[0]['reviews'];
}) {
  const { database, log, storage, catalog, access, corrections } = deps;
  const db = database.db;
  const repo = createPracticeRepository(db, database.prepared);
  const attempts: AttemptsService = createAttemptsService({
    practice: repo,
    catalog,
    access,
    corrections,
    log,
  });
  const answers = createAnswersService({
    practice: repo,
    catalog,
    attempts,
    storage,
    limitUpload: createUserLimiter(deps.throttle, 'upload', deps.uploads),
    access,
    corrections,
  });
  const results = createResultsService({
    practice: repo,
    catalog,
    attempts,
    memo: deps.memo,
    reviews: deps.reviews,
  });
  const retention = createRecordingRetention({ db, storage, log, practice: repo });
  return { repo, attempts, answers, results, retention };
}
