import { describe, expect, it } from 'vitest';
import { todayIn } from './dates.ts';
import type { NearbyEvent, NearbyVenue } from './nearby.ts';
import {
  eventLines,
  headcountLabel,
  listVenuesOfTab,
  parseTriviaTab,
  tabDates,
} from './trivia-list.ts';

let counter = 0;
function event(overrides: Partial<NearbyEvent> = {}): NearbyEvent {
  counter += 1;
  return {
    id: `event-${counter}`,
    eventType: 'Trivia',
    title: 'Trivia',
    dayOfWeek: 'Tuesday',
    startTime: '19:00',
    frequency: 'weekly',
    occurrences: [],
    ...overrides,
  };
}

function venue(name: string, distanceMiles: number, events: NearbyEvent[]): NearbyVenue {
  return {
    id: name,
    slug: `${name.toLowerCase()}-0000`,
    name,
    address: `${name} address`,
    latitude: 36,
    longitude: -86,
    distanceMiles,
    photoCategory: 'default',
    timezone: 'America/Chicago',
    events,
  };
}

const on = (date: string, status: 'scheduled' | 'cancelled' | 'confirmed' = 'scheduled') => ({
  date,
  status,
});

describe('tabDates (the visitor’s days)', () => {
  it('Today is today; Tomorrow after a Saturday is the Sunday', () => {
    expect(tabDates('today', '2026-11-21')).toEqual(['2026-11-21']);
    expect(tabDates('tomorrow', '2026-11-21')).toEqual(['2026-11-22']);
  });

  it('This Week is 7 days from today, across a month end and a year end', () => {
    expect(tabDates('week', '2026-11-28')).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(tabDates('week', '2026-12-29').at(-1)).toBe('2027-01-04');
    expect(tabDates('tomorrow', '2026-12-31')).toEqual(['2027-01-01']);
  });

  it('counts days, not hours, on daylight-saving change days', () => {
    // 2026-03-08 has 23 hours in Chicago, 2026-11-01 has 25.
    expect(tabDates('tomorrow', '2026-03-08')).toEqual(['2026-03-09']);
    expect(tabDates('week', '2026-03-07')).toHaveLength(7);
    expect(tabDates('week', '2026-03-07').at(-1)).toBe('2026-03-13');
    expect(tabDates('tomorrow', '2026-10-31')).toEqual(['2026-11-01']);
    // Just after midnight on the day clocks go back, it is still that day in Chicago.
    const afterMidnight = new Date('2026-11-01T05:30:00Z'); // 00:30 CDT
    expect(todayIn('America/Chicago', afterMidnight)).toBe('2026-11-01');
    const lateEvening = new Date('2026-11-02T05:30:00Z'); // 23:30 CST on the 1st
    expect(todayIn('America/Chicago', lateEvening)).toBe('2026-11-01');
  });

  it('reads a tab from the URL, defaulting to Today', () => {
    expect(parseTriviaTab('week')).toBe('week');
    expect(parseTriviaTab('tomorrow')).toBe('tomorrow');
    expect(parseTriviaTab('someday')).toBe('today');
    expect(parseTriviaTab(null)).toBe('today');
  });
});

