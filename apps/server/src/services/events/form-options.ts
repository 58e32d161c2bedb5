import { type Actor, changeScope, type EventFormOptions } from '@trivia/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { triviaProviders, venues } from '../../db/schema/index.ts';
import { venuesInScope } from '../access/index.ts';
import { displayName } from '../venue-name.ts';

/**
 * The providers an event may be given (DESIGN.md "Provider approval"): approved and active. The
 * form offers these and saving accepts these, or the provider the event already has.
 */
export const choosableProvider = and(
  eq(triviaProviders.isActive, true),
  eq(triviaProviders.status, 'approved'),
);

/**
 * What the event form offers (spec §7): the venues the user may add events to
 * (`canCreateEventAt`) with their time zones (the form refuses a date past there, decision 100),
 * and the providers an event may be given (`choosableProvider`: approved and active), by name.
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
        timezone: venues.timezone,
      })
      .from(venues)
      .where(venuesInScope(actor, changeScope(actor)))
      .orderBy(asc(venues.nameOriginal)),
    db
      .select({ id: triviaProviders.id, name: triviaProviders.name })
      .from(triviaProviders)
      .where(choosableProvider)
      .orderBy(asc(triviaProviders.name)),
  ]);
  return {
    venues: venueRows
      .map((venue) => ({
        id: venue.id,
        name: displayName(venue),
        address: venue.address,
        timezone: venue.timezone,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    providers,
  };
}
