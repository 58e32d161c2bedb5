import type { ScheduleResponse } from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import { createEvent, createVenue } from '../../../src/db/factories.ts';
import { useAdminApp } from '../../helpers/auth.ts';

/** A far-future Saturday, so that "today" never matters. */
const FROM = '2031-11-22';

/** Issue 28 point 9: which nights the schedule shows. */
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
});
