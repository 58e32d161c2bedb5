import {
  addDays,
  dayOfWeekOf,
  type NearbyVenuesResponse,
  type NearestTriviaResponse,
  todayIn,
  type VenuePageResponse,
  venuePageSlug,
} from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import { createEvent, createVenue } from '../../src/db/factories.ts';
import { loadGazetteer } from '../../src/geo/load-gazetteer.ts';
import { useTestApp } from '../helpers/app.ts';

const PUBLIC_URL = 'https://trivia.example';
/** Miles in a degree of latitude (for placing venues at a known distance due north). */
const MILES_PER_DEGREE_LAT = 69.05;

/** Each test works in its own area of the Central time zone, far from the others. */
let nextArea = 0;
function area() {
  nextArea += 1;
  return { latitude: 33 + nextArea * 2.5, longitude: -89.6 };
}
const north = (from: { latitude: number; longitude: number }, miles: number) => ({
  latitude: from.latitude + miles / MILES_PER_DEGREE_LAT,
  longitude: from.longitude,
});

/**
 * Decision 100: a one-time event whose night is before today in its venue's
 * time zone holds no result slot, is not the nearest trivia beyond the radius, and is on no
 * public page; the venue is listed while it has a night to come.
 */
describe('a one-time event whose night has passed', () => {
  const testApp = useTestApp({ PUBLIC_URL });
  const db = () => testApp.database.db;
  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  /** A venue with events (a date is a one-time event's night, 'weekly' a weekly event). */
  async function venueWith(
    name: string,
    place: { latitude: number; longitude: number },
    nights: ('yesterday' | 'tomorrow' | 'weekly')[],
  ) {
    const venue = await createVenue(db(), { nameOriginal: name, ...place });
    const today = todayIn(venue.timezone ?? 'UTC');
    for (const night of nights) {
      if (night === 'weekly') {
        await createEvent(db(), { venueId: venue.id, eventType: 'Weekly Quiz' });
        continue;
      }
      const date = addDays(today, night === 'yesterday' ? -1 : 1);
      await createEvent(db(), {
        venueId: venue.id,
        eventType: night === 'yesterday' ? 'Last Night' : 'Tomorrow Night',
        frequency: 'one-time',
        eventDate: date,
        dayOfWeek: dayOfWeekOf(date),
      });
    }
    return { venue, today };
  }

  async function nearby(centre: { latitude: number; longitude: number }, query = '') {
    const date = todayIn('America/Chicago');
    const response = await get(
      `/api/venues/nearby?lat=${centre.latitude}&lng=${centre.longitude}&date=${date}${query}`,
    );
    expect(response.statusCode).toBe(200);
    return (response.json() as NearbyVenuesResponse).venues;
  }

  async function slugOf(venue: {
    id: string;
    nameOriginal: string;
    latitude: number | null;
    longitude: number | null;
  }) {
    const gazetteer = await loadGazetteer();
    return venuePageSlug({
      id: venue.id,
      name: venue.nameOriginal,
      town: gazetteer.nearestTown(venue.latitude ?? 0, venue.longitude ?? 0),
    });
  }

  it('holds none of the nearby search’s result slots', async () => {
    const centre = area();
    await venueWith('Last Night Hall', north(centre, 1), ['yesterday']);
    await venueWith('Tomorrow Hall', north(centre, 2), ['tomorrow']);
    await venueWith('Weekly Pub', north(centre, 3), ['weekly']);
    await venueWith('Mixed Tavern', north(centre, 4), ['weekly', 'yesterday']);

    const two = await nearby(centre, '&limit=2');
    expect(two.map((venue) => venue.name)).toEqual(['Tomorrow Hall', 'Weekly Pub']);
    const all = await nearby(centre);
    expect(all.map((venue) => venue.name)).toEqual(['Tomorrow Hall', 'Weekly Pub', 'Mixed Tavern']);
    // A listed venue's passed event is not answered either.
    const mixed = all.find((venue) => venue.name === 'Mixed Tavern');
    expect(mixed?.events.map((event) => event.eventType)).toEqual(['Weekly Quiz']);
  });

  it('is not offered as the nearest trivia beyond the radius', async () => {
    const centre = area();
    await venueWith('Far Last Night', north(centre, 60), ['yesterday']);
    await venueWith('Far Weekly', north(centre, 90), ['weekly']);
    expect(await nearby(centre)).toEqual([]);
    const response = await get(
      `/api/venues/nearest?lat=${centre.latitude}&lng=${centre.longitude}`,
    );
    const { venues } = response.json() as NearestTriviaResponse;
    expect(venues[0]?.name).toBe('Far Weekly');
    expect(venues.map((venue) => venue.name)).not.toContain('Far Last Night');
  });

  it('is on no venue page, and its venue leaves the sitemap once it has nothing to come', async () => {
    const centre = area();
    const { venue: finished } = await venueWith('Finished Hall', north(centre, 1), ['yesterday']);
    const { venue: mixed } = await venueWith('Mixed Hall', north(centre, 2), [
      'weekly',
      'yesterday',
    ]);
    const finishedSlug = await slugOf(finished);
    const mixedSlug = await slugOf(mixed);

    const mixedPage = (await get(`/api/venue-pages/${mixedSlug}`)).json() as VenuePageResponse;
    expect(mixedPage.events.map((event) => event.eventType)).toEqual(['Weekly Quiz']);
    const finishedPage = (
      await get(`/api/venue-pages/${finishedSlug}`)
    ).json() as VenuePageResponse;
    expect(finishedPage.venue?.name).toBe('Finished Hall');
    expect(finishedPage.events).toEqual([]);
    // With nothing to come, the page asks search engines not to index it.
    const html = await get(`/trivia-at-${finishedSlug}`);
    expect(html.body).toContain('<meta name="robots" content="noindex" />');

    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`${PUBLIC_URL}/trivia-at-${mixedSlug}<`);
    expect(sitemap).not.toContain(finishedSlug);
  });
});
