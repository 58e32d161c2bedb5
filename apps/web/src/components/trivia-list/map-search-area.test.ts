import { describe, expect, it } from 'vitest';
import { hasMovedAway, nearestCard, searchAreaTarget } from './map-search-area.ts';

const NASHVILLE = { latitude: 36.1627, longitude: -86.7816 };

describe('"Search this area"', () => {
  it('leads the home page to the centre, keeping the tab, radius and filters, on the map', () => {
    expect(
      searchAreaTarget(
        {
          pathname: '/',
          search: '?lat=36.1627&lng=-86.7816&name=Nashville&tab=tomorrow&radius=50&cash=1&view=map',
        },
        { latitude: 36.123_456, longitude: -86.654_321 },
        'Antioch, TN',
      ),
    ).toEqual({
      pathname: '/',
      search: '?lat=36.1235&lng=-86.6543&name=Antioch%2C+TN&tab=tomorrow&radius=50&cash=1&view=map',
    });
  });

  it('leads a city page to the home list, on This Week when the city page named no tab', () => {
    expect(
      searchAreaTarget(
        { pathname: '/trivia-near-nashville-tn', search: '?view=map' },
        NASHVILLE,
        'Nashville, TN',
      ),
    ).toEqual({
      pathname: '/',
      search: '?lat=36.1627&lng=-86.7816&name=Nashville%2C+TN&tab=week&view=map',
    });
    expect(
      searchAreaTarget(
        { pathname: '/trivia-near-nashville-tn', search: '?tab=today&view=map' },
        NASHVILLE,
        'Nashville, TN',
      ).search,
    ).toBe('?lat=36.1627&lng=-86.7816&name=Nashville%2C+TN&tab=today&view=map');
  });

  it('is offered once the centre moved a quarter mile or more', () => {
    expect(hasMovedAway(NASHVILLE, NASHVILLE)).toBe(false);
    // 0.001° of latitude is about 0.07 miles; 0.004° about 0.28.
    expect(hasMovedAway(NASHVILLE, { ...NASHVILLE, latitude: 36.1637 })).toBe(false);
    expect(hasMovedAway(NASHVILLE, { ...NASHVILLE, latitude: 36.1667 })).toBe(true);
  });

  it('is offered after a shorter move on a map zoomed in to a mile or two', () => {
    const moved = { ...NASHVILLE, latitude: 36.1637 };
    expect(hasMovedAway(NASHVILLE, moved, 0.5)).toBe(true);
    expect(hasMovedAway(NASHVILLE, moved, 1)).toBe(false);
  });
});

describe('the tray card in the middle', () => {
  it('is the card whose centre is nearest the tray centre', () => {
    const cards = [
      { left: -300, width: 280 },
      { left: 0, width: 280 },
      { left: 300, width: 280 },
    ];
    expect(nearestCard(cards, 195)).toBe(1);
    expect(nearestCard(cards, 500)).toBe(2);
    expect(nearestCard(cards, -1000)).toBe(0);
    expect(nearestCard([], 195)).toBe(-1);
  });
});
