import { createHmac, timingSafeEqual } from 'node:crypto';

/** Django-style password reset tokens: "<days-timestamp base36>-<hmac>", bound to the account state. */
export const RESET_TIMEOUT_SECONDS = 3 * 24 * 3600;
const EPOCH_2001 = Date.UTC(2001, 0, 1) / 1000;

export interface ResetSubject {
  id: number;
  passwordHash: string;
  lastLogin: Date | null;
  email: string;
}

export function createResetTokens(secret: string, now: () => number = Date.now) {
  const nowSeconds = () => Math.floor(now() / 1000) - EPOCH_2001;
  const mac = (u: ResetSubject, ts: number) => {
    const login = u.lastLogin ? String(Math.floor(u.lastLogin.getTime() / 1000)) : '';
    return createHmac('sha256', `prepa.password-reset${secret}`)
      .update(`${u.id}${u.passwordHash}${login}${ts}${u.email}`)
      .digest('hex')
      .slice(0, 32);
  };
  return {
    make(u: ResetSubject): string {
      const ts = nowSeconds();
      return `${ts.toString(36)}-${mac(u, ts)}`;
    },
    check(u: ResetSubject, token: string): boolean {
      const m = /^([0-9a-z]{1,13})-([0-9a-f]{32})$/.exec(token);
      if (!m) return false;
      const ts = parseInt(m[1]!, 36);
      const expected = Buffer.from(mac(u, ts));
      const given = Buffer.from(m[2]!);
      if (!timingSafeEqual(expected, given)) return false;
      return nowSeconds() - ts <= RESET_TIMEOUT_SECONDS && ts <= nowSeconds() + 60;
    },
  };
}

export const encodeUid = (id: number) => Buffer.from(String(id)).toString('base64url');
export function decodeUid(uidb64: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uidb64)) return null;
  const s = Buffer.from(uidb64, 'base64url').toString('utf8');
  return /^[1-9]\d{0,9}$/.test(s) ? Number(s) : null;
}
