import {
  type EventProposalAnswer,
  type FeedEvent,
  feedMayChangeEvent,
  type IsoDate,
} from '@trivia/shared';
import { eventLoopTurns } from '../../lib/event-loop-turns.ts';
import type { EventRow, FeedRights, PlanEvent } from './event-reads.ts';
import type { FeedRef, PlannedEvent, PlannedVenue } from './plan-shape.ts';
import { pairMovedEvents } from './rekey.ts';

/**
 * The events of a feed's read against ours (decision 114), within what the feed may change
 * (decision 150): by its key among the events the feed keeps; else, at a venue we hold, one typed
 * in by hand in the same slot that the feed may take over; else a kept event that plainly moved
 * (decision 151); else, when another host lists that slot, a question for that event's managers;
 * else a new event. Kept events the read no longer names are gone, if they are still the feed's.
 */

const isPastOneTime = (event: { frequency: string; eventDate: string | null }, today: IsoDate) =>
  event.frequency === 'one-time' && event.eventDate !== null && event.eventDate < today;

/** The columns of ours a feed's event sets (`eventColumns` of plan.ts). */
type Columns = { [Field in keyof EventRow]?: unknown };

/**
 * A series' first night once it has come is history (decision 171): a source that lists its
 * nights from today on moves it every week, and that is no change.
 */
const begun = (date: unknown, today: IsoDate) =>
  typeof date === 'string' && date > today ? date : null;

function changedFields(existing: EventRow, wanted: Columns, today: IsoDate): string[] {
  return (Object.keys(wanted) as (keyof EventRow)[]).filter((field) => {
    const was = existing[field];
    const is = wanted[field] ?? null;
    if (field === 'prizeAmount') return (was === null ? null : Number(was)) !== is;
    if (field === 'firstNight') return begun(was, today) !== begun(is, today);
    return (was ?? null) !== (is ?? null);
  });
}

/** The event ours becomes: what differs, and 'changed' or 'unchanged'. */
function update(
  planned: PlannedEvent,
  existing: EventRow,
  venueId: string | null,
  columnsOf: (incoming: FeedEvent) => Columns,
  today: IsoDate,
) {
  const fields = changedFields(existing, columnsOf(planned.incoming), today);
  if (venueId && existing.venueId !== venueId) fields.push('venueId');
  const rekeyed = existing.feedKey !== planned.key;
  planned.existing = existing;
  planned.other = null;
  planned.outcome = fields.length > 0 || rekeyed ? 'changed' : 'unchanged';
  planned.fields = fields;
}

/** By venue, day, frequency and start: a lookup per feed event, not a scan of them all. */
const slotOf = (venueId: string, day: string, frequency: string, start: string) =>
  `${venueId}|${day}|${frequency}|${start.slice(0, 5)}`;

export async function planEvents(options: {
  feed: FeedRef;
  planned: PlannedVenue[];
  eventsOf: (venueKey: string) => Map<string, FeedEvent> | undefined;
  kept: PlanEvent[];
  handTyped: PlanEvent[];
  rights: FeedRights;
  asked: Map<string, EventProposalAnswer | null>;
  today: IsoDate;
  columnsOf: (incoming: FeedEvent) => Columns;
}): Promise<PlanEvent[]> {
  const { feed, planned, kept, rights, asked, today, columnsOf } = options;
  const keptByKey = new Map<string, PlanEvent>(kept.map((event) => [event.feedKey ?? '', event]));
  const mayChange = (event: EventRow) =>
    feedMayChangeEvent(
      { providerId: feed.providerId, memberUserIds: rights.memberUserIds },
      {
        providerId: event.providerId,
        // `managesVenue` reads only who manages the venue: its members among them.
        venue: {
          managerUserIds: rights.membersManaging.get(event.venueId) ?? [],
          ownerUserIds: [],
          isImported: false,
          verificationStatus: 'pending',
        },
      },
    );
  // Per slot: the events the feed may take over first, then the others, each by id.
  const typedBySlot = new Map<string, { row: PlanEvent; isOurs: boolean }[]>();
  for (const row of options.handTyped) {
    const slot = slotOf(row.venueId, row.dayOfWeek, row.frequency, row.startTime);
    typedBySlot.set(slot, [...(typedBySlot.get(slot) ?? []), { row, isOurs: mayChange(row) }]);
  }
  for (const rows of typedBySlot.values()) {
    rows.sort((a, b) => Number(b.isOurs) - Number(a.isOurs) || (a.row.id < b.row.id ? -1 : 1));
  }
  const claimed = new Set<string>();
  const inSlot = (venueId: string, event: FeedEvent) =>
    (typedBySlot.get(slotOf(venueId, event.dayOfWeek, event.frequency, event.startTime)) ?? [])
      // Another host's event that has ended is in nobody's way.
      .find(({ row, isOurs }) => !claimed.has(row.id) && (isOurs || row.isActive)) ?? null;

  const seen = new Set<string>();
  const fresh: { event: PlannedEvent; venueId: string }[] = [];
  const turns = eventLoopTurns();
  for (const venue of planned) {
    const events = options.eventsOf(venue.key);
    if (!events) continue;
    await turns.maybeYield();
    const placed = venue.venueId !== null && venue.outcome !== 'uncertain';
    for (const [key, incoming] of events) {
      if (isPastOneTime(incoming, today)) continue;
      seen.add(key);
      const event: PlannedEvent = {
        key,
        incoming,
        outcome: 'new',
        existing: null,
        other: null,
        fields: [],
        cancel: incoming.cancelledDates.filter((night) => night.date >= today),
      };
      venue.events.push(event);
      const keptOne = keptByKey.get(key);
      if (keptOne && keptOne.providerId !== feed.providerId) {
        // Another provider runs it now (changed by hand): the feed leaves it alone.
        event.outcome = 'leftAlone';
        event.other = keptOne;
        event.cancel = [];
        continue;
      }
      const typed = !keptOne && placed && venue.venueId ? inSlot(venue.venueId, incoming) : null;
      if (typed) claimed.add(typed.row.id);
      const existing = keptOne ?? (typed?.isOurs ? typed.row : null);
      if (existing) {
        update(event, existing, venue.venueId, columnsOf, today);
        continue;
      }
      // Another host's event in this slot: asked about below, unless a kept event moved here.
      event.other = typed?.row ?? null;
      if (placed && venue.venueId) fresh.push({ event, venueId: venue.venueId });
    }
  }

  // Decision 151: a kept event the read no longer names, that plainly moved, is updated in place.
  const unmatched = kept.filter(
    (event) =>
      event.isActive &&
      event.providerId === feed.providerId &&
      !seen.has(event.feedKey ?? '') &&
      !isPastOneTime(event, today),
  );
  const moved = pairMovedEvents(
    unmatched,
    fresh.map(({ event, venueId }) => ({
      key: event.key,
      incoming: event.incoming,
      venueId,
      event,
    })),
  );
  const movedIds = new Set<string>();
  for (const [{ event, venueId }, keptOne] of moved) {
    update(event, keptOne, venueId, columnsOf, today);
    movedIds.add(keptOne.id);
  }

  // Decision 150: another host's event is theirs until its managers hand it over.
  for (const { event } of fresh) {
    if (event.existing || !event.other) continue;
    event.outcome = asked.get(event.other.id) === 'decline' ? 'declined' : 'waiting';
    event.cancel = [];
  }

  return kept.filter(
    (event) =>
      event.isActive &&
      event.providerId === feed.providerId &&
      !seen.has(event.feedKey ?? '') &&
      !movedIds.has(event.id) &&
      !isPastOneTime(event, today),
  );
}
