import type { ScheduleResponse } from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import { createEvent, createVenue } from '../../../src/db/factories.ts';
import { useAdminApp } from '../../helpers/auth.ts';

/** A far-future Saturday, so that "today" never matters. */
const FROM = '2031-11-22';

/** Which nights the schedule shows. */
describe('the schedule’s dates', () => {
  const { admin, db } = useAdminApp();

  const nightsOf = (schedule: ScheduleResponse, eventId: string) =>
    schedule.occurrences.filter((night) => night.event.id === eventId).map((night) => night.date);

  it('runs from the date to the same day N weeks later, both included (spec §7)', async () => {
    const venue = await createVenue(db());
    const saturday = await createEvent(db(), { venueId: venue.id, dayOfWeek: 'Saturday' });
    const response = await admin.get(`/api/admin/schedule?from=${FROM}&weeks=1`);
    expect(response.statusCode).toBe(200);
    const schedule = response.json() as ScheduleResponse;
    expect(schedule).toMatchObject({ from: FROM, to: '2031-11-29' });
    expect(nightsOf(schedule, saturday.id)).toEqual(['2031-11-22', '2031-11-29']);
    const twoWeeks = (await admin.get(`/api/admin/schedule?from=${FROM}&weeks=2`)).json();
    expect(nightsOf(twoWeeks, saturday.id)).toEqual(['2031-11-22', '2031-11-29', '2031-12-06']);
  });

  it('puts an undated one-time event created late in the evening at a venue without a time zone on the next day, not a week later', async () => {
    // No coordinates, so no time zone (decision 101). Created on Tuesday the 25th at 22:30 in
    // Chicago, 18:30 in Honolulu: already Wednesday the 26th in UTC.
    const venue = await createVenue(db(), { latitude: null, longitude: null });
    expect(venue.timezone).toBeNull();
    const popUp = await createEvent(db(), {
      venueId: venue.id,
      eventType: 'Pop-up',
      frequency: 'one-time',
      dayOfWeek: 'Wednesday',
      createdAt: new Date('2031-11-26T04:30:00Z'),
    });
    const schedule = (await admin.get(`/api/admin/schedule?from=${FROM}&weeks=2`)).json();
    expect(nightsOf(schedule, popUp.id)).toEqual(['2031-11-26']);
  });
});
