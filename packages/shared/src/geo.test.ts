import { describe, expect, it } from 'vitest';
import { haversineMiles } from './geo.ts';

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
