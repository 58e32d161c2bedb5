import { describe, expect, it } from 'vitest';
import { coordinatesLabel, geolocationErrorMessage } from './location-messages.ts';

describe('geolocationErrorMessage (spec §8)', () => {
  it.each([
    [1, 'Location access denied by user'],
    [2, 'Location information unavailable'],
    [3, 'Location request timed out'],
    [99, 'Failed to get location'],
    [undefined, 'Failed to get location'],
  ])('code %s → %s', (code, expected) => {
    expect(geolocationErrorMessage(code)).toBe(expected);
  });
});

describe('coordinatesLabel', () => {
  it('shows four decimals', () => {
    expect(coordinatesLabel(36.16271234, -86.78159)).toBe('36.1627, -86.7816');
  });
});
