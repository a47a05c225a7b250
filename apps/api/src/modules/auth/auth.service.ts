import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LoginResponse, User } from '@prepa/shared';
import { isUniqueViolation } from '../../lib/db-errors';
import { UnauthorizedError, ValidationError } from '../../lib/errors';
import { messages } from '../../lib/messages';
import { maskEmail, maskId } from '../../lib/redact';
import { consumeOrThrow, type ThrottleStore } from '../../lib/throttle';
import type { UsersRepository } from '../users/users.repository';
import type { UsersService } from '../users/users.service';
import type { RefreshTokenRepository, SessionRepository } from './auth.repository';
import type { LoginGuard, LoginLimits } from './login-guard';
import { hashPassword, verifyPassword } from './password';
import type { SessionGate } from './sessions';
import { hashJti, type TokenService } from './tokens';

export interface ThrottleLimits extends LoginLimits {
  /** Registration attempts per address and hour, whatever their outcome. */
  registrationsPerHour: number;
  resetRequestsPerHour: number;
  /** Reset confirmations per address and hour. */
  resetConfirmsPerHour: number;
  /** Attempts at the current password (password or e-mail change) per account and 15 minutes. */
  passwordChecksPer15Minutes: number;
}

export interface AuthDeps {
  users: UsersRepository;
  usersService: UsersService;
  refreshTokens: RefreshTokenRepository;
  sessionsRepo: SessionRepository;
  sessions: SessionGate;
  tokens: TokenService;
  throttle: ThrottleStore;
  limits: ThrottleLimits;
  loginGuard: LoginGuard;
  log: FastifyBaseLogger;
}

const refused = () => new UnauthorizedError(messages.auth.refreshNotValid, 'token_not_valid');

export function createAuthService(d: AuthDeps) {
  /** A refresh token of the session, stored by its hash; the session lives as long as its newest token. */
  async function issueRefresh(userId: number, sid: string, remember: boolean) {
    const refresh = await d.tokens.signRefresh(userId, remember, sid);
    await d.refreshTokens.store(hashJti(refresh.jti), userId, sid, refresh.expiresAt);
    return refresh;
  }

  return {
    async register(
      input: { email: string; password: string; first_name: string; last_name: string },
      ip: string,
    ): Promise<User> {
      // Counted whatever the outcome: a taken address is an answer too.
      await consumeOrThrow(d.throttle, `register:ip:${ip}`, d.limits.registrationsPerHour, 3600);
      if (await d.users.findByEmail(input.email)) {
        throw ValidationError.field('username', messages.auth.emailTaken);
      }
      const passwordHash = await hashPassword(input.password);
      let row;
      try {
        row = await d.users.insert({
          email: input.email,
          username: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
      if (!row) throw ValidationError.field('username', messages.auth.emailTaken);
      d.log.info({ event: 'auth.register', userId: row.id }, 'compte créé');
      return d.usersService.toDto(row);
    },

    async login(
      input: { username: string; password: string; remember_me: boolean },
      ip: string,
    ): Promise<LoginResponse> {
      const attempt = await d.loginGuard.enter(input.username, ip);
      const user = await d.users.findByEmail(input.username);
      const ok = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !ok || !user.isActive) {
        d.log.warn(
          {
            event: 'auth.login_failed',
            userId: user?.id ?? null,
            email: maskEmail(input.username),
            slowed: attempt.slowed,
          },
          'échec de connexion',
        );
        throw new ValidationError({ non_field_errors: [messages.auth.invalidCredentials] });
      }
      await attempt.succeeded();
      const updated = (await d.users.update(user.id, { lastLogin: new Date() })) ?? user;
      const sid = randomUUID();
      const remember = input.remember_me;
      const refresh = await d.tokens.signRefresh(user.id, remember, sid);
      await d.sessionsRepo.create(sid, user.id, remember, refresh.expiresAt);
      await d.refreshTokens.store(hashJti(refresh.jti), user.id, sid, refresh.expiresAt);
      const access = await d.tokens.signAccess({ userId: user.id, role: updated.role, sid });
      d.log.info({ event: 'auth.login', userId: user.id, session: maskId(sid), remember }, 'connexion');
      return { token: { access, refresh: refresh.token }, user: await d.usersService.toDto(updated) };
    },

    /**
     * Rotation: the token presented is used up and its successor comes back with the access token.
     * A token already used, presented again, means two holders: the whole session is revoked.
     */
    async refresh(token: string): Promise<{ access: string; refresh: string }> {
      const claims = await d.tokens.verifyRefresh(token);
      if (!claims) throw refused();
      const hash = hashJti(claims.jti);
      const rotated = await d.refreshTokens.rotate(hash, claims.userId);
      if (!rotated) {
        const known = await d.refreshTokens.find(hash, claims.userId);
        if (known?.rotatedAt) {
          await d.sessions.revoke(known.sessionId, 'refresh_reuse');
          d.log.warn(
            { event: 'auth.refresh_reused', userId: claims.userId, session: maskId(known.sessionId) },
            'jeton de rafraîchissement réutilisé : session révoquée',
          );
        } else {
          d.log.info({ event: 'auth.refresh_refused', userId: claims.userId }, 'rafraîchissement refusé');
        }
        throw refused();
      }
      const user = await d.users.findById(claims.userId);
      if (!user || !user.isActive) throw refused();
      const next = await issueRefresh(user.id, rotated.sessionId, rotated.remember);
      await d.sessionsRepo.extend(rotated.sessionId, next.expiresAt);
      const access = await d.tokens.signAccess({ userId: user.id, role: user.role, sid: rotated.sessionId });
      d.log.info(
        { event: 'auth.refresh', userId: user.id, session: maskId(rotated.sessionId) },
        'jeton rafraîchi',
      );
      return { access, refresh: next.token };
    },

    /** Ends the session of the refresh token: its access tokens are refused from now on. */
    async logout(refresh: string): Promise<void> {
      const claims = await d.tokens.verifyRefresh(refresh);
      const known = claims ? await d.refreshTokens.find(hashJti(claims.jti), claims.userId) : undefined;
      if (!claims || !known) throw refused();
      await d.sessions.revoke(known.sessionId, 'logout');
      d.log.info(
        { event: 'auth.logout', userId: claims.userId, session: maskId(known.sessionId) },
        'déconnexion',
      );
    },

    /** Checks the current password, with a limit per account (a stolen access token cannot guess it). */
    async checkCurrentPassword(userId: number, password: string, field: string): Promise<void> {
      const key = `password-check:user:${userId}`;
      await consumeOrThrow(d.throttle, key, d.limits.passwordChecksPer15Minutes, 900);
      const user = await d.users.findById(userId);
      if (!user || !(await verifyPassword(user.passwordHash, password))) {
        d.log.warn({ event: 'auth.current_password_refused', userId }, 'mot de passe actuel incorrect');
        throw ValidationError.field(
          field,
          field === 'old_password' ? messages.auth.wrongOldPassword : messages.auth.wrongCurrentPassword,
        );
      }
      await d.throttle.release(key);
    },

    /** New password after the old one; every other session ends, the caller's stays. */
    async changePassword(userId: number, sid: string, oldPassword: string, newPassword: string) {
      await this.checkCurrentPassword(userId, oldPassword, 'old_password');
      await d.users.update(userId, { passwordHash: await hashPassword(newPassword) });
      const n = await d.sessions.revokeAllOfUser(userId, 'password_change', sid);
      d.log.info({ event: 'auth.change_password', userId, sessionsRevoked: n }, 'mot de passe changé');
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
