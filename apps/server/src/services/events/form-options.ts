import { type Actor, changeScope, type EventFormOptions } from '@trivia/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { triviaProviders, venues } from '../../db/schema/index.ts';
import { venuesInScope } from '../venues/access.ts';
import { displayName } from '../venues/serialize.ts';

/**
 * What the event form offers (spec §7): the venues the user may add events to
 * (`canCreateEventAt`), and the active providers by name (a provider awaiting approval is
 * inactive, so it is not offered).
 */
export async function getEventFormOptions({
  db,
  actor,
}: {
  db: Db;
  actor: Actor;
}): Promise<EventFormOptions> {
  const [venueRows, providers] = await Promise.all([
    db
      .select({
        id: venues.id,
        nameOriginal: venues.nameOriginal,
        googleName: venues.googleName,
        address: venues.addressOriginal,
      })
      .from(venues)
      .where(venuesInScope(actor, changeScope(actor)))
      .orderBy(asc(venues.nameOriginal)),
    db
      .select({ id: triviaProviders.id, name: triviaProviders.name })
      .from(triviaProviders)
      .where(and(eq(triviaProviders.isActive, true), eq(triviaProviders.status, 'approved')))
      .orderBy(asc(triviaProviders.name)),
  ]);
  return {
    venues: venueRows
      .map((venue) => ({ id: venue.id, name: displayName(venue), address: venue.address }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    providers,
  };
}
