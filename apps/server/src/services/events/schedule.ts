import {
  type Actor,
  addDays,
  canChangeOccurrence,
  changeScope,
  confirmerOf,
  type OccurrenceStatus,
  type ScheduleOccurrence,
  type ScheduleQuery,
  type ScheduleResponse,
  scheduleScope,
  scheduleWindow,
} from '@trivia/shared';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { eventOccurrences, events, triviaProviders, venues } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { eventsInScope, venueFactsColumns } from '../access/index.ts';
import { displayName } from '../venue-name.ts';
import { confirmationShareByProvider } from './confirmation-share.ts';
import { materializeOccurrences } from './occurrences.ts';
import { ofProvider } from './provider-filter.ts';

/** The schedule shows at most this many nights at once; the summary counts them all. */
export const SCHEDULE_LIST_LIMIT = 500;

/**
 * Spec §2 schedule: the nights from the viewer's date to the same day 1, 2, 4 or 8 weeks later
 * (spec §7's "between today and today plus N weeks", both included), stored on
 * demand first. The nights the viewer may change (`canChangeOccurrence`): admins all (with a
 * provider filter), read-only staff none, everyone else those of events they manage (DESIGN.md:
 * not the original's "provider_id equals profile id").
 */
export async function getSchedule(options: {
  db: Db;
  actor: Actor;
  query: z.output<typeof ScheduleQuery>;
}): Promise<ScheduleResponse> {
  const { db, actor, query } = options;
  const { from, to } = scheduleWindow(query.from, query.weeks);
  const scope = scheduleScope(actor);
  const providerFilter = scope === 'all' ? ofProvider(query.providerId) : undefined;
  const eventsWhere = and(eventsInScope(actor, changeScope(actor)), providerFilter);

  const nextWeek = { from, to: addDays(from, 6) };
  await writeTransaction(db, (tx) => materializeOccurrences({ tx, from, to, where: eventsWhere }));

  const inWindow = and(between(eventOccurrences.occurrenceDate, from, to), eventsWhere);
  const unconfirmed = and(
    between(eventOccurrences.occurrenceDate, nextWeek.from, nextWeek.to),
    eq(eventOccurrences.status, 'scheduled'),
    eventsWhere,
  );
  const where = query.show === 'unconfirmed' ? unconfirmed : inWindow;
  const [rows, counts, unconfirmedCount, share, providers] = await Promise.all([
    db
      .select({
        occurrence: eventOccurrences,
        event: events,
        venue: {
          id: venues.id,
          nameOriginal: venues.nameOriginal,
          googleName: venues.googleName,
        },
        venueFacts: venueFactsColumns,
        providerName: triviaProviders.name,
      })
      .from(eventOccurrences)
      .innerJoin(events, eq(events.id, eventOccurrences.eventId))
      .innerJoin(venues, eq(venues.id, events.venueId))
      .leftJoin(triviaProviders, eq(triviaProviders.id, events.providerId))
      .where(where)
      .orderBy(
        asc(eventOccurrences.occurrenceDate),
        asc(events.startTime),
        asc(venues.nameOriginal),
      )
      .limit(SCHEDULE_LIST_LIMIT),
    db
      .select({ status: eventOccurrences.status, n: sql<number>`count(*)::int` })
      .from(eventOccurrences)
      .innerJoin(events, eq(events.id, eventOccurrences.eventId))
      .where(inWindow)
      .groupBy(eventOccurrences.status),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(eventOccurrences)
      .innerJoin(events, eq(events.id, eventOccurrences.eventId))
      .where(unconfirmed),
    scope === 'all' ? confirmationShareByProvider(db, nextWeek) : Promise.resolve([]),
    scope === 'all'
      ? db
          .selectDistinct({ id: triviaProviders.id, name: triviaProviders.name })
          .from(eventOccurrences)
          .innerJoin(events, eq(events.id, eventOccurrences.eventId))
          .innerJoin(triviaProviders, eq(triviaProviders.id, events.providerId))
          .where(between(eventOccurrences.occurrenceDate, from, to))
          .orderBy(asc(triviaProviders.name))
      : Promise.resolve([]),
  ]);

  const count = (status: OccurrenceStatus) => counts.find((row) => row.status === status)?.n ?? 0;
  const occurrences: ScheduleOccurrence[] = rows.map(
    ({ occurrence, event, venue, venueFacts, providerName }) => ({
      id: occurrence.id,
      date: occurrence.occurrenceDate,
      status: occurrence.status,
      notes: occurrence.notes,
      theme: occurrence.theme,
      confirmedAt: occurrence.confirmedAt?.toISOString() ?? null,
      confirmedBy: occurrence.confirmedBy,
      event: {
        id: event.id,
        eventType: event.eventType,
        startTime: event.startTime.slice(0, 5),
        dayOfWeek: event.dayOfWeek,
        providerId: event.providerId,
        providerName,
        maxTeams: event.maxTeams,
      },
      venue: { id: venue.id, name: displayName(venue) },
      canChange: canChangeOccurrence(actor, { venue: venueFacts, providerId: event.providerId })
        .allowed,
      isHost: confirmerOf(actor, { venue: venueFacts, providerId: event.providerId }) === 'host',
    }),
  );
  return {
    scope,
    from,
    to,
    occurrences,
    summary: {
      total: count('scheduled') + count('confirmed') + count('cancelled'),
      scheduled: count('scheduled'),
      confirmed: count('confirmed'),
      cancelled: count('cancelled'),
      unconfirmed: unconfirmedCount[0]?.n ?? 0,
    },
    confirmationShare: share,
    providers,
    hasProfile: actor.isAdmin || actor.profileRole !== null,
  };
}
