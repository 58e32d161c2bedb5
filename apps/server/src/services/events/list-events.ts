import {
  type Actor,
  canCreateVenue,
  type EventListQuery,
  type EventListResponse,
  listScope,
} from '@trivia/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { eventDayOrder } from '../../db/ordering.ts';
import { events, triviaProviders, venues } from '../../db/schema/index.ts';
import { eventsInScope } from '../venues/access.ts';
import { displayName } from '../venues/serialize.ts';
import { ofProvider } from './access.ts';
import { toEventListItem } from './serialize.ts';

/**
 * Spec §2 events list: ordered by day (Monday first) then start time; non-admins see events at
 * their venues and events of their providers; admins see all and may filter by provider.
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
  const where = and(
    visible,
    query.day ? eq(events.dayOfWeek, query.day) : undefined,
    query.venueId ? eq(events.venueId, query.venueId) : undefined,
    providerFilter,
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
    db.select({ n: sql<number>`count(*)::int` }).from(events).where(where),
    db
      .selectDistinct({
        id: venues.id,
        nameOriginal: venues.nameOriginal,
        googleName: venues.googleName,
      })
      .from(events)
      .innerJoin(venues, eq(venues.id, events.venueId))
      .where(visible),
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
    venues: venueOptions
      .map((venue) => ({ id: venue.id, name: displayName(venue) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    providers: providerOptions,
    canCreate: canCreateVenue(actor).allowed,
  };
}
