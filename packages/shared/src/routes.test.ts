import { describe, expect, it } from 'vitest';
import { isClientRoute, paths } from './routes.ts';

describe('isClientRoute', () => {
  it.each([
    '/',
    '/beta',
    '/admin',
    '/admin/',
    '/admin/login',
    '/admin/venues/3f6c/detail',
    '/admin/venues/3f6c',
    '/admin/events/new',
    '/trivia-near-nashville-tn',
    '/trivia-near-60601',
  ])('knows %s', (pathname) => {
    expect(isClientRoute(pathname)).toBe(true);
  });

  it.each([
    '/nope',
    '/admin/unknown/page',
    '/admin/venues/1/detail/extra',
    '/trivia-near-',
    '/trivia-near-Nashville',
    '/trivia-near--x',
  ])('refuses %s', (pathname) => {
    expect(isClientRoute(pathname)).toBe(false);
  });

  it('builds links that it recognises', () => {
    expect(isClientRoute(paths.admin.venueDetail('abc'))).toBe(true);
    expect(isClientRoute(paths.cityPage('franklin-tn'))).toBe(true);
    expect(paths.admin.newEvent('v 1')).toBe('/admin/events/new?venue_id=v%201');
  });
});
