import { createHash, createHmac } from 'node:crypto';

/**
 * A team's withdraw link (decision 127). The token is derived, not drawn: the HMAC of
 * the RSVP's id with the server's secret (the one reports key addresses with), under a label of
 * its own so that it proves nothing else. Only its SHA-256 is stored (`withdraw_token_hash`), for
 * the lookup; a mail sent later (the reminder) derives the same token again from the id. Nobody
 * without the secret can make one, and a token names one team only.
 */
const PURPOSE = 'team-rsvp-withdraw:';

export function withdrawTokenOf(rsvpId: string, secret: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}${rsvpId}`).digest('base64url');
}

/** What is stored of a token, and looked up by. */
export function withdrawTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The withdraw page a mail links to (the SPA's `/rsvp/:token`). */
export function withdrawLink(publicUrl: string, rsvpId: string, secret: string): string {
  return `${publicUrl}/rsvp/${withdrawTokenOf(rsvpId, secret)}`;
}
