import { describe, expect, it } from 'vitest';
import {
  isCacheableApiPath,
  readServedFromCache,
  SERVED_FROM_CACHE_HEADER,
} from './offline-cache.ts';

describe('isCacheableApiPath', () => {
  it.each([
    '/api/venues/nearby',
    '/api/geocode/reverse',
    '/api/nominatim/search',
    '/api/city-pages/nashville-tn',
    '/api/places/nashville-tn',
  ])('keeps the public finder call %s for offline use', (pathname) => {
    expect(isCacheableApiPath(pathname)).toBe(true);
  });

  it.each([
    '/api/auth/get-session',
    '/api/auth/sign-in/email',
    '/api/me',
    '/api/admin/venues',
    '/api/admin/providers',
    '/api/public-config',
    '/api/health',
    '/api/venues/nearby/../../admin/venues',
    '/api/places',
  ])('never stores %s', (pathname) => {
    expect(isCacheableApiPath(pathname)).toBe(false);
  });
});

describe('readServedFromCache', () => {
  it('reads the time the worker stored the answer, and null for a network answer', () => {
    const stored = new Headers({ [SERVED_FROM_CACHE_HEADER]: '2030-01-02T03:04:05.000Z' });
    expect(readServedFromCache(stored)).toBe('2030-01-02T03:04:05.000Z');
    expect(readServedFromCache(new Headers())).toBeNull();
  });
});
