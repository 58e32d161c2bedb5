import { addDays, dayOfWeekOf, todayIn, type VenuePageResponse } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createEvent,
  createOccurrence,
  createProvider,
  createVenue,
} from '../../src/db/factories.ts';
import { venues } from '../../src/db/schema/index.ts';
import {
  cancelNight,
  createFranklinVenue,
  FRANKLIN,
  jsonLdBlocks,
  PUBLIC_URL,
  parseFeed,
  usePublicApp,
} from '../helpers/public-pages.ts';

describe('venue pages and calendar feeds', () => {
  const { testApp, get } = usePublicApp();

  async function franklinTaproom() {
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
    await cancelNight(db, event.id, inThreeDays);
    const slug = `main-street-taproom-franklin-tn-${venue.id.slice(0, 4)}`;
    return { venue, event, inThreeDays, slug };
  }

  it('renders the page with title, canonical, Open Graph, breadcrumb and an Event per night of four weeks', async () => {
    const { slug, inThreeDays } = await franklinTaproom();
    const response = await get(`/trivia-at-${slug}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      '<title>Trivia at Main Street Taproom in Franklin, TN | Trivia Near Me</title>',
    );
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/trivia-at-${slug}" />`);
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/trivia-at-${slug}" />`);
    expect(html).not.toContain('noindex');
    const blocks = jsonLdBlocks(html);
    expect(blocks.find((block) => block['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
        { position: 2, name: 'Tennessee' },
        { position: 3, name: 'Franklin', item: `${PUBLIC_URL}/trivia-near-franklin-tn` },
        { position: 4, name: 'Main Street Taproom', item: `${PUBLIC_URL}/trivia-at-${slug}` },
      ],
    });
    const events = blocks.filter((block) => block['@type'] === 'Event');
    expect(events).toHaveLength(4);
    const cancelled = events.filter(
      (block) => block.eventStatus === 'https://schema.org/EventCancelled',
    );
    expect(cancelled).toHaveLength(1);
    expect(String(cancelled[0]?.startDate)).toMatch(new RegExp(`^${inThreeDays}T19:30:00`));
    // The venue page describes each night in full; a city page's events are brief and link here
    // (decision 081).
    expect(events[0]).toMatchObject({
      description: expect.stringContaining('Prize: $50.'),
      location: {
        '@type': 'Place',
        name: 'Main Street Taproom',
        address: '100 Main St, Franklin, TN 37064',
        geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number) },
      },
    });
  });

  it('answers the page as JSON for the browser, and null for an unknown venue', async () => {
    const { slug, venue } = await franklinTaproom();
    const page = (await get(`/api/venue-pages/${slug}`)).json() as VenuePageResponse;
    expect(page.venue).toMatchObject({ id: venue.id, slug, name: 'Main Street Taproom' });
    expect(page.venue?.town).toMatchObject({ name: 'Franklin', citySlug: 'franklin-tn' });
    expect(page.events[0]?.occurrences).toHaveLength(4);
    const unknown = (await get('/api/venue-pages/main-street-taproom-franklin-tn-0000')).json();
    expect(unknown).toMatchObject({ venue: null, events: [], nearby: [] });
    const bad = await get('/api/venue-pages/Main_Street');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('slug');
  });

  it('answers the phone and website when known, and more trivia nearby', async () => {
    const db = testApp.database.db;
    const { slug, venue } = await franklinTaproom();
    await db
      .update(venues)
      .set({ googlePhoneNumber: '(615) 555-0199', googleWebsite: 'https://taproom.example' })
      .where(eq(venues.id, venue.id));
    const today = todayIn('America/Chicago');
    async function neighbour(
      name: string,
      northMiles: number,
      options: { cancelled?: boolean } = {},
    ) {
      const other = await createVenue(db, {
        nameOriginal: name,
        addressOriginal: `${name}, Franklin, TN 37064`,
        latitude: FRANKLIN.latitude + northMiles / 69,
        longitude: FRANKLIN.longitude,
      });
      const tomorrow = addDays(today, 1);
      const event = await createEvent(db, {
        venueId: other.id,
        eventType: 'Pub Quiz',
        dayOfWeek: dayOfWeekOf(tomorrow),
        startTime: '20:00',
      });
      if (options.cancelled) {
        await createOccurrence(db, {
          eventId: event.id,
          occurrenceDate: tomorrow,
          status: 'cancelled',
        });
      }
      return other;
    }
    const near = await neighbour('Harpeth Pub', 1);
    const far = await neighbour('Cool Springs Bar', 6);
    // Its only night this week is cancelled: nothing to go to.
    await neighbour('Closed Tavern', 2, { cancelled: true });
    // Beyond the page's 25 miles.
    await neighbour('Faraway Saloon', 40);

    const page = (await get(`/api/venue-pages/${slug}`)).json() as VenuePageResponse;
    expect(page.venue).toMatchObject({
      phone: '(615) 555-0199',
      website: 'https://taproom.example',
    });
    expect(page.nearby.map((each) => each.name)).toEqual(['Harpeth Pub', 'Cool Springs Bar']);
    expect(page.nearby[0]).toMatchObject({
      slug: expect.stringMatching(new RegExp(`^harpeth-pub-franklin-tn-${near.id.slice(0, 4)}$`)),
      next: { title: 'Pub Quiz', date: addDays(today, 1), startTime: '20:00' },
    });
    expect(page.nearby[0]?.distanceMiles).toBeCloseTo(1, 0);
    expect(page.nearby[1]?.slug).toContain(far.id.slice(0, 4));

    // What search engines read: the place's phone and website.
    const html = (await get(`/trivia-at-${slug}`)).body;
    const event = jsonLdBlocks(html)
      .flatMap((block) => (block['@graph'] as Record<string, unknown>[] | undefined) ?? [block])
      .find((block) => block['@type'] === 'Event');
    expect(event?.location).toMatchObject({
      telephone: '(615) 555-0199',
      url: 'https://taproom.example',
    });
  });

  it('answers 404 for an unknown, misnamed or deleted venue', async () => {
    const { slug, venue } = await franklinTaproom();
    expect((await get('/trivia-at-nowhere-bar-franklin-tn-0000')).statusCode).toBe(404);
    expect(
      (await get(`/trivia-at-other-name-franklin-tn-${venue.id.slice(0, 4)}`)).statusCode,
    ).toBe(404);
    await testApp.database.db.delete(venues).where(eq(venues.id, venue.id));
    const gone = await get(`/trivia-at-${slug}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('noindex');
    expect((await get(`/trivia-at-${slug}/calendar.ics`)).statusCode).toBe(404);
  });

  it('marks a venue without active events noindex and leaves it out of the sitemap', async () => {
    const { slug } = await franklinTaproom();
    const idle = await createVenue(testApp.database.db, {
      nameOriginal: 'Quiet Bar',
      addressOriginal: '1 Quiet St, Franklin, TN 37064',
      ...FRANKLIN,
    });
    const idleSlug = `quiet-bar-franklin-tn-${idle.id.slice(0, 4)}`;
    const page = await get(`/trivia-at-${idleSlug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/trivia-at-${slug}</loc>`);
    expect(sitemap).not.toContain(idleSlug);
  });

  it('links each card of the nearby search to its venue page', async () => {
    const { slug, venue } = await franklinTaproom();
    const nearby = (
      await get(`/api/venues/nearby?lat=${FRANKLIN.latitude}&lng=${FRANKLIN.longitude}`)
    ).json();
    expect(nearby.venues.find((each: { id: string }) => each.id === venue.id)?.slug).toBe(slug);
  });

  it('feeds eight weeks of nights with stable UIDs, the time zone, and the cancelled night kept with its reason', async () => {
    const { slug, event, inThreeDays } = await franklinTaproom();
    const response = await get(`/trivia-at-${slug}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Chicago');
    const { nights } = parseFeed(response.body);
    expect(nights).toHaveLength(8);
    for (const night of nights) {
      expect(night.tzid).toBe('America/Chicago');
      expect(night.location).toContain('100 Main St, Franklin, TN 37064');
      expect(night.description).toContain('Prize: $50.');
      expect(night.description).toContain(`${PUBLIC_URL}/trivia-at-${slug}`);
    }
    const cancelled = nights.find(
      (night) => night.uid === `${event.id}-${inThreeDays}@trivia.example`,
    );
    // Kept as an event Google Calendar shows (STATUS:CANCELLED would delete it there), free time,
    // its host's reason first (decision 136).
    expect(cancelled).toMatchObject({
      status: null,
      transparency: 'TRANSPARENT',
      sequence: 1,
      summary: 'Cancelled: Trivia at Main Street Taproom',
      start: `${inThreeDays}T19:30:00`,
    });
    expect(cancelled?.description.split('\n')[0]).toBe(
      'Cancelled by the host: Closed for a private party',
    );
    const others = nights.filter((night) => night !== cancelled);
    // Nobody confirmed them (decision 123): tentative, and the trust word says so.
    expect(others.every((night) => night.status === 'TENTATIVE')).toBe(true);
    expect(
      others.every((night) => night.description.includes('Status: Not checked recently.')),
    ).toBe(true);
    expect(others.every((night) => night.summary === 'Trivia at Main Street Taproom')).toBe(true);
    // DTSTAMP in UTC form (RFC 5545): 'YYYYMMDDTHHMMSSZ', read by ical.js as a UTC time.
    expect(response.body).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
    expect(response.body).not.toMatch(/^DTSTAMP:\d{8}T\d{6}\r$/m);
    expect(nights.every((night) => night.stamp?.endsWith('T00:00:00Z'))).toBe(true);

    // The same feed again: the same UIDs, and 304 for the calendar that has it.
    const again = await get(`/trivia-at-${slug}/calendar.ics`);
    expect(parseFeed(again.body).nights.map((night) => night.uid)).toEqual(
      nights.map((night) => night.uid),
    );
    const etag = response.headers.etag;
    expect(typeof etag).toBe('string');
    expect(
      (await get(`/trivia-at-${slug}/calendar.ics`, { 'if-none-match': String(etag) })).statusCode,
    ).toBe(304);
  });

  it("says CONFIRMED only for a night its host confirmed, TENTATIVE for the platform's (decision 123)", async () => {
    const { slug, event, inThreeDays } = await franklinTaproom();
    const db = testApp.database.db;
    const byHost = addDays(inThreeDays, 7);
    const byPlatform = addDays(inThreeDays, 14);
    await createOccurrence(db, { eventId: event.id, occurrenceDate: byHost, status: 'confirmed' });
    await createOccurrence(db, {
      eventId: event.id,
      occurrenceDate: byPlatform,
      status: 'confirmed',
      confirmedBy: 'platform',
    });
    const { nights } = parseFeed((await get(`/trivia-at-${slug}/calendar.ics`)).body);
    const on = (date: string) => nights.find((night) => night.start.startsWith(date));
    expect(on(byHost)).toMatchObject({ status: 'CONFIRMED' });
    expect(on(byHost)?.description).toContain('Status: Confirmed.');
    expect(on(byPlatform)).toMatchObject({ status: 'TENTATIVE' });
    expect(on(byPlatform)?.description).toContain('Status: Not checked recently.');
    // The venue page's answer agrees: only the host's night is confirmed.
    const page = (await get(`/api/venue-pages/${slug}`)).json() as VenuePageResponse;
    const statuses = page.events[0]?.occurrences.map((night) => [night.date, night.status]);
    expect(statuses).toContainEqual([byHost, 'confirmed']);
    expect(statuses).toContainEqual([byPlatform, 'scheduled']);
  });

  it('downloads one night for Add to calendar', async () => {
    const { slug, event, inThreeDays } = await franklinTaproom();
    const night = addDays(inThreeDays, 7);
    const response = await get(`/trivia-at-${slug}/calendar.ics?night=${event.id}_${night}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(parseFeed(response.body).nights.map((each) => each.start)).toEqual([
      `${night}T19:30:00`,
    ]);
    const notANight = await get(
      `/trivia-at-${slug}/calendar.ics?night=${event.id}_${addDays(night, 1)}`,
    );
    expect(notANight.statusCode).toBe(404);
    const bad = await get(`/trivia-at-${slug}/calendar.ics?night=tomorrow`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('night');
  });

  it('combines saved venues into one feed and refuses bad venue lists naming the field', async () => {
    const { venue } = await franklinTaproom();
    const other = await createVenue(testApp.database.db, {
      nameOriginal: 'Second Bar',
      addressOriginal: '2 Main St, Franklin, TN 37064',
      ...FRANKLIN,
    });
    await createEvent(testApp.database.db, {
      venueId: other.id,
      providerId: null,
      eventType: 'Music Bingo',
      dayOfWeek: 'Monday',
      startTime: '20:00',
    });
    const feed = await get(`/calendar.ics?venues=${venue.id},${other.id}`);
    expect(feed.statusCode).toBe(200);
    const { nights } = parseFeed(feed.body);
    expect(nights).toHaveLength(16);
    expect(nights.filter((night) => night.summary.includes('Second Bar'))).toHaveLength(8);

    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [query, message] of [
      ['', 'venue id'],
      ['venues=', 'at least one venue id'],
      ['venues=abc', 'abc'],
      [`venues=${venue.id},${unknown}`, unknown],
      [
        `venues=${Array.from({ length: 51 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`).join(',')}`,
        'at most 50',
      ],
    ] as const) {
      const response = await get(`/calendar.ics?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.details[0].field, query).toBe('venues');
      expect(response.json().error.message, query).toContain(message);
    }
  });
});
