import {
  type CityPlace,
  formatPrize,
  type NearbyVenuesResponse,
  zonedDateTime,
} from '@trivia/shared';
import { scriptJson } from '../lib/escape.ts';

/** A schema.org object as a `<script type="application/ld+json">` element. */
export const jsonLd = (value: Record<string, unknown>) =>
  `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...value })}</script>`;

/** schema.org `Event`s: one per occurrence of the week, at the venues within 30 miles. */
export function cityPageEvents(
  nearby: NearbyVenuesResponse,
  place: CityPlace,
  canonicalUrl: string,
): Record<string, unknown>[] {
  const events: Record<string, unknown>[] = [];
  for (const venue of nearby.venues) {
    const timezone = venue.timezone ?? place.timezone;
    for (const event of venue.events) {
      for (const occurrence of event.occurrences) {
        const endsLater = event.endTime !== undefined && event.endTime > event.startTime;
        events.push({
          '@type': 'Event',
          name: `${event.title} at ${venue.name}`,
          startDate: zonedDateTime(occurrence.date, event.startTime, timezone),
          ...(endsLater && event.endTime
            ? { endDate: zonedDateTime(occurrence.date, event.endTime, timezone) }
            : {}),
          eventStatus:
            occurrence.status === 'cancelled'
              ? 'https://schema.org/EventCancelled'
              : 'https://schema.org/EventScheduled',
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          description: `${event.title} at ${venue.name}. Prize: ${formatPrize(event.prizeAmount ?? null, event.prizeDescription ?? null)}.`,
          location: {
            '@type': 'Place',
            name: venue.name,
            address: venue.address,
            geo: {
              '@type': 'GeoCoordinates',
              latitude: venue.latitude,
              longitude: venue.longitude,
            },
          },
          ...(event.providerName
            ? { organizer: { '@type': 'Organization', name: event.providerName } }
            : {}),
          ...(venue.photoUrl ? { image: [venue.photoUrl] } : {}),
          url: canonicalUrl,
        });
      }
    }
  }
  return events;
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
