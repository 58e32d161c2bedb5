import { formatShortDate, type IsoDate, VENUE_FALLBACK_TIME_ZONE } from '@trivia/shared';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { lockEvents } from '../../db/lock-order.ts';
import {
  eventOccurrences,
  events,
  feedVenues,
  venueMatchReviews,
  venues,
} from '../../db/schema/index.ts';
import { type AuditActor, type AuditChange, eventLabel, recordAudits } from '../audit/index.ts';
import { materializeOccurrences } from '../events/index.ts';
import { displayName } from '../venue-name.ts';
import { nextTurn } from './event-reads.ts';
import {
  type EventRow,
  eventColumns,
  type FeedPlan,
  type FeedRef,
  type PlannedEvent,
} from './plan.ts';
import { storeProposals } from './proposals.ts';
import { syncFeedVenues } from './venue-sync.ts';

/**
 * Stores a plan in the caller's transaction: venues created or linked, events
 * created, changed, taken over or ended, nights cancelled, uncertain venues queued for review,
 * other hosts' events asked about. Every change is in the history with the feed as its source
 * (`actor`). Nothing is deleted: an event gone from the feed is ended (inactive, its scheduled
 * nights from today dropped). Every write is also held, in its SQL, to what the feed may change
 * (decision 150): its own provider's events, or self-hosted ones it takes over.
 */

/** What the stored nights are made from: a change drops the scheduled ones to come. */
const RULE_FIELDS = [
  'dayOfWeek',
  'startTime',
  'frequency',
  'weekOfMonth',
  'eventDate',
  'firstNight',
  'lastNight',
  'isActive',
];
const BATCH = 500;

