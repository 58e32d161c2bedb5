import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import { INVALID_LINK_MESSAGE } from '../../lib/tokens.ts';

/**
 * The links of follower mail (decision 129): stateless tokens signed with the server's
 * secret, so that a weekly mail to 10,000 addresses writes no row per link. Each names its purpose,
 * the follower and when it was made, and expires:
 *
 * - `confirm` (the confirmation mail): shows the follows, confirms those made before it, and lets
 *   the page it opens change them;
 * - `manage` (every follower mail): shows and changes the follows; confirms nothing;
 * - `unsubscribe` (the List-Unsubscribe header and the mail's link): deletes the address.
 *
 * A follower deleted and added again has a new id, so no older link reaches the new address.
 */
export type FollowTokenPurpose = 'confirm' | 'manage' | 'unsubscribe';

const PURPOSE_CODE: Record<FollowTokenPurpose, string> = {
  confirm: 'c',
  manage: 'm',
  unsubscribe: 'u',
};
const DAY_SECONDS = 24 * 60 * 60;
/** How long a link works after its mail was made. */
export const FOLLOW_TOKEN_TTL_SECONDS: Record<FollowTokenPurpose, number> = {
  confirm: 7 * DAY_SECONDS,
  manage: 60 * DAY_SECONDS,
  unsubscribe: 90 * DAY_SECONDS,
};

export interface FollowToken {
  purpose: FollowTokenPurpose;
  followerId: string;
  issuedAt: Date;
}

/** The signing key of follower links: derived from the server secret, used for nothing else. */
export function followLinkKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('follower-links').digest();
}

function signature(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

export function signFollowToken(key: Buffer, token: FollowToken): string {
  const body = [
    PURPOSE_CODE[token.purpose],
    token.followerId.replaceAll('-', ''),
    Math.floor(token.issuedAt.getTime() / 1000).toString(36),
  ].join('.');
  return `${body}.${signature(key, body)}`;
}

function uuidOf(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The token's content when its signature is right, it has one of `purposes` and has not expired. */
export function readFollowToken(
  key: Buffer,
  text: string,
  purposes: readonly FollowTokenPurpose[],
  now: Date = new Date(),
): FollowToken | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const [code, hex, issued, given] = parts as [string, string, string, string];
  const body = `${code}.${hex}.${issued}`;
  const expected = Buffer.from(signature(key, body));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const purpose = purposes.find((candidate) => PURPOSE_CODE[candidate] === code);
  if (!purpose || !/^[0-9a-f]{32}$/.test(hex)) return null;
  const issuedSeconds = Number.parseInt(issued, 36);
  if (!Number.isFinite(issuedSeconds)) return null;
  const age = now.getTime() / 1000 - issuedSeconds;
  if (age > FOLLOW_TOKEN_TTL_SECONDS[purpose] || age < -300) return null;
  return { purpose, followerId: uuidOf(hex), issuedAt: new Date(issuedSeconds * 1000) };
}

/** `readFollowToken`, or the 404 of a link that has expired or is not one. */
export function requireFollowToken(
  key: Buffer,
  text: string,
  purposes: readonly FollowTokenPurpose[],
  now?: Date,
): FollowToken {
  const token = readFollowToken(key, text, purposes, now);
  if (!token) throw AppError.notFound(INVALID_LINK_MESSAGE);
  return token;
}

/** The links every follower mail carries (and its List-Unsubscribe headers, RFC 8058). */
export function followerMailLinks(
  key: Buffer,
  publicUrl: string,
  followerId: string,
  now: Date = new Date(),
): { manageUrl: string; unsubscribeUrl: string; headers: Record<string, string> } {
  const manage = signFollowToken(key, { purpose: 'manage', followerId, issuedAt: now });
  const unsubscribe = signFollowToken(key, { purpose: 'unsubscribe', followerId, issuedAt: now });
  const unsubscribeUrl = `${publicUrl}/unsubscribe/${unsubscribe}`;
  return {
    manageUrl: `${publicUrl}/follow/${manage}`,
    unsubscribeUrl,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
