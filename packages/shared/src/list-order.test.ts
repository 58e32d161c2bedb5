import { describe, expect, it } from 'vitest';
import { nextDayWith, nextLine, sortListed } from './list-order.ts';
import type { NearbyEvent, NearbyVenue } from './nearby.ts';
import { wallClockIn } from './night-timing.ts';
import { startsIn } from './starts-in.ts';
import { countListed, dayChips, listVenuesOfTab, resolveWhen, tabDates } from './trivia-list.ts';

const TODAY = '2026-11-27'; // a Friday

function venue(name: string, nights: Partial<NearbyEvent>[]): NearbyVenue {
  return {
    id: name,
    slug: `${name.toLowerCase()}-0000`,
    name,
    address: '',
    latitude: 36,
    longitude: -86,
    distanceMiles: 1,
    photoCategory: 'default',
    events: nights.map((night, index) => ({
      id: `${name}-${index}`,
      eventType: 'Trivia',
      title: 'Trivia',
      dayOfWeek: 'Friday',
      startTime: '19:00',
      frequency: 'weekly',
      occurrences: [{ date: TODAY, status: 'scheduled' as const }],
      ...night,
    })),
  };
}

const names = (listed: { venue: NearbyVenue }[]) => listed.map((item) => item.venue.name);
const cancelledToday = [{ date: TODAY, status: 'cancelled' as const, note: 'Private party' }];

// In the search's rank (nearest first): Near has no prize and starts late, Mid has $50 at 7,
// Far has a gift card at 6.
const VENUES = [
  venue('Near', [{ startTime: '21:00' }]),
  venue('Mid', [{ startTime: '19:00', prizeAmount: 50 }]),
  venue('Far', [{ startTime: '18:00', prizeDescription: 'Gift card' }]),
];

describe('sortListed (distance, start time, prize)', () => {
  const listed = listVenuesOfTab(VENUES, 'today', TODAY);

  it('distance keeps the search’s rank', () => {
    expect(names(sortListed(listed, 'distance'))).toEqual(['Near', 'Mid', 'Far']);
  });

  it('start time orders by the next night’s time', () => {
    expect(names(sortListed(listed, 'time'))).toEqual(['Far', 'Mid', 'Near']);
  });

  it('prize puts nights with a prize first, then by distance', () => {
    expect(names(sortListed(listed, 'prize'))).toEqual(['Mid', 'Far', 'Near']);
  });

  it('start time reads the date first on This Week', () => {
    const week = listVenuesOfTab(
      [
        venue('Sunday early', [
          {
            dayOfWeek: 'Sunday',
            startTime: '17:00',
            occurrences: [{ date: '2026-11-29', status: 'scheduled' }],
          },
        ]),
        venue('Friday late', [{ startTime: '22:00' }]),
      ],
      'week',
      TODAY,
    );
    expect(names(sortListed(week, 'time'))).toEqual(['Friday late', 'Sunday early']);
  });

  it('a venue whose only night is cancelled stays last, whatever the sort', () => {
    const withCancelled = listVenuesOfTab(
      [
        venue('Cancelled', [{ startTime: '17:00', prizeAmount: 500, occurrences: cancelledToday }]),
        ...VENUES,
      ],
      'today',
      TODAY,
    );
    for (const sort of ['distance', 'time', 'prize'] as const) {
      expect(names(sortListed(withCancelled, sort)).at(-1)).toBe('Cancelled');
    }
  });
});

describe('cancelled nights are not counted', () => {
  it('a venue whose only night in the tab is cancelled is listed last but not counted', () => {
    const listed = listVenuesOfTab(
      [venue('Closed', [{ occurrences: cancelledToday }]), venue('Open', [{}])],
      'today',
      TODAY,
    );
    expect(names(listed)).toEqual(['Open', 'Closed']);
    expect(countListed(listed)).toBe(1);
    expect(listed[1]?.lines[0]?.note).toBe('Private party');
  });

  it('a venue with another night that still happens is counted and shows that night next', () => {
    const [item] = listVenuesOfTab(
      [
        venue('Two', [
          { startTime: '18:00', occurrences: cancelledToday },
          { title: 'Bingo', startTime: '20:00' },
        ]),
      ],
      'today',
      TODAY,
    );
    expect(item && countListed([item])).toBe(1);
    expect(item && nextLine(item.lines)?.title).toBe('Bingo');
  });
});

