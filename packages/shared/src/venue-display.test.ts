import { describe, expect, it } from 'vitest';
import { directionsUrl, eventTitle, photoCategory } from './venue-display.ts';

describe('photoCategory (spec §9: by venue-name keyword)', () => {
  it.each([
    ['East Side Brewery', 'brewery'],
    ['Hopsmith Brewing Co.', 'brewery'],
    ['Music Row Pub', 'pub'],
    ['Sylvan Park Restaurant', 'restaurant'],
    ['Germantown Bar & Grill', 'bar'],
    ['WeHo Cocktail Bar', 'bar'],
    ['Gulch Pizza Kitchen', 'pizza'],
    ['12 South Taproom', 'default'],
    // The spec's order decides when a name has two keywords.
    ['Lakeside Restaurant & Bar', 'restaurant'],
    ['Brewery Pub', 'brewery'],
    ['Pizza Bar', 'bar'],
    // Whole words only.
    ['Barley House', 'default'],
    ['The Republic', 'default'],
    ['PIZZA PALACE', 'pizza'],
  ])('%s → %s', (name, expected) => {
    expect(photoCategory(name)).toBe(expected);
  });
});

describe('eventTitle (spec §9: Nerdy Talk)', () => {
  it.each([
    ['trivia', 'Nerdy Talk', 'TRIVIA - Nerdy Talk'],
    ['Trivia', 'nerdy talk', 'TRIVIA - Nerdy Talk'],
    ['TRIVIA', 'NERDY TALK', 'TRIVIA - Nerdy Talk'],
    ['bingo', 'Nerdy Talk', 'BALLAD BINGO - Nerdy Talk'],
    ['Bingo', 'Nerdy Talk', 'BALLAD BINGO - Nerdy Talk'],
    // Other types of Nerdy Talk, and other providers' trivia, keep their type.
    ['Music Bingo', 'Nerdy Talk', 'Music Bingo'],
    ['Pub Quiz', 'Nerdy Talk', 'Pub Quiz'],
    ['trivia', 'Music City Trivia Co.', 'trivia'],
    ['Trivia', null, 'Trivia'],
  ])('%s by %s → %s', (type, provider, expected) => {
    expect(eventTitle(type, provider)).toBe(expected);
  });
});

describe('directionsUrl', () => {
  it('points Google Maps at the coordinates', () => {
    expect(directionsUrl(36.1537, -86.7916)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=36.1537,-86.7916',
    );
  });
});
