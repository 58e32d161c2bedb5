import { type NearbyEvent, type NearbyVenue, NO_FILTERS } from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import { eventTypesOf, filtersToLoosen } from './filter-options.ts';

/** A venue with these nights (Tuesday 7 pm trivia, unless said otherwise). */
const venue = (id: string, nights: Partial<NearbyEvent>[]): NearbyVenue => ({
  id,
  slug: `${id}-0000`,
  name: id,
  address: '',
  latitude: 36,
  longitude: -86,
  distanceMiles: 1,
  photoCategory: 'default',
  events: nights.map((night, index) => ({
    id: `${id}-${index}`,
    eventType: 'Trivia',
    title: 'Trivia',
    dayOfWeek: 'Tuesday',
    startTime: '19:00',
    frequency: 'weekly',
    occurrences: [],
    ...night,
  })),
});

const VENUES = [
  venue('pub', [
    { dayOfWeek: 'Monday', startTime: '18:30' },
    { dayOfWeek: 'Thursday', startTime: '20:00', eventType: 'Music Bingo' },
  ]),
  venue('bar', [{ dayOfWeek: 'Monday', eventType: 'trivia ' }, { eventType: 'Bingo' }]),
];

describe('the filters panel', () => {
  it('offers each event type once, whatever its case, in alphabetical order', () => {
    expect(eventTypesOf(VENUES)).toEqual(['Bingo', 'Music Bingo', 'Trivia']);
  });

  it('names the filter whose removal brings venues back, else all in use', () => {
    const count = (venues: NearbyVenue[]) => venues.length;
    const late = { ...NO_FILTERS, startsAfter: '20:00' as const, eventType: 'bingo' };
    expect(filtersToLoosen(VENUES, late, count)).toEqual(['startsAfter']);
    const none = { ...NO_FILTERS, cashOnly: true, eventType: 'Karaoke' };
    expect(filtersToLoosen(VENUES, none, count)).toEqual(['cashOnly', 'eventType']);
  });
});
