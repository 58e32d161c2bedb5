import {
  addDays,
  dayOfWeekOf,
  type NearbyVenuesResponse,
  providerPageSlug,
  todayIn,
  type VenuePageResponse,
  zonedDateTime,
} from '@trivia/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createEvent,
  createOccurrence,
  createProvider,
  createVenue,
} from '../../src/db/factories.ts';
import {
  type ReadCalendar,
  type ReadNight,
  readWithIcalJs,
  readWithNodeIcal,
} from '../helpers/calendar-readers.ts';
import { cancelNight, createFranklinVenue, usePublicApp } from '../helpers/public-pages.ts';

/**
 * Decision 176: every kind of calendar feed we serve — a venue's, a provider's, a city page's, the
 * saved venues', one night's download, and a venue whose name holds every awkward character — read
 * by two independent parsers (ical.js and node-ical), which agree night by night with each other
 * and with the venue pages.
 */

/** Every character that broke a feed: line breaks of each kind, controls, TEXT's specials. */
const AWKWARD_START =
  'Bar "Quiz", Grill; Back\\Room\nUpstairs\r\nAnnex\rNook\u2028Line\u2029Para\u0085Next\u0007Bell\tTab 🍺🧠👩‍👩‍👧 ';
/** The same on one line: each run of breaks and controls one space. */
const AWKWARD_START_ONE_LINE =
  'Bar "Quiz", Grill; Back\\Room Upstairs Annex Nook Line Para Next Bell Tab 🍺🧠👩‍👩‍👧 ';
/** Two- and three-byte characters up to 200 characters, so that folding meets them. */
const AWKWARD_REST = `${'Ünïcödé Café € '.repeat(20).slice(0, 199 - AWKWARD_START.length)}!`;
const AWKWARD_NAME = `${AWKWARD_START}${AWKWARD_REST}`;
const AWKWARD_ONE_LINE = `${AWKWARD_START_ONE_LINE}${AWKWARD_REST}`;
const AWKWARD_ADDRESS = '7 Side St\nSuite 2; Floor 3, Franklin\u2028TN 37064';

/** A night's instant from its venue's wall clock. */
const instant = (date: string, time: string, zone: string) =>
  new Date(zonedDateTime(date, time, zone)).toISOString();

/**
 * The nights a venue page lists, as its calendar must hold them: UID, start, end (the next day's
 * when the end is not after the start; two hours on without one), summary, and status.
 */
function pageNights(page: VenuePageResponse): Map<string, Omit<ReadNight, 'sequence'>> {
  const { venue } = page;
  if (!venue) throw new Error('the venue has a page');
  const name = venue.name === AWKWARD_NAME ? AWKWARD_ONE_LINE : venue.name;
  const nights = new Map<string, Omit<ReadNight, 'sequence'>>();
  for (const event of page.events) {
    for (const night of event.occurrences) {
      const uid = `${event.id}-${night.date}@trivia.example`;
      const start = instant(night.date, event.startTime, venue.timezone);
      const end = event.endTime
        ? instant(
            event.endTime > event.startTime ? night.date : addDays(night.date, 1),
            event.endTime,
            venue.timezone,
          )
        : new Date(Date.parse(start) + 2 * 60 * 60 * 1000).toISOString();
      const cancelled = night.status === 'cancelled';
      nights.set(uid, {
        uid,
        start,
        end,
        summary: `${cancelled ? 'Cancelled: ' : ''}${event.title} at ${name}`,
        status: cancelled ? null : night.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
      });
    }
  }
  return nights;
}

const eventOf = (uid: string) => uid.slice(0, 36);
const dateOf = (uid: string) => uid.slice(37, 47);

