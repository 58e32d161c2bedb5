import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addProviderUser, createProvider } from '../../../src/db/factories.ts';
import { events, venues } from '../../../src/db/schema/index.ts';
import { useAdminApp } from '../../helpers/auth.ts';

/**
 * Decision 175: names and addresses (and an event's type and prize) are single-line text however
 * they come in — the form's API, a CSV import, a provider's feed: line breaks, U+2028/U+2029 and
 * other control characters are folded to single spaces and the ends trimmed, so a calendar, a
 * card or a mail never receives a line break from them.
 */
describe('names and addresses are stored on one line', () => {
  const { admin, db } = useAdminApp();
  const patch = (url: string, payload: Record<string, unknown>) =>
    admin.request({ method: 'PATCH', url, payload });

  const stored = async (venueId: string) =>
    (
      await db()
        .select({ name: venues.nameOriginal, address: venues.addressOriginal })
        .from(venues)
        .where(eq(venues.id, venueId))
    )[0];

  it('folds line breaks in a venue created and edited through the API', async () => {
    const created = await admin.post('/api/admin/venues', {
      nameOriginal: ' Pub\nName ',
      addressOriginal: '1 Broadway,\r\nNashville, TN 37203\u2029',
      latitude: 36.16,
      longitude: -86.78,
    });
    expect(created.statusCode, created.body).toBe(201);
    const venueId: string = created.json().id;
    expect(await stored(venueId)).toEqual({
      name: 'Pub Name',
      address: '1 Broadway, Nashville, TN 37203',
    });

    const edited = await patch(`/api/admin/venues/${venueId}`, {
      nameOriginal: 'The\u2028Crown \r\n\t & Anchor',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().nameOriginal).toBe('The Crown & Anchor');
    expect((await stored(venueId))?.name).toBe('The Crown & Anchor');

    // A name that is only line breaks is no name.
    const empty = await patch(`/api/admin/venues/${venueId}`, { nameOriginal: '\r\n\u2028' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toEqual([
      { field: 'nameOriginal', message: 'Venue Name is required' },
    ]);

    const event = await admin.post('/api/admin/events', {
      venueId,
      eventType: 'Music\nBingo',
      dayOfWeek: 'Tuesday',
      startTime: '19:00',
      prizeDescription: 'Bar tab\u2028and glory',
    });
    expect(event.statusCode, event.body).toBe(201);
    const [row] = await db().select().from(events).where(eq(events.id, event.json().id));
    expect(row).toMatchObject({ eventType: 'Music Bingo', prizeDescription: 'Bar tab and glory' });
  });

  it('folds them in a CSV import', async () => {
    const csv = [
      'name,address,latitude,longitude,google_place_id',
      '"Two\nLine Tavern","9 Elm St\r\nNashville, TN 37203",36.16,-86.78,ChIJ-two-lines',
      '',
    ].join('\r\n');
    const response = await admin.post('/api/admin/venues/import', { format: 'csv', content: csv });
    expect(response.json()).toMatchObject({ created: 1, rejectedCount: 0 });
    const [row] = await db()
      .select({ name: venues.nameOriginal, address: venues.addressOriginal })
      .from(venues)
      .where(eq(venues.googlePlaceId, 'ChIJ-two-lines'));
    expect(row).toEqual({ name: 'Two Line Tavern', address: '9 Elm St Nashville, TN 37203' });
  });

  it("folds them in a provider's feed", async () => {
    const provider = await createProvider(db(), { name: 'Line Break Trivia' });
    await addProviderUser(db(), { userId: admin.userId, providerId: provider.id });
    const feed = await admin.post('/api/admin/feeds', {
      providerId: provider.id,
      name: 'Uploaded\nschedule',
      format: 'csv',
    });
    expect(feed.json().name).toBe('Uploaded schedule');
    const csv = [
      'venue_name,address,latitude,longitude,event_type,day,start',
      '"Feed\u2028Pub","3 Oak St\n\nNashville, TN 37203",36.17,-86.77,"Pub\r\nQuiz",Wednesday,19:30',
      '',
    ].join('\r\n');
    const applied = await admin.post(`/api/admin/feeds/${feed.json().id}/apply`, { content: csv });
    expect(applied.statusCode, applied.body).toBe(200);
    const [row] = await db()
      .select({ id: venues.id, name: venues.nameOriginal, address: venues.addressOriginal })
      .from(venues)
      .where(eq(venues.nameOriginal, 'Feed Pub'));
    expect(row).toMatchObject({ name: 'Feed Pub', address: '3 Oak St Nashville, TN 37203' });
    const [event] = await db()
      .select({ eventType: events.eventType })
      .from(events)
      .where(eq(events.venueId, row?.id ?? ''));
    expect(event).toEqual({ eventType: 'Pub Quiz' });
  });
});
