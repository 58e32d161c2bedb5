import { type IsoDate, todayIn, venueTimeZone } from '@trivia/shared';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { venues } from '../../db/schema/index.ts';
import { nextTurn } from './event-reads.ts';
import type { FeedPlan } from './plan.ts';

/**
 * A plan is made against the earliest today in the country (`feedToday`, Hawaii's); each venue's
 * nights are then judged in its own time zone (decision 100, and Hawaii's for a venue without one,
 * decision 101): at 1 am in New York, Monday's night there is over even though it is still Monday
 * evening in Honolulu, so the feed neither cancels it nor counts its one-time event as to come.
 */

const PAGE = 500;

async function timeZonesOf(db: DbOrTx, venueIds: string[]) {
  const zones = new Map<string, string | null>();
  for (let start = 0; start < venueIds.length; start += PAGE) {
    const rows = await db
      .select({ id: venues.id, timezone: venues.timezone })
      .from(venues)
      .where(inArray(venues.id, venueIds.slice(start, start + PAGE)));
    for (const row of rows) zones.set(row.id, row.timezone);
    await nextTurn();
  }
  return zones;
}

const isPastOneTime = (event: { frequency: string; eventDate: string | null }, today: IsoDate) =>
  event.frequency === 'one-time' && event.eventDate !== null && event.eventDate < today;

/** Leaves out of the plan what has passed where its venue is: its nights and one-time events. */
export async function judgeByVenueTime(options: {
  db: DbOrTx;
  plan: FeedPlan;
  now: Date;
}): Promise<void> {
  const { db, plan, now } = options;
  const ids = new Set<string>();
  for (const venue of plan.venues) if (venue.venueId) ids.add(venue.venueId);
  for (const event of plan.gone) ids.add(event.venueId);
  const zones = await timeZonesOf(db, [...ids]);
  const todays = new Map<string, IsoDate>();
  const todayOf = (timezone: string | null | undefined) => {
    const zone = venueTimeZone(timezone);
    const today = todays.get(zone) ?? todayIn(zone, now);
    todays.set(zone, today);
    return today;
  };

  for (const venue of plan.venues) {
    // A venue new here takes the time zone of its place.
    const today = todayOf(
      venue.venueId ? zones.get(venue.venueId) : (venue.location?.timezone ?? null),
    );
    venue.events = venue.events
      .filter((event) => !isPastOneTime(event.incoming, today))
      .map((event) => ({ ...event, cancel: event.cancel.filter((night) => night.date >= today) }));
  }
  plan.gone = plan.gone.filter((event) => !isPastOneTime(event, todayOf(zones.get(event.venueId))));
}