describe('eventLines (spec §9: grouping)', () => {
  it('groups events of one type, day and start time into one line', () => {
    const pub = venue('Music Row Pub', 1, [
      event({
        prizeAmount: 50,
        providerName: 'Music City Trivia Co.',
        occurrences: [on('2026-11-24')],
      }),
      event({ prizeDescription: 'Bar tab', endTime: '21:00', occurrences: [on('2026-11-24')] }),
      event({ startTime: '20:00', occurrences: [on('2026-11-24')] }),
      event({ title: 'Music Bingo', eventType: 'Music Bingo', occurrences: [on('2026-11-24')] }),
    ]);
    const lines = eventLines(pub, ['2026-11-24']);
    expect(lines.map((line) => [line.title, line.startTime, line.prize])).toEqual([
      ['Music Bingo', '19:00', 'Prize TBD'],
      ['Trivia', '19:00', '$50'],
      ['Trivia', '20:00', 'Prize TBD'],
    ]);
    expect(lines[1]?.endTime).toBe('21:00');
    expect(lines[1]?.providerNames).toEqual(['Music City Trivia Co.']);
  });

  it('keeps a cancelled night, marked, unless another event of its group still runs', () => {
    const cancelled = venue('A', 1, [event({ occurrences: [on('2026-11-24', 'cancelled')] })]);
    expect(eventLines(cancelled, ['2026-11-24'])[0]?.isCancelled).toBe(true);
    const half = venue('B', 1, [
      event({ occurrences: [on('2026-11-24', 'cancelled')] }),
      event({ occurrences: [on('2026-11-24', 'confirmed')] }),
    ]);
    expect(eventLines(half, ['2026-11-24'])).toHaveLength(1);
    expect(eventLines(half, ['2026-11-24'])[0]?.isCancelled).toBe(false);
  });

  it('orders lines by date, then time', () => {
    const weekly = venue('C', 1, [
      event({ dayOfWeek: 'Friday', occurrences: [on('2026-11-27')] }),
      event({ dayOfWeek: 'Tuesday', startTime: '20:00', occurrences: [on('2026-11-24')] }),
      event({ dayOfWeek: 'Tuesday', startTime: '18:00', occurrences: [on('2026-11-24')] }),
    ]);
    expect(eventLines(weekly, tabDates('week', '2026-11-21')).map((line) => line.key)).toEqual([
      'trivia|Tuesday|18:00|2026-11-24',
      'trivia|Tuesday|20:00|2026-11-24',
      'trivia|Friday|19:00|2026-11-27',
    ]);
  });
});

describe('listVenuesOfTab (spec §9: sorting)', () => {
  const today = '2026-11-21'; // a Saturday
  // In the answer's order: the search ranks by distance, then name (decision 106).
  const venues = [
    venue('Nothing This Week', 0.5, []),
    venue('Near Tuesday', 1, [event({ occurrences: [on('2026-11-24')] })]),
    venue('A Near Tomorrow', 2, [event({ dayOfWeek: 'Sunday', occurrences: [on('2026-11-22')] })]),
    venue('B Near Tomorrow', 2, [event({ dayOfWeek: 'Sunday', occurrences: [on('2026-11-22')] })]),
    venue('Far Tonight', 9, [event({ dayOfWeek: 'Saturday', occurrences: [on('2026-11-21')] })]),
  ];

  it('Today and Tomorrow show the venues with events that day, in the answer’s rank', () => {
    expect(listVenuesOfTab(venues, 'today', today).map((item) => item.venue.name)).toEqual([
      'Far Tonight',
    ]);
    expect(listVenuesOfTab(venues, 'tomorrow', today).map((item) => item.venue.name)).toEqual([
      'A Near Tomorrow',
      'B Near Tomorrow',
    ]);
  });

  it('This Week sorts by days until the event first, keeping the answer’s rank within a day', () => {
    const week = listVenuesOfTab(venues, 'week', today);
    expect(week.map((item) => [item.venue.name, item.daysAway])).toEqual([
      ['Far Tonight', 0],
      ['A Near Tomorrow', 1],
      ['B Near Tomorrow', 1],
      ['Near Tuesday', 3],
    ]);
  });
});

describe("a night's headcount", () => {
  it("a line carries its first event's teams on that night and the event's limit", () => {
    const quiz = event({
      id: 'quiz',
      maxTeams: 12,
      occurrences: [{ ...on('2026-11-24'), teams: 4 }, on('2026-12-01')],
    });
    const [first, second] = eventLines({ events: [quiz] }, ['2026-11-24', '2026-12-01']);
    expect(first).toMatchObject({ eventId: 'quiz', teams: 4, maxTeams: 12 });
    expect(second?.teams).toBeUndefined();
  });

  it.each([
    [{}, ''],
    [{ teams: 1 }, '1 team coming'],
    [{ teams: 4 }, '4 teams coming'],
    [{ maxTeams: 12 }, '0 of 12 teams'],
    [{ teams: 4, maxTeams: 12 }, '4 of 12 teams'],
    [{ teams: 12, maxTeams: 12 }, 'Full'],
    [{ teams: 13, maxTeams: 12 }, 'Full'],
  ])('%o: "%s"', (night, label) => {
    expect(headcountLabel(night)).toBe(label);
  });
});
