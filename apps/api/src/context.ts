import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { createJobQueue } from './lib/jobs';
import { createMailer, type Mailer } from './lib/mailer';
import { storageFor } from './lib/s3-storage';
import type { Storage } from './lib/storage';
import { createMemoryThrottle, createRedisThrottle, type ThrottleStore } from './lib/throttle';
import { createUserLimiter, type UserLimit } from './lib/user-limit';
import { createContentAdmin } from './modules/admin-content/content-admin.module';
import { createAudit } from './modules/audit/audit.module';
import { createAccounts } from './modules/auth/auth.module';
import type { ThrottleLimits } from './modules/auth/auth.service';
import { createBilling } from './modules/billing/billing.module';
import { createCatalog } from './modules/catalog/catalog.module';
import { createCorrection } from './modules/correction/correction.module';
import type { GrammalecteChecker } from './modules/correction/grammalecte';
import { createLearners } from './modules/learners/learners.module';
import { createOperations } from './modules/operations/operations.module';
import { createPractice } from './modules/practice/practice.module';
import { createReports } from './modules/reports/reports.module';
import { createReviews } from './modules/reviews/reviews.module';
import { createSettings } from './modules/settings/settings.module';
import { createStats } from './modules/stats/stats.module';

export interface ContextOverrides {
  mailer?: Mailer;
  throttle?: ThrottleStore;
  limits?: Partial<ThrottleLimits>;
  storage?: Storage;
  /** Per-learner limits on recordings and re-corrections. */
  userLimits?: Partial<typeof defaultUserLimits>;
  /** Correction engine: a shared grammar checker (tests) and how long re-correction waits (ms). */
  grammalecte?: GrammalecteChecker;
  correctionWaitMs?: number;
  /** How the login slowdown waits (tests). */
  sleep?: (ms: number) => Promise<void>;
}

/** Limits of the account routes (decision 112). */
export const defaultLimits: ThrottleLimits = {
  loginFailuresPerMinute: 10,
  loginFailuresPerAddress: 100,
  loginFailuresPerAccount: 10,
  loginSlowdownMs: 500,
  registrationsPerHour: 30,
  resetRequestsPerHour: 5,
  resetConfirmsPerHour: 30,
  passwordChecksPer15Minutes: 10,
};

/**
 * Per-learner limits on costly calls: recordings (each one is probed with ffmpeg) and
 * re-corrections (each may call a paid language or speech-to-text provider).
 */
export const defaultUserLimits: { uploads: UserLimit; recorrections: UserLimit } = {
  uploads: { limit: 30, windowSeconds: 600 },
  recorrections: { limit: 10, windowSeconds: 3600 },
};

/**
 * Wires the application: shared infrastructure (mailer, throttle, job queue, storage), then one
 * factory per module (`modules/<m>/<m>.module.ts`); the one place where modules meet.
 */
export function createContext(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  o: ContextOverrides = {},
) {
  const db = database.db;
  const userLimits = { ...defaultUserLimits, ...o.userLimits };
  const mailer =
    o.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      dataDir: config.dataDir,
      log,
      development: config.NODE_ENV === 'development',
    });
  const throttle =
    o.throttle ?? (config.REDIS_URL ? createRedisThrottle(config.REDIS_URL) : createMemoryThrottle());
  const limits = { ...defaultLimits, registrationsPerHour: config.REGISTRATIONS_PER_HOUR, ...o.limits };
  const jobs = createJobQueue(db, log);
  const storage = o.storage ?? storageFor(config);

  // Modules, each from its factory; a dependency on a later module goes through a closure.
  const accounts = createAccounts({ config, database, log, mailer, throttle, limits, sleep: o.sleep });
  const audit = createAudit({ db });
  const settings = createSettings({ config, database, log, audit });
  const billing = createBilling({ config, db, log, mailer, jobs, audit });
  const correction = createCorrection({
    config,
    db,
    jobs,
    storage,
    log,
    grammalecte: o.grammalecte,
    waitMs: o.correctionWaitMs,
    // Each new correction recomputes the attempt's score (note /20 -> 699 scale).
    onCorrected: (attemptId) => practice.attempts.refreshExpressionScore(attemptId),
  });
  const catalog = createCatalog({
    config,
    database,
    log,
    settings: settings.settings,
    examInProgress: (userId, exerciseId) => practice.attempts.examInProgress(userId, exerciseId),
  });
  const reviews = createReviews(
    { db, throttle, mailer, log, config },
    { audit, access: () => settings.settings.current().review_access },
  );
  const practice = createPractice({
    database,
    log,
    storage,
    throttle,
    uploads: userLimits.uploads,
    catalog: catalog.repo,
    memo: catalog.cache.derive,
    access: catalog.access,
    corrections: correction,
    reviews,
  });
  const learners = createLearners({ db, audit, sessions: accounts.sessions, storage, log });

  return {
    config,
    database,
    db,
    log,
    mailer,
    throttle,
    tokens: accounts.tokens,
    jobs,
    storage,
    catalogCache: catalog.cache,
    sessions: accounts.sessions,
    repos: accounts.repos,
    limitRecorrection: createUserLimiter(throttle, 'recorrection', userLimits.recorrections),
    services: {
      users: accounts.users,
      auth: accounts.auth,
      passwordReset: accounts.passwordReset,
      billing,
      correction,
      access: catalog.access,
      catalog: catalog.service,
      practice: practice.attempts,
      answers: practice.answers,
      results: practice.results,
      stats: createStats({ db }),
      audit,
      learners: learners.service,
      deleteLearner: learners.deleteLearner,
      adminContent: createContentAdmin({ db, audit, storage }),
      retention: practice.retention,
      sessionHousekeeping: accounts.housekeeping,
      settings: settings.settings,
      reviews,
      reports: createReports({ db, throttle }, audit),
      operations: createOperations({ db, audit }),
    },
    async close() {
      catalog.off();
      await settings.close();
      await catalog.close();
      await accounts.close();
      mailer.close();
      await throttle.close();
      await jobs.stop();
      await correction.close();
    },
  };
}
export type AppContext = ReturnType<typeof createContext>;
