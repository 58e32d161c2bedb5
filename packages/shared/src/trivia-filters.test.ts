import { describe, expect, it } from 'vitest';
import type { NearbyEvent, NearbyVenue } from './nearby.ts';
import { activeFilters, filterVenues, NO_FILTERS } from './trivia-filters.ts';

function event(id: string, overrides: Partial<NearbyEvent>): NearbyEvent {
  return {
    id,
    eventType: 'Trivia',
    title: 'Trivia',
    dayOfWeek: 'Tuesday',
    startTime: '19:00',
    frequency: 'weekly',
    occurrences: [],
    ...overrides,
  };
}

function venue(id: string, events: NearbyEvent[]): NearbyVenue {
  return {
    id,
    slug: `${id}-0000`,
    name: id,
    address: '1 Main St',
    latitude: 36,
    longitude: -86,
    distanceMiles: 1,
    photoCategory: 'default',
    events,
  };
}

const VENUES = [
  venue('pub', [
    event('a', { dayOfWeek: 'Monday', startTime: '18:30', prizeAmount: 50 }),
    event('b', { dayOfWeek: 'Thursday', startTime: '20:00', eventType: 'Music Bingo' }),
  ]),
  venue('bar', [event('c', { dayOfWeek: 'Monday', startTime: '19:00' })]),
];

const ids = (venues: NearbyVenue[]) =>
  venues.map((each) => `${each.id}:${each.events.map((e) => e.id).join('')}`);

describe('trivia list filters', () => {
  it('keeps every venue without filters', () => {
    expect(filterVenues(VENUES, NO_FILTERS)).toEqual(VENUES);
    expect(activeFilters(NO_FILTERS)).toEqual([]);
  });

  it('narrows by start time (a night at the time counts), cash prize and event type', () => {
    expect(ids(filterVenues(VENUES, { ...NO_FILTERS, startsAfter: '19:00' }))).toEqual([
      'pub:b',
      'bar:c',
    ]);
    expect(ids(filterVenues(VENUES, { ...NO_FILTERS, cashOnly: true }))).toEqual(['pub:a']);
    expect(ids(filterVenues(VENUES, { ...NO_FILTERS, eventType: 'music bingo' }))).toEqual([
      'pub:b',
    ]);
  });

  it('keeps only themed nights that happen with Themed nights (decision 208), and the events holding one', () => {
    const monday = (date: string, theme?: string, status = 'scheduled' as const) => ({
      date,
      status,
      ...(theme ? { theme } : {}),
    });
    const themed = [
      venue('pub', [
        event('a', {
          occurrences: [monday('2026-11-30'), monday('2026-12-07', 'Office theme night')],
        }),
        event('b', { occurrences: [{ ...monday('2026-12-03', 'Music'), status: 'cancelled' }] }),
      ]),
      venue('bar', [event('c', { occurrences: [monday('2026-11-30')] })]),
    ];
    const filters = { ...NO_FILTERS, themedOnly: true };
    const kept = filterVenues(themed, filters);
    expect(ids(kept)).toEqual(['pub:a']);
    expect(kept[0]?.events[0]?.occurrences).toEqual([monday('2026-12-07', 'Office theme night')]);
    expect(activeFilters(filters)).toEqual(['themedOnly']);
    // Unfiltered, every night stays.
    expect(filterVenues(themed, NO_FILTERS)).toEqual(themed);
  });
});
