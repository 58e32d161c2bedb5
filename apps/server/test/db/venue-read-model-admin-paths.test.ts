import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../src/db/client.ts';
import { createProvider, createUser } from '../../src/db/factories.ts';
import { PublicEvent, PublicNight } from '../../src/db/read-model/venue-read-model.ts';
import { events, triviaProviders } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { signedInClient, type TestClient } from '../helpers/auth.ts';

/** A far-future window, so that "today" never matters (the read model keeps nights from a week ago on). */
const FROM = '2031-11-22';
const NASHVILLE = { latitude: 36.16, longitude: -86.78 };
const DENVER = { latitude: 39.74, longitude: -104.99 };

interface StoredModel {
  id: string;
  public_events: unknown;
  public_nights: unknown;
  active_event_count: number;
  listed_until: string | null;
}

const StoredEvents = z.array(PublicEvent).nullable();
const StoredNights = z.array(PublicNight).nullable();

/**
 * Every way the admin area changes what the public search shows, one after the other on the same
 * event; after each, the read model stored on the venues (kept by the triggers) must equal a fresh
 * computation from the tables (`venue_read_model`, the SELECT the triggers store), and parse with
 * the definition's schemas. A missed trigger leaves a stale stored model and fails the comparison.
 */
describe('the stored read model equals a fresh computation after every admin change', () => {
  let testApp: TestApp;
  let admin: TestClient;
  const db = () => testApp.database.db;
  const venueIds: string[] = [];
  let eventId = '';
  let providerId = '';
  let otherProviderId = '';

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { user, password } = await createUser(db(), { role: 'admin' });
    admin = await signedInClient(testApp, user.email, password);
    providerId = (await createProvider(db(), { name: 'Read Model Quizzes' })).id;
    otherProviderId = (await createProvider(db(), { name: 'Other Quizzes' })).id;
  });
  afterAll(() => testApp.close());

  async function storedAndFresh(ids: string[]) {
    const list = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const stored = await queryRows<StoredModel>(
      db(),
      sql`select id, public_events, public_nights, active_event_count, listed_until::text from venues
          where id = any(array[${list}]) order by id`,
    );
    const fresh = await queryRows<StoredModel>(
      db(),
      sql`select id, public_events, public_nights, active_event_count, listed_until::text
          from venue_read_model(array[${list}]) order by id`,
    );
    return { stored, fresh };
  }

  /** The stored model of the venues equals the fresh one; returns the stored events and nights. */
  async function expectFresh(ids: string[] = venueIds) {
    const { stored, fresh } = await storedAndFresh(ids);
    expect(stored).toEqual(fresh);
    // In the order asked for, not the uuids' order.
    const inOrder = ids.map((id) => stored.find((row) => row.id === id));
    return inOrder.map((row) => ({
      id: row?.id,
      events: StoredEvents.parse(row?.public_events ?? null) ?? [],
      nights: StoredNights.parse(row?.public_nights ?? null) ?? [],
      count: row?.active_event_count,
      listedUntil: row?.listed_until,
    }));
  }

  async function eventOf(venueId: string) {
    const [model] = await expectFresh([venueId]);
    return model?.events.find((event) => event.id === eventId);
  }

  const form = (overrides: Record<string, unknown> = {}) => ({
    venueId: venueIds[0],
    providerId,
    eventType: 'Trivia',
    dayOfWeek: 'Tuesday',
    startTime: '19:00',
    endTime: '21:00',
    frequency: 'weekly',
    weekOfMonth: '',
    eventDate: '',
    prizeAmount: 50,
    prizeDescription: 'Bar tab',
    maxTeams: 12,
    isActive: true,
    ...overrides,
  });
  let current = form();
  async function save(overrides: Record<string, unknown>) {
    current = { ...current, ...overrides };
    const response = await admin.put(`/api/admin/events/${eventId}`, current);
    expect(response.statusCode, response.body).toBe(200);
  }

  it('creates the venues and the event', async () => {
    for (const [name, place] of [
      ['Read Model Pub', NASHVILLE],
      ['Read Model Tavern', NASHVILLE],
    ] as const) {
      const response = await admin.post('/api/admin/venues', {
        nameOriginal: name,
        addressOriginal: '1 Main St, Nashville, TN',
        ...place,
      });
      expect(response.statusCode, response.body).toBe(201);
      venueIds.push(response.json().id);
    }
    expect((await expectFresh()).map((model) => model.count)).toEqual([0, 0]);

    current = form();
    const created = await admin.post('/api/admin/events', current);
    expect(created.statusCode, created.body).toBe(201);
    eventId = created.json().id;
    expect(await eventOf(current.venueId as string)).toMatchObject({
      eventType: 'Trivia',
      providerName: 'Read Model Quizzes',
      prizeAmount: 50,
      maxTeams: 12,
    });
  });

  it.each([
    [{ eventType: 'Pub Quiz' }, { eventType: 'Pub Quiz' }],
    [{ dayOfWeek: 'Thursday' }, { dayOfWeek: 'Thursday' }],
    [{ startTime: '20:30' }, { startTime: '20:30:00' }],
    [{ endTime: '' }, { endTime: undefined }],
    [{ endTime: '22:45' }, { endTime: '22:45:00' }],
    [
      { frequency: 'monthly', weekOfMonth: 'last' },
      { frequency: 'monthly', weekOfMonth: 'last' },
    ],
    [
      { frequency: 'one-time', weekOfMonth: '', eventDate: '2031-12-04' },
      { frequency: 'one-time', weekOfMonth: undefined, eventDate: '2031-12-04' },
    ],
    [{ eventDate: '' }, { eventDate: undefined, createdOn: expect.any(String) }],
    [
      { frequency: 'weekly', eventDate: '' },
      { frequency: 'weekly', createdOn: undefined },
    ],
    [{ prizeAmount: 75.5 }, { prizeAmount: 75.5 }],
    [{ prizeAmount: '' }, { prizeAmount: undefined }],
    [{ prizeDescription: 'Gift cards' }, { prizeDescription: 'Gift cards' }],
    [{ maxTeams: 30 }, { maxTeams: 30 }],
    [{ maxTeams: '' }, { maxTeams: undefined }],
    [{ providerId: 'the other provider' }, { providerName: 'Other Quizzes' }],
    [{ providerId: '' }, { providerName: undefined }],
    [{ providerId: 'the first provider' }, { providerName: 'Read Model Quizzes' }],
  ])('saves the event with %o', async (change, expected) => {
    const providers: Record<string, string> = {
      'the first provider': providerId,
      'the other provider': otherProviderId,
    };
    const provider = 'providerId' in change ? change.providerId : undefined;
    await save(
      provider === undefined ? change : { ...change, providerId: providers[provider] ?? '' },
    );
    const event = Object.entries((await eventOf(current.venueId as string)) ?? {});
    // A key the model leaves out (a null) reads as undefined.
    for (const [key, value] of Object.entries(expected)) {
      expect(event.find(([name]) => name === key)?.[1], key).toEqual(value);
    }
  });

  it('deactivates and activates the event', async () => {
    await save({ isActive: false });
    expect(await eventOf(current.venueId as string)).toBeUndefined();
    expect((await expectFresh())[0]?.count).toBe(0);
    await save({ isActive: true });
    expect(await eventOf(current.venueId as string)).toBeDefined();
  });

  it('moves the event to another venue and back', async () => {
    await save({ venueId: venueIds[1] });
    const [from, to] = await expectFresh();
    expect(from?.count).toBe(0);
    expect(to?.events.map((event) => event.id)).toEqual([eventId]);
    await save({ venueId: venueIds[0] });
    expect(await eventOf(venueIds[0] as string)).toBeDefined();
  });

  it('shows when the schedule was last confirmed', async () => {
    // No admin screen sets verified_at yet; the column is public, so the model follows it.
    await db()
      .update(events)
      .set({ verifiedAt: new Date('2031-11-20T18:00:00Z') })
      .where(eq(events.id, eventId));
    expect((await eventOf(venueIds[0] as string))?.verifiedAtMs).toBe(Date.UTC(2031, 10, 20, 18));
  });

  it('renames the event’s provider', async () => {
    // No admin path renames a provider (spec §4 edits contact info only); the model follows anyway.
    await db()
      .update(triviaProviders)
      .set({ name: 'Renamed Quizzes' })
      .where(eq(triviaProviders.id, providerId));
    expect((await eventOf(venueIds[0] as string))?.providerName).toBe('Renamed Quizzes');
  });

  it('changes the venue’s time zone by moving it', async () => {
    // An undated one-time event's night is its creation date in the venue's zone: 06:30 UTC is
    // already the 20th in Nashville and still the 19th in Denver.
    await save({ frequency: 'one-time', eventDate: '' });
    await db()
      .update(events)
      .set({ createdAt: new Date('2031-11-20T06:30:00Z') })
      .where(eq(events.id, eventId));
    expect((await eventOf(venueIds[0] as string))?.createdOn).toBe('2031-11-20');
    const moved = await admin.request({
      method: 'PATCH',
      url: `/api/admin/venues/${venueIds[0]}`,
      payload: DENVER,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await eventOf(venueIds[0] as string))?.createdOn).toBe('2031-11-19');
    await save({ frequency: 'weekly', dayOfWeek: 'Tuesday' });
  });

  it('confirms, cancels and reschedules nights', async () => {
    const schedule = (await admin.get(`/api/admin/schedule?from=${FROM}&weeks=4`)).json();
    const nights = schedule.occurrences.filter(
      (night: { event: { id: string } }) => night.event.id === eventId,
    );
    expect(nights.length).toBe(4);
    // Storing 'scheduled' nights leaves the model as it was, and equal to a fresh one.
    expect((await expectFresh())[0]?.nights).toEqual([]);

    const patch = async (id: string, payload: object) => {
      const response = await admin.request({
        method: 'PATCH',
        url: `/api/admin/occurrences/${id}`,
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const statuses = async () =>
      ((await expectFresh())[0]?.nights ?? []).map((night) => `${night.date} ${night.status}`);

    // The platform admin confirms a provider's night: publicly not "confirmed" (decision 123),
    // yet in the model, as a fresh computation has it.
    await patch(nights[0].id, { status: 'confirmed' });
    expect(await statuses()).toEqual([`${nights[0].date} scheduled`]);
    await patch(nights[1].id, { status: 'cancelled', notes: 'Closed for Thanksgiving' });
    expect(await statuses()).toEqual([
      `${nights[0].date} scheduled`,
      `${nights[1].date} cancelled`,
    ]);
    await patch(nights[1].id, { notes: 'Closed for the holiday' });
    expect(await statuses()).toHaveLength(2);
    await patch(nights[1].id, { status: 'scheduled' });
    expect(await statuses()).toEqual([`${nights[0].date} scheduled`]);
    await patch(nights[2].id, { status: 'cancelled' });
    expect(await statuses()).toHaveLength(2);

    // A change of day drops the future scheduled nights and keeps the flagged ones.
    await save({ dayOfWeek: 'Wednesday' });
    expect(await statuses()).toHaveLength(2);
  });

  it('deletes the event, then the venues', async () => {
    const second = await admin.post('/api/admin/events', form({ eventType: 'Second Quiz' }));
    expect(second.statusCode, second.body).toBe(201);
    expect((await expectFresh())[0]?.count).toBe(2);

    const deleted = await admin.request({ method: 'DELETE', url: `/api/admin/events/${eventId}` });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const [model] = await expectFresh();
    expect(model?.events.map((event) => event.eventType)).toEqual(['Second Quiz']);
    expect(model?.nights).toEqual([]);

    for (const venueId of venueIds) {
      const gone = await admin.request({ method: 'DELETE', url: `/api/admin/venues/${venueId}` });
      expect(gone.statusCode, gone.body).toBe(204);
    }
    const { stored, fresh } = await storedAndFresh(venueIds);
    expect(stored).toEqual([]);
    expect(fresh).toEqual([]);
  });
});
