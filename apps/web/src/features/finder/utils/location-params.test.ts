import { describe, expect, it } from 'vitest';
import { listParams, readLocation } from './location-params.ts';

describe('the home page URL', () => {
  it('reads a location, rounding nothing it was given', () => {
    expect(
      readLocation(new URLSearchParams('lat=36.1627&lng=-86.7816&name=Nashville, TN')),
    ).toEqual({ latitude: 36.1627, longitude: -86.7816, name: 'Nashville, TN' });
  });

  it('names a location without a name by its coordinates', () => {
    expect(readLocation(new URLSearchParams('lat=36.16271&lng=-86.78159'))?.name).toBe(
      '36.1627, -86.7816',
    );
  });

  it.each(['', 'lat=36.1', 'lat=&lng=', 'lat=91&lng=0', 'lat=north&lng=0', 'lat=1&lng=181'])(
    'has no location for "%s"',
    (query) => {
      expect(readLocation(new URLSearchParams(query))).toBeNull();
    },
  );

  it('writes coordinates to four decimals', () => {
    const params = listParams({ latitude: 36.162712, longitude: -86.781634, name: 'Here' });
    expect(params.toString()).toBe('lat=36.1627&lng=-86.7816&name=Here');
  });
});
