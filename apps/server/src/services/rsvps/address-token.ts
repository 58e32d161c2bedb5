import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';

/**
 * The link of an address's confirmation mail (decision 165), stateless as follower links are
 * (decision 129): `{address id}.{issued at}.{HMAC-SHA256}` with a key derived from the server's
 * secret under a label of its own, so that it proves nothing else. It works for
 * ADDRESS_TOKEN_TTL_SECONDS and names the address row, not the address: a row deleted by the
 * retention job (decision 168) and made again later has a new id, so no older link reaches it.
 */
const PURPOSE = 'rsvp-address-confirm';
export const ADDRESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const ADDRESS_LINK_GONE =
  'This link no longer works: it has expired, or the nights it was for have passed. Say "We\'re coming" again to get a new one.';

function signature(secret: string, body: string): string {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  return createHmac('sha256', key).update(body).digest('base64url');
}

export function addressTokenOf(addressId: string, secret: string, now: Date): string {
  const body = `${addressId.replaceAll('-', '')}.${Math.floor(now.getTime() / 1000).toString(36)}`;
  return `${body}.${signature(secret, body)}`;
}

/** The confirmation page a mail links to (the SPA's `/rsvp/confirm/:token`). */
export function addressConfirmLink(
  publicUrl: string,
  addressId: string,
  secret: string,
  now: Date,
): string {
  return `${publicUrl}/rsvp/confirm/${addressTokenOf(addressId, secret, now)}`;
}

/** The address row a token names, or 404 when it is not one of ours or has expired. */
export function requireAddressToken(text: string, secret: string, now: Date): string {
  const parts = text.split('.');
  const gone = () => AppError.notFound(ADDRESS_LINK_GONE);
  if (parts.length !== 3) throw gone();
  const [hex, issued, given] = parts as [string, string, string];
  const expected = Buffer.from(signature(secret, `${hex}.${issued}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw gone();
  if (!/^[0-9a-f]{32}$/.test(hex)) throw gone();
  const age = now.getTime() / 1000 - Number.parseInt(issued, 36);
  if (!(age <= ADDRESS_TOKEN_TTL_SECONDS && age > -300)) throw gone();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
