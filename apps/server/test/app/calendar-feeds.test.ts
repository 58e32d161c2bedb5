import {
  addDays,
  type CityPlaceResponse,
  dayOfWeekOf,
  type NearbyVenuesResponse,
  providerPageSlug,
  todayIn,
} from '@trivia/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../src/db/client.ts';
import {
  createEvent,
  createOccurrence,
  createProvider,
  createVenue,
} from '../../src/db/factories.ts';
import {
  cancelNight,
  createFranklinVenue,
  FRANKLIN,
  parseFeed,
  usePublicApp,
} from '../helpers/public-pages.ts';

/**
 * Decision 147: a provider's nights and a city page's nights as calendar feeds, read
 * back with ical.js, a real iCalendar parser.
 */

/** Spring Hill is 10 miles south of downtown Franklin, and the far bar 40 miles north. */
const SPRING_HILL = { latitude: 35.7512, longitude: -86.93 };
const FORTY_MILES_NORTH = { latitude: 36.505, longitude: -86.8689 };

/** `{eventId}_{date}` of each night, sorted: what two lists of nights are compared by. */
const keysOf = (nights: { uid: string }[]) =>
  nights.map((night) => night.uid.replace(/@.*$/, '')).sort();

/**
 * Harpeth Quiz Co. hosts Trivia at the taproom (a cancelled night in three days) and at Spring
 * Hill; another host's Music Bingo is at the same taproom; a far bar is 40 miles away.
 */
type Franklin = Awaited<ReturnType<typeof franklinNights>>;

async function franklinNights(db: DbOrTx) {
  const today = todayIn('America/Chicago');
  const inThreeDays = addDays(today, 3);
  const inFourDays = addDays(today, 4);
  const harpeth = await createProvider(db, { name: 'Harpeth Quiz Co.' });
  const other = await createProvider(db, { name: 'Bingo Brothers' });
  const taproom = await createFranklinVenue(db);
  const springHill = await createVenue(db, {
    nameOriginal: 'Spring Hill Tavern',
    addressOriginal: '5 Main St, Spring Hill, TN 37174',
    ...SPRING_HILL,
  });
  const far = await createVenue(db, {
    nameOriginal: 'Far Bar',
    addressOriginal: '1 Far Rd, Franklin, KY 42134',
    ...FORTY_MILES_NORTH,
  });
  const trivia = await createEvent(db, {
    venueId: taproom.id,
    providerId: harpeth.id,
    eventType: 'Trivia',
    dayOfWeek: dayOfWeekOf(inThreeDays),
    startTime: '19:30',
    prizeAmount: 50,
  });
  await cancelNight(db, trivia.id, inThreeDays);
  const springTrivia = await createEvent(db, {
    venueId: springHill.id,
    providerId: harpeth.id,
    eventType: 'Trivia',
    dayOfWeek: dayOfWeekOf(inFourDays),
    startTime: '20:00',
  });
  const bingo = await createEvent(db, {
    venueId: taproom.id,
    providerId: other.id,
    eventType: 'Music Bingo',
    dayOfWeek: dayOfWeekOf(inFourDays),
    startTime: '18:00',
  });
  const farTrivia = await createEvent(db, {
    venueId: far.id,
    providerId: other.id,
    eventType: 'Trivia',
    dayOfWeek: dayOfWeekOf(inThreeDays),
    startTime: '19:00',
    prizeAmount: 25,
  });
  return {
    today,
    inThreeDays,
    inFourDays,
    harpeth,
    other,
    slug: providerPageSlug(harpeth),
    trivia,
    springTrivia,
    bingo,
    farTrivia,
  };
}

/** Whose events a feed's nights are of. */
const eventsOf = (nights: { uid: string }[]) =>
  new Set(nights.map((night) => night.uid.slice(0, 36)));

/** The app, with Franklin's nights made once: the city feed reads every venue near it. */
function useFranklin() {
  const { testApp, get } = usePublicApp();
  let made: Franklin | undefined;
  beforeAll(async () => {
    made = await franklinNights(testApp.database.db);
  });
  const franklin = () => {
    if (!made) throw new Error('Franklin is made before the tests');
    return made;
  };
  return { testApp, get, franklin };
}

