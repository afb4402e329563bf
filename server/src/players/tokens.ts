import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 32 random bytes (base64url). Only its hash is stored, so the database cannot be used to log in. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a session token (sha256, hex). A token is random and long, so a plain hash suffices (no salt or stretching). */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new player id (not secret: it names the player in profiles and chat). */
export function newPlayerId(): string {
  return `pl_${randomBytes(9).toString('base64url')}`;
}

/** The session token a request carries (`Authorization: Bearer <token>`), if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const m = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header ?? '');
  return m?.[1];
}
