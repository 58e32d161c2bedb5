import {
  addDays,
  dayOfWeekOf,
  type EventListResponse,
  PAST_DATE_MESSAGE,
  todayIn,
  type VenueDetail,
} from '@trivia/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createVenue } from '../../../src/db/factories.ts';
import { useAdminApp, useSignedInClient } from '../../helpers/auth.ts';

/** Honolulu: its today is behind the test machine's in every other US zone. */
const HONOLULU = { latitude: 21.3069, longitude: -157.8583 };

/**
 * (decision 100) in the admin area: a one-time event whose night is before its
 * venue's today shows as "Past" in the lists, and the form refuses a past date for a new one
 * while an event that has passed can still be edited.
 */
describe('past one-time events in the admin area', () => {
  const { testApp, admin, db } = useAdminApp();
  const owner = useSignedInClient(testApp);
  let venueId: string;
  let today: string;

  const form = (overrides: Record<string, unknown> = {}) => ({
    venueId,
    providerId: '',
    eventType: 'Trivia',
    startTime: '19:00',
    frequency: 'one-time',
    ...overrides,
  });
  const onDate = (date: string, overrides: Record<string, unknown> = {}) =>
    form({ eventDate: date, dayOfWeek: dayOfWeekOf(date), ...overrides });

  beforeAll(async () => {
    const venue = await createVenue(db(), {
      ownedBy: owner.userId,
      nameOriginal: 'Aloha Quiz Bar',
      ...HONOLULU,
    });
    venueId = venue.id;
    today = todayIn('Pacific/Honolulu');
  });

  it('shows "Past" in the events list and the venue’s events, in the venue’s time zone', async () => {
    const past = await createEvent(db(), {
      venueId,
      eventType: 'Finals Night',
      frequency: 'one-time',
      eventDate: addDays(today, -1),
      dayOfWeek: dayOfWeekOf(addDays(today, -1)),
    });
    // Tonight in Honolulu is not past, even where the day has already ended elsewhere.
    const tonight = await createEvent(db(), {
      venueId,
      eventType: 'Tonight Only',
      frequency: 'one-time',
      eventDate: today,
      dayOfWeek: dayOfWeekOf(today),
    });
    const weekly = await createEvent(db(), { venueId, eventType: 'Every Tuesday' });

    const list = (
      await owner.get(`/api/admin/events?venueId=${venueId}`)
    ).json() as EventListResponse;
    const isPast = (id: string) => list.events.find((event) => event.id === id)?.isPast;
    expect([isPast(past.id), isPast(tonight.id), isPast(weekly.id)]).toEqual([true, false, false]);

    const detail = (await owner.get(`/api/admin/venues/${venueId}`)).json() as VenueDetail;
    expect(
      Object.fromEntries(detail.events.map((event) => [event.eventType, event.isPast])),
    ).toMatchObject({
      'Finals Night': true,
      'Tonight Only': false,
      'Every Tuesday': false,
    });
    const shown = (await owner.get(`/api/admin/events/${past.id}`)).json();
    expect(shown.isPast).toBe(true);
  });

  it('refuses a past date for a new one-time event, naming the field, and takes today', async () => {
    const refused = await owner.post('/api/admin/events', onDate(addDays(today, -1)));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'eventDate', message: PAST_DATE_MESSAGE }],
    });
    const tonight = await owner.post('/api/admin/events', onDate(today));
    expect(tonight.statusCode, tonight.body).toBe(201);
    expect(tonight.json().isPast).toBe(false);
  });

  it('edits a past event that keeps its date, but moves it only to a date to come', async () => {
    const lastWeek = addDays(today, -7);
    const past = await createEvent(db(), {
      venueId,
      eventType: 'Old Finals',
      frequency: 'one-time',
      eventDate: lastWeek,
      dayOfWeek: dayOfWeekOf(lastWeek),
    });
    const url = `/api/admin/events/${past.id}`;
    const renamed = await owner.put(url, onDate(lastWeek, { eventType: 'Old Finals (moved)' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ eventType: 'Old Finals (moved)', isPast: true });
    const deactivated = await owner.put(url, onDate(lastWeek, { isActive: false }));
    expect(deactivated.statusCode, deactivated.body).toBe(200);

    const toAnotherPastDate = await owner.put(url, onDate(addDays(today, -1)));
    expect(toAnotherPastDate.statusCode).toBe(400);
    expect(toAnotherPastDate.json().error.details).toEqual([
      { field: 'eventDate', message: PAST_DATE_MESSAGE },
    ]);
    const weekly = await createEvent(db(), { venueId, eventType: 'Becomes one-time' });
    const weeklyToPast = await owner.put(
      `/api/admin/events/${weekly.id}`,
      onDate(lastWeek, { eventType: 'Becomes one-time' }),
    );
    expect(weeklyToPast.statusCode).toBe(400);

    const revived = await owner.put(url, onDate(addDays(today, 7), { isActive: true }));
    expect(revived.statusCode, revived.body).toBe(200);
    expect(revived.json().isPast).toBe(false);
    expect((await admin.get(url)).json().isPast).toBe(false);
  });

  it('gives the form each venue’s time zone, for the same rule in the browser', async () => {
    const options = (await owner.get('/api/admin/events/form-options')).json();
    expect(options.venues).toContainEqual(
      expect.objectContaining({ id: venueId, timezone: 'Pacific/Honolulu' }),
    );
  });
});