describe('GET /trivia-by-{slug}/calendar.ics', () => {
  const { testApp, get, franklin } = useFranklin();

  it("lists eight weeks of the provider's own nights at every venue, never another host's", async () => {
    const { slug, trivia, springTrivia, inThreeDays } = franklin();
    const response = await get(`/trivia-by-${slug}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${slug}.ics"`);
    const { name, nights } = parseFeed(response.body);
    expect(name).toBe('Trivia by Harpeth Quiz Co.');
    expect(nights).toHaveLength(16);
    expect(eventsOf(nights)).toEqual(new Set([trivia.id, springTrivia.id]));
    expect(nights.filter((night) => night.summary.endsWith('at Spring Hill Tavern'))).toHaveLength(
      8,
    );
    // The cancelled night stays, as decision 136 writes it: no STATUS, free time, the reason.
    const cancelled = nights.find(
      (night) => night.uid === `${trivia.id}-${inThreeDays}@trivia.example`,
    );
    expect(cancelled).toMatchObject({
      summary: 'Cancelled: Trivia at Main Street Taproom',
      status: null,
      transparency: 'TRANSPARENT',
      sequence: 1,
      start: `${inThreeDays}T19:30:00`,
    });
    expect(cancelled?.description.split('\n')[0]).toBe(
      'Cancelled by the host: Closed for a private party',
    );
    const others = nights.filter((night) => night !== cancelled);
    expect(others.every((night) => night.status === 'TENTATIVE')).toBe(true);
    expect(others.every((night) => night.description.includes('Hosted by Harpeth Quiz Co.'))).toBe(
      true,
    );
  });

  it('answers 304 to the calendar that holds the same feed, and the new feed once a night changes', async () => {
    const { slug, springTrivia, inFourDays } = franklin();
    const first = await get(`/trivia-by-${slug}/calendar.ics`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(`/trivia-by-${slug}/calendar.ics`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The host cancels a night at Spring Hill: the calendar holding the old feed gets the new one.
    await createOccurrence(testApp.database.db, {
      eventId: springTrivia.id,
      occurrenceDate: addDays(inFourDays, 7),
      status: 'cancelled',
    });
    const changed = await get(`/trivia-by-${slug}/calendar.ics`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const night = parseFeed(changed.body).nights.find(
      (each) => each.uid === `${springTrivia.id}-${addDays(inFourDays, 7)}@trivia.example`,
    );
    expect(night).toMatchObject({ summary: 'Cancelled: Trivia at Spring Hill Tavern' });
    expect(night?.description.split('\n')[0]).toBe('This night is cancelled.');
  });

  it('answers 404 for an unknown, renamed or rejected provider', async () => {
    const { harpeth } = franklin();
    const rejected = await createProvider(testApp.database.db, {
      name: 'Gone Quiz',
      status: 'rejected',
    });
    await createEvent(testApp.database.db, {
      venueId: (await createVenue(testApp.database.db, FRANKLIN)).id,
      providerId: rejected.id,
    });
    for (const slug of [
      'nobody-at-all-0000',
      `another-name-${harpeth.id.slice(0, 4)}`,
      providerPageSlug(rejected),
      'NOT-A-SLUG',
    ]) {
      const response = await get(`/trivia-by-${slug}/calendar.ics`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json().error.message, slug).toBe('There is no such trivia provider.');
    }
  });
});

describe('GET /trivia-near-{slug}/calendar.ics', () => {
  const { get, franklin } = useFranklin();

  it("lists the city page's nights, and eight weeks of them", async () => {
    const { trivia, springTrivia, bingo, farTrivia, today } = franklin();
    const { place } = (await get('/api/places/franklin-tn')).json() as CityPlaceResponse;
    if (!place) throw new Error('franklin-tn is a town');
    const response = await get('/trivia-near-franklin-tn/calendar.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'inline; filename="trivia-near-franklin-tn.ics"',
    );
    const { name, nights } = parseFeed(response.body);
    expect(name).toBe('Trivia near Franklin, TN');
    // The search the city page shows (30 miles, its This Week), asked as the browser asks it.
    const page = (
      await get(
        `/api/venues/nearby?lat=${place.latitude}&lng=${place.longitude}&radius_miles=30&date=${place.today}`,
      )
    ).json() as NearbyVenuesResponse;
    const pageNights = page.venues.flatMap((venue) =>
      venue.events.flatMap((event) =>
        event.occurrences.map((night) => `${event.id}-${night.date}`),
      ),
    );
    expect(pageNights.length).toBeGreaterThan(0);
    const lastOfWeek = addDays(today, 6);
    const feedWeek = nights.filter((night) => night.start.slice(0, 10) <= lastOfWeek);
    expect(keysOf(feedWeek)).toEqual(pageNights.sort());
    // Beyond the week, the subscription goes on: eight weeks of the three events in 30 miles.
    expect(eventsOf(nights)).toEqual(new Set([trivia.id, springTrivia.id, bingo.id]));
    expect(eventsOf(nights).has(farTrivia.id)).toBe(false);
    expect(nights).toHaveLength(24);
    expect(
      nights.find((night) => night.summary === 'Cancelled: Trivia at Main Street Taproom'),
    ).toMatchObject({ status: null, transparency: 'TRANSPARENT' });
  });

  it('is narrowed by each of the list’s URL parameters', async () => {
    const { trivia, springTrivia, bingo, farTrivia, inThreeDays, inFourDays } = franklin();
    const feed = async (query: string) => {
      const response = await get(`/trivia-near-franklin-tn/calendar.ics?${query}`);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
      return parseFeed(response.body).nights;
    };
    // The radius the list's menu offers: 50 miles reaches the far bar.
    expect(eventsOf(await feed('radius=50'))).toEqual(
      new Set([trivia.id, springTrivia.id, bingo.id, farTrivia.id]),
    );
    expect(eventsOf(await feed('radius=5'))).toEqual(new Set([trivia.id, bingo.id]));
    // A day chip: every such day of the eight weeks.
    const day = dayOfWeekOf(inFourDays);
    const onDay = await feed(`day=${day}`);
    expect(eventsOf(onDay)).toEqual(new Set([springTrivia.id, bingo.id]));
    expect(onDay).toHaveLength(16);
    expect(onDay.every((night) => dayOfWeekOf(night.start.slice(0, 10)) === day)).toBe(true);
    // Starts after 7 pm, cash prize only, an event type (as the list writes it, any case).
    expect(eventsOf(await feed('after=19'))).toEqual(new Set([trivia.id, springTrivia.id]));
    expect(eventsOf(await feed('cash=1'))).toEqual(new Set([trivia.id]));
    expect(eventsOf(await feed('type=music%20bingo'))).toEqual(new Set([bingo.id]));
    expect(eventsOf(await feed('type=Music%20Bingo'))).toEqual(new Set([bingo.id]));
    // Together, as the city page's link writes them.
    expect(eventsOf(await feed(`radius=50&day=${dayOfWeekOf(inThreeDays)}&cash=1`))).toEqual(
      new Set([trivia.id, farTrivia.id]),
    );
    expect(await feed('type=quiz%20bowl')).toEqual([]);
  });

  it('takes the tab, sort and view of a copied page address without changing the feed', async () => {
    franklin();
    const plain = await get('/trivia-near-franklin-tn/calendar.ics');
    const copied = await get('/trivia-near-franklin-tn/calendar.ics?tab=today&sort=prize&view=map');
    expect(copied.statusCode).toBe(200);
    expect(copied.body).toBe(plain.body);
    expect(copied.headers.etag).toBe(plain.headers.etag);
    const again = await get('/trivia-near-franklin-tn/calendar.ics', {
      'if-none-match': String(plain.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a value the list would not write with 400 naming the field', async () => {
    for (const [query, field] of [
      ['radius=7', 'radius'],
      ['radius=', 'radius'],
      ['day=thursday', 'day'],
      ['after=21', 'after'],
      ['after=7pm', 'after'],
      ['cash=yes', 'cash'],
      ['type=', 'type'],
      [`type=${'x'.repeat(81)}`, 'type'],
      ['tab=month', 'tab'],
      ['sort=name', 'sort'],
      ['view=grid', 'view'],
    ] as const) {
      const response = await get(`/trivia-near-franklin-tn/calendar.ics?${query}`);
      expect(response.statusCode, query).toBe(400);
      const { error } = response.json();
      expect(error.details[0].field, query).toBe(field);
      expect(error.message, query).toMatch(new RegExp(`^${field}: `));
    }
    const radius = await get('/trivia-near-franklin-tn/calendar.ics?radius=7');
    expect(radius.json().error.message).toBe('radius: must be one of 5, 10, 30, 50, 100');
  });

  it('answers 404 for a town or ZIP code nobody knows', async () => {
    for (const slug of ['nowhere-zz', 'me', '00000']) {
      const response = await get(`/trivia-near-${slug}/calendar.ics`);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json().error.message, slug).toBe('There is no such town or ZIP code.');
    }
  });

  it('still answers the venue feed at its own address, with every host’s nights there', async () => {
    const { trivia, bingo } = franklin();
    const nearby = (
      await get(
        `/api/venues/nearby?lat=${FRANKLIN.latitude}&lng=${FRANKLIN.longitude}&radius_miles=5`,
      )
    ).json() as NearbyVenuesResponse;
    const slug = nearby.venues.find((venue) => venue.name === 'Main Street Taproom')?.slug;
    const response = await get(`/trivia-at-${slug}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(eventsOf(parseFeed(response.body).nights)).toEqual(new Set([trivia.id, bingo.id]));
  });
});
