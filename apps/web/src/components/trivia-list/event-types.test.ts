import type { NearbyEvent, NearbyVenue } from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import { eventTypesOf } from './event-types.ts';

function venue(id: string, types: string[]): NearbyVenue {
  const events: NearbyEvent[] = types.map((eventType, index) => ({
    id: `${id}-${index}`,
    eventType,
    title: eventType,
    dayOfWeek: 'Tuesday',
    startTime: '19:00',
    frequency: 'weekly',
    occurrences: [],
  }));
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

describe('the event type filter (issue 15)', () => {
  it('offers each type once, whatever its case, in alphabetical order', () => {
    const venues = [venue('pub', ['Trivia', 'Music Bingo']), venue('bar', ['trivia ', 'Bingo'])];
    expect(eventTypesOf(venues)).toEqual(['Bingo', 'Music Bingo', 'Trivia']);
  });
});
