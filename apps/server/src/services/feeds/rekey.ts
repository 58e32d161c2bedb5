import { type FeedEvent, haversineMiles, type LatLng } from '@trivia/shared';
import type { EventRow } from './event-reads.ts';

/**
 * Feeds without ids key their venues and events by what they are (`venueKey`, `eventKey`), so a
 * change at the source looks like one thing gone and another new. Decision 151: before a kept
 * thing is "gone", it is paired with a new one that is plainly the same, and updated in place,
 * so that its teams, confirmations, history and mailed links stay with it.
 */

/** A venue link of the feed (`feed_venues`), with where our venue is. */
export interface VenueLink {
  key: string;
  venueId: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

/** How far apart a renamed venue and its link's venue may be: the matcher's own radius. */
const RENAMED_WITHIN_MILES = 1;

/** `na:{name}|{street}` → its street; null for a key the source gave (`id:…`) or no street. */
function streetOf(key: string): string | null {
  if (!key.startsWith('na:')) return null;
  const bar = key.indexOf('|');
  const street = bar < 0 ? '' : key.slice(bar + 1);
  return street === '' ? null : street;
}

/**
 * A venue the source renamed: its key (name and street) is new, the old key is in no venue of the
 * read, and both name the same street, one on each side, within a mile. Its link is kept, under
 * the new key. Two or more on one street on either side are left to the matcher (a person may
 * decide), as are venues that moved (another street): a new address is not plainly the same place.
 */
export function relinkRenamedVenues(options: {
  incoming: { key: string; location: LatLng | null }[];
  links: readonly VenueLink[];
}): Map<string, VenueLink & { rekeyedFrom: string }> {
  const incomingKeys = new Set(options.incoming.map((venue) => venue.key));
  const linked = new Set(options.links.map((link) => link.key));
  const byStreet = <T>(items: readonly T[], keyOf: (item: T) => string) => {
    const grouped = new Map<string, T[]>();
    for (const item of items) {
      const street = streetOf(keyOf(item));
      if (street !== null) grouped.set(street, [...(grouped.get(street) ?? []), item]);
    }
    return grouped;
  };
  const orphans = byStreet(
    options.links.filter((link) => !incomingKeys.has(link.key)),
    (link) => link.key,
  );
  const unlinked = byStreet(
    options.incoming.filter((venue) => !linked.has(venue.key)),
    (venue) => venue.key,
  );
  const relinked = new Map<string, VenueLink & { rekeyedFrom: string }>();
  for (const [street, [venue, ...moreVenues]] of unlinked) {
    const [link, ...moreLinks] = orphans.get(street) ?? [];
    if (!venue || !link || moreVenues.length > 0 || moreLinks.length > 0) continue;
    if (!venue.location || link.latitude === null || link.longitude === null) continue;
    const apart = haversineMiles(venue.location, {
      latitude: link.latitude,
      longitude: link.longitude,
    });
    if (apart > RENAMED_WITHIN_MILES) continue;
    relinked.set(venue.key, { ...link, key: venue.key, rekeyedFrom: link.key });
  }
  return relinked;
}

/** Code-unit order: the same on every machine, whatever its locale. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const minutes = (time: string) => {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
};

/**
 * How plainly a kept event and a new one at the same venue are the same night (lower is better),
 * or null when they are not: the same type (letter case aside) and, for a one-time event, the
 * same date; then the same rule but another start, the same day but another frequency, the same
 * start on another day, anything else of that type; last, another type in exactly the same slot.
 */
export function movedEventTier(kept: EventRow, incoming: FeedEvent): number | null {
  const sameType = kept.eventType.toLowerCase() === incoming.eventType.toLowerCase();
  const sameStart = kept.startTime.slice(0, 5) === incoming.startTime.slice(0, 5);
  const sameDay = kept.dayOfWeek === incoming.dayOfWeek;
  const sameRule =
    kept.frequency === incoming.frequency &&
    sameDay &&
    (kept.weekOfMonth ?? null) === (incoming.weekOfMonth ?? null) &&
    (kept.eventDate ?? null) === (incoming.eventDate ?? null);
  if (kept.frequency === 'one-time' || incoming.frequency === 'one-time') {
    // A one-time night is its date: another date is another night.
    if (!sameRule) return null;
    return sameType ? 1 : sameStart ? 6 : null;
  }
  if (!sameType) return sameRule && sameStart ? 6 : null;
  if (sameRule) return 1;
  if (sameDay) return 2;
  if (sameStart) return 3;
  return 4;
}

/**
 * Kept events the read no longer names, each paired with at most one new event at its venue:
 * the best tier first, then the nearest start, then by keys, so that the same read always pairs
 * alike (decision 151).
 */
export function pairMovedEvents<T extends { key: string; venueId: string; incoming: FeedEvent }>(
  unmatched: readonly EventRow[],
  fresh: readonly T[],
): Map<T, EventRow> {
  const pairs: { kept: EventRow; event: T; tier: number; distance: number }[] = [];
  for (const kept of unmatched) {
    for (const event of fresh) {
      if (event.venueId !== kept.venueId) continue;
      const tier = movedEventTier(kept, event.incoming);
      if (tier === null) continue;
      const distance = Math.abs(minutes(kept.startTime) - minutes(event.incoming.startTime));
      pairs.push({ kept, event, tier, distance });
    }
  }
  pairs.sort(
    (a, b) =>
      a.tier - b.tier ||
      a.distance - b.distance ||
      byText(a.kept.feedKey ?? '', b.kept.feedKey ?? '') ||
      byText(a.kept.id, b.kept.id) ||
      byText(a.event.key, b.event.key),
  );
  const paired = new Map<T, EventRow>();
  const taken = new Set<string>();
  for (const { kept, event } of pairs) {
    if (taken.has(kept.id) || paired.has(event)) continue;
    taken.add(kept.id);
    paired.set(event, kept);
  }
  return paired;
}