export async function applyFeedPlan(options: {
  tx: Tx;
  feed: FeedRef;
  plan: FeedPlan;
  actor: AuditActor;
  /** The moment of the read: each venue's nights are past or to come in its own time zone. */
  now: Date;
}): Promise<void> {
  const { tx, feed, plan, actor, now } = options;
  const audits: AuditChange[] = [];

  // The review queue: each candidate of an uncertain venue, once (answers are kept).
  const reviews = plan.venues.flatMap((venue) =>
    venue.outcome !== 'uncertain'
      ? []
      : venue.candidates.map((candidate) => ({
          feedId: feed.id,
          sourceKey: venue.key,
          incoming: {
            name: venue.incoming.name,
            address: venue.incoming.address,
            latitude: venue.location?.latitude ?? null,
            longitude: venue.location?.longitude ?? null,
          },
          candidateVenueId: candidate.venueId,
          score: candidate.score,
        })),
  );
  for (let start = 0; start < reviews.length; start += BATCH) {
    await tx
      .insert(venueMatchReviews)
      .values(reviews.slice(start, start + BATCH))
      .onConflictDoNothing();
    await nextTurn();
  }

  // New venues, then every venue the feed now names linked to it.
  const fresh = plan.venues.filter((venue) => venue.outcome === 'new' && venue.location);
  for (let start = 0; start < fresh.length; start += BATCH) {
    const slice = fresh.slice(start, start + BATCH);
    const created = await tx
      .insert(venues)
      .values(
        slice.map((venue) => ({
          nameOriginal: venue.incoming.name,
          addressOriginal: venue.incoming.address,
          ...venue.location,
        })),
      )
      .returning();
    for (const [index, row] of created.entries()) {
      const venue = slice[index];
      if (!venue) continue;
      venue.venueId = row.id;
      venue.venueName = displayName(row);
      audits.push({
        action: 'imported',
        entity: { type: 'venue', id: row.id, label: displayName(row) },
        before: null,
        after: row,
        venueId: row.id,
      });
    }
    await nextTurn();
  }
  const links = plan.venues.flatMap((venue) =>
    (venue.outcome === 'new' || venue.outcome === 'matched') && venue.venueId
      ? [
          {
            feedId: feed.id,
            sourceKey: venue.key,
            venueId: venue.venueId,
            created: venue.outcome === 'new',
            // What the source says now: only a later change there renames ours (decision 153).
            sourceName: venue.incoming.name,
            sourceAddress: venue.incoming.address,
          },
        ]
      : [],
  );
  // Decision 151: a venue renamed at the source keeps its link, under its new key.
  for (const venue of plan.venues) {
    if (!venue.rekeyedFrom) continue;
    await tx
      .update(feedVenues)
      .set({ sourceKey: venue.key })
      .where(and(eq(feedVenues.feedId, feed.id), eq(feedVenues.sourceKey, venue.rekeyedFrom)));
  }
  for (let start = 0; start < links.length; start += BATCH) {
    await tx
      .insert(feedVenues)
      .values(links.slice(start, start + BATCH))
      .onConflictDoUpdate({
        target: [feedVenues.feedId, feedVenues.sourceKey],
        set: { venueId: sql`excluded.venue_id` },
      });
    await nextTurn();
  }

  const placed = plan.venues.filter((venue) => venue.outcome !== 'uncertain' && venue.venueId);
  const toCreate: { venueId: string; event: PlannedEvent }[] = [];
  const toChange: { venueId: string; event: PlannedEvent }[] = [];
  for (const venue of placed) {
    for (const event of venue.events) {
      const venueId = venue.venueId as string;
      if (event.outcome === 'new') toCreate.push({ venueId, event });
      else if (
        event.existing &&
        (event.outcome === 'changed' || event.existing.feedKey !== event.key)
      ) {
        toChange.push({ venueId, event });
      }
    }
  }

  const changedIds = toChange.flatMap(({ event }) => (event.existing ? [event.existing.id] : []));
  const goneIds = plan.gone.map((event) => event.id);
  await syncFeedVenues({ tx, feed, plan, audits });
  // Decision 092: venues, then events, before their nights change.
  await lockEvents(tx, [...changedIds, ...goneIds]);

  const eventIdOf = new Map<PlannedEvent, string>();
  for (let start = 0; start < toCreate.length; start += BATCH) {
    const slice = toCreate.slice(start, start + BATCH);
    const created = await tx
      .insert(events)
      .values(
        slice.map(({ venueId, event }) => ({
          ...eventColumns(event.incoming, feed.providerId),
          // Decision 155: the feed's max teams starts a new event; the host keeps it from then on.
          ...(event.incoming.maxTeams === null ? {} : { maxTeams: event.incoming.maxTeams }),
          venueId,
          feedId: feed.id,
          feedKey: event.key,
        })),
      )
      .returning();
    for (const [index, row] of created.entries()) {
      const planned = slice[index];
      if (!planned) continue;
      eventIdOf.set(planned.event, row.id);
      audits.push(eventChange('created', null, row));
    }
    await nextTurn();
  }

  const rulesChanged: string[] = [];
  for (const { venueId, event } of toChange) {
    const existing = event.existing;
    if (!existing) continue;
    const [row] = await tx
      .update(events)
      .set({
        ...eventColumns(event.incoming, feed.providerId),
        venueId,
        feedId: feed.id,
        feedKey: event.key,
      })
      .where(and(eq(events.id, existing.id), mayChange(feed)))
      .returning();
    if (!row) continue;
    eventIdOf.set(event, row.id);
    audits.push(eventChange('updated', existing, row));
    if (event.fields.some((field) => RULE_FIELDS.includes(field))) rulesChanged.push(row.id);
  }
  for (const venue of placed) {
    for (const event of venue.events) {
      if (event.existing && !eventIdOf.has(event)) eventIdOf.set(event, event.existing.id);
    }
  }

  // Gone from a successful read: ended from today, never deleted.
  const endedIds: string[] = [];
  for (let start = 0; start < goneIds.length; start += BATCH) {
    const ended = await tx
      .update(events)
      .set({ isActive: false })
      .where(
        and(
          inArray(events.id, goneIds.slice(start, start + BATCH)),
          eq(events.feedId, feed.id),
          eq(events.providerId, feed.providerId),
        ),
      )
      .returning();
    const before = new Map(plan.gone.map((event) => [event.id, event]));
    for (const row of ended) {
      endedIds.push(row.id);
      const was = before.get(row.id);
      const change = eventChange('ended', was ?? null, row);
      audits.push({
        ...change,
        before: { ...change.before, endedBecause: null },
        after: { ...row, endedBecause: 'No longer in the feed' },
      });
    }
    await nextTurn();
  }
  await dropScheduledFrom(tx, [...rulesChanged, ...endedIds], now);

  await cancelNights(tx, feed, placed, eventIdOf, audits);
  await storeProposals({ tx, feed, plan });
  await recordAudits(tx, actor, audits);
}

