import { describe, expect, it } from 'vitest';
import { cityPageSearch } from './city-pages.ts';
import { nearbyVenuesPath } from './nearby-path.ts';

describe('nearbyVenuesPath', () => {
  it('is the address the API reads, the same for the browser and the city page preload', () => {
    const search = cityPageSearch({
      latitude: 36.16589,
      longitude: -86.78444,
      today: '2026-11-24',
    });
    expect(nearbyVenuesPath(search)).toBe(
      '/api/venues/nearby?lat=36.16589&lng=-86.78444&radius_miles=30&date=2026-11-24',
    );
  });
});
