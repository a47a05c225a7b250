import type { FastifyBaseLogger } from 'fastify';
import { ValidationError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { messages } from '../../lib/messages';
import { maskEmail } from '../../lib/redact';
import { consumeOrThrow, type ThrottleStore } from '../../lib/throttle';
import type { UsersRepository } from '../users/users.repository';
import type { ThrottleLimits } from './auth.service';
import { hashPassword } from './password';
import { createResetTokens, decodeUid, encodeUid, type ResetSubject } from './reset-token';
import type { SessionGate } from './sessions';

export interface PasswordResetDeps {
  users: UsersRepository;
  sessions: SessionGate;
  throttle: ThrottleStore;
  limits: ThrottleLimits;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Checked against when the uid names nobody, so that both cases take the same path and time. */
const NOBODY: ResetSubject = { id: 0, passwordHash: '', lastLogin: null, email: '' };

export function createPasswordResetService(d: PasswordResetDeps) {
  const resetTokens = createResetTokens(d.secret);
  const invalidLink = () => ValidationError.field('token', messages.auth.invalidResetToken);

  return {
    /** Same answer whatever the address; the e-mail is sent after the answer so timing tells nothing. */
    async requestReset(email: string, ip: string): Promise<void> {
      await consumeOrThrow(d.throttle, `reset:ip:${ip}`, d.limits.resetRequestsPerHour * 4, 3600);
      await consumeOrThrow(d.throttle, `reset:email:${email}`, d.limits.resetRequestsPerHour, 3600);
      const user = await d.users.findByEmail(email);
      d.log.info(
        { event: 'auth.reset_requested', userId: user?.id ?? null, email: maskEmail(email) },
        'demande de réinitialisation',
      );
      if (!user || !user.isActive) return;
      const link = `${d.publicUrl.replace(/\/$/, '')}/password-reset-confirm/${encodeUid(user.id)}/${resetTokens.make(user)}`;
      const name = user.firstName || user.email;
      void d.mailer
        .send({
          to: user.email,
          subject: messages.mail.resetSubject,
          text: messages.mail.resetText(name, link),
          html: messages.mail.resetHtml(escapeHtml(name), link),
          // Written to the log only in development (mailer), never the address itself.
          devLogFields: { resetLink: link },
        })
        .catch((err: unknown) => d.log.error({ err, userId: user.id }, 'échec de l’envoi de l’e-mail'));
    },

    /**
     * One answer for an unknown uid and a bad or expired token. The token is stateless (HMAC over
     * the account's state and its date): a failed confirmation changes nothing, extends nothing,
     * and the link still expires 3 days after it was made. A success changes the password hash,
     * which spends the link, and ends every session.
     */
    async confirmReset(uidb64: string, token: string, newPassword: string, ip: string): Promise<void> {
      await consumeOrThrow(d.throttle, `reset-confirm:ip:${ip}`, d.limits.resetConfirmsPerHour, 3600);
      const id = decodeUid(uidb64);
      const user = id ? await d.users.findById(id) : undefined;
      const valid = resetTokens.check(user ?? NOBODY, token) && !!user;
      if (!user || !valid) {
        d.log.warn(
          { event: 'auth.reset_refused', userId: user?.id ?? null },
          'lien de réinitialisation refusé',
        );
        throw invalidLink();
      }
      await d.users.update(user.id, { passwordHash: await hashPassword(newPassword) });
      const n = await d.sessions.revokeAllOfUser(user.id, 'password_reset');
      d.log.info(
        { event: 'auth.reset_done', userId: user.id, sessionsRevoked: n },
        'mot de passe réinitialisé',
      );
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
