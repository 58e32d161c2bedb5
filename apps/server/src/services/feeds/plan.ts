import type { FeedEvent, FeedRead, FeedVenue, IsoDate } from '@trivia/shared';
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventOccurrences, feedVenues, venueMatchReviews, venues } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { displayName } from '../venue-name.ts';
import { resolveLocation } from '../venues/index.ts';
import {
  type EventRow,
  nextTurn,
  readFeedEvents,
  readFeedRights,
  readHandTypedEvents,
  readProposalAnswers,
} from './event-reads.ts';
import { matchVenues } from './match/match-venues.ts';
import { normaliseAddress, normaliseVenueName } from './match/normalise.ts';
import { planEvents } from './plan-events.ts';
import type { FeedPlan, FeedRef, PlannedEvent, PlannedVenue } from './plan-shape.ts';
import { relinkRenamedVenues } from './rekey.ts';

/**
 * What a feed's read would change here (decision 114): its venues matched to ours,
 * its events against the ones it keeps (`plan-events.ts`, within what the feed may change:
 * decision 150), the events gone from it, the nights it cancels. Reading the plan writes nothing;
 * `applyFeedPlan` stores it.
 */

export type { EventRow, FeedPlan, FeedRef, PlannedEvent, PlannedVenue };

const hhmmss = (time: string) => (time.length === 5 ? `${time}:00` : time);

/** The venue's key in the feed: its own id, else its name and street as we normalise them. */
export function venueKey(venue: { id?: string | undefined; name: string; address: string }) {
  if (venue.id) return `id:${venue.id}`;
  return `na:${normaliseVenueName(venue.name)}|${normaliseAddress(venue.address).street}`;
}

/** The event's key in the feed: its own id (an iCalendar UID), else what it is. */
export function eventKey(venue: string, event: FeedEvent): string {
  if (event.id) return `id:${event.id}`;
  const when = [event.frequency, event.dayOfWeek, event.startTime.slice(0, 5)];
  const which = [event.weekOfMonth ?? '', event.eventDate ?? '', event.eventType.toLowerCase()];
  return `${venue}|${[...when, ...which].join('|')}`;
}

/**
 * The columns of ours a feed's event keeps (`FEED_OWNED_EVENT_FIELDS`). Not max teams: the feed's
 * starts a new event, and the host's value stands from then on (decision 155).
 */
export function eventColumns(event: FeedEvent, providerId: string) {
  return {
    providerId,
    eventType: event.eventType,
    dayOfWeek: event.dayOfWeek,
    startTime: hhmmss(event.startTime),
    endTime: event.endTime ? hhmmss(event.endTime) : null,
    frequency: event.frequency,
    weekOfMonth: event.frequency === 'monthly' ? event.weekOfMonth : null,
    eventDate: event.frequency === 'one-time' ? event.eventDate : null,
    // Decision 171: a series' bounds; a one-time night is its own.
    firstNight: event.frequency === 'one-time' ? null : event.firstNight,
    lastNight: event.frequency === 'one-time' ? null : event.lastNight,
    prizeAmount: event.prizeAmount,
    prizeDescription: event.prizeDescription,
    isActive: true,
  };
}

/** Venues and events of the read, each once by key (a later duplicate is a problem). */
function byKey(read: FeedRead) {
  const problems = [...read.problems];
  const grouped = new Map<string, { venue: FeedVenue; events: Map<string, FeedEvent> }>();
  for (const venue of read.venues) {
    const key = venueKey(venue);
    const group = grouped.get(key) ?? { venue, events: new Map<string, FeedEvent>() };
    grouped.set(key, group);
    for (const event of venue.events) {
      const eKey = eventKey(key, event);
      if (group.events.has(eKey)) {
        problems.push({
          where: `Venue "${venue.name}"`,
          message: `${event.dayOfWeek} ${event.startTime} appears twice; the first is kept`,
        });
        continue;
      }
      group.events.set(eKey, event);
    }
  }
  return { grouped, problems };
}

