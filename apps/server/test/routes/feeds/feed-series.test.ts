import { addDays, type IsoDate, nextDayOnOrAfter, todayIn } from '@trivia/shared';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addProviderUser, createProvider } from '../../../src/db/factories.ts';
import { eventOccurrences, events } from '../../../src/db/schema/index.ts';
import { materializeOccurrences } from '../../../src/services/events/occurrences.ts';
import { useTestApp } from '../../helpers/app.ts';
import { signInNewUser } from '../../helpers/auth.ts';
import { useFeedServer } from '../../helpers/feed-server.ts';
import { FRANKLIN, PUBLIC_URL, parseFeed } from '../../helpers/public-pages.ts';

/**
 * A provider's iCalendar series as calendar programs read it: within its first and last night
 * (decision 171), with its moved and extra nights at the times the source says (decision 172), in
 * the nights we store and in what we publish (here, the venue's calendar feed).
 */

const testApp = useTestApp({ FEED_ALLOW_HOSTS: '127.0.0.1', PUBLIC_URL });
const db = () => testApp.database.db;
const source = useFeedServer();
const today = todayIn('America/Chicago');
const compact = (date: IsoDate) => date.replaceAll('-', '');
const at = (date: IsoDate, time = '190000') => `${compact(date)}T${time}`;

