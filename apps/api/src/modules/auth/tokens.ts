import { createHash, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 24 * 3600;
export const REFRESH_REMEMBER_TTL_SECONDS = 30 * 24 * 3600;

export interface AccessClaims {
  userId: number;
  role: 'learner' | 'admin' | 'reviewer';
  /** The session (sign-in) the token belongs to: refused once the session is revoked. */
  sid: string;
}

export const hashJti = (jti: string) => createHash('sha256').update(jti).digest('hex');

/** HS256 JWTs; verification accepts HS256 only, so `alg: none` or any other algorithm is refused. */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  const sign = (claims: Record<string, unknown>, sub: number, ttl: number, jti: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(sub))
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
      .sign(key);

  async function verifyType(token: string, type: 'access' | 'refresh') {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (payload.token_type !== type || !Number.isInteger(userId) || !payload.jti) return null;
      return { payload, userId, jti: payload.jti };
    } catch (err) {
      if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }

  /**
   * Access tokens already verified, with their expiry: verifying the token itself is pure
   * (signature, type, expiry), so a token seen again is answered from here until it expires.
   * Bounded; emptied when full. Whether its session is still open is checked after, on every
   * request (sessions.ts).
   */
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();
  const VERIFIED_MAX = 10_000;

  return {
    signAccess: (c: AccessClaims) =>
      sign({ token_type: 'access', role: c.role, sid: c.sid }, c.userId, ACCESS_TTL_SECONDS, randomUUID()),
    async signRefresh(userId: number, remember: boolean, sid: string) {
      const jti = randomUUID();
      const ttl = remember ? REFRESH_REMEMBER_TTL_SECONDS : REFRESH_TTL_SECONDS;
      const token = await sign({ token_type: 'refresh', remember, sid }, userId, ttl, jti);
      return { token, jti, expiresAt: new Date(Date.now() + ttl * 1000) };
    },
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      const now = Math.floor(Date.now() / 1000);
      const known = verified.get(token);
      // The same test as jose's: expired once the current second reaches `exp`.
      if (known && now < known.exp) return { ...known.claims };
      if (known) verified.delete(token);
      const r = await verifyType(token, 'access');
      // A token without a session (issued before sessions existed) cannot be revoked: refused.
      if (!r || typeof r.payload.sid !== 'string' || !r.payload.sid) return null;
      const role = r.payload.role === 'admin' || r.payload.role === 'reviewer' ? r.payload.role : 'learner';
      const claims: AccessClaims = { userId: r.userId, role, sid: r.payload.sid };
      if (typeof r.payload.exp === 'number' && r.payload.nbf === undefined) {
        if (verified.size >= VERIFIED_MAX) verified.clear();
        verified.set(token, { claims, exp: r.payload.exp });
      }
      return { ...claims };
    },
    async verifyRefresh(token: string) {
      const r = await verifyType(token, 'refresh');
      return r ? { userId: r.userId, jti: r.jti, remember: r.payload.remember === true } : null;
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
