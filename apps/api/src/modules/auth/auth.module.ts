import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import type { JobQueue } from '../../lib/jobs';
import type { ThrottleStore } from '../../lib/throttle';
import { createUsersRepository } from '../users/users.repository';
import { createUsersService } from '../users/users.service';
import { createRefreshTokenRepository, createSessionRepository, SESSION_CHANNEL } from './auth.repository';
import { createAuthService, type ThrottleLimits } from './auth.service';
import { createLoginGuard } from './login-guard';
import { createPasswordResetService } from './password-reset.service';
import { createSessionGate } from './sessions';
import { createTokenService } from './tokens';

/** Daily queue that drops refresh tokens and sessions expired or revoked for more than a day. */
export const SESSIONS_PURGE_QUEUE = 'auth.purge-sessions';

/** Wires accounts: users, sign-in and tokens, sessions (revocations heard from every process), resets. */
export function createAccounts(deps: {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  mailer: Mailer;
  throttle: ThrottleStore;
  limits: ThrottleLimits;
  sleep?: (ms: number) => Promise<void>;
}) {
  const { config, database, log, mailer, throttle, limits } = deps;
  const db = database.db;
  const tokens = createTokenService(config.JWT_SECRET);
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
    loginGuard: createLoginGuard(throttle, limits, deps.sleep),
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
  return {
    tokens,
    sessions,
    repos: { users: usersRepo, refreshTokens, sessions: sessionsRepo },
    users: usersService,
    auth,
    passwordReset,
    /** Once a day, across processes: expired or revoked refresh tokens and sessions are deleted. */
    housekeeping: {
      purge: () => refreshTokens.purge(),
      start(jobs: JobQueue) {
        jobs.every(SESSIONS_PURGE_QUEUE, 24 * 3600);
        jobs.work(SESSIONS_PURGE_QUEUE, () => refreshTokens.purge(), { pollMs: 60_000 });
      },
    },
    async close() {
      await (
        await unlistenSessions
      )();
    },
  };
}
