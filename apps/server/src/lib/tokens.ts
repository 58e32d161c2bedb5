import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 of a link token: what the database keeps, so that a leaked table opens nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** An unguessable token for a mailed link (32 random bytes, base64url) and its hash. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export const INVALID_LINK_MESSAGE = 'This link has expired or was already used. Ask for a new one.';
