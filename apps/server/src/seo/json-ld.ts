import {
  type CityPlace,
  clockTime,
  formatPrize,
  type NearbyEvent,
  type NearbyVenuesResponse,
  nightEnd,
  type ProviderPageResponse,
  type PublicProvider,
  type PublicVenue,
  paths,
  themeSentence,
  zonedDateTime,
} from '@trivia/shared';
import { html, scriptJson } from '../lib/html.ts';

/** A schema.org object as a `<script type="application/ld+json">` element. */
export const jsonLd = (value: Record<string, unknown>) =>
  html`<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...value })}</script>`;

/**
 * Several schema.org nodes in one element under one `@context`: a city page's events as one
 * element each repeated the context and the element (decision 078).
 */
export const jsonLdGraph = (nodes: Record<string, unknown>[]) =>
  html`<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', '@graph': nodes })}</script>`;

/** What an Event's place says of a venue. */
export interface EventPlace {
  name: string;
  address: string;
  latitude?: number;
  longitude?: number;
  photoUrl?: string;
  timezone: string;
  phone?: string;
  website?: string;
}

/** A venue as a schema.org `Place`. */
function eventPlace(venue: EventPlace): Record<string, unknown> {
  return {
    '@type': 'Place',
    name: venue.name,
    address: venue.address,
    ...(venue.latitude !== undefined && venue.longitude !== undefined
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: venue.latitude,
            longitude: venue.longitude,
          },
        }
      : {}),
    ...(venue.phone ? { telephone: venue.phone } : {}),
    ...(venue.website ? { url: venue.website } : {}),
  };
}

/**
 * schema.org `Event`s: one per night of a venue's events, cancelled nights as `EventCancelled`.
 * `brief` (a city page's events, decision 081) leaves out the description (the name and the prize
 * again; a night's theme stays, decision 208) and the place's coordinates (its address is there): the venue page each event links to
 * (`url`) carries both.
 */
export function venueEvents(
  venue: EventPlace,
  events: readonly NearbyEvent[],
  url: string,
  {
    brief = false,
    organizerUrl,
  }: {
    brief?: boolean;
    /** The page of an event's provider, when it has one. */
    organizerUrl?: (eventId: string) => string | undefined;
  } = {},
): Record<string, unknown>[] {
  const location = eventPlace(
    brief ? { name: venue.name, address: venue.address, timezone: venue.timezone } : venue,
  );
  const list: Record<string, unknown>[] = [];
  for (const event of events) {
    const organizerPage = organizerUrl?.(event.id);
    for (const occurrence of event.occurrences) {
      // A night past midnight (22:00–01:00) ends the next day, as its calendar says.
      const end = event.endTime
        ? nightEnd({ date: occurrence.date, startTime: event.startTime, endTime: event.endTime })
        : null;
      const theme = themeSentence(occurrence.theme);
      list.push({
        '@type': 'Event',
        name: `${event.title} at ${venue.name}`,
        startDate: zonedDateTime(occurrence.date, event.startTime, venue.timezone),
        ...(end
          ? { endDate: zonedDateTime(end.date, clockTime(end.minutes), venue.timezone) }
          : {}),
        eventStatus:
          occurrence.status === 'cancelled'
            ? 'https://schema.org/EventCancelled'
            : 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        ...(brief
          ? theme && { description: theme }
          : {
              description: [
                `${event.title} at ${venue.name}.`,
                `Prize: ${formatPrize(event.prizeAmount ?? null, event.prizeDescription ?? null)}.`,
                theme,
              ]
                .filter(Boolean)
                .join(' '),
            }),
        location,
        ...(event.providerName
          ? {
              organizer: {
                '@type': 'Organization',
                name: event.providerName,
                ...(organizerPage ? { url: organizerPage } : {}),
              },
            }
          : {}),
        ...(venue.photoUrl ? { image: [venue.photoUrl] } : {}),
        url,
      });
    }
  }
  return list;
}

/**
 * A city page's `Event`s: every night of the week at the venues within 30 miles, each linking to
 * its venue page, where the same night is described in full.
 */
export function cityPageEvents(
  nearby: NearbyVenuesResponse,
  place: CityPlace,
  publicUrl: string,
): Record<string, unknown>[] {
  return nearby.venues.flatMap((venue) =>
    venueEvents(
      { ...venue, timezone: venue.timezone ?? place.timezone },
      venue.events,
      `${publicUrl}${paths.venuePage(venue.slug)}`,
      { brief: true },
    ),
  );
}

/** Home › State › Town › Venue: the town links to its city page. */
export function venuePageBreadcrumb(
  venue: PublicVenue,
  publicUrl: string,
  canonicalUrl: string,
): Record<string, unknown> {
  const crumbs: Record<string, unknown>[] = [{ name: 'Home', item: `${publicUrl}/` }];
  if (venue.town?.stateName) crumbs.push({ name: venue.town.stateName });
  if (venue.town) {
    crumbs.push({
      name: venue.town.name,
      item: `${publicUrl}${paths.cityPage(venue.town.citySlug)}`,
    });
  }
  crumbs.push({ name: venue.name, item: canonicalUrl });
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      ...crumb,
    })),
  };
}

/** Home › State › City. There are no state pages: the state is a crumb without a link (decision 025). */
export function cityPageBreadcrumb(
  place: CityPlace,
  publicUrl: string,
  canonicalUrl: string,
): Record<string, unknown> {
  const town = place.name.split(',')[0] ?? place.name;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${publicUrl}/` },
      ...(place.stateName ? [{ '@type': 'ListItem', position: 2, name: place.stateName }] : []),
      {
        '@type': 'ListItem',
        position: place.stateName ? 3 : 2,
        name: town,
        item: canonicalUrl,
      },
    ],
  };
}

/**
 * A provider's page: the provider as an `Organization`, and an `Event` per night of its
 * own at each venue, described in full, each linking to its venue page and organised by it.
 */
export function providerPageNodes(
  page: ProviderPageResponse & { provider: PublicProvider },
  publicUrl: string,
  canonicalUrl: string,
): Record<string, unknown>[] {
  const { provider, venues } = page;
  const organization = {
    '@type': 'Organization',
    '@id': `${canonicalUrl}#organization`,
    name: provider.name,
    url: canonicalUrl,
    ...(provider.description ? { description: provider.description } : {}),
    ...(provider.website ? { sameAs: [provider.website] } : {}),
  };
  const organizer = { '@id': organization['@id'], '@type': 'Organization', name: provider.name };
  return [
    organization,
    ...venues.flatMap(({ venue, events }) =>
      venueEvents(venue, events, `${publicUrl}${paths.venuePage(venue.slug)}`).map((event) => ({
        ...event,
        organizer,
      })),
    ),
  ];
}
