import { describe, expect, it } from 'vitest';
import { readFeed } from './index.ts';

/** A series' bounds (decision 171), moved and extra nights (172), single nights and places (173). */

const today = '2026-12-01';

/** A calendar in Chicago's zone of VEVENTs, each given as its lines (a UID, SUMMARY and LOCATION unless given). */
function calendar(events: string[][]): string {
  const vevents = events.flatMap((lines, index) => {
    const defaults = [
      `UID:event-${index + 1}@test`,
      'SUMMARY:Trivia',
      'LOCATION:The Crown\\, 1 Main St',
    ];
    const has = (line: string) => lines.some((given) => given.startsWith(line.split(':')[0] ?? ''));
    return ['BEGIN:VEVENT', ...defaults.filter((line) => !has(line)), ...lines, 'END:VEVENT'];
  });
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VTIMEZONE',
    'TZID:America/Chicago',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0600',
    'DTSTART:19701101T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    'END:STANDARD',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:-0600',
    'TZOFFSETTO:-0500',
    'DTSTART:19700308T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
    'END:DAYLIGHT',
    'END:VTIMEZONE',
    ...vevents,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

const read = (events: string[][]) => readFeed('ical', calendar(events), { today });
const eventsOf = async (events: string[][]) => (await read(events)).venues[0]?.events ?? [];

describe('an iCalendar series between its first and last night (decision 171)', () => {
  it('keeps DTSTART in the future as its first night', async () => {
    const [event] = await eventsOf([
      ['DTSTART;TZID=America/Chicago:20270112T190000', 'RRULE:FREQ=WEEKLY;BYDAY=TU'],
    ]);
    expect(event).toMatchObject({ frequency: 'weekly', firstNight: '2027-01-12', lastNight: null });
  });

  it('ends a COUNT rule on its last night, and an UNTIL rule on the last night by it', async () => {
    const events = await eventsOf([
      ['DTSTART;TZID=America/Chicago:20261208T190000', 'RRULE:FREQ=WEEKLY;COUNT=3'],
      [
        'DTSTART;TZID=America/Chicago:20261210T190000',
        'RRULE:FREQ=MONTHLY;BYDAY=2TH;UNTIL=20270301T000000Z',
      ],
    ]);
    expect(events).toEqual([
      expect.objectContaining({ firstNight: '2026-12-08', lastNight: '2026-12-22' }),
      expect.objectContaining({ firstNight: '2026-12-10', lastNight: '2027-02-11' }),
    ]);
  });

  it('reads DTSTART off its rule as a night of its own', async () => {
    // A Monday launch night, then Tuesdays (RFC 5545: DTSTART is always the first instance).
    const events = await eventsOf([
      ['DTSTART;TZID=America/Chicago:20261207T190000', 'RRULE:FREQ=WEEKLY;BYDAY=TU'],
    ]);
    expect(events).toEqual([
      expect.objectContaining({
        frequency: 'weekly',
        dayOfWeek: 'Tuesday',
        firstNight: '2026-12-07',
      }),
      expect.objectContaining({
        id: 'event-1@test#2026-12-07T19:00',
        frequency: 'one-time',
        eventDate: '2026-12-07',
        startTime: '19:00',
      }),
    ]);
  });
});

describe('moved and extra nights (decision 172)', () => {
  it('cancels a moved night where it was, saying where it went, and adds it at its new time', async () => {
    const text = [
      ['DTSTART;TZID=America/Chicago:20261208T190000', 'DURATION:PT2H', 'RRULE:FREQ=WEEKLY'],
      [
        'RECURRENCE-ID;TZID=America/Chicago:20261215T190000',
        'DTSTART;TZID=America/Chicago:20261216T200000',
        'DTEND;TZID=America/Chicago:20261216T223000',
      ],
      // Moved by an hour on the same day.
      [
        'RECURRENCE-ID;TZID=America/Chicago:20261222T190000',
        'DTSTART;TZID=America/Chicago:20261222T180000',
      ],
    ].map((lines) => [...lines, 'UID:same@test']);
    const events = await eventsOf(text);
    expect(events).toEqual([
      expect.objectContaining({
        frequency: 'weekly',
        startTime: '19:00',
        cancelledDates: [
          { date: '2026-12-15', note: 'Moved to Wednesday, Dec 16 at 8:00 PM' },
          { date: '2026-12-22', note: 'Moved to 6:00 PM' },
        ],
      }),
      expect.objectContaining({
        id: 'same@test#2026-12-15T19:00',
        frequency: 'one-time',
        eventDate: '2026-12-16',
        startTime: '20:00',
        endTime: '22:30',
      }),
      expect.objectContaining({
        id: 'same@test#2026-12-22T19:00',
        frequency: 'one-time',
        eventDate: '2026-12-22',
        startTime: '18:00',
        endTime: '20:00',
      }),
    ]);
  });

  it('cancels a night moved to an all-day date, and says it was not imported', async () => {
    const { venues, problems } = await read(
      [
        ['DTSTART;TZID=America/Chicago:20261208T190000', 'RRULE:FREQ=WEEKLY'],
        ['RECURRENCE-ID;TZID=America/Chicago:20261215T190000', 'DTSTART;VALUE=DATE:20261217'],
      ].map((lines) => [...lines, 'UID:all-day@test']),
    );
    expect(venues[0]?.events).toEqual([
      expect.objectContaining({
        frequency: 'weekly',
        startTime: '19:00',
        cancelledDates: [{ date: '2026-12-15', note: 'Moved to Thursday, Dec 17' }],
      }),
    ]);
    expect(problems.map((problem) => problem.message)).toEqual([
      'the night of 2026-12-15 moved to 2026-12-17 without a time: it is cancelled here, not imported',
    ]);
  });

  it('adds RDATE nights, not those an EXDATE takes out, and names an all-day RDATE', async () => {
    const { venues, problems } = await read([
      [
        'DTSTART;TZID=America/Chicago:20261208T190000',
        'RRULE:FREQ=WEEKLY;UNTIL=20261222T235959Z',
        'RDATE;TZID=America/Chicago:20261230T190000,20270106T190000',
        'RDATE;VALUE=DATE:20270113',
        'EXDATE;TZID=America/Chicago:20270106T190000',
      ],
    ]);
    expect(venues[0]?.events).toEqual([
      expect.objectContaining({ frequency: 'weekly', lastNight: '2026-12-15' }),
      expect.objectContaining({
        id: 'event-1@test#2026-12-30T19:00',
        frequency: 'one-time',
        eventDate: '2026-12-30',
      }),
    ]);
    expect(problems.map((problem) => problem.message)).toEqual([
      'RDATE 2027-01-13 is an all-day date: that night is not imported',
    ]);
  });
});

describe('single nights read as calendar programs show them (decision 173)', () => {
  it('reads our own calendar’s nights, a VEVENT each, as one weekly event', async () => {
    const night = (
      date: string,
      summary = 'SUMMARY:Trivia at The Crown & Anchor',
      ...lines: string[]
    ) => [
      `UID:0f6f2b6e-1c1a-4c1e-9d2a-6f0e2b7c1a11-${date}@trivia.example`,
      `DTSTART;TZID=America/Chicago:${date.replaceAll('-', '')}T193000`,
      `DTEND;TZID=America/Chicago:${date.replaceAll('-', '')}T213000`,
      summary,
      'LOCATION:The Crown & Anchor\\, 123 Main St\\, Nashville\\, TN 37203',
      'X-TRIVIA-VENUE:The Crown & Anchor',
      ...lines,
    ];
    const { venues, problems } = await read([
      night('2026-12-01'),
      night(
        '2026-12-08',
        'SUMMARY:Cancelled: Trivia at The Crown & Anchor',
        'DESCRIPTION:Cancelled by the host: flooded\\nPrize: $50.',
      ),
      night('2026-12-15'),
      night('2026-12-22'),
      // A one-off the same week: a night of its own.
      [
        'UID:special@trivia.example',
        'DTSTART;TZID=America/Chicago:20261219T180000',
        'SUMMARY:Holiday Quiz at The Crown & Anchor',
        'LOCATION:The Crown & Anchor\\, 123 Main St\\, Nashville\\, TN 37203',
        'X-TRIVIA-VENUE:The Crown & Anchor',
      ],
    ]);
    expect(problems).toEqual([]);
    expect(venues).toEqual([
      expect.objectContaining({
        name: 'The Crown & Anchor',
        address: '123 Main St, Nashville, TN 37203',
        events: [
          expect.objectContaining({
            id: '0f6f2b6e-1c1a-4c1e-9d2a-6f0e2b7c1a11@trivia.example',
            eventType: 'Trivia',
            frequency: 'weekly',
            dayOfWeek: 'Tuesday',
            startTime: '19:30',
            endTime: '21:30',
            firstNight: '2026-12-01',
            // Listed to the calendar's last night: it runs on past the window.
            lastNight: null,
            cancelledDates: [{ date: '2026-12-08', note: 'Cancelled by the host: flooded' }],
          }),
          expect.objectContaining({
            id: 'special@trivia.example',
            eventType: 'Holiday Quiz',
            frequency: 'one-time',
            eventDate: '2026-12-19',
          }),
        ],
      }),
    ]);
  });

  it('reads nights nearly every week as weekly, the weeks left out cancelled, and others as one-time', async () => {
    const nights = ['20261201', '20261208', '20261222', '20261229'].map((date) => [
      `DTSTART;TZID=America/Chicago:${date}T190000`,
    ]);
    const events = await eventsOf([
      ...nights,
      // Two Fridays three weeks apart: not plainly weekly, nor monthly.
      ['DTSTART;TZID=America/Chicago:20261204T190000'],
      ['DTSTART;TZID=America/Chicago:20261225T190000'],
    ]);
    expect(events).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^ical-[0-9a-f]{24}$/),
        frequency: 'weekly',
        firstNight: '2026-12-01',
        lastNight: null,
        cancelledDates: [{ date: '2026-12-15', note: undefined }],
      }),
      expect.objectContaining({ frequency: 'one-time', eventDate: '2026-12-04' }),
      expect.objectContaining({ frequency: 'one-time', eventDate: '2026-12-25' }),
    ]);
  });

  it('ends a series of single nights at its last night only when it stops before the calendar’s window does', async () => {
    const weekly = (summary: string, dates: string[]) =>
      dates.map((date) => [`DTSTART;TZID=America/Chicago:${date}T190000`, `SUMMARY:${summary}`]);
    const events = await eventsOf([
      // A season that ends while the calendar still lists other nights weeks later.
      ...weekly('Season Quiz', ['20261201', '20261208', '20261215']),
      ...weekly('Trivia', ['20261203', '20261210', '20261217', '20261224', '20261231', '20270107']),
    ]);
    expect(
      events.map(({ eventType, firstNight, lastNight }) => ({ eventType, firstNight, lastNight })),
    ).toEqual([
      { eventType: 'Season Quiz', firstNight: '2026-12-01', lastNight: '2026-12-15' },
      // Its next night from today is its first listed: open at both ends.
      { eventType: 'Trivia', firstNight: null, lastNight: null },
    ]);
  });

  it('takes the venue from Apple’s structured location, or LOCATION’s first line', async () => {
    const { venues } = await read([
      [
        'DTSTART;TZID=America/Chicago:20261208T190000',
        'LOCATION:The Crown\\, Upstairs\\n1 Main St\\nNashville TN',
        'X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-ADDRESS="1 Main St, Nashville TN";X-TITLE="The Crown, Upstairs":geo:36.16,-86.78',
      ],
      ['DTSTART;TZID=America/Chicago:20261209T190000', 'LOCATION:Blue Moon\\n8 River Rd'],
    ]);
    expect(venues.map(({ name, address }) => ({ name, address }))).toEqual([
      { name: 'The Crown, Upstairs', address: '1 Main St, Nashville TN' },
      { name: 'Blue Moon', address: '8 River Rd' },
    ]);
  });
});
