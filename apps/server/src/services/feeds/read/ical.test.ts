import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readFeed } from './index.ts';

const today = '2026-12-01';
const fixture = (name: string) =>
  readFile(new URL(`../../../../test/fixtures/feeds/${name}`, import.meta.url), 'utf8');

const CHICAGO = [
  'BEGIN:VTIMEZONE',
  'TZID:America/Chicago',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0500',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0600',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A calendar of VEVENTs, each given as its lines; a UID, SUMMARY and LOCATION unless given. */
function calendar(events: string[][], header: string[] = []): string {
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
    ...header,
    ...CHICAGO,
    ...vevents,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

const weeklyTuesday = (...lines: string[]) => [
  'DTSTART;TZID=America/Chicago:20261208T190000',
  'RRULE:FREQ=WEEKLY;BYDAY=TU',
  ...lines,
];

async function readOne(lines: string[], header?: string[]) {
  const read = await readFeed('ical', calendar([lines], header), { today });
  return { event: read.venues[0]?.events[0], read };
}

describe('readFeed: iCalendar', () => {
  it('reads the weekly, monthly and one-time events of a calendar and reports the daily one', async () => {
    const read = await readFeed('ical', await fixture('weekly.ics'), { today });

    expect(read.venues.map((venue) => venue.name)).toEqual([
      'The Crown & Anchor',
      'The Rose Tavern',
    ]);
    const [crown, rose] = read.venues;
    expect(crown?.id).toBeUndefined();
    expect(crown).toMatchObject({
      address: '123 Main St, Nashville, TN 37203',
      latitude: 36.1627,
      longitude: -86.7816,
    });
    expect(crown?.events).toEqual([
      {
        id: 'crown-tuesday@quizmasters.example',
        eventType: 'Pub Trivia',
        dayOfWeek: 'Tuesday',
        startTime: '19:00',
        endTime: '21:00',
        frequency: 'weekly',
        weekOfMonth: null,
        eventDate: null,
        prizeAmount: 50,
        prizeDescription: 'Bar tab',
        maxTeams: null,
        firstNight: '2026-12-08',
        lastNight: null,
        cancelledDates: [
          { date: '2026-12-22', note: undefined },
          { date: '2026-12-29', note: 'Closed for the holidays' },
        ],
      },
      // Another LOCATION text of the same place (case and spaces aside): the same venue.
      expect.objectContaining({
        id: 'crown-holiday-special@quizmasters.example',
        eventType: 'Holiday Trivia Special',
        dayOfWeek: 'Saturday',
        startTime: '18:00',
        endTime: '20:00',
        frequency: 'one-time',
        eventDate: '2026-12-19',
        cancelledDates: [],
      }),
    ]);
    expect(rose).toMatchObject({
      name: 'The Rose Tavern',
      address: '45 Elm Ave, Memphis, TN 38103',
    });
    expect(rose?.latitude).toBeUndefined();
    expect(rose?.events).toEqual([
      expect.objectContaining({
        id: 'rose-second-thursday@quizmasters.example',
        eventType: 'Music Bingo',
        dayOfWeek: 'Thursday',
        startTime: '20:00',
        endTime: '22:00',
        frequency: 'monthly',
        weekOfMonth: '2',
      }),
    ]);
    expect(read.problems).toEqual([
      {
        where: 'Venue "Daily Grind Cafe", event "Lunchtime Quiz" (line 66)',
        message: 'recurrence "FREQ=DAILY" is not weekly or monthly on one weekday',
      },
    ]);
  });

  it.each([
    ['FREQ=MONTHLY;BYDAY=-1TU', 'Tuesday', 'last'],
    ['FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2', 'Tuesday', '2'],
    ['FREQ=MONTHLY;BYDAY=1FR', 'Friday', '1'],
  ])('reads %s as monthly on the %s of week %s', async (rule, day, week) => {
    const { event, read } = await readOne([
      'DTSTART;TZID=America/Chicago:20261208T190000',
      `RRULE:${rule}`,
    ]);
    expect(read.problems).toEqual([]);
    expect(event).toMatchObject({ frequency: 'monthly', dayOfWeek: day, weekOfMonth: week });
  });

  it('reads a weekly rule without BYDAY on DTSTART’s weekday', async () => {
    const { event } = await readOne([
      'DTSTART;TZID=America/Chicago:20261210T200000',
      'RRULE:FREQ=WEEKLY',
    ]);
    expect(event).toMatchObject({ frequency: 'weekly', dayOfWeek: 'Thursday', startTime: '20:00' });
  });

  it.each([
    'FREQ=DAILY',
    'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU',
    'FREQ=WEEKLY;BYDAY=TU,TH',
    'FREQ=YEARLY',
    'FREQ=MONTHLY;BYMONTHDAY=15',
    'FREQ=MONTHLY;BYDAY=5TU',
  ])('leaves %s out as a problem', async (rule) => {
    const { read } = await readOne([
      'DTSTART;TZID=America/Chicago:20261208T190000',
      `RRULE:${rule}`,
    ]);
    expect(read.venues).toEqual([]);
    expect(read.problems).toEqual([
      {
        where: 'Venue "The Crown", event "Trivia" (line 18)',
        message: `recurrence "${rule}" is not weekly or monthly on one weekday`,
      },
    ]);
  });

  it.each([
    [
      'UNTIL',
      'DTSTART;TZID=America/Chicago:20260106T190000',
      // 19:00 in Chicago on the 24th is after 23:59:59 UTC: the 17th is its last night.
      'RRULE:FREQ=WEEKLY;UNTIL=20261124T235959Z',
      '2026-11-17',
    ],
    [
      'COUNT',
      'DTSTART;TZID=America/Chicago:20260106T190000',
      'RRULE:FREQ=WEEKLY;COUNT=3',
      '2026-01-20',
    ],
  ])('leaves a rule whose %s has passed out as ended', async (_, start, rule, last) => {
    const { read } = await readOne([start, rule]);
    expect(read.venues).toEqual([]);
    expect(read.problems.map((problem) => problem.message)).toEqual([`ended on ${last}`]);
  });

  it('keeps a rule whose COUNT runs past today', async () => {
    const { event } = await readOne([
      'DTSTART;TZID=America/Chicago:20261117T190000',
      'RRULE:FREQ=WEEKLY;COUNT=10',
      'EXDATE;TZID=America/Chicago:20261215T190000',
    ]);
    expect(event).toMatchObject({ frequency: 'weekly', cancelledDates: [{ date: '2026-12-15' }] });
  });

  it('finds the cancelled nights of a rule that started years ago, in the next 26 weeks only', async () => {
    const { event } = await readOne([
      'DTSTART;TZID=America/Chicago:20240102T190000',
      'RRULE:FREQ=WEEKLY;BYDAY=TU',
      'EXDATE;TZID=America/Chicago:20241210T190000',
      'EXDATE;TZID=America/Chicago:20261208T190000',
      // An EXDATE in UTC: 19:00 in Chicago is 01:00 the next day in UTC.
      'EXDATE:20270106T010000Z',
      'EXDATE;TZID=America/Chicago:20270608T190000',
    ]);
    expect(event?.cancelledDates).toEqual([
      { date: '2026-12-08', note: undefined },
      { date: '2027-01-05', note: undefined },
    ]);
  });

  it('takes a note from a cancelled exception’s own SUMMARY when it has no DESCRIPTION', async () => {
    const text = calendar([
      weeklyTuesday(),
      [
        'RECURRENCE-ID;TZID=America/Chicago:20261215T190000',
        'DTSTART;TZID=America/Chicago:20261215T190000',
        'STATUS:CANCELLED',
        'SUMMARY:No trivia: private party',
      ],
      [
        'RECURRENCE-ID;TZID=America/Chicago:20261222T190000',
        'DTSTART;TZID=America/Chicago:20261222T190000',
        'STATUS:CANCELLED',
      ],
      // Another summary only: the same night, still on.
      [
        'RECURRENCE-ID;TZID=America/Chicago:20261229T190000',
        'DTSTART;TZID=America/Chicago:20261229T190000',
        'SUMMARY:Holiday trivia',
      ],
    ]).replace(/UID:event-\d@test/g, 'UID:same@test');
    const read = await readFeed('ical', text, { today });
    expect(read.venues[0]?.events.map((event) => event.cancelledDates)).toEqual([
      [
        { date: '2026-12-15', note: 'No trivia: private party' },
        { date: '2026-12-22', note: undefined },
      ],
    ]);
  });

  it('reads a night kept as "Cancelled: …" without STATUS:CANCELLED as cancelled (decision 136)', async () => {
    const text = calendar([
      weeklyTuesday(),
      [
        'RECURRENCE-ID;TZID=America/Chicago:20261215T190000',
        'DTSTART;TZID=America/Chicago:20261215T190000',
        'SUMMARY:Cancelled: Trivia at The Crown',
        'DESCRIPTION:Cancelled by the host: flooded',
        'TRANSP:TRANSPARENT',
      ],
      [
        'RECURRENCE-ID;TZID=America/Chicago:20261222T190000',
        'DTSTART;TZID=America/Chicago:20261222T190000',
        'SUMMARY:Canceled: Trivia',
      ],
    ]).replace(/UID:event-\d@test/g, 'UID:same@test');
    const read = await readFeed('ical', text, { today });
    expect(read.venues[0]?.events.map((event) => event.cancelledDates)).toEqual([
      [
        { date: '2026-12-15', note: 'Cancelled by the host: flooded' },
        { date: '2026-12-22', note: 'Canceled: Trivia' },
      ],
    ]);
  });

  it('leaves a cancelled one-time event out, and past ones without a word', async () => {
    const read = await readFeed(
      'ical',
      calendar([
        ['DTSTART;TZID=America/Chicago:20261212T190000', 'STATUS:CANCELLED'],
        ['DTSTART;TZID=America/Chicago:20261112T190000'],
        ['DTSTART;VALUE=DATE:20201112'],
      ]),
      { today },
    );
    expect(read.venues).toEqual([]);
    expect(read.problems).toEqual([
      {
        where: 'Venue "The Crown", event "Trivia" (line 18)',
        message: 'is cancelled at the source',
      },
    ]);
  });

  it('reports an event without LOCATION, and reads a LOCATION without a comma as name and address', async () => {
    const read = await readFeed(
      'ical',
      calendar([
        ['DTSTART;TZID=America/Chicago:20261212T190000', 'LOCATION:'],
        ['DTSTART:20261212T190000', 'LOCATION:Blue Moon Bar'],
        ['DTSTART;VALUE=DATE:20261212'],
      ]),
      { today },
    );
    expect(read.venues).toEqual([
      expect.objectContaining({ name: 'Blue Moon Bar', address: 'Blue Moon Bar' }),
    ]);
    // A floating time is read as written.
    expect(read.venues[0]?.events[0]).toMatchObject({
      startTime: '19:00',
      eventDate: '2026-12-12',
    });
    expect(read.problems).toEqual([
      { where: 'Event "Trivia" (line 18)', message: 'has no LOCATION: the venue is not known' },
      {
        where: 'Venue "The Crown", event "Trivia" (line 30)',
        message: 'is an all-day event: DTSTART has no time of day',
      },
    ]);
  });

  it('reads a UTC DTSTART in the calendar’s X-WR-TIMEZONE, its BYDAY moved with it', async () => {
    const { event, read } = await readOne(
      [
        'DTSTART:20261209T010000Z',
        'DTEND:20261209T030000Z',
        'RRULE:FREQ=WEEKLY;BYDAY=WE',
        'EXDATE:20261216T010000Z',
      ],
      ['X-WR-TIMEZONE:America/Chicago'],
    );
    expect(read.problems).toEqual([]);
    expect(event).toMatchObject({
      dayOfWeek: 'Tuesday',
      startTime: '19:00',
      endTime: '21:00',
      cancelledDates: [{ date: '2026-12-15' }],
    });
  });

  it('reports a UTC DTSTART when the calendar names no time zone', async () => {
    const { read } = await readOne(['DTSTART:20261209T010000Z']);
    expect(read.problems.map((problem) => problem.message)).toEqual([
      'DTSTART is in UTC and the calendar names no time zone (X-WR-TIMEZONE)',
    ]);
  });

  it('puts the event’s fields through the event rules', async () => {
    const { read } = await readOne(
      weeklyTuesday('DTEND;TZID=America/Chicago:20261208T210000', `SUMMARY:${'x'.repeat(101)}`),
    );
    expect(read.venues[0]?.events).toEqual([]);
    expect(read.problems.map((problem) => problem.message)).toEqual([
      'eventType At most 100 characters',
    ]);
  });

  it('reports a VEVENT that cannot be parsed, and reads the others', async () => {
    const read = await readFeed(
      'ical',
      calendar([['DTSTART:2026'], ['DTSTART;TZID=America/Chicago:20261212T190000']]),
      { today },
    );
    expect(read.venues[0]?.events.map((event) => event.id)).toEqual(['event-2@test']);
    expect(read.problems).toEqual([
      {
        where: 'Venue "The Crown", event "Trivia" (line 18)',
        message: 'cannot be read: invalid date-time value: "2026--T::"',
      },
    ]);
  });

  it('throws on text that is not a calendar', async () => {
    await expect(readFeed('ical', '<html><body>Hi</body></html>', { today })).rejects.toThrow(
      /The calendar cannot be read/,
    );
    await expect(readFeed('ical', '', { today })).rejects.toThrow(
      'The feed is not an iCalendar file: it has no VCALENDAR',
    );
  });
});
