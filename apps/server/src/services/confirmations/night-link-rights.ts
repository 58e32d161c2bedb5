import { canChangeOccurrence, confirmerOf } from '@trivia/shared';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventOccurrences, events, type nightLinks, venues } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { venueFactsColumns } from '../access/index.ts';
import { loadActorOfUser } from '../actor.ts';

/**
 * A mailed night link acts for its recipient, so it can do no more than they could on the schedule
 * now (decision 099): the link's nights that `canChangeOccurrence` still allows them, with their
 * actor read afresh (a disabled account, a team or provider left, an event moved to another
 * provider or venue all count). The rest are left alone.
 */

export const nightLinkNotYours = (nights: number) =>
  nights === 1
    ? 'This link no longer works for you: you can no longer change this night (you may have left its team, or it moved to another provider or venue). Nothing was changed.'
    : 'This link no longer works for you: you can no longer change these nights (you may have left their team, or they moved to another provider or venue). Nothing was changed.';

export interface NightsStillTheirs {
  /** The link's nights its recipient may change now. */
  occurrenceIds: string[];
  /** How many of the link's nights (still on the schedule) they may no longer change. */
  withheld: number;
  /** Those of `occurrenceIds` a confirmation by them confirms as the platform's (decision 123). */
  byPlatform: string[];
}

/**
 * The link's nights its recipient may still change. A link none of whose nights they may change
 * any more answers 403 with a message saying so (opening it and pressing its button alike).
 */
export async function nightsStillTheirs(options: {
  db: DbOrTx;
  link: Pick<typeof nightLinks.$inferSelect, 'userId' | 'occurrenceIds'>;
  adminEmails: readonly string[];
}): Promise<NightsStillTheirs> {
  const { db, link, adminEmails } = options;
  if (link.occurrenceIds.length === 0) return { occurrenceIds: [], withheld: 0, byPlatform: [] };
  const recipient = await loadActorOfUser({ db, userId: link.userId, adminEmails });
  const nights = await db
    .select({ id: eventOccurrences.id, providerId: events.providerId, venue: venueFactsColumns })
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(inArray(eventOccurrences.id, link.occurrenceIds));
  const theirs = nights.filter(
    (night) =>
      recipient !== null &&
      canChangeOccurrence(recipient, { venue: night.venue, providerId: night.providerId }).allowed,
  );
  if (nights.length > 0 && theirs.length === 0)
    throw AppError.forbidden(nightLinkNotYours(nights.length));
  const facts = (night: (typeof nights)[number]) => ({
    venue: night.venue,
    providerId: night.providerId,
  });
  return {
    occurrenceIds: theirs.map((night) => night.id),
    withheld: nights.length - theirs.length,
    byPlatform: theirs
      .filter((night) => recipient && confirmerOf(recipient, facts(night)) === 'platform')
      .map((night) => night.id),
  };
}
