import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { eventOccurrences, events, triviaProviders, venues } from './schema/index.ts';
import { RowsMoved } from './transaction.ts';

/*
 * The one order in which writing transactions lock rows (decision 092):
 *
 *   trivia providers → venues → events → nights
 *
 * each set in id order, and a transaction that has locked a level never locks a higher one
 * afterwards. Holding a parent covers its children: whoever changes a night holds its event,
 * whoever changes an event (or its venue's read model, through the triggers) holds its venue. Two
 * writers then wait for each other one way only, and PostgreSQL never has to abort one as a
 * deadlock. The data version row is taken last, at commit (decision 080).
 */

const unique = (ids: Iterable<string>) => [...new Set(ids)].sort();

/** Locks trivia providers by id. */
export async function lockProviders(tx: Tx, providerIds: Iterable<string>): Promise<void> {
  const ids = unique(providerIds);
  if (ids.length === 0) return;
  await tx
    .select({ id: triviaProviders.id })
    .from(triviaProviders)
    .where(inArray(triviaProviders.id, ids))
    .orderBy(asc(triviaProviders.id))
    .for('no key update');
}

/**
 * Locks venues by id (their read model included: the triggers write it). `strength` 'update' for
 * a transaction that deletes them, taken before anything references them.
 */
export async function lockVenues(
  tx: Tx,
  venueIds: Iterable<string>,
  strength: 'no key update' | 'update' = 'no key update',
): Promise<void> {
  const ids = unique(venueIds);
  if (ids.length === 0) return;
  await tx
    .select({ id: venues.id })
    .from(venues)
    .where(inArray(venues.id, ids))
    .orderBy(asc(venues.id))
    .for(strength);
}

/**
 * Locks events, their venues first. Answers each locked event's venue; an event that does not
 * exist is left out. `strength` 'update' for a transaction that deletes the events.
 */
export async function lockEvents(
  tx: Tx,
  eventIds: Iterable<string>,
  strength: 'no key update' | 'update' = 'no key update',
): Promise<{ id: string; venueId: string }[]> {
  const ids = unique(eventIds);
  if (ids.length === 0) return [];
  const read = await tx
    .select({ id: events.id, venueId: events.venueId })
    .from(events)
    .where(inArray(events.id, ids));
  await lockVenues(
    tx,
    read.map((event) => event.venueId),
  );
  const locked = await tx
    .select({ id: events.id, venueId: events.venueId })
    .from(events)
    .where(inArray(events.id, ids))
    .orderBy(asc(events.id))
    .for(strength);
  const venueOf = new Map(read.map((event) => [event.id, event.venueId]));
  // Moved to another venue meanwhile: that venue would now be locked after its event.
  if (locked.some((event) => venueOf.get(event.id) !== event.venueId)) throw new RowsMoved();
  return locked;
}

/** Locks nights by id, their events and venues first; answers them with their venue, as they are. */
export async function lockNights(tx: Tx, nightIds: Iterable<string>) {
  const ids = unique(nightIds);
  if (ids.length === 0) return [];
  const parents = await tx
    .selectDistinct({ eventId: eventOccurrences.eventId })
    .from(eventOccurrences)
    .where(inArray(eventOccurrences.id, ids));
  await lockEvents(
    tx,
    parents.map((night) => night.eventId),
  );
  return tx
    .select({ night: eventOccurrences, venueId: events.venueId })
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .where(inArray(eventOccurrences.id, ids))
    .orderBy(asc(eventOccurrences.id))
    .for('no key update', { of: eventOccurrences });
}