describe('the day chips (the Day filter and the tabs are one idea)', () => {
  it('offers the five days after tomorrow, in date order', () => {
    expect(dayChips(TODAY)).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday']);
  });

  it('a day shows its next date; today’s and tomorrow’s days are those tabs (old ?day= links)', () => {
    expect(resolveWhen('week', 'Monday', TODAY)).toBe('Monday');
    expect(tabDates('Monday', TODAY)).toEqual(['2026-11-30']);
    expect(resolveWhen('week', 'Friday', TODAY)).toBe('today');
    expect(resolveWhen('today', 'Saturday', TODAY)).toBe('tomorrow');
    expect(resolveWhen('week', null, TODAY)).toBe('week');
  });
});

describe('startsIn ("in 2 h" when today)', () => {
  const line = { date: TODAY, startTime: '19:00' };
  it('says minutes under an hour and rounded hours beyond', () => {
    expect(startsIn(line, { date: TODAY, minutes: 18 * 60 + 25 })).toBe('in 35 min');
    expect(startsIn(line, { date: TODAY, minutes: 17 * 60 + 5 })).toBe('in 2 h');
    expect(startsIn(line, { date: TODAY, minutes: 17 * 60 + 45 })).toBe('in 1 h');
  });

  it('says nothing once started, more than 6 hours ahead, or on another day', () => {
    expect(startsIn(line, { date: TODAY, minutes: 13 * 60 })).toBe('in 6 h');
    expect(startsIn(line, { date: TODAY, minutes: 12 * 60 + 59 })).toBeNull();
    expect(startsIn(line, { date: TODAY, minutes: 19 * 60 })).toBeNull();
    expect(startsIn(line, { date: '2026-11-26', minutes: 60 })).toBeNull();
  });

  it('counts from the venue’s wall clock, not the visitor’s, across a time-zone line', () => {
    // 5:00 PM in Los Angeles is 6:00 PM in Denver: a 7:00 PM night in Los Angeles is 2 h away,
    // not the 1 h a Denver visitor's own clock would make of it.
    const instant = new Date('2026-11-28T01:00:00Z');
    const denver = wallClockIn('America/Denver', instant);
    expect(denver).toEqual({ date: TODAY, minutes: 18 * 60 });
    expect(startsIn(line, wallClockIn('America/Los_Angeles', instant))).toBe('in 2 h');
    // Phoenix keeps no daylight time: in summer it is Los Angeles's hour, in winter Denver's.
    expect(startsIn(line, wallClockIn('America/Phoenix', instant))).toBe('in 1 h');
  });
});

describe('nextDayWith (an empty day offers the next day that has it)', () => {
  const venues = [
    venue('Thursday pub', [
      { dayOfWeek: 'Thursday', occurrences: [{ date: '2026-12-03', status: 'scheduled' }] },
    ]),
    venue('Sunday pub', [
      { dayOfWeek: 'Sunday', occurrences: [{ date: '2026-11-29', status: 'cancelled' }] },
    ]),
  ];

  it('skips the days shown and the days whose only nights are cancelled', () => {
    expect(nextDayWith(venues, 'today', TODAY)).toEqual({ when: 'Thursday', count: 1 });
    expect(nextDayWith(venues, 'Thursday', TODAY)).toBeNull();
    expect(nextDayWith(venues, 'week', TODAY)).toBeNull();
  });

  it('names today or tomorrow as their tabs', () => {
    expect(nextDayWith(VENUES, 'Monday', TODAY)).toEqual({ when: 'today', count: 3 });
  });
});