export async function planFeed(options: {
  db: DbOrTx;
  feed: FeedRef;
  read: FeedRead;
  /** The earliest today in the country: nights before it are history. */
  today: IsoDate;
}): Promise<FeedPlan> {
  const { db, feed, read, today } = options;
  const { grouped, problems } = byKey(read);

  const [links, kept, answered, asked] = await Promise.all([
    db
      .select({
        key: feedVenues.sourceKey,
        venueId: feedVenues.venueId,
        name: venues.nameOriginal,
        latitude: venues.latitude,
        longitude: venues.longitude,
      })
      .from(feedVenues)
      .innerJoin(venues, eq(venues.id, feedVenues.venueId))
      .where(eq(feedVenues.feedId, feed.id)),
    readFeedEvents(db, feed.id),
    db
      .select({
        key: venueMatchReviews.sourceKey,
        venueId: venueMatchReviews.candidateVenueId,
        answer: venueMatchReviews.answer,
      })
      .from(venueMatchReviews)
      .where(eq(venueMatchReviews.feedId, feed.id)),
    readProposalAnswers(db, feed.id),
  ]);
  await nextTurn();
  const linkOf = new Map<string, { venueId: string; name: string; rekeyedFrom?: string }>(
    links.map((link) => [link.key, link]),
  );
  const different = new Set(
    answered.filter((row) => row.answer === 'different').map((row) => `${row.key}|${row.venueId}`),
  );

  const placed = await Promise.all(
    [...grouped]
      .filter(([key]) => !linkOf.has(key))
      .map(async ([key, { venue }]) => ({ key, venue, location: await placeVenue(venue) })),
  );
  // Decision 151: a venue renamed at the source keeps its link, under its new key.
  const renamed = relinkRenamedVenues({ incoming: placed, links });
  for (const [key, link] of renamed) linkOf.set(key, link);
  const matches = await matchVenues({
    db,
    incoming: placed
      .filter(({ key }) => !renamed.has(key))
      .map(({ key, venue, location }) => ({
        key,
        name: venue.name,
        address: venue.address,
        latitude: location?.latitude ?? null,
        longitude: location?.longitude ?? null,
      })),
    different,
  });
  const locationOf = new Map(placed.map((row) => [row.key, row.location]));

  const planned: PlannedVenue[] = [];
  for (const [key, { venue }] of grouped) {
    const link = linkOf.get(key);
    const match = link ? null : matches.get(key);
    const location = locationOf.get(key) ?? null;
    if (!link && match?.kind === 'none' && !location) {
      problems.push({
        where: `Venue "${venue.name}"`,
        message: 'address could not be placed on the map: add its ZIP code or coordinates',
      });
      continue;
    }
    planned.push({
      key,
      incoming: venue,
      outcome: link
        ? 'linked'
        : match?.kind === 'certain'
          ? 'matched'
          : match?.kind === 'uncertain'
            ? 'uncertain'
            : 'new',
      venueId: link?.venueId ?? (match?.kind === 'certain' ? match.venueId : null),
      venueName: link?.name ?? null,
      rekeyedFrom: link?.rekeyedFrom ?? null,
      candidates: match?.kind === 'uncertain' ? match.candidates : [],
      location,
      events: [],
    });
  }
  await nameMatchedVenues(db, planned);

  const venueIds = planned.flatMap((venue) => (venue.venueId ? [venue.venueId] : []));
  const handTyped = await readHandTypedEvents(db, venueIds);
  const rights = await readFeedRights(db, feed.providerId, venueIds);
  await nextTurn();
  const gone = await planEvents({
    feed,
    planned,
    eventsOf: (key) => grouped.get(key)?.events,
    kept,
    handTyped,
    rights,
    asked,
    today,
    columnsOf: (incoming) => eventColumns(incoming, feed.providerId),
  });
  await dropCancelledAlready(db, planned);
  const askedNow = new Set(
    planned.flatMap((venue) =>
      venue.events.flatMap((event) =>
        event.outcome === 'waiting' && event.other ? [event.other.id] : [],
      ),
    ),
  );
  const questions = {
    fresh: [...askedNow].filter((eventId) => !asked.has(eventId)),
    withdrawn: [...asked].flatMap(([eventId, answer]) =>
      answer === null && !askedNow.has(eventId) ? [eventId] : [],
    ),
  };
  return { venues: planned, gone, problems, questions };
}

/** A new venue's place: the feed's coordinates, else the offline gazetteer; null if neither. */
async function placeVenue(venue: FeedVenue) {
  try {
    return await resolveLocation({
      addressOriginal: venue.address,
      latitude: venue.latitude,
      longitude: venue.longitude,
    });
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** Names of ours for the venues found now and the candidates of uncertain ones. */
async function nameMatchedVenues(db: DbOrTx, planned: PlannedVenue[]) {
  const ids = new Set<string>();
  for (const venue of planned) {
    if (venue.venueId && !venue.venueName) ids.add(venue.venueId);
    const best = venue.candidates[0];
    if (best) ids.add(best.venueId);
  }
  if (ids.size === 0) return;
  const rows = await db
    .select({ id: venues.id, nameOriginal: venues.nameOriginal, googleName: venues.googleName })
    .from(venues)
    .where(inArray(venues.id, [...ids]));
  const names = new Map(rows.map((row) => [row.id, displayName(row)]));
  for (const venue of planned) {
    const id = venue.venueId ?? venue.candidates[0]?.venueId;
    if (id && !venue.venueName) venue.venueName = names.get(id) ?? null;
  }
}

/** Nights the source cancels that are cancelled here already need nothing. */
async function dropCancelledAlready(db: DbOrTx, planned: PlannedVenue[]) {
  const withCancels = planned.flatMap((venue) =>
    venue.events.filter((event) => event.existing && event.cancel.length > 0),
  );
  const ids = withCancels.flatMap((event) => (event.existing ? [event.existing.id] : []));
  if (ids.length === 0) return;
  // ISO dates sort as text: the earliest first.
  const [first = ''] = withCancels
    .flatMap((event) => event.cancel.map((night) => night.date))
    .sort();
  const cancelled = await db
    .select({ eventId: eventOccurrences.eventId, date: eventOccurrences.occurrenceDate })
    .from(eventOccurrences)
    .where(
      and(
        inArray(eventOccurrences.eventId, ids),
        eq(eventOccurrences.status, 'cancelled'),
        gte(eventOccurrences.occurrenceDate, first),
      ),
    );
  const done = new Set(cancelled.map((row) => `${row.eventId}|${row.date}`));
  for (const event of withCancels) {
    event.cancel = event.cancel.filter((night) => !done.has(`${event.existing?.id}|${night.date}`));
  }
}
