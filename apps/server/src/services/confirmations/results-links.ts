import type { Actor, IsoDate } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventOccurrences, events, nightLinks } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { loadActorOfUser } from '../actor.ts';
import { nightLinkNotYours } from './night-link-rights.ts';
import { NIGHT_LINK_NOT_FOUND } from './night-links.ts';

export const NOT_A_RESULTS_LINK =
  'This link does not post results. Open the Results link of the night in your email.';
export const RESULTS_LINK_EXPIRED =
  'This link has expired. Post the results from the schedule page instead.';

/** The night a results link was sent for, and who it acts as. */
export interface ResultsLinkNight {
  actor: Actor;
  eventId: string;
  venueId: string;
  date: IsoDate;
}

/**
 * The night of a mailed Results link (decision 209), for reading or posting its results as the
 * person it was sent to: the results service then asks, as it does on the schedule, whether they
 * may still change that night. Reusable until it expires, as corrections are; it reaches that one
 * night's results and the team names of its venue, nothing else. 404 for an unknown token, 400
 * naming `token` for a link of another kind, 409 once expired, 403 for an account disabled since.
 */
export async function resultsLinkNight(options: {
  db: DbOrTx;
  token: string;
  adminEmails: readonly string[];
  now?: Date;
}): Promise<ResultsLinkNight> {
  const { db, token, adminEmails, now = new Date() } = options;
  const [link] = await db
    .select()
    .from(nightLinks)
    .where(eq(nightLinks.tokenHash, hashToken(token)));
  if (!link) throw AppError.notFound(NIGHT_LINK_NOT_FOUND);
  if (link.action !== 'results') {
    throw AppError.invalid([{ field: 'token', message: NOT_A_RESULTS_LINK }]);
  }
  if (link.expiresAt.getTime() <= now.getTime()) throw AppError.conflict(RESULTS_LINK_EXPIRED);
  const [occurrenceId] = link.occurrenceIds;
  if (!occurrenceId) throw AppError.notFound(NIGHT_LINK_NOT_FOUND);
  const [night] = await db
    .select({
      eventId: eventOccurrences.eventId,
      venueId: events.venueId,
      date: eventOccurrences.occurrenceDate,
    })
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .where(eq(eventOccurrences.id, occurrenceId));
  if (!night) throw AppError.notFound(NIGHT_LINK_NOT_FOUND);
  const actor = await loadActorOfUser({ db, userId: link.userId, adminEmails });
  if (!actor) throw AppError.forbidden(nightLinkNotYours(1));
  return { actor, ...night };
}
