import {
  addDays,
  CITY_PAGE_RADIUS_MILES,
  type CityPlace,
  cityPageSearch,
  EMBED_WEEKS,
  type EmbedKind,
  type EventLine,
  eventLines,
  type Freshness,
  type IsoDate,
  lineFreshness,
  type NearbyEvent,
  paths,
  VENUE_LIMIT,
} from '@trivia/shared';
import type { DbOrTx } from '../db/client.ts';
import { findNearbyVenues } from '../services/nearby/index.ts';
import { findProviderPage } from '../services/provider-pages.ts';
import { findVenueBySlug, type SlugQuery } from '../services/venue-pages.ts';

/**
 * What an embed shows: a heading and the next EMBED_WEEKS weeks of nights, read by the
 * services the public pages use — a venue's page, a provider's page, a city page's search.
 */

/** One night of an embed: a line of the trivia list (events of one title, day and time). */
export interface EmbedNight {
  line: EventLine;
  venue: { name: string; slug: string };
  /** What it says of the night happening: Confirmed, Cancelled (— note), Reported; else none. */
  status: Freshness | null;
}

export interface EmbedView {
  kind: EmbedKind;
  heading: string;
  /** Under the heading: what and how far ahead. */
  subheading: string;
  /** Its page on Trivia Near Me, which the credit links to. */
  pagePath: string;
  /** The first day shown: 'Tonight' and 'Tomorrow' count from it. */
  today: IsoDate;
  nights: EmbedNight[];
}

const AHEAD = 'next two weeks';

/** The words an embed shows of a night's status: whether it happens, not how fresh it is. */
const SHOWN_STATUSES = new Set<Freshness['kind']>(['confirmed', 'cancelled', 'reported']);

function nightsOf(
  venue: { name: string; slug: string },
  events: readonly NearbyEvent[],
  today: IsoDate,
): EmbedNight[] {
  const dates = [
    ...new Set(events.flatMap((event) => event.occurrences.map((night) => night.date))),
  ];
  return eventLines({ events: [...events] }, dates)
    .filter((line) => line.date >= today)
    .map((line) => {
      const freshness = lineFreshness(line, today);
      return { line, venue, status: SHOWN_STATUSES.has(freshness.kind) ? freshness : null };
    });
}

const byWhen = (a: EmbedNight, b: EmbedNight) =>
  a.line.date.localeCompare(b.line.date) || a.line.startTime.localeCompare(b.line.startTime);

/** A venue's embed; null for a slug no venue has. */
export async function findVenueEmbed({
  db,
  slug,
  now,
}: Omit<SlugQuery, 'weeks'>): Promise<EmbedView | null> {
  const found = await findVenueBySlug({ db, slug, weeks: EMBED_WEEKS, now });
  if (!found) return null;
  const { venue, today, events } = found;
  return {
    kind: 'venue',
    heading: venue.name,
    subheading: `Trivia nights · ${AHEAD}`,
    pagePath: paths.venuePage(venue.slug),
    today,
    nights: nightsOf(venue, events, today),
  };
}

/** A provider's embed: its nights at all its venues; null for a slug no public provider has. */
export async function findProviderEmbed({
  db,
  slug,
  now,
}: Omit<SlugQuery, 'weeks'>): Promise<EmbedView | null> {
  const page = await findProviderPage({ db, slug, weeks: EMBED_WEEKS, now });
  if (!page.provider) return null;
  // Its venues may be in more than one time zone: the earliest today names Tonight.
  const today = page.venues.map((entry) => entry.today).sort()[0] ?? '';
  return {
    kind: 'provider',
    heading: page.provider.name,
    subheading: `Trivia nights · ${AHEAD}`,
    pagePath: paths.providerPage(page.provider.slug),
    today,
    nights: page.venues
      .flatMap(({ venue, today: venueToday, events }) => nightsOf(venue, events, venueToday))
      .sort((a, b) => byWhen(a, b) || a.venue.name.localeCompare(b.venue.name)),
  };
}

/**
 * A city's embed: the city page's search (its venues within 30 miles, kept listing and all),
 * asked for this week and the next, nearest first within a time.
 */
export async function findNearEmbed({
  db,
  place,
}: {
  db: DbOrTx;
  place: CityPlace;
}): Promise<EmbedView> {
  const search = { ...cityPageSearch(place), limit: VENUE_LIMIT };
  const weeks = await Promise.all(
    Array.from({ length: EMBED_WEEKS }, (_, week) =>
      findNearbyVenues({ db, query: { ...search, date: addDays(place.today, week * 7) } }),
    ),
  );
  // One venue's events, each with its nights of every week.
  const venues = new Map<
    string,
    { name: string; slug: string; distance: number; events: Map<string, NearbyEvent> }
  >();
  for (const answer of weeks) {
    for (const venue of answer.venues) {
      const entry = venues.get(venue.id) ?? {
        name: venue.name,
        slug: venue.slug,
        distance: venue.distanceMiles,
        events: new Map<string, NearbyEvent>(),
      };
      venues.set(venue.id, entry);
      for (const event of venue.events) {
        const kept = entry.events.get(event.id);
        entry.events.set(
          event.id,
          kept ? { ...kept, occurrences: [...kept.occurrences, ...event.occurrences] } : event,
        );
      }
    }
  }
  const distances = new Map<string, number>();
  const nights = [...venues.values()].flatMap((venue) => {
    distances.set(venue.slug, venue.distance);
    return nightsOf(venue, [...venue.events.values()], place.today);
  });
  return {
    kind: 'near',
    heading: `Trivia near ${place.name}`,
    subheading: `Within ${CITY_PAGE_RADIUS_MILES} miles · ${AHEAD}`,
    pagePath: paths.cityPage(place.slug),
    today: place.today,
    nights: nights.sort(
      (a, b) =>
        byWhen(a, b) || (distances.get(a.venue.slug) ?? 0) - (distances.get(b.venue.slug) ?? 0),
    ),
  };
}