describe('every calendar feed, read by ical.js and node-ical (decision 176)', () => {
  const { testApp, get } = usePublicApp();
  const today = todayIn('America/Chicago');
  const inThreeDays = addDays(today, 3);
  let feeds: Record<string, string>;
  /** The venue pages' nights, by UID; the last day they list. */
  let listed: Map<string, Omit<ReadNight, 'sequence'>>;
  let lastListed: string;

  beforeAll(async () => {
    const { db } = testApp.database;
    const harpeth = await createProvider(db, { name: 'Harpeth Quiz Co.' });
    const taproom = await createFranklinVenue(db);
    const awkward = await createVenue(db, {
      nameOriginal: AWKWARD_NAME,
      addressOriginal: AWKWARD_ADDRESS,
      latitude: 35.93,
      longitude: -86.87,
    });
    const trivia = await createEvent(db, {
      venueId: taproom.id,
      providerId: harpeth.id,
      eventType: 'Trivia',
      dayOfWeek: dayOfWeekOf(inThreeDays),
      startTime: '19:30',
      endTime: '21:30',
      prizeAmount: 50,
    });
    await cancelNight(db, trivia.id, inThreeDays);
    await createOccurrence(db, {
      eventId: trivia.id,
      occurrenceDate: addDays(inThreeDays, 7),
      status: 'confirmed',
    });
    // A night past midnight, self-hosted.
    await createEvent(db, {
      venueId: taproom.id,
      eventType: 'Late Quiz',
      dayOfWeek: dayOfWeekOf(addDays(today, 4)),
      startTime: '22:00',
      endTime: '01:00',
    });
    await createEvent(db, {
      venueId: awkward.id,
      providerId: harpeth.id,
      eventType: 'Trivia',
      dayOfWeek: dayOfWeekOf(addDays(today, 5)),
      startTime: '20:00',
    });

    const nearby = (
      await get(`/api/venues/nearby?lat=35.9251&lng=-86.8689&radius_miles=5&date=${today}`)
    ).json() as NearbyVenuesResponse;
    const slugOf = (id: string) => {
      const slug = nearby.venues.find((venue) => venue.id === id)?.slug;
      if (!slug) throw new Error(`venue ${id} is listed near Franklin`);
      return slug;
    };
    const pages = await Promise.all(
      [taproom.id, awkward.id].map(
        async (id) => (await get(`/api/venue-pages/${slugOf(id)}`)).json() as VenuePageResponse,
      ),
    );
    listed = new Map(pages.flatMap((page) => [...pageNights(page)]));
    lastListed = addDays(today, 27);

    const paths = {
      venue: `/trivia-at-${slugOf(taproom.id)}/calendar.ics`,
      awkward: `/trivia-at-${slugOf(awkward.id)}/calendar.ics`,
      night: `/trivia-at-${slugOf(taproom.id)}/calendar.ics?night=${trivia.id}_${addDays(inThreeDays, 7)}`,
      provider: `/trivia-by-${providerPageSlug(harpeth)}/calendar.ics`,
      city: '/trivia-near-franklin-tn/calendar.ics',
      saved: `/calendar.ics?venues=${taproom.id},${awkward.id}`,
    };
    feeds = {};
    for (const [kind, path] of Object.entries(paths)) {
      const response = await get(path);
      expect(response.statusCode, `${kind}: ${response.body}`).toBe(200);
      feeds[kind] = response.body;
    }
  });

  /** A feed read by both parsers, which must agree on its name and on every night. */
  function readFeed(kind: string): ReadCalendar {
    const text = feeds[kind];
    if (text === undefined) throw new Error(`no ${kind} feed`);
    const read = readWithIcalJs(text);
    expect(readWithNodeIcal(text), kind).toEqual(read);
    return read;
  }

  /** The feed's nights the venue pages list (their four weeks), as the pages list them. */
  function expectPagesNights(kind: string, nights: ReadNight[]) {
    const events = new Set(nights.map((night) => eventOf(night.uid)));
    const expected = [...listed.values()]
      .filter((night) => events.has(eventOf(night.uid)))
      .sort((a, b) => a.uid.localeCompare(b.uid));
    const shown = nights
      .filter((night) => dateOf(night.uid) <= lastListed)
      .map(({ sequence: _, ...night }) => night);
    expect(shown, kind).toEqual(expected);
  }

  it.each([
    ['venue', 'Trivia at Main Street Taproom', 16],
    ['provider', 'Trivia by Harpeth Quiz Co.', 16],
    ['city', 'Trivia near Franklin\\, TN', 24],
    ['saved', 'Saved trivia nights', 24],
  ])(
    'the %s feed: both parsers read its name and eight weeks of the pages’ nights',
    (kind, name, count) => {
      const { names, nights } = readFeed(kind);
      // A comma in a name is escaped TEXT, read back as a comma.
      expect(names).toEqual([name.replace('\\,', ','), name.replace('\\,', ',')]);
      expect(nights).toHaveLength(count);
      expectPagesNights(kind, nights);
    },
  );

  it('the venue feed: the cancelled and confirmed nights and the night past midnight', () => {
    const { nights } = readFeed('venue');
    const cancelled = nights.find((night) => night.summary.startsWith('Cancelled: '));
    expect(cancelled).toMatchObject({ status: null, sequence: 1 });
    expect(nights.filter((night) => night.status === 'CONFIRMED')).toHaveLength(1);
    const late = nights.find((night) => night.summary.startsWith('Late Quiz'));
    // 22:00 to 01:00 in Franklin (CST or CDT): three hours.
    expect(Date.parse(late?.end ?? '') - Date.parse(late?.start ?? '')).toBe(3 * 60 * 60 * 1000);
  });

  it("one night's download holds that night alone, as its page lists it", () => {
    const { nights } = readFeed('night');
    expect(nights).toHaveLength(1);
    const [{ sequence, ...night }] = nights as [ReadNight];
    expect(night).toEqual(listed.get(night.uid));
    expect(night.status).toBe('CONFIRMED');
    expect(sequence).toBe(1);
  });

  it('a name with every awkward character: one line in every parser, escaped, folded, ended', () => {
    expect(AWKWARD_NAME).toHaveLength(200);
    const { names, nights } = readFeed('awkward');
    expect(names).toEqual([`Trivia at ${AWKWARD_ONE_LINE}`, `Trivia at ${AWKWARD_ONE_LINE}`]);
    expect(nights).toHaveLength(8);
    expect(nights.every((night) => night.summary === `Trivia at ${AWKWARD_ONE_LINE}`)).toBe(true);
    expectPagesNights('awkward', nights);

    const text = feeds.awkward ?? '';
    // Content lines end with CRLF, the last one too; no other line break is written raw.
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n\u2028\u2029\u0085]/);
    // Folded at 75 octets, never inside a UTF-8 sequence: each line is whole UTF-8 by itself.
    const bytes = Buffer.from(text);
    const lines: Buffer[] = [];
    for (let start = 0; start < bytes.length; ) {
      const end = bytes.indexOf('\r\n', start);
      lines.push(bytes.subarray(start, end));
      start = end + 2;
    }
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(75);
      expect(() => decoder.decode(line)).not.toThrow();
    }
    // NAME and X-WR-CALNAME are TEXT: backslash, semicolon and comma escaped.
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      `\r\nNAME:Trivia at Bar "Quiz"\\, Grill\\; Back\\\\Room Upstairs Annex`,
    );
    expect(unfolded).toContain(
      `\r\nX-WR-CALNAME:Trivia at Bar "Quiz"\\, Grill\\; Back\\\\Room Upstairs Annex`,
    );
  });
});