/**
 * Decision 150 in SQL: an event this feed keeps or a self-hosted one (the plan took over only
 * those at venues its provider's members manage), and never another provider's or another feed's.
 */
function mayChange(feed: FeedRef) {
  return and(
    or(eq(events.providerId, feed.providerId), isNull(events.providerId)),
    or(eq(events.feedId, feed.id), isNull(events.feedId)),
  );
}

/** An event's history entry; `before` is the plan's reading of it, its venue's name aside. */
function eventChange(
  action: AuditChange['action'],
  before: (EventRow & { venueName?: string }) | null,
  after: typeof events.$inferSelect,
): AuditChange {
  const { venueName: _venueName, ...was } = before ?? {};
  return {
    action,
    entity: { type: 'event', id: after.id, label: eventLabel(after) },
    before: before ? was : null,
    after,
    venueId: after.venueId,
    eventId: after.id,
  };
}

/**
 * `resetFutureOccurrences` for many events: scheduled nights from today go, ranges reset. Today is
 * each venue's own (decision 100): a night that was yesterday evening in the East stays.
 */
async function dropScheduledFrom(tx: Tx, eventIds: string[], now: Date) {
  for (let start = 0; start < eventIds.length; start += BATCH) {
    const ids = eventIds.slice(start, start + BATCH);
    await tx.delete(eventOccurrences).where(
      and(
        inArray(eventOccurrences.eventId, ids),
        eq(eventOccurrences.status, 'scheduled'),
        // Plain SQL names: Drizzle writes a correlated subquery's columns without their table.
        sql`event_occurrences.occurrence_date >= (select (${now.toISOString()}::timestamptz
            at time zone coalesce(v.timezone, ${VENUE_FALLBACK_TIME_ZONE}))::date
            from events e join venues v on v.id = e.venue_id
            where e.id = event_occurrences.event_id)`,
      ),
    );
    await tx
      .update(events)
      .set({ occurrencesFrom: null, occurrencesThrough: null })
      .where(inArray(events.id, ids));
    await nextTurn();
  }
}

/** The source's cancelled nights: stored, then cancelled unless a host confirmed or cancelled them. */
async function cancelNights(
  tx: Tx,
  feed: FeedRef,
  placed: FeedPlan['venues'],
  eventIdOf: Map<PlannedEvent, string>,
  audits: AuditChange[],
) {
  let wanted = placed.flatMap((venue) =>
    venue.events.flatMap((event) => {
      const eventId = eventIdOf.get(event);
      return eventId
        ? event.cancel.map((night) => ({ eventId, venueId: venue.venueId, ...night }))
        : [];
    }),
  );
  if (wanted.length === 0) return;
  // Decision 150: only nights of events the feed keeps and its provider still runs.
  const ours = await tx
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        inArray(events.id, [...new Set(wanted.map((night) => night.eventId))]),
        eq(events.feedId, feed.id),
        eq(events.providerId, feed.providerId),
      ),
    );
  const ourIds = new Set(ours.map((row) => row.id));
  wanted = wanted.filter((night) => ourIds.has(night.eventId));
  if (wanted.length === 0) return;
  const dates = wanted.map((night) => night.date).sort();
  const ids = [...ourIds];
  await materializeOccurrences({
    tx,
    from: dates[0] as IsoDate,
    to: dates[dates.length - 1] as IsoDate,
    where: inArray(events.id, ids),
  });
  for (const night of wanted) {
    const [before] = await tx
      .select()
      .from(eventOccurrences)
      .where(
        and(
          eq(eventOccurrences.eventId, night.eventId),
          eq(eventOccurrences.occurrenceDate, night.date),
          eq(eventOccurrences.status, 'scheduled'),
        ),
      );
    if (!before) continue;
    const [after] = await tx
      .update(eventOccurrences)
      .set({
        status: 'cancelled',
        confirmedAt: null,
        confirmedBy: null,
        publicNote: night.note ?? null,
      })
      .where(eq(eventOccurrences.id, before.id))
      .returning();
    if (!after) continue;
    audits.push({
      action: 'cancelled',
      entity: { type: 'occurrence', id: after.id, label: formatShortDate(after.occurrenceDate) },
      before,
      after,
      venueId: night.venueId,
      eventId: night.eventId,
    });
  }
}
