import { describe, expect, it } from 'vitest';
import { REFETCH_MIN_MOVE_DEGREES } from './constants.ts';
import { hasMovedFrom, haversineMiles } from './geo.ts';

describe('haversineMiles', () => {
  it('measures known distances', () => {
    const nashville = { latitude: 36.1627, longitude: -86.7816 };
    const franklin = { latitude: 35.9251, longitude: -86.8689 };
    const chicago = { latitude: 41.8781, longitude: -87.6298 };
    expect(haversineMiles(nashville, nashville)).toBe(0);
    expect(haversineMiles(nashville, franklin)).toBeCloseTo(17.1, 0);
    expect(haversineMiles(nashville, chicago)).toBeCloseTo(397, -1);
    expect(haversineMiles(franklin, nashville)).toBeCloseTo(
      haversineMiles(nashville, franklin),
      10,
    );
  });
});

describe('hasMovedFrom (spec §9: refetch only past 0.001 degrees)', () => {
  const here = { latitude: 36.1627, longitude: -86.7816 };
  it.each([
    [{ latitude: 36.1627, longitude: -86.7816 }, false],
    [{ latitude: 36.1636, longitude: -86.7807 }, false],
    [{ latitude: 36.1618, longitude: -86.7825 }, false],
    [{ latitude: 36.1638, longitude: -86.7816 }, true],
    [{ latitude: 36.1627, longitude: -86.7804 }, true],
  ])('to %o: %s', (next, expected) => {
    expect(hasMovedFrom(here, next, REFETCH_MIN_MOVE_DEGREES)).toBe(expected);
  });
});
