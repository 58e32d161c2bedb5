import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addDays, type CityPlaceResponse, dayOfWeekOf, todayIn } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createEvent,
  createOccurrence,
  createProvider,
  createVenue,
} from '../../src/db/factories.ts';
import { venues } from '../../src/db/schema/index.ts';
import { createFranklinVenue, jsonLdNodes, usePublicApp } from '../helpers/public-pages.ts';

describe('city pages, the sitemap and robots.txt', () => {
  const { testApp, get } = usePublicApp();

  describe('GET /api/places/:slug', () => {
    it('finds a town by its name and state, derives the name shown from the slug', async () => {
      const response = await get('/api/places/franklin-tn');
      expect(response.statusCode).toBe(200);
      const { place } = response.json() as CityPlaceResponse;
      expect(place).toMatchObject({
        slug: 'franklin-tn',
        name: 'Franklin, TN',
        timezone: 'America/Chicago',
        stateCode: 'TN',
        stateName: 'Tennessee',
        today: todayIn('America/Chicago'),
      });
      expect(place?.latitude).toBeCloseTo(35.92, 1);
      expect(place?.longitude).toBeCloseTo(-86.87, 1);
    });

    it('finds a ZIP code', async () => {
      const { place } = (await get('/api/places/60601')).json() as CityPlaceResponse;
      expect(place).toMatchObject({ name: '60601', stateCode: 'IL', timezone: 'America/Chicago' });
    });

    it('answers null for a place it does not know, or only the start of a name', async () => {
      for (const slug of ['nowhere-zz', 'nashvil', 'franklin-zz', '00000']) {
        const response = await get(`/api/places/${slug}`);
        expect(response.statusCode, slug).toBe(200);
        expect(response.json(), slug).toEqual({ place: null });
      }
    });

    it('refuses a slug that is not lower-case words and dashes, naming the field', async () => {
      const response = await get('/api/places/Franklin_TN');
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain('slug');
    });
  });

  describe('rendered pages kept in memory (decision 072)', () => {
    const BISMARCK = { latitude: 46.8083, longitude: -100.7837 };
    const url = '/trivia-near-bismarck-nd';

    it('sends an ETag, answers 304 to it, and the new page on the next request after a write', async () => {
      const db = testApp.database.db;
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const same = await testApp.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(same.statusCode).toBe(304);
      expect(same.body).toBe('');
      expect(same.headers.etag).toBe(etag);

      const venue = await createVenue(db, { nameOriginal: 'Capitol Quiz Hall', ...BISMARCK });
      await createEvent(db, {
        venueId: venue.id,
        dayOfWeek: dayOfWeekOf(addDays(todayIn('America/Chicago'), 1)),
      });
      const after = await testApp.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(first.body).not.toContain('Capitol Quiz Hall');
      expect(after.body).toContain('Capitol Quiz Hall');

      // Renamed: the page kept for the venue's creation is not the one answered.
      await db
        .update(venues)
        .set({ nameOriginal: 'Capitol Quiz Parlour' })
        .where(eq(venues.id, venue.id));
      const renamed = await get(url);
      expect(renamed.body).toContain('Capitol Quiz Parlour');
      expect(renamed.body).not.toContain('Capitol Quiz Hall');
    });

    it('sends a kept page compressed once, as the browser asks, each compression with its own ETag', async () => {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('accept-encoding');
      const ask = (acceptEncoding: string, ifNoneMatch?: string) =>
        testApp.app.inject({
          url,
          headers: {
            'accept-encoding': acceptEncoding,
            ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
          },
        });

      const br = await ask('gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gzip = await ask('br;q=0, gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect((await ask('identity')).headers['content-encoding']).toBeUndefined();

      const etags = new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]);
      expect(etags.size).toBe(3);
      expect((await ask('br', String(br.headers.etag))).statusCode).toBe(304);
      expect((await ask('gzip', String(br.headers.etag))).statusCode).toBe(200);
    });
  });

  describe('GET /trivia-near-{slug}', () => {
    it('sends the title, description, keywords, canonical, Open Graph, breadcrumb and events', async () => {
      const db = testApp.database.db;
      const provider = await createProvider(db, { name: 'Harpeth Quiz Co.' });
      const venue = await createFranklinVenue(db);
      const today = todayIn('America/Chicago');
      const inThreeDays = addDays(today, 3);
      const event = await createEvent(db, {
        venueId: venue.id,
        providerId: provider.id,
        eventType: 'Trivia',
        dayOfWeek: dayOfWeekOf(inThreeDays),
        startTime: '19:30',
        endTime: '21:30',
        prizeAmount: 50,
      });
      await createEvent(db, {
        venueId: venue.id,
        providerId: null,
        eventType: 'Music Bingo',
        dayOfWeek: dayOfWeekOf(addDays(today, 1)),
        startTime: '20:00',
      });
      await createOccurrence(db, {
        eventId: event.id,
        occurrenceDate: inThreeDays,
        status: 'cancelled',
      });

      const response = await get('/trivia-near-franklin-tn');
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain(
        '<title>Trivia Near Franklin, TN — Trivia Nights This Week | Trivia Near Me</title>',
      );
      expect(html).toContain(
        '<meta name="description" content="Trivia nights near Franklin, TN today, tomorrow and this week: 1 venue within 30 miles, with times, prizes, hosts and distance." />',
      );
      expect(html).not.toContain('The test build.');
      expect(html).toContain('<meta name="keywords" content="trivia near Franklin TN,');
      expect(html).toContain(
        '<link rel="canonical" href="https://trivia.example/trivia-near-franklin-tn" />',
      );
      expect(html).toContain(
        '<meta property="og:url" content="https://trivia.example/trivia-near-franklin-tn" />',
      );
      expect(html).not.toContain('noindex');

      const blocks = jsonLdNodes(html);
      expect(blocks.find((block) => block['@type'] === 'BreadcrumbList')).toMatchObject({
        itemListElement: [
          { position: 1, name: 'Home', item: 'https://trivia.example/' },
          { position: 2, name: 'Tennessee' },
          { position: 3, name: 'Franklin', item: 'https://trivia.example/trivia-near-franklin-tn' },
        ],
      });
      const events = blocks.filter((block) => block['@type'] === 'Event');
      // One a week each: the trivia night and the bingo night.
      expect(events).toHaveLength(2);
      const offset =
        inThreeDays >= '2026-03-08' && inThreeDays < '2026-11-01' ? '-05:00' : '-06:00';
      expect(events).toContainEqual({
        '@type': 'Event',
        name: 'Trivia at Main Street Taproom',
        startDate: `${inThreeDays}T19:30:00${offset}`,
        endDate: `${inThreeDays}T21:30:00${offset}`,
        eventStatus: 'https://schema.org/EventCancelled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        // Brief (decision 081): no description, no coordinates; the venue page (`url`) has them.
        location: {
          '@type': 'Place',
          name: 'Main Street Taproom',
          address: '100 Main St, Franklin, TN 37064',
        },
        organizer: { '@type': 'Organization', name: 'Harpeth Quiz Co.' },
        url: `https://trivia.example/trivia-at-main-street-taproom-franklin-tn-${venue.id.slice(0, 4)}`,
      });
      const bingo = events.find((block) => block.name === 'Music Bingo at Main Street Taproom');
      expect(bingo?.eventStatus).toBe('https://schema.org/EventScheduled');
      // Self-hosted: no organizer is claimed.
      expect(bingo).not.toHaveProperty('organizer');
    });

    it('lists the radius its address chooses, as the list’s form sends it without script; another is 30 miles', async () => {
      const db = testApp.database.db;
      const tomorrow = dayOfWeekOf(addDays(todayIn('America/Chicago'), 1));
      // Downtown Duluth, and Cloquet, 17 miles west of it.
      for (const [nameOriginal, latitude, longitude] of [
        ['Canal Park Quiz Pub', 46.7867, -92.1005],
        ['Cloquet Trivia Tap', 46.7216, -92.4593],
      ] as const) {
        const venue = await createVenue(db, { nameOriginal, latitude, longitude });
        await createEvent(db, { venueId: venue.id, dayOfWeek: tomorrow });
      }
      const description = (body: string) =>
        /<meta name="description" content="([^"]*)"/.exec(body)?.[1];
      const near = await get(
        '/trivia-near-duluth-mn?tab=week&radius=10&sort=distance&after=&type=',
      );
      expect(near.statusCode).toBe(200);
      expect(description(near.body)).toContain('1 venue within 10 miles');
      for (const [url, text] of [
        ['/trivia-near-duluth-mn?radius=50', '2 venues within 50 miles'],
        ['/trivia-near-duluth-mn?radius=7', '2 venues within 30 miles'],
        ['/trivia-near-duluth-mn', '2 venues within 30 miles'],
      ] as const) {
        expect(description((await get(url)).body), url).toContain(text);
      }
    });

    it('sends the page compressed to browsers that accept it', async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/trivia-near-franklin-tn',
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
    });

    it('renders a place with no venue near it, marked noindex', async () => {
      const response = await get('/trivia-near-nome-ak');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).toContain('<title>Trivia Near Nome, AK');
      expect(jsonLdNodes(response.body).filter((block) => block['@type'] === 'Event')).toEqual([]);
    });

    it('answers 404 for a place it does not know', async () => {
      const response = await get('/trivia-near-nowhere-zz');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain(
        '<title>We couldn&#39;t find Nowhere Zz | Trivia Near Me</title>',
      );
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
    });

    it('escapes what it puts into the page', async () => {
      const db = testApp.database.db;
      const venue = await createVenue(db, {
        nameOriginal: '</script><script>alert(1)</script>',
        latitude: 40.7128,
        longitude: -74.006,
      });
      await createEvent(db, {
        venueId: venue.id,
        dayOfWeek: dayOfWeekOf(todayIn('America/New_York')),
      });
      const response = await get('/trivia-near-new-york-ny');
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('<script>alert(1)</script>');
      expect(jsonLdNodes(response.body)).toContainEqual(
        expect.objectContaining({
          location: expect.objectContaining({ name: '</script><script>alert(1)</script>' }),
        }),
      );
    });
  });

  it('redirects /trivia-near-me to / on the server', async () => {
    const response = await get('/trivia-near-me');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/');
  });

  it('lists the home page and the cities with active events in the sitemap', async () => {
    const db = testApp.database.db;
    const boulder = await createVenue(db, { latitude: 40.015, longitude: -105.2705 });
    const changed = new Date('2026-10-02T12:00:00Z');
    await createEvent(db, { venueId: boulder.id, createdAt: changed });
    const sleepy = await createVenue(db, { latitude: 44.4759, longitude: -73.2121 }); // Burlington, VT
    await createEvent(db, { venueId: sleepy.id, isActive: false });

    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml).toContain('<url>\n    <loc>https://trivia.example/</loc>\n  </url>');
    expect(xml).toContain(
      '<loc>https://trivia.example/trivia-near-boulder-co</loc>\n    <lastmod>2026-10-02</lastmod>',
    );
    expect(xml).toContain('<loc>https://trivia.example/trivia-near-franklin-tn</loc>');
    expect(xml).not.toContain('burlington');
    // Every listed city page is one the server knows.
    for (const [, slug] of xml.matchAll(/trivia-near-([a-z0-9-]+)</g)) {
      expect((await get(`/api/places/${slug}`)).json(), slug).not.toEqual({ place: null });
    }
  });

  it('keeps /admin out of robots.txt and points to the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://trivia.example/sitemap.xml\n',
    );
  });

  it('gives /beta and unknown pages their own title', async () => {
    expect((await get('/beta')).body).toContain(
      '<title>Install Trivia Near Me — Trivia Near Me</title>',
    );
    const missing = await get('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Page not found | Trivia Near Me</title>');
  });
});
