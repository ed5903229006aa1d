import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  /** session id */
  sid: number;
  /** user id */
  uid: number;
  /** issued at, ms since epoch */
  iat: number;
}

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/**
 * Access tokens are signed claims naming a session row; the row decides whether the token still
 * counts (logout, password change and invalidation revoke it), the signature only that we made it.
 */
export function signToken(claims: TokenClaims, secret: string): string {
  const payload = b64(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(payload).digest('base64url');
  return `${payload}.${signature}`;
}

export function verifyToken(token: string, secret: string): TokenClaims | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    if (![claims.sid, claims.uid, claims.iat].every(Number.isFinite)) return null;
    return claims;
  } catch {
    return null;
  }
}
