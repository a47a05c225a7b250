import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { createMailer, type Mailer } from './lib/mailer';
import { createMemoryThrottle, createRedisThrottle, type ThrottleStore } from './lib/throttle';
import { createRefreshTokenRepository } from './modules/auth/auth.repository';
import { createAuthService, type ThrottleLimits } from './modules/auth/auth.service';
import { createBilling } from './modules/billing/billing.module';
import { createTokenService } from './modules/auth/tokens';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';

export interface ContextOverrides {
  mailer?: Mailer;
  throttle?: ThrottleStore;
  limits?: Partial<ThrottleLimits>;
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

  return {
    config,
    database,
    db,
    log,
    mailer,
    throttle,
    tokens,
    repos: { users: usersRepo, refreshTokens },
    services: { users: usersService, auth, billing },
    async close() {
      mailer.close();
      await throttle.close();
    },
  };
}
export type AppContext = ReturnType<typeof createContext>;
