import { addDays, type IsoDate, occurrenceDates, todayIn, venueTimeZone } from '@trivia/shared';
import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { events, venues } from '../../db/schema/index.ts';
import { RULE_COLUMNS, ruleOf } from '../occurrence-rule.ts';
import type { MovedNight } from './mails.ts';

/**
 * What became of a night its teams and followers knew (decision 156). A night is its event's date
 * at a start time and a venue: it is still a night while the event is active at that venue and
 * start, and its rule yields the date (DESIGN.md "Public search": the public reads nights from the
 * rule, so a stored night off the rule is shown nowhere). The notice's fan-out and its mail ask
 * the same.
 */
export type NightNow =
  | { state: 'on' }
  | { state: 'cancelled' }
  | { state: 'moved'; to: MovedNight }
  | { state: 'ended' };

/** A night as it was known: its date, and its event's start and venue then. */
export interface KnownNight {
  date: IsoDate;
  startTime: string;
  venueId: string;
}

/** The event as it is now (absent when deleted), and whether the known venue still exists. */
export interface EventNow {
  event:
    | (Parameters<typeof ruleOf>[0] & {
        isActive: boolean;
        venueId: string;
        startTime: string;
        venueName: string;
      })
    | undefined;
  /** A venue merged into another is gone: its events moved with it, the same place. */
  knownVenueGone: boolean;
}

export async function readEventNow(
  db: DbOrTx,
  options: { eventId: string; knownVenueId: string },
): Promise<EventNow> {
  const [event] = await db
    .select({
      isActive: events.isActive,
      venueId: events.venueId,
      startTime: events.startTime,
      venueName: sql<string>`coalesce(${venues.googleName}, ${venues.nameOriginal})`,
      ...RULE_COLUMNS,
    })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(eq(events.id, options.eventId));
  const [known] = await db
    .select({ id: venues.id })
    .from(venues)
    .where(eq(venues.id, options.knownVenueId));
  return { event, knownVenueGone: !known };
}

const hhmm = (time: string) => time.slice(0, 5);

/** How far from a moved night its new night is looked for (a monthly rule's month, each way). */
const NEAR_DAYS = 35;

/**
 * The new rule's night nearest the old one (the later of two as near), not before today at the
 * event's venue; else its next night within a year; none when the event has no night left.
 */
function nearestNight(
  event: NonNullable<EventNow['event']>,
  date: IsoDate,
  today: IsoDate,
): IsoDate | undefined {
  const rule = ruleOf(event);
  const from = addDays(date, -NEAR_DAYS) > today ? addDays(date, -NEAR_DAYS) : today;
  const near = occurrenceDates(rule, from, addDays(date, NEAR_DAYS));
  const distance = (other: IsoDate) =>
    Math.abs(new Date(`${other}T00:00:00Z`).getTime() - new Date(`${date}T00:00:00Z`).getTime());
  let best: IsoDate | undefined;
  for (const candidate of near) {
    if (best === undefined || distance(candidate) <= distance(best)) best = candidate;
  }
  return best ?? occurrenceDates(rule, today, addDays(today, 366))[0];
}

/** What became of `night`, given the event now and whether its stored night is cancelled. */
export function nightNow(now: EventNow, night: KnownNight, isCancelled: boolean): NightNow {
  if (isCancelled) return { state: 'cancelled' };
  const { event } = now;
  if (!event?.isActive) return { state: 'ended' };
  const sameVenue = event.venueId === night.venueId || now.knownVenueGone;
  if (
    sameVenue &&
    hhmm(event.startTime) === hhmm(night.startTime) &&
    occurrenceDates(ruleOf(event), night.date, night.date).length > 0
  ) {
    return { state: 'on' };
  }
  const date = nearestNight(event, night.date, todayIn(venueTimeZone(event.timezone)));
  if (!date) return { state: 'ended' };
  return {
    state: 'moved',
    to: {
      date,
      startTime: event.startTime,
      ...(sameVenue ? {} : { venueName: event.venueName }),
    },
  };
}

/** Whether the event's stored night on `date` is cancelled. */
export async function isNightCancelled(
  db: DbOrTx,
  options: { eventId: string; date: IsoDate },
): Promise<boolean> {
  const [row] = await queryRows<{ status: string }>(
    db,
    sql`select status from event_occurrences
      where event_id = ${options.eventId} and occurrence_date = ${options.date}`,
  );
  return row?.status === 'cancelled';
}
