import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { createJobQueue } from './lib/jobs';
import { createMailer, type Mailer } from './lib/mailer';
import { storageFor } from './lib/s3-storage';
import type { Storage } from './lib/storage';
import { createMemoryThrottle, createRedisThrottle, type ThrottleStore } from './lib/throttle';
import { createUserLimiter, type UserLimit } from './lib/user-limit';
import {
  createRefreshTokenRepository,
  createSessionRepository,
  SESSION_CHANNEL,
} from './modules/auth/auth.repository';
import { createAuditRepository } from './modules/audit/audit.repository';
import { createAuditService } from './modules/audit/audit.service';
import { createContentAdminRepository } from './modules/admin-content/content-admin.repository';
import { createContentAdminService } from './modules/admin-content/content-admin.service';
import { createContentMedia } from './modules/admin-content/content-media';
import { createContentPacks } from './modules/admin-content/content-pack';
import { createQuestionsAdmin } from './modules/admin-content/content-questions';
import { createLearnerDeletion } from './modules/learners/learner-deletion';
import { createLearnersRepository } from './modules/learners/learners.repository';
import { createLearnersService } from './modules/learners/learners.service';
import { createAuthService, type ThrottleLimits } from './modules/auth/auth.service';
import { createLoginGuard } from './modules/auth/login-guard';
import { createPasswordResetService } from './modules/auth/password-reset.service';
import { createSessionGate } from './modules/auth/sessions';
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
import { createOperationsRepository } from './modules/operations/operations.repository';
import { createOperationsService } from './modules/operations/operations.service';
import { createReports } from './modules/reports/reports.module';
import { createReviews } from './modules/reviews/reviews.module';
import { createSettingsRepository, SETTINGS_CHANNEL } from './modules/settings/settings.repository';
import { createPlatformSettings } from './modules/settings/settings.service';

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

/** Wires repositories and services; the one place where modules meet. */
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
  const tokens = createTokenService(config.JWT_SECRET);
  const limits = { ...defaultLimits, registrationsPerHour: config.REGISTRATIONS_PER_HOUR, ...o.limits };
  const usersRepo = createUsersRepository(db);
  const refreshTokens = createRefreshTokenRepository(db);
  const sessionsRepo = createSessionRepository(db, database.prepared);
  const sessions = createSessionGate(sessionsRepo);
  const unlistenSessions = database.subscribe(SESSION_CHANNEL, sessions.handlers).catch((err: unknown) => {
    log.warn({ err }, 'écoute des révocations de session impossible : chaque requête lit la base');
    return async () => {};
  });
  const usersService = createUsersService({
    users: usersRepo,
    sessions,
    checkCurrentPassword: (userId, password, field) => auth.checkCurrentPassword(userId, password, field),
    log,
  });
  const auth = createAuthService({
    users: usersRepo,
    usersService,
    refreshTokens,
    sessionsRepo,
    sessions,
    tokens,
    throttle,
    limits,
    loginGuard: createLoginGuard(throttle, limits, o.sleep),
    log,
  });
  const passwordReset = createPasswordResetService({
    users: usersRepo,
    sessions,
    throttle,
    limits,
    mailer,
    secret: config.JWT_SECRET,
    publicUrl: config.PUBLIC_URL,
    log,
  });

  const audit = createAuditService({ audit: createAuditRepository(db) });
  // Settings an operator changes from the back office (the database's values over the environment's).
  const settings = createPlatformSettings({ repo: createSettingsRepository(db), config, log, audit });
  const unlistenSettings = database.subscribe(SETTINGS_CHANNEL, settings.channel).catch((err: unknown) => {
    log.warn({ err }, 'écoute des changements de réglages impossible : relus au démarrage seulement');
    return async () => {};
  });
  const jobs = createJobQueue(db, log);
  const billing = createBilling({ config, db, log, mailer, jobs, audit });
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
  // Derived values (what each exam type's access rule opens) follow the settings.
  const offSettings = settings.onChange(catalogCache.notify);
  const unlisten = database.subscribe(CATALOG_CHANNEL, catalogCache).catch((err: unknown) => {
    log.warn({ err }, 'écoute des imports de contenu impossible : catalogue sans cache');
    return async () => {};
  });
  const practiceRepo = createPracticeRepository(db, database.prepared);
  const access = createAccessService({
    catalog: catalogRepo,
    memo: catalogCache.derive,
    rules: () => settings.current().access_rules,
  });
  const catalog = createCatalogService({
    catalog: catalogRepo,
    access,
    memo: catalogCache.derive,
    // Read at each call: the operator may change them from the back office.
    site: {
      get whatsappNumber() {
        return settings.current().whatsapp_number;
      },
      get students() {
        return settings.current().site_students ?? undefined;
      },
      get successRate() {
        return settings.current().site_success_rate ?? undefined;
      },
      get testimonials() {
        return settings.current().site_testimonials;
      },
      get supportHours() {
        return settings.current().site_support_hours ?? undefined;
      },
    },
    examInProgress: (userId, exerciseId) => attempts.examInProgress(userId, exerciseId),
  });
  const attempts: AttemptsService = createAttemptsService({
    practice: practiceRepo,
    catalog: catalogRepo,
    access,
    corrections: correction,
    log,
  });
  const answers = createAnswersService({
    practice: practiceRepo,
    catalog: catalogRepo,
    attempts,
    storage,
    limitUpload: createUserLimiter(throttle, 'upload', userLimits.uploads),
    access,
    corrections: correction,
  });
  const reviews = createReviews(
    { db, throttle, mailer, log, config },
    { audit, access: () => settings.current().review_access },
  );
  const results = createResultsService({
    practice: practiceRepo,
    catalog: catalogRepo,
    attempts,
    memo: catalogCache.derive,
    reviews,
  });
  const stats = createStatsService({ stats: createStatsRepository(db) });
  const learnersRepo = createLearnersRepository(db);
  const learners = createLearnersService({ db, learners: learnersRepo, audit, sessions, log });
  const deleteLearner = createLearnerDeletion({
    db,
    learners: learnersRepo,
    audit,
    sessions,
    storage,
    log,
    manageable: learners.manageable,
  });
  const contentDeps = { db, content: createContentAdminRepository(db), audit };
  const contentService = createContentAdminService(contentDeps);
  const adminContent = {
    service: contentService,
    questions: createQuestionsAdmin({ ...contentDeps, service: contentService }),
    media: createContentMedia({ ...contentDeps, storage }),
    packs: createContentPacks({ ...contentDeps, storage }),
  };

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
    sessions,
    repos: { users: usersRepo, refreshTokens, sessions: sessionsRepo },
    limitRecorrection: createUserLimiter(throttle, 'recorrection', userLimits.recorrections),
    services: {
      users: usersService,
      auth,
      passwordReset,
      billing,
      correction,
      access,
      catalog,
      practice: attempts,
      answers,
      results,
      stats,
      audit,
      learners,
      deleteLearner,
      adminContent,
      retention: createRecordingRetention({ db, storage, log, practice: practiceRepo }),
      settings,
      reviews,
      reports: createReports({ db, throttle }, audit),
      operations: createOperationsService({ repo: createOperationsRepository(db), audit }),
    },
    async close() {
      offLocal();
      offSettings();
      await (
        await unlistenSettings
      )();
      const stopListening = await unlisten;
      await stopListening();
      await (
        await unlistenSessions
      )();
      mailer.close();
      await throttle.close();
      await jobs.stop();
      await correction.close();
    },
  };
}
export type AppContext = ReturnType<typeof createContext>;
