import { addDays, dayOfWeekOf, todayIn } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEvent, createVenue } from '../../src/db/factories.ts';
import { eventOccurrences, venues } from '../../src/db/schema/index.ts';
import { useAdminApp, useSignedInClient } from '../helpers/auth.ts';
import { readWithIcalJs, readWithNodeIcal } from '../helpers/calendar-readers.ts';
import { FRANKLIN, PUBLIC_URL } from '../helpers/public-pages.ts';

/**
 * Decision 177: a night's SEQUENCE grows with every significant change (RFC 5545 §3.8.7.4: its
 * start, its end, its status), whichever path makes it, and never falls back.
 */
describe("a night's calendar SEQUENCE", () => {
  const { testApp, db } = useAdminApp({ PUBLIC_URL });
  // The venue's owner: their confirmation is the public's "Confirmed" (decision 123).
  const host = useSignedInClient(testApp);
  const night = addDays(todayIn('America/Chicago'), 3);

  /** The event form's fields for the night's event, with `overrides`. */
  const form = (venueId: string, overrides: Record<string, unknown> = {}) => ({
    venueId,
    providerId: null,
    eventType: 'Trivia',
    dayOfWeek: dayOfWeekOf(night),
    startTime: '19:00',
    frequency: 'weekly',
    isActive: true,
    ...overrides,
  });

  async function hostsNight(name: string) {
    const venue = await createVenue(db(), {
      nameOriginal: name,
      addressOriginal: '100 Main St, Franklin, TN 37064',
      ...FRANKLIN,
      ownedBy: host.userId,
    });
    const event = await createEvent(db(), {
      venueId: venue.id,
      dayOfWeek: dayOfWeekOf(night),
      startTime: '19:00',
    });
    // The night as the schedule stores it when a host opens it.
    const [stored] = await db()
      .insert(eventOccurrences)
      .values({ eventId: event.id, occurrenceDate: night })
      .returning();
    if (!stored) throw new Error('the night is stored');
    /** The night in the venue's feed, as both parsers read it. */
    const read = async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/calendar.ics?venues=${venue.id}`,
      });
      expect(response.statusCode).toBe(200);
      const { nights } = readWithIcalJs(response.body);
      expect(readWithNodeIcal(response.body).nights).toEqual(nights);
      const found = nights.find((each) => each.uid === `${event.id}-${night}@trivia.example`);
      if (!found) throw new Error(`the feed has the night of ${night}`);
      return found;
    };
    const setStatus = async (status: string) => {
      const response = await host.request({
        method: 'PATCH',
        url: `/api/admin/occurrences/${stored.id}`,
        payload: { status },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const edit = async (overrides: Record<string, unknown>) => {
      const response = await host.put(`/api/admin/events/${event.id}`, form(venue.id, overrides));
      expect(response.statusCode, response.body).toBe(200);
    };
    return { venue, read, setStatus, edit };
  }

  it('cancelled, restored, then moved to a later time: strictly growing across the reads', async () => {
    const { read, setStatus, edit } = await hostsNight('Revision Tavern');
    const first = await read();
    await setStatus('cancelled');
    const cancelled = await read();
    await setStatus('scheduled');
    const restored = await read();
    // Its time changes: the restored night is dropped and stored afresh from the new time.
    await edit({ startTime: '20:30' });
    const moved = await read();

    expect(cancelled.summary).toBe('Cancelled: Trivia at Revision Tavern');
    expect(restored.summary).toBe('Trivia at Revision Tavern');
    expect(moved.start).not.toBe(restored.start);
    const sequences = [first, cancelled, restored, moved].map((each) => each.sequence);
    expect(sequences[0]).toBe(0);
    for (let index = 1; index < sequences.length; index += 1) {
      expect(sequences[index], String(sequences)).toBeGreaterThan(sequences[index - 1] ?? 0);
    }
  });

  it('grows when its end time, its confirmation or its venue’s time zone changes', async () => {
    const { venue, read, setStatus, edit } = await hostsNight('Revision Arms');
    const seen = [(await read()).sequence];
    await edit({ endTime: '21:00' });
    seen.push((await read()).sequence);
    await setStatus('confirmed');
    const confirmed = await read();
    expect(confirmed.status).toBe('CONFIRMED');
    seen.push(confirmed.sequence);
    await db().update(venues).set({ timezone: 'America/New_York' }).where(eq(venues.id, venue.id));
    seen.push((await read()).sequence);
    for (let index = 1; index < seen.length; index += 1) {
      expect(seen[index], String(seen)).toBeGreaterThan(seen[index - 1] ?? 0);
    }
  });

  it('stays as it was when nothing a calendar must notice changes (the prize)', async () => {
    const { read, setStatus, edit } = await hostsNight('Revision Inn');
    await setStatus('cancelled');
    const before = await read();
    await edit({ prizeAmount: 25 });
    const after = await read();
    expect(after.sequence).toBe(before.sequence);
  });
});
