import type { NearestTriviaResponse } from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import { createEvent, createVenue } from '../../src/db/factories.ts';
import { useTestApp } from '../helpers/app.ts';

/** Miles in a degree of latitude (for placing venues at a known distance due north). */
const MILES_PER_DEGREE_LAT = 69.05;

/** The empty list names the nearest trivia beyond the radius, however far. */
describe('GET /api/venues/nearest', () => {
  const testApp = useTestApp();
  // Rapid City, SD, and a point 200 miles south of it on the plains.
  const rapidCity = { latitude: 44.0805, longitude: -103.231 };
  const plains = { latitude: rapidCity.latitude - 200 / MILES_PER_DEGREE_LAT, longitude: -103.231 };

  it('answers the three nearest venues with active trivia, nearest first, with town and distance', async () => {
    const db = testApp.database.db;
    for (const [name, miles] of [
      ['Black Hills Pub', 0],
      ['Second Stop', 10],
      ['Third Stop', 25],
      ['Fourth Stop', 60],
    ] as const) {
      const venue = await createVenue(db, {
        nameOriginal: name,
        latitude: rapidCity.latitude + miles / MILES_PER_DEGREE_LAT,
        longitude: rapidCity.longitude,
      });
      await createEvent(db, { venueId: venue.id });
    }
    // Nearer, but with no active trivia: never named.
    const idle = await createVenue(db, { nameOriginal: 'Quiet Bar', ...north(plains, 100) });
    await createEvent(db, { venueId: idle.id, isActive: false });

    const response = await testApp.app.inject({
      url: `/api/venues/nearest?lat=${plains.latitude}&lng=${plains.longitude}`,
    });
    expect(response.statusCode).toBe(200);
    const { venues } = response.json() as NearestTriviaResponse;
    expect(venues.map((venue) => venue.name)).toEqual([
      'Black Hills Pub',
      'Second Stop',
      'Third Stop',
    ]);
    expect(venues[0]?.distanceMiles).toBeCloseTo(200, 0);
    expect(venues[0]?.town).toBe('Rapid City, SD');
    expect(venues[0]?.slug).toMatch(/^black-hills-pub-rapid-city-sd-[0-9a-f]{4}$/);
  });

  it.each([
    ['lat=91&lng=0', 'lat'],
    ['lat=45', 'lng'],
  ])('refuses ?%s naming %s', async (query, field) => {
    const response = await testApp.app.inject({ url: `/api/venues/nearest?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(new RegExp(`^${field}: `));
  });
});

function north(from: { latitude: number; longitude: number }, miles: number) {
  return { latitude: from.latitude + miles / MILES_PER_DEGREE_LAT, longitude: from.longitude };
}
