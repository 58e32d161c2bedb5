import { randomUUID } from 'node:crypto';
import { addDays, dayOfWeekOf, todayIn } from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import { createEvent, createProvider } from '../../../src/db/factories.ts';
import { readFeed } from '../../../src/services/feeds/read/index.ts';
import { feedToday, planRead } from '../../../src/services/feeds/read-plan.ts';
import { cancelNight, createFranklinVenue, usePublicApp } from '../../helpers/public-pages.ts';

/**
 * Decision 173: our own venue calendar, read back as a provider's feed, is the same venue and the
 * same weekly events — its LOCATION names the venue as calendar programs show it, and its VEVENT a
 * night reads as one weekly event. At the service level: our own site is refused as a fetched
 * source (decision 152), rightly, before anything is read.
 */
describe('our own venue calendar read back as a feed', () => {
  const { testApp, get } = usePublicApp();

  it('creates nothing new: the same venue, the same events, no one-time events', async () => {
    const db = testApp.database.db;
    const provider = await createProvider(db, { name: 'Harpeth Quiz Co.' });
    // A comma in the name: the name is read back whole all the same.
    const venue = await createFranklinVenue(db, 'Gray’s on Main, Upstairs');
    const today = todayIn('America/Chicago');
    const ours = [
      await createEvent(db, {
        venueId: venue.id,
        providerId: provider.id,
        eventType: 'Trivia',
        dayOfWeek: dayOfWeekOf(addDays(today, 2)),
        startTime: '19:30',
        endTime: '21:30',
      }),
      await createEvent(db, {
        venueId: venue.id,
        providerId: provider.id,
        eventType: 'Music Bingo',
        dayOfWeek: dayOfWeekOf(addDays(today, 4)),
        startTime: '20:00',
        endTime: '22:00',
      }),
    ];
    await cancelNight(db, ours[0]?.id ?? '', addDays(today, 9));

    const slug = `grays-on-main-upstairs-franklin-tn-${venue.id.slice(0, 4)}`;
    const calendar = await get(`/trivia-at-${slug}/calendar.ics`);
    expect(calendar.statusCode).toBe(200);
    const now = new Date();
    const read = await readFeed('ical', calendar.body, { today: feedToday(now) });

    expect(read.problems).toEqual([]);
    expect(read.venues).toHaveLength(1);
    expect(read.venues[0]).toMatchObject({
      name: venue.nameOriginal,
      address: venue.addressOriginal,
    });
    const incoming = read.venues[0]?.events ?? [];
    expect(incoming.map((event) => [event.eventType, event.frequency, event.dayOfWeek])).toEqual(
      ours.map((event) => [event.eventType, 'weekly', event.dayOfWeek]),
    );
    expect(incoming[0]?.cancelledDates.map((night) => night.date)).toEqual([addDays(today, 9)]);

    const { plan, changes } = await planRead({
      db,
      feed: { id: randomUUID(), providerId: provider.id },
      read,
      now,
    });
    expect(changes.counts).toMatchObject({
      venuesNew: 0,
      venuesMatched: 1,
      venuesUncertain: 0,
      eventsNew: 0,
      eventsWaiting: 0,
      eventsGone: 0,
      // Cancelled here already.
      nightsCancelled: 0,
    });
    const [planned] = plan.venues;
    expect(planned?.venueId).toBe(venue.id);
    expect(planned?.events.map((event) => event.existing?.id).sort()).toEqual(
      ours.map((event) => event.id).sort(),
    );
    // The calendar lists eight weeks from today: each series runs on past the window, so a read
    // a week later changes nothing either (decision 171).
    for (const event of planned?.events ?? []) expect(event.fields).toEqual([]);
  });
});
