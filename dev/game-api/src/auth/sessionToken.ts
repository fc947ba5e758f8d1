import crypto from 'node:crypto';

/** A new session token: 32 random bytes as hex. */
export function createSessionToken(): string {
  return crypto.randomBytes(32).toString('hex');
}

/** What the database keeps instead of the token, so a copy of it cannot be used to sign in. */
export function hashSessionToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}