/** A calendar of VEVENTs at Main Street Taproom, Franklin, in Chicago's zone. */
function calendar(vevents: string[][]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Harpeth Quiz Co.//Schedule//EN',
    'X-WR-TIMEZONE:America/Chicago',
    ...vevents.flatMap((lines) => [
      'BEGIN:VEVENT',
      'SUMMARY:Trivia',
      'DURATION:PT2H',
      'LOCATION:Main Street Taproom\\, 100 Main St\\, Franklin\\, TN 37064',
      `GEO:${FRANKLIN.latitude};${FRANKLIN.longitude}`,
      ...lines,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

let providerId = '';
let host: Awaited<ReturnType<typeof signInNewUser>>;

beforeAll(async () => {
  host = await signInNewUser(testApp);
  providerId = (await createProvider(db(), { name: 'Harpeth Quiz Co.' })).id;
  await addProviderUser(db(), { userId: host.userId, providerId });
});

/** Adds a feed of `text`, applies it, and answers its events by UID and the venue's calendar. */
async function applyCalendar(text: string) {
  source.contentType = 'text/calendar';
  source.body = text;
  const created = await host.post('/api/admin/feeds', {
    providerId,
    name: `Harpeth ${Math.random()}`,
    format: 'ical',
    url: source.url(),
  });
  const applied = await host.post(`/api/admin/feeds/${created.json().id}/apply`);
  expect(applied.statusCode).toBe(200);
  const kept = await db().select().from(events).where(eq(events.feedId, created.json().id));
  const idOf = (uid: string) => kept.find((event) => event.feedKey === `id:${uid}`)?.id;
  const venueId = kept[0]?.venueId ?? '';
  const feed = await testApp.app.inject({
    method: 'GET',
    url: `/trivia-at-main-street-taproom-franklin-tn-${venueId.slice(0, 4)}/calendar.ics`,
  });
  expect(feed.statusCode).toBe(200);
  const { nights } = parseFeed(feed.body);
  /** The calendar's nights of an event: 'YYYY-MM-DDTHH:MM' and whether cancelled. */
  const nightsOf = (uid: string) =>
    nights
      .filter((night) => night.uid.startsWith(`${idOf(uid)}-`))
      .map((night) => ({
        start: night.start.slice(0, 16),
        cancelled: night.summary.startsWith('Cancelled: '),
        note: night.description.split('\n')[0],
      }));
  return { changes: applied.json().changes, idOf, nightsOf, kept };
}

describe('a series between its first and last night (decision 171)', () => {
  const season = nextDayOnOrAfter(addDays(today, 22), 'Tuesday');
  const wednesday = nextDayOnOrAfter(addDays(today, 1), 'Wednesday');
  const thursday = nextDayOnOrAfter(addDays(today, 1), 'Thursday');
  let read: Awaited<ReturnType<typeof applyCalendar>>;

  beforeAll(async () => {
    read = await applyCalendar(
      calendar([
        ['UID:season', `DTSTART;TZID=America/Chicago:${at(season)}`, 'RRULE:FREQ=WEEKLY;BYDAY=TU'],
        ['UID:three', `DTSTART;TZID=America/Chicago:${at(wednesday)}`, 'RRULE:FREQ=WEEKLY;COUNT=3'],
        // UNTIL 04:00 UTC the day after the third Thursday: that evening in Chicago.
        [
          'UID:until',
          `DTSTART;TZID=America/Chicago:${at(thursday)}`,
          `RRULE:FREQ=WEEKLY;UNTIL=${at(addDays(thursday, 15), '040000Z')}`,
        ],
      ]),
    );
  });

  it('lists nothing before a DTSTART weeks ahead', () => {
    const starts = read.nightsOf('season').map((night) => night.start);
    expect(starts.length).toBeGreaterThan(0);
    expect(starts[0]).toBe(`${season}T19:00`);
  });

  it('lists exactly the three nights of COUNT=3, and stops at UNTIL', () => {
    const weeks = (first: IsoDate) => [0, 7, 14].map((days) => `${addDays(first, days)}T19:00`);
    expect(read.nightsOf('three').map((night) => night.start)).toEqual(weeks(wednesday));
    expect(read.nightsOf('until').map((night) => night.start)).toEqual(weeks(thursday));
  });

  it('stores no night outside them', async () => {
    const ids = ['season', 'three', 'until'].map((uid) => read.idOf(uid) ?? '');
    await db().transaction((tx) =>
      materializeOccurrences({
        tx,
        from: today,
        to: addDays(today, 70),
        where: inArray(events.id, ids),
      }),
    );
    const stored = await db()
      .select({ eventId: eventOccurrences.eventId, date: eventOccurrences.occurrenceDate })
      .from(eventOccurrences)
      .where(inArray(eventOccurrences.eventId, ids));
    const datesOf = (uid: string) =>
      stored
        .filter((night) => night.eventId === read.idOf(uid))
        .map((night) => night.date)
        .sort();
    expect(datesOf('three')).toEqual([wednesday, addDays(wednesday, 7), addDays(wednesday, 14)]);
    expect(datesOf('until')).toEqual([thursday, addDays(thursday, 7), addDays(thursday, 14)]);
    expect(datesOf('season')[0]).toBe(season);
  });
});

describe('moved and extra nights (decision 172)', () => {
  const tuesday = nextDayOnOrAfter(addDays(today, 1), 'Tuesday');
  const moved = addDays(tuesday, 7);
  const saturday = addDays(tuesday, 11);
  let read: Awaited<ReturnType<typeof applyCalendar>>;

  beforeAll(async () => {
    read = await applyCalendar(
      calendar([
        [
          'UID:tuesdays',
          `DTSTART;TZID=America/Chicago:${at(tuesday)}`,
          'RRULE:FREQ=WEEKLY;BYDAY=TU',
          `RDATE;TZID=America/Chicago:${at(saturday, '180000')}`,
        ],
        [
          'UID:tuesdays',
          `RECURRENCE-ID;TZID=America/Chicago:${at(moved)}`,
          `DTSTART;TZID=America/Chicago:${at(addDays(moved, 1), '200000')}`,
        ],
      ]),
    );
  });

  it('never publishes a moved night at its old time, and publishes it at its new one', () => {
    const weekly = read.nightsOf('tuesdays');
    const old = weekly.filter((night) => night.start.startsWith(moved));
    expect(old).toEqual([
      {
        start: `${moved}T19:00`,
        cancelled: true,
        note: expect.stringMatching(
          /^Cancelled by the host: Moved to Wednesday, \w+ \d+ at 8:00 PM$/,
        ),
      },
    ]);
    expect(read.nightsOf(`tuesdays#${moved}T19:00`)).toEqual([
      { start: `${addDays(moved, 1)}T20:00`, cancelled: false, note: expect.any(String) },
    ]);
  });

  it('publishes an RDATE night', () => {
    expect(read.nightsOf(`tuesdays#${saturday}T18:00`)).toEqual([
      { start: `${saturday}T18:00`, cancelled: false, note: expect.any(String) },
    ]);
    expect(read.changes.problems).toEqual([]);
  });
});
