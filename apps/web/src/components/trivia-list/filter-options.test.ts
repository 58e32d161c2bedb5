import { type NearbyEvent, type NearbyVenue, NO_FILTERS } from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import { eventTypesOf, filtersToLoosen } from './filter-options.ts';

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
  venue('bar', [
    event('c', { dayOfWeek: 'Monday', startTime: '19:00', eventType: 'trivia ' }),
    event('d', { eventType: 'Bingo' }),
  ]),
];

describe('the filters panel (issue 15)', () => {
  it('offers each event type once, whatever its case, in alphabetical order', () => {
    expect(eventTypesOf(VENUES)).toEqual(['Bingo', 'Music Bingo', 'Trivia']);
  });

  it('names the filter whose removal brings venues back, else all in use', () => {
    const count = (venues: NearbyVenue[]) => venues.length;
    const filters = { ...NO_FILTERS, day: 'Monday' as const, startsAfter: '20:00' as const };
    expect(filtersToLoosen(VENUES, filters, count)).toEqual(['day']);
    const none = { ...NO_FILTERS, day: 'Sunday' as const, eventType: 'Karaoke' };
    expect(filtersToLoosen(VENUES, none, count)).toEqual(['day', 'eventType']);
  });
});
