import {
  addDays,
  dayOfWeekOf,
  type ProviderPageResponse,
  providerPageSlug,
  todayIn,
  type VenuePageResponse,
} from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEvent, createOccurrence, createProvider } from '../../src/db/factories.ts';
import { triviaProviders } from '../../src/db/schema/index.ts';
import {
  cancelNight,
  createFranklinVenue,
  jsonLdNodes,
  PUBLIC_URL,
  usePublicApp,
} from '../helpers/public-pages.ts';

describe('provider pages', () => {
  const { testApp, get } = usePublicApp();

  /**
   * Harpeth Quiz Co. hosts at Main Street Taproom (one night cancelled) and at Alehouse; another
   * provider hosts at the Taproom too, and a rejected one at the Alehouse.
   */
  async function harpethQuiz() {
    const db = testApp.database.db;
    const provider = await createProvider(db, {
      name: 'Harpeth Quiz Co.',
      website: 'https://harpethquiz.example',
      description: 'Pub quizzes across Williamson County since 2015.',
    });
    const other = await createProvider(db, { name: 'Other Quiz' });
    const rejected = await createProvider(db, { name: 'Rejected Quiz', status: 'rejected' });
    const taproom = await createFranklinVenue(db);
    const alehouse = await createFranklinVenue(db, 'Alehouse', '200 Main St, Franklin, TN 37064');
    const inThreeDays = addDays(todayIn('America/Chicago'), 3);
    const day = dayOfWeekOf(inThreeDays);
    const mine = await createEvent(db, {
      venueId: taproom.id,
      providerId: provider.id,
      eventType: 'Trivia',
      dayOfWeek: day,
      startTime: '19:30',
      prizeAmount: 50,
    });
    await cancelNight(db, mine.id, inThreeDays);
    const mineAtAlehouse = await createEvent(db, {
      venueId: alehouse.id,
      providerId: provider.id,
      eventType: 'Pub Quiz',
      dayOfWeek: day,
      startTime: '18:00',
    });
    const theirs = await createEvent(db, {
      venueId: taproom.id,
      providerId: other.id,
      eventType: 'Music Bingo',
      dayOfWeek: day,
      startTime: '21:00',
    });
    const rejectedEvent = await createEvent(db, {
      venueId: alehouse.id,
      providerId: rejected.id,
      eventType: 'Rejected Bingo',
      dayOfWeek: day,
      startTime: '21:00',
    });
    return {
      provider,
      other,
      rejected,
      taproom,
      mine,
      mineAtAlehouse,
      theirs,
      rejectedEvent,
      inThreeDays,
      slug: providerPageSlug(provider),
      taproomSlug: `main-street-taproom-franklin-tn-${taproom.id.slice(0, 4)}`,
      alehouseSlug: `alehouse-franklin-tn-${alehouse.id.slice(0, 4)}`,
    };
  }

  it('renders the page with title, canonical, its feed, an Organization and an Event per night of its own', async () => {
    const { slug, inThreeDays, taproomSlug, alehouseSlug } = await harpethQuiz();
    expect(slug).toMatch(/^harpeth-quiz-co-[0-9a-f]{4}$/);
    const response = await get(`/trivia-by-${slug}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const canonical = `${PUBLIC_URL}/trivia-by-${slug}`;
    expect(html).toContain('<title>Trivia by Harpeth Quiz Co. | Trivia Near Me</title>');
    expect(html).toContain(
      '<meta name="description" content="Trivia by Harpeth Quiz Co. at 2 venues in Franklin, TN: every night of the next four weeks, prizes, and a calendar to subscribe to." />',
    );
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}" />`);
    expect(html).toContain(
      `<link rel="alternate" type="text/calendar" title="Trivia by Harpeth Quiz Co." href="${canonical}/calendar.ics" />`,
    );
    expect(html).not.toContain('noindex');

    const nodes = jsonLdNodes(html);
    expect(nodes.filter((node) => node['@type'] === 'Organization')).toEqual([
      {
        '@type': 'Organization',
        '@id': `${canonical}#organization`,
        name: 'Harpeth Quiz Co.',
        url: canonical,
        description: 'Pub quizzes across Williamson County since 2015.',
        sameAs: ['https://harpethquiz.example'],
      },
    ]);
    const events = nodes.filter((node) => node['@type'] === 'Event');
    // Four weeks of its two weekly events; none of the other hosts' nights at the same venues.
    expect(events).toHaveLength(8);
    expect(events.map((event) => event.name)).not.toContainEqual(
      expect.stringMatching(/Music Bingo|Rejected Bingo/),
    );
    expect(
      events.every(
        (event) =>
          (event.organizer as Record<string, unknown>)['@id'] === `${canonical}#organization`,
      ),
    ).toBe(true);
    const cancelled = events.filter(
      (event) => event.eventStatus === 'https://schema.org/EventCancelled',
    );
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toMatchObject({
      name: 'Trivia at Main Street Taproom',
      startDate: expect.stringMatching(new RegExp(`^${inThreeDays}T19:30:00`)),
      url: `${PUBLIC_URL}/trivia-at-${taproomSlug}`,
      location: { '@type': 'Place', address: '100 Main St, Franklin, TN 37064' },
    });
    expect(
      events.filter((event) => event.url === `${PUBLIC_URL}/trivia-at-${alehouseSlug}`),
    ).toHaveLength(4);
  });

  it('answers the page as JSON for the browser: its venues by name with only its own events', async () => {
    const { provider, slug, mine, mineAtAlehouse, taproomSlug } = await harpethQuiz();
    const response = await get(`/api/provider-pages/${slug}`);
    expect(response.statusCode).toBe(200);
    const page = response.json() as ProviderPageResponse;
    expect(page.provider).toEqual({
      id: provider.id,
      slug,
      name: 'Harpeth Quiz Co.',
      website: 'https://harpethquiz.example',
      description: 'Pub quizzes across Williamson County since 2015.',
    });
    expect(page.venues.map((entry) => entry.venue.name)).toEqual([
      'Alehouse',
      'Main Street Taproom',
    ]);
    expect(page.venues.map((entry) => entry.events.map((event) => event.id))).toEqual([
      [mineAtAlehouse.id],
      [mine.id],
    ]);
    expect(page.venues[1]?.venue).toMatchObject({
      slug: taproomSlug,
      town: { name: 'Franklin', citySlug: 'franklin-tn' },
    });
    expect(page.venues[1]?.events[0]?.occurrences).toHaveLength(4);
  });

  it('answers 404 for an unknown, misnamed or rejected provider, and null as JSON', async () => {
    const { provider, rejected } = await harpethQuiz();
    const short = provider.id.slice(0, 4);
    for (const slug of ['nobody-quiz-0000', `other-name-${short}`, providerPageSlug(rejected)]) {
      const page = await get(`/trivia-by-${slug}`);
      expect(page.statusCode, slug).toBe(404);
      expect(page.body).toContain('<title>Trivia host not found | Trivia Near Me</title>');
      expect(page.body).toContain('<meta name="robots" content="noindex" />');
      expect((await get(`/api/provider-pages/${slug}`)).json(), slug).toEqual({
        provider: null,
        venues: [],
      });
    }
    const bad = await get('/api/provider-pages/Harpeth_Quiz');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('slug');
  });

  it('lists public providers with a night in the sitemap', async () => {
    const { slug, rejected, other } = await harpethQuiz();
    const idle = await createProvider(testApp.database.db, { name: 'Idle Quiz' });
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/trivia-by-${slug}</loc>`);
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/trivia-by-${providerPageSlug(other)}</loc>`);
    expect(sitemap).not.toContain(providerPageSlug(rejected));
    expect(sitemap).not.toContain(providerPageSlug(idle));
  });

  it("links a venue page's events to their public providers' pages", async () => {
    const { slug, other, mine, theirs, taproomSlug, alehouseSlug, mineAtAlehouse } =
      await harpethQuiz();
    const page = (await get(`/api/venue-pages/${taproomSlug}`)).json() as VenuePageResponse;
    expect(page.providers).toEqual([
      { slug, name: 'Harpeth Quiz Co.', eventIds: [mine.id] },
      { slug: providerPageSlug(other), name: 'Other Quiz', eventIds: [theirs.id] },
    ]);
    // The rejected host's event is listed at the Alehouse, without a page to link to.
    const alehouse = (await get(`/api/venue-pages/${alehouseSlug}`)).json() as VenuePageResponse;
    expect(alehouse.events.map((event) => event.providerName).sort()).toEqual([
      'Harpeth Quiz Co.',
      'Rejected Quiz',
    ]);
    expect(alehouse.providers).toEqual([
      { slug, name: 'Harpeth Quiz Co.', eventIds: [mineAtAlehouse.id] },
    ]);
    // What search engines read: each night's organiser with its page.
    const organizers = jsonLdNodes((await get(`/trivia-at-${taproomSlug}`)).body)
      .filter((node) => node['@type'] === 'Event')
      .map((node) => node.organizer);
    expect(organizers).toContainEqual({
      '@type': 'Organization',
      name: 'Harpeth Quiz Co.',
      url: `${PUBLIC_URL}/trivia-by-${slug}`,
    });
  });

  it('sends an ETag, answers 304 to it, and the changed page on the next request after a write', async () => {
    const db = testApp.database.db;
    const { provider, slug, mine, inThreeDays } = await harpethQuiz();
    const url = `/trivia-by-${slug}`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);

    await db
      .update(triviaProviders)
      .set({ description: 'Now in Brentwood too.' })
      .where(eq(triviaProviders.id, provider.id));
    const described = await get(url, { 'if-none-match': etag });
    expect(described.statusCode).toBe(200);
    expect(described.body).toContain('Now in Brentwood too.');

    // A night cancelled: the next request's page says so.
    await createOccurrence(db, {
      eventId: mine.id,
      occurrenceDate: addDays(inThreeDays, 7),
      status: 'cancelled',
    });
    const cancelled = jsonLdNodes((await get(url)).body).filter(
      (node) => node.eventStatus === 'https://schema.org/EventCancelled',
    );
    expect(cancelled).toHaveLength(2);

    // Switched off by a platform admin: no page on the next request.
    await db
      .update(triviaProviders)
      .set({ isActive: false })
      .where(eq(triviaProviders.id, provider.id));
    expect((await get(url)).statusCode).toBe(404);
  });
});
