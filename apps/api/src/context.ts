import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { createJobQueue } from './lib/jobs';
import { createMailer, type Mailer } from './lib/mailer';
import { storageFor } from './lib/s3-storage';
import type { Storage } from './lib/storage';
import { createMemoryThrottle, createRedisThrottle, type ThrottleStore } from './lib/throttle';
import { createRefreshTokenRepository } from './modules/auth/auth.repository';
import { createAuthService, type ThrottleLimits } from './modules/auth/auth.service';
import { createBilling } from './modules/billing/billing.module';
import { createCorrection } from './modules/correction/correction.module';
import type { GrammalecteChecker } from './modules/correction/grammalecte';
import { createTokenService } from './modules/auth/tokens';
import { createAccessService } from './modules/catalog/access';
import { createCatalogCache } from './modules/catalog/catalog.cache';
import { createCatalogRepository } from './modules/catalog/catalog.repository';
import { CATALOG_CHANNEL, catalogChanges } from './lib/content-events';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createAnswersService } from './modules/practice/answers.service';
import { createPracticeRepository } from './modules/practice/practice.repository';
import { createAttemptsService, type AttemptsService } from './modules/practice/practice.service';
import { createResultsService } from './modules/practice/results';
import { createRecordingRetention } from './modules/practice/retention';
import { createStatsRepository } from './modules/stats/stats.repository';
import { createStatsService } from './modules/stats/stats.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';

export interface ContextOverrides {
  mailer?: Mailer;
  throttle?: ThrottleStore;
  limits?: Partial<ThrottleLimits>;
  storage?: Storage;
  /** Correction engine: a shared grammar checker (tests) and how long re-correction waits (ms). */
  grammalecte?: GrammalecteChecker;
  correctionWaitMs?: number;
}

export const defaultLimits: ThrottleLimits = {
  loginFailuresPerMinute: 10,
  registrationsPerHour: 20,
  resetRequestsPerHour: 5,
};

/** Wires repositories and services; the one place where modules meet. */
export function createContext(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  o: ContextOverrides = {},
) {
  const db = database.db;
  const mailer =
    o.mailer ??
    createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.dataDir, log });
  const throttle =
    o.throttle ?? (config.REDIS_URL ? createRedisThrottle(config.REDIS_URL) : createMemoryThrottle());
  const tokens = createTokenService(config.JWT_SECRET);
  const usersRepo = createUsersRepository(db);
  const usersService = createUsersService({ users: usersRepo });
  const refreshTokens = createRefreshTokenRepository(db);
  const auth = createAuthService({
    users: usersRepo,
    usersService,
    refreshTokens,
    tokens,
    throttle,
    limits: { ...defaultLimits, ...o.limits },
    mailer,
    secret: config.JWT_SECRET,
    publicUrl: config.PUBLIC_URL,
    log,
  });

  const billing = createBilling({ config, db, log, mailer });
  const jobs = createJobQueue(db, log);
  const storage = o.storage ?? storageFor(config);
  const correction = createCorrection({
    config,
    db,
    jobs,
    storage,
    log,
    grammalecte: o.grammalecte,
    waitMs: o.correctionWaitMs,
    // Each new correction recomputes the attempt's score (note /20 -> 699 scale).
    onCorrected: (attemptId) => attempts.refreshExpressionScore(attemptId),
  });

  // Catalogue reads cached in process, forgotten on every content import (this process or another).
  const catalogCache = createCatalogCache(createCatalogRepository(db, database.prepared), {
    freeze: config.NODE_ENV !== 'production',
  });
  const catalogRepo = catalogCache.repository;
  const offLocal = catalogChanges.on(catalogCache.notify);
  const unlisten = database.subscribe(CATALOG_CHANNEL, catalogCache).catch((err: unknown) => {
    log.warn({ err }, 'écoute des imports de contenu impossible : catalogue sans cache');
    return async () => {};
  });
  const practiceRepo = createPracticeRepository(db, database.prepared);
  const access = createAccessService({ catalog: catalogRepo, memo: catalogCache.derive });
  const catalog = createCatalogService({
    catalog: catalogRepo,
    access,
    memo: catalogCache.derive,
    site: {
      whatsappNumber: config.WHATSAPP_NUMBER,
      students: config.SITE_STUDENTS,
      successRate: config.SITE_SUCCESS_RATE,
    },
  });
  const attempts: AttemptsService = createAttemptsService({
    practice: practiceRepo,
    catalog: catalogRepo,
    access,
    corrections: correction,
    log,
  });
  const answers = createAnswersService({ practice: practiceRepo, catalog: catalogRepo, attempts, storage });
  const results = createResultsService({
    practice: practiceRepo,
    catalog: catalogRepo,
    attempts,
    memo: catalogCache.derive,
  });
  const stats = createStatsService({ stats: createStatsRepository(db) });

  return {
    config,
    database,
    db,
    log,
    mailer,
    throttle,
    tokens,
    jobs,
    storage,
    catalogCache,
    repos: { users: usersRepo, refreshTokens },
    services: {
      users: usersService,
      auth,
      billing,
      correction,
      access,
      catalog,
      practice: attempts,
      answers,
      results,
      stats,
      retention: createRecordingRetention({ db, storage, log }),
    },
    async close() {
      offLocal();
      const stopListening = await unlisten;
      await stopListening();
      mailer.close();
      await throttle.close();
      await jobs.stop();
      await correction.close();
    },
  };
}
export type AppContext = ReturnType<typeof createContext>;
