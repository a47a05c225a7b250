import type { FastifyBaseLogger } from 'fastify';
import type { LoginResponse, User } from '@prepa/shared';
import { isUniqueViolation } from '../../lib/db-errors';
import { ThrottledError, UnauthorizedError, ValidationError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { messages } from '../../lib/messages';
import type { ThrottleStore } from '../../lib/throttle';
import type { UsersRepository } from '../users/users.repository';
import type { UsersService } from '../users/users.service';
import type { RefreshTokenRepository } from './auth.repository';
import { hashPassword, verifyPassword } from './password';
import { createResetTokens, decodeUid, encodeUid } from './reset-token';
import { hashJti, type TokenService } from './tokens';

export interface ThrottleLimits {
  /** Failed logins per account and per address within a minute. */
  loginFailuresPerMinute: number;
  registrationsPerHour: number;
  resetRequestsPerHour: number;
}

export interface AuthDeps {
  users: UsersRepository;
  usersService: UsersService;
  refreshTokens: RefreshTokenRepository;
  tokens: TokenService;
  throttle: ThrottleStore;
  limits: ThrottleLimits;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function createAuthService(d: AuthDeps) {
  const resetTokens = createResetTokens(d.secret);

  async function issueTokens(user: { id: number; role: 'learner' | 'admin' }, remember: boolean) {
    const access = await d.tokens.signAccess({ userId: user.id, role: user.role });
    const refresh = await d.tokens.signRefresh(user.id, remember);
    await d.refreshTokens.store(hashJti(refresh.jti), user.id, refresh.expiresAt);
    return { access, refresh: refresh.token };
  }

  async function guard(key: string, limit: number, windowSeconds: number) {
    const state = await d.throttle.peek(key);
    if (state.count >= limit) throw new ThrottledError(state.retryAfter || windowSeconds);
  }

  return {
    async register(
      input: { email: string; password: string; first_name: string; last_name: string },
      ip: string,
    ): Promise<User> {
      const key = `register:ip:${ip}`;
      await guard(key, d.limits.registrationsPerHour, 3600);
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
      await d.throttle.hit(key, 3600);
      d.log.info({ event: 'auth.register', userId: row.id }, 'compte créé');
      return d.usersService.toDto(row);
    },

    async login(
      input: { username: string; password: string; remember_me: boolean },
      ip: string,
    ): Promise<LoginResponse> {
      const accountKey = `login:acct:${input.username}`;
      const ipKey = `login:ip:${ip}`;
      const limit = d.limits.loginFailuresPerMinute;
      await guard(accountKey, limit, 60);
      await guard(ipKey, limit * 3, 60);
      const user = await d.users.findByEmail(input.username);
      const ok = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !ok || !user.isActive) {
        await Promise.all([d.throttle.hit(accountKey, 60), d.throttle.hit(ipKey, 60)]);
        d.log.warn({ event: 'auth.login_failed', userId: user?.id ?? null }, 'échec de connexion');
        throw new ValidationError({ non_field_errors: [messages.auth.invalidCredentials] });
      }
      await d.throttle.reset(accountKey);
      const updated = (await d.users.update(user.id, { lastLogin: new Date() })) ?? user;
      const token = await issueTokens(updated, input.remember_me);
      d.log.info({ event: 'auth.login', userId: user.id, remember: input.remember_me }, 'connexion');
      return { token, user: await d.usersService.toDto(updated) };
    },

    async refresh(refresh: string): Promise<{ access: string }> {
      const claims = await d.tokens.verifyRefresh(refresh);
      if (!claims || !(await d.refreshTokens.isLive(hashJti(claims.jti), claims.userId))) {
        d.log.info({ event: 'auth.refresh_refused' }, 'rafraîchissement refusé');
        throw new UnauthorizedError(messages.auth.refreshNotValid, 'token_not_valid');
      }
      const user = await d.users.findById(claims.userId);
      if (!user || !user.isActive)
        throw new UnauthorizedError(messages.auth.refreshNotValid, 'token_not_valid');
      d.log.info({ event: 'auth.refresh', userId: user.id }, 'jeton rafraîchi');
      return { access: await d.tokens.signAccess({ userId: user.id, role: user.role }) };
    },

    async logout(refresh: string): Promise<void> {
      const claims = await d.tokens.verifyRefresh(refresh);
      if (!claims) throw new UnauthorizedError(messages.auth.refreshNotValid, 'token_not_valid');
      await d.refreshTokens.revoke(hashJti(claims.jti), claims.userId);
      d.log.info({ event: 'auth.logout', userId: claims.userId }, 'déconnexion');
    },

    async changePassword(userId: number, oldPassword: string, newPassword: string, keepRefresh?: string) {
      const user = await d.users.findById(userId);
      if (!user || !(await verifyPassword(user.passwordHash, oldPassword))) {
        d.log.warn({ event: 'auth.change_password_failed', userId }, 'ancien mot de passe incorrect');
        throw ValidationError.field('old_password', messages.auth.wrongOldPassword);
      }
      await d.users.update(userId, { passwordHash: await hashPassword(newPassword) });
      const keep = keepRefresh ? await d.tokens.verifyRefresh(keepRefresh) : null;
      await d.refreshTokens.revokeAllExcept(
        userId,
        keep && keep.userId === userId ? hashJti(keep.jti) : undefined,
      );
      d.log.info({ event: 'auth.change_password', userId }, 'mot de passe changé');
    },

    /** Same answer whatever the address; the e-mail is sent after the answer so timing tells nothing. */
    async requestReset(email: string, ip: string): Promise<void> {
      await guard(`reset:ip:${ip}`, d.limits.resetRequestsPerHour * 4, 3600);
      await guard(`reset:email:${email}`, d.limits.resetRequestsPerHour, 3600);
      await Promise.all([
        d.throttle.hit(`reset:ip:${ip}`, 3600),
        d.throttle.hit(`reset:email:${email}`, 3600),
      ]);
      const user = await d.users.findByEmail(email);
      d.log.info({ event: 'auth.reset_requested', userId: user?.id ?? null }, 'demande de réinitialisation');
      if (!user || !user.isActive) return;
      const link = `${d.publicUrl.replace(/\/$/, '')}/password-reset-confirm/${encodeUid(user.id)}/${resetTokens.make(user)}`;
      const name = user.firstName || user.email;
      void d.mailer
        .send({
          to: user.email,
          subject: messages.mail.resetSubject,
          text: messages.mail.resetText(name, link),
          html: messages.mail.resetHtml(escapeHtml(name), link),
          logFields: { resetLink: link },
        })
        .catch((err: unknown) => d.log.error({ err, userId: user.id }, 'échec de l’envoi de l’e-mail'));
    },

    async confirmReset(uidb64: string, token: string, newPassword: string): Promise<void> {
      const id = decodeUid(uidb64);
      const user = id ? await d.users.findById(id) : undefined;
      if (!user) throw ValidationError.field('uid', messages.auth.invalidUid);
      if (!resetTokens.check(user, token)) {
        d.log.warn({ event: 'auth.reset_refused', userId: user.id }, 'jeton de réinitialisation refusé');
        throw ValidationError.field('token', messages.auth.invalidResetToken);
      }
      await d.users.update(user.id, { passwordHash: await hashPassword(newPassword) });
      await d.refreshTokens.revokeAllExcept(user.id);
      d.log.info({ event: 'auth.reset_done', userId: user.id }, 'mot de passe réinitialisé');
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
