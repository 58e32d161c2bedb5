import { addDays, dayOfWeekOf, type NearbyVenuesResponse, todayIn } from '@trivia/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../src/db/factories.ts';
import {
  createFranklinVenue,
  FRANKLIN,
  jsonLdNodes,
  usePublicApp,
} from '../helpers/public-pages.ts';

/**
 * A night that runs past midnight (22:00–01:00) ends the next day: search engines read its
 * `endDate` on the venue page and the city page as calendars read its DTEND.
 */
describe('JSON-LD of a night past midnight', () => {
  const { testApp, get } = usePublicApp();
  const night = addDays(todayIn('America/Chicago'), 3);
  let slug = '';

  beforeAll(async () => {
    const { db } = testApp.database;
    const venue = await createFranklinVenue(db, 'Midnight Owl Tavern');
    await createEvent(db, {
      venueId: venue.id,
      eventType: 'Late Quiz',
      dayOfWeek: dayOfWeekOf(night),
      startTime: '22:00',
      endTime: '01:00',
    });
    const nearby = (
      await get(`/api/venues/nearby?lat=${FRANKLIN.latitude}&lng=${FRANKLIN.longitude}`)
    ).json() as NearbyVenuesResponse;
    slug = nearby.venues.find((each) => each.id === venue.id)?.slug ?? '';
  });

  /** The page's Event of the night, whose end must be the next day, three hours on. */
  async function expectEndsNextDay(path: string) {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    const event = jsonLdNodes(response.body).find(
      (node) =>
        node['@type'] === 'Event' &&
        node.name === 'Late Quiz at Midnight Owl Tavern' &&
        String(node.startDate).startsWith(`${night}T22:00:00`),
    );
    expect(event, path).toBeDefined();
    const { startDate, endDate } = event as { startDate: string; endDate?: string };
    expect(endDate, path).toMatch(new RegExp(`^${addDays(night, 1)}T01:00:00[+-]\\d\\d:\\d\\d$`));
    expect(Date.parse(endDate ?? '') - Date.parse(startDate), path).toBe(3 * 60 * 60 * 1000);
  }

  it('has the next day’s endDate on the venue page', async () => {
    await expectEndsNextDay(`/trivia-at-${slug}`);
  });

  it('has the next day’s endDate on the city page', async () => {
    await expectEndsNextDay('/trivia-near-franklin-tn');
  });
});
