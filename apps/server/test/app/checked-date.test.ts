import {
  addDays,
  dayOfWeekOf,
  formatMonthDay,
  todayIn,
  type VenuePageResponse,
  zonedDateTime,
} from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEvent } from '../../src/db/factories.ts';
import { events } from '../../src/db/schema/index.ts';
import { createFranklinVenue, parseFeed, usePublicApp } from '../helpers/public-pages.ts';

/**
 * "Checked {Mon d}" is the venue's date of the check (decision 101): a host's evening check in
 * Franklin, TN is already the next day in UTC, and must not read as tomorrow.
 */
describe('"Checked {Mon d}" in calendar feeds', () => {
  const { testApp, get } = usePublicApp();

  it('dates an evening check in Tennessee by its own day, not UTC’s', async () => {
    const db = testApp.database.db;
    const venue = await createFranklinVenue(db, 'Checked Tavern');
    const today = todayIn('America/Chicago');
    const event = await createEvent(db, {
      venueId: venue.id,
      dayOfWeek: dayOfWeekOf(addDays(today, 3)),
      startTime: '19:30',
    });
    // 8:30 PM two days ago in Franklin: 2:30 AM the day after in UTC.
    const checkedOn = addDays(today, -2);
    const checkedAt = new Date(zonedDateTime(checkedOn, '20:30', 'America/Chicago'));
    expect(checkedAt.toISOString().slice(0, 10)).toBe(addDays(checkedOn, 1));
    await db.update(events).set({ verifiedAt: checkedAt }).where(eq(events.id, event.id));

    const slug = `checked-tavern-franklin-tn-${venue.id.slice(0, 4)}`;
    const page = (await get(`/api/venue-pages/${slug}`)).json() as VenuePageResponse;
    expect(page.venue?.timezone).toBe('America/Chicago');
    const { nights } = parseFeed((await get(`/trivia-at-${slug}/calendar.ics`)).body);
    expect(nights.length).toBeGreaterThan(0);
    for (const night of nights) {
      expect(night.description).toContain(`Status: Checked ${formatMonthDay(checkedOn)}.`);
    }
  });
});
