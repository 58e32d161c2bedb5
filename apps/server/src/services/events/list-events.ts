import {
  type Actor,
  canCreateVenue,
  type EventListQuery,
  type EventListResponse,
  listScope,
} from '@trivia/shared';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { eventDayOrder } from '../../db/ordering.ts';
import { events, triviaProviders, venues } from '../../db/schema/index.ts';
import { loadGazetteer } from '../../geo/load-gazetteer.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { eventsInScope } from '../access/index.ts';
import { displayName } from '../venue-name.ts';
import { ofProvider } from './provider-filter.ts';
import { toEventListItem } from './serialize.ts';

/**
 * Spec §2 events list: ordered by day (Monday first) then start time; non-admins see events at
 * their venues and events of their providers; admins see all and may filter by provider. Issue
 * 16 adds a search by venue name or event type and a town filter, done here since the list pages.
 */
export async function listEvents(options: {
  db: Db;
  actor: Actor;
  query: z.output<typeof EventListQuery>;
}): Promise<EventListResponse> {
  const { db, actor, query } = options;
  const scope = listScope(actor);
  const visible = eventsInScope(actor, scope);
  const providerFilter = scope === 'all' ? ofProvider(query.providerId) : undefined;
  const venuesListed = venuesWithTowns(db, visible);
  // The town filter needs the venues' towns first; without it everything runs at once.
  const inTown = query.town
    ? (await venuesListed).filter((venue) => venue.town === query.town).map((venue) => venue.id)
    : null;
  const search = query.q
    ? or(
        ilike(venues.nameOriginal, likePattern(query.q)),
        ilike(venues.googleName, likePattern(query.q)),
        ilike(events.eventType, likePattern(query.q)),
      )
    : undefined;
  const where = and(
    visible,
    query.day ? eq(events.dayOfWeek, query.day) : undefined,
    query.venueId ? eq(events.venueId, query.venueId) : undefined,
    providerFilter,
    search,
    inTown === null ? undefined : inTown.length > 0 ? inArray(events.venueId, inTown) : sql`false`,
  );

  const [rows, [counted], venueOptions, providerOptions] = await Promise.all([
    db
      .select({ event: events, venue: venues, providerName: triviaProviders.name })
      .from(events)
      .innerJoin(venues, eq(venues.id, events.venueId))
      .leftJoin(triviaProviders, eq(triviaProviders.id, events.providerId))
      .where(where)
      .orderBy(eventDayOrder, asc(events.startTime), asc(venues.nameOriginal), asc(events.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(events)
      .innerJoin(venues, eq(venues.id, events.venueId))
      .where(where),
    venuesListed,
    scope === 'all'
      ? db
          .selectDistinct({ id: triviaProviders.id, name: triviaProviders.name })
          .from(events)
          .innerJoin(triviaProviders, eq(triviaProviders.id, events.providerId))
          .orderBy(asc(triviaProviders.name))
      : Promise.resolve([]),
  ]);

  return {
    events: rows.map(({ event, venue, providerName }) =>
      toEventListItem(event, venue, providerName),
    ),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    // In a town, the venue filter offers that town's venues.
    venues: venueOptions
      .filter((venue) => inTown === null || inTown.includes(venue.id))
      .map((venue) => ({ id: venue.id, name: venue.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    providers: providerOptions,
    towns: [
      ...new Set(venueOptions.flatMap((venue) => (venue.town === null ? [] : [venue.town]))),
    ].sort((a, b) => a.localeCompare(b)),
    canCreate: canCreateVenue(actor).allowed,
  };
}

/**
 * The venues of the events the actor sees, with the town each is in as the public pages name it
 * (the gazetteer's town for its position, decision 075): the venue and town filters' choices.
 */
async function venuesWithTowns(db: Db, visible: SQL | undefined) {
  const [rows, gazetteer] = await Promise.all([
    db
      .selectDistinct({
        id: venues.id,
        nameOriginal: venues.nameOriginal,
        googleName: venues.googleName,
        latitude: venues.latitude,
        longitude: venues.longitude,
      })
      .from(events)
      .innerJoin(venues, eq(venues.id, events.venueId))
      .where(visible),
    loadGazetteer(),
  ]);
  return rows.map((venue) => ({
    id: venue.id,
    name: displayName(venue),
    town:
      venue.latitude === null || venue.longitude === null
        ? null
        : gazetteer.reverse(venue.latitude, venue.longitude),
  }));
}
