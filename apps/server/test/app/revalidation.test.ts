import { addDays, dayOfWeekOf, type NearbyVenuesResponse, todayIn } from '@trivia/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../src/db/factories.ts';
import { createFranklinVenue, FRANKLIN, usePublicApp } from '../helpers/public-pages.ts';

/**
 * Decision 177: every answer that sends an ETag answers 304 when any tag of If-None-Match matches
 * by the weak comparison, or it is `*` (RFC 9110 §13.1.2); and the public nearby search's tag is
 * the same whatever compression it is sent in.
 */

/** The forms a cache may send for a representation tagged `etag`, each of which holds. */
function matchingForms(etag: string): string[] {
  const opaque = etag.replace(/^W\//, '');
  return [
    etag,
    `"an-older-one", ${etag}`,
    `"an-older-one",${etag},"another"`,
    `W/${opaque}`,
    opaque,
    `W/"an-older-one", W/${opaque}`,
    '*',
  ];
}

describe('If-None-Match on every answer with an ETag (decision 177)', () => {
  const { testApp, get } = usePublicApp();
  let slug: string;
  let venueId: string;

  beforeAll(async () => {
    const { db } = testApp.database;
    const venue = await createFranklinVenue(db, 'Revalidation Taproom');
    venueId = venue.id;
    await createEvent(db, {
      venueId: venue.id,
      dayOfWeek: dayOfWeekOf(addDays(todayIn('America/Chicago'), 2)),
      startTime: '19:00',
    });
    // Neighbours enough for the nearby answer to pass the compression threshold (1 KB).
    for (const name of ['Second', 'Third', 'Fourth', 'Fifth']) {
      const neighbour = await createFranklinVenue(db, `Revalidation ${name} Pub`);
      await createEvent(db, {
        venueId: neighbour.id,
        dayOfWeek: dayOfWeekOf(addDays(todayIn('America/Chicago'), 3)),
        startTime: '20:00',
      });
    }
    const nearby = (
      await get(`/api/venues/nearby?lat=${FRANKLIN.latitude}&lng=${FRANKLIN.longitude}`)
    ).json() as NearbyVenuesResponse;
    slug = nearby.venues.find((each) => each.id === venue.id)?.slug ?? '';
    expect(slug).not.toBe('');
  });

  const answers: [string, () => string, Record<string, string>][] = [
    ['a city page', () => '/trivia-near-franklin-tn', {}],
    ['a city page in brotli', () => '/trivia-near-franklin-tn', { 'accept-encoding': 'br' }],
    ['a venue page', () => `/trivia-at-${slug}`, {}],
    ['an embed', () => `/embed/venue/${slug}`, { 'accept-encoding': 'gzip' }],
    ['a venue’s calendar', () => `/trivia-at-${slug}/calendar.ics`, {}],
    ['the saved venues’ calendar', () => `/calendar.ics?venues=${venueId}`, {}],
    ['the public API’s venue', () => `/api/v1/venues/${slug}`, {}],
    [
      'the public API’s nearby search',
      () => `/api/v1/nearby?lat=${FRANKLIN.latitude}&lng=${FRANKLIN.longitude}`,
      { 'accept-encoding': 'gzip' },
    ],
  ];

  it.each(answers)(
    '%s: 304 for a list, a weak tag or *, 200 for another tag',
    async (_, path, headers) => {
      const first = await get(path(), headers);
      expect(first.statusCode, first.body).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
      for (const ifNoneMatch of matchingForms(etag)) {
        const again = await get(path(), { ...headers, 'if-none-match': ifNoneMatch });
        expect(again.statusCode, ifNoneMatch).toBe(304);
        expect(again.body, ifNoneMatch).toBe('');
        expect(again.headers.etag, ifNoneMatch).toBe(etag);
      }
      for (const ifNoneMatch of ['"an-older-one"', 'W/"an-older-one", "another"']) {
        const other = await get(path(), { ...headers, 'if-none-match': ifNoneMatch });
        expect(other.statusCode, ifNoneMatch).toBe(200);
      }
    },
  );

  it('the public nearby search has one tag for gzip, br and identity, and 304 across them', async () => {
    const path = `/api/v1/nearby?lat=${FRANKLIN.latitude}&lng=${FRANKLIN.longitude}`;
    const sent = await Promise.all(
      ['gzip', 'br', 'identity'].map((encoding) => get(path, { 'accept-encoding': encoding })),
    );
    expect(sent.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(sent[0]?.headers['content-encoding']).toBe('gzip');
    expect(sent[2]?.headers['content-encoding']).toBeUndefined();
    const etags = new Set(sent.map((response) => response.headers.etag));
    expect(etags.size).toBe(1);
    const [etag] = [...etags];
    expect(String(etag)).toMatch(/^W\/"/);
    // The tag a cache kept from a gzip answer holds for an identity one, and the other way.
    const identity = await get(path, {
      'accept-encoding': 'identity',
      'if-none-match': String(etag),
    });
    expect(identity.statusCode).toBe(304);
    const gzip = await get(path, { 'accept-encoding': 'gzip', 'if-none-match': String(etag) });
    expect(gzip.statusCode).toBe(304);
  });
});
