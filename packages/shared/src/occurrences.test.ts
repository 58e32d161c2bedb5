import { describe, expect, it } from 'vitest';
import { DAYS_OF_WEEK, type DayOfWeek, WEEKS_OF_MONTH, type WeekOfMonth } from './constants.ts';
import { addDays } from './dates.ts';
import {
  createdOnOf,
  hasPassed,
  isPastEvent,
  monthlyDate,
  type OccurrenceRule,
  occurrenceDates,
  weekFrom,
  weekOccurrenceDates,
} from './occurrences.ts';

const rule = (overrides: Partial<OccurrenceRule>): OccurrenceRule => ({
  dayOfWeek: 'Tuesday',
  frequency: 'weekly',
  weekOfMonth: null,
  eventDate: null,
  createdOn: '2026-01-01',
  ...overrides,
});

describe('occurrenceDates: weekly', () => {
  it.each([
    ['Tuesday', '2026-11-21', '2026-11-27', ['2026-11-24']],
    ['Saturday', '2026-11-21', '2026-11-27', ['2026-11-21']],
    ['Friday', '2026-11-21', '2026-11-27', ['2026-11-27']],
    // Across a month end and a year end.
    ['Tuesday', '2026-11-25', '2026-12-10', ['2026-12-01', '2026-12-08']],
    ['Thursday', '2026-12-28', '2027-01-10', ['2026-12-31', '2027-01-07']],
    // Daylight-saving changes (2026-03-08 and 2026-11-01, both Sundays) do not move a date.
    ['Sunday', '2026-03-01', '2026-03-15', ['2026-03-01', '2026-03-08', '2026-03-15']],
    ['Sunday', '2026-10-25', '2026-11-08', ['2026-10-25', '2026-11-01', '2026-11-08']],
    // Leap day.
    ['Tuesday', '2028-02-27', '2028-03-01', ['2028-02-29']],
  ] as [DayOfWeek, string, string, string[]][])('%s from %s to %s', (day, from, to, expected) => {
    expect(occurrenceDates(rule({ dayOfWeek: day }), from, to)).toEqual(expected);
  });

  it('gives nothing for an empty or reversed range', () => {
    expect(occurrenceDates(rule({ dayOfWeek: 'Monday' }), '2026-11-24', '2026-11-29')).toEqual([]);
    expect(occurrenceDates(rule({}), '2026-11-30', '2026-11-01')).toEqual([]);
  });

  it('gives every week of a long range', () => {
    const dates = occurrenceDates(rule({ dayOfWeek: 'Wednesday' }), '2026-01-01', '2026-12-31');
    expect(dates).toHaveLength(52);
    expect(dates[0]).toBe('2026-01-07');
    expect(dates.at(-1)).toBe('2026-12-30');
  });
});

describe('occurrenceDates: monthly', () => {
  it.each([
    ['Tuesday', '2', 2026, 11, '2026-11-10'],
    ['Tuesday', '2', 2026, 12, '2026-12-08'],
    ['Friday', 'last', 2026, 11, '2026-11-27'],
    ['Friday', 'last', 2026, 12, '2026-12-25'],
    // The last Thursday is the month's last day; the first Friday its first day.
    ['Thursday', 'last', 2026, 12, '2026-12-31'],
    ['Friday', '1', 2027, 1, '2027-01-01'],
    ['Friday', null, 2027, 1, '2027-01-01'],
    ['Tuesday', '4', 2026, 12, '2026-12-22'],
    // Leap years: the last Tuesday of February 2028 is the 29th; February 2026 ends on a Saturday.
    ['Tuesday', 'last', 2028, 2, '2028-02-29'],
    ['Saturday', 'last', 2026, 2, '2026-02-28'],
    // The second Sunday of March 2026 is the day clocks change.
    ['Sunday', '2', 2026, 3, '2026-03-08'],
    ['Sunday', '1', 2026, 11, '2026-11-01'],
  ] as [DayOfWeek, WeekOfMonth | null, number, number, string][])(
    '%s week %s of %i-%i is %s',
    (day, week, year, month, expected) => {
      expect(monthlyDate(year, month, day, week)).toBe(expected);
    },
  );

  it('finds the dates in any range, across a year end', () => {
    const secondTuesday = rule({ frequency: 'monthly', weekOfMonth: '2' });
    expect(occurrenceDates(secondTuesday, '2026-11-01', '2027-02-28')).toEqual([
      '2026-11-10',
      '2026-12-08',
      '2027-01-12',
      '2027-02-09',
    ]);
    expect(occurrenceDates(secondTuesday, '2026-11-11', '2026-12-07')).toEqual([]);
    expect(occurrenceDates(secondTuesday, '2026-12-08', '2026-12-08')).toEqual(['2026-12-08']);
  });

  it('defaults to the first such weekday of the month', () => {
    const monthly = rule({ frequency: 'monthly', dayOfWeek: 'Monday' });
    expect(occurrenceDates(monthly, '2026-11-20', '2026-12-31')).toEqual(['2026-12-07']);
  });

  it('keeps the last week of a 7-day window that spans two months', () => {
    const lastFriday = rule({ frequency: 'monthly', dayOfWeek: 'Friday', weekOfMonth: 'last' });
    expect(occurrenceDates(lastFriday, '2026-11-24', '2026-11-30')).toEqual(['2026-11-27']);
    expect(occurrenceDates(lastFriday, '2026-12-28', '2027-01-03')).toEqual([]);
    expect(occurrenceDates(lastFriday, '2027-01-25', '2027-01-31')).toEqual(['2027-01-29']);
  });
});

describe('occurrenceDates: one-time', () => {
  it('is the event date when there is one', () => {
    const once = rule({ frequency: 'one-time', dayOfWeek: 'Saturday', eventDate: '2026-12-12' });
    expect(occurrenceDates(once, '2026-12-06', '2026-12-12')).toEqual(['2026-12-12']);
    expect(occurrenceDates(once, '2026-12-13', '2026-12-19')).toEqual([]);
    expect(occurrenceDates(once, '2026-11-29', '2026-12-05')).toEqual([]);
  });

  it('otherwise is the next such weekday after the creation date', () => {
    // Created on a Saturday: the next Saturday, not the same day.
    const once = rule({ frequency: 'one-time', dayOfWeek: 'Saturday', createdOn: '2026-11-21' });
    expect(occurrenceDates(once, '2026-11-21', '2026-12-31')).toEqual(['2026-11-28']);
    const overYearEnd = rule({
      frequency: 'one-time',
      dayOfWeek: 'Friday',
      createdOn: '2026-12-31',
    });
    expect(occurrenceDates(overYearEnd, '2026-12-28', '2027-01-03')).toEqual(['2027-01-01']);
  });
});

describe('weekOccurrenceDates', () => {
  it('agrees with occurrenceDates for every 7-day window of three years and every kind of rule', () => {
    const rules: OccurrenceRule[] = [];
    for (const dayOfWeek of DAYS_OF_WEEK) {
      rules.push({
        dayOfWeek,
        frequency: 'weekly',
        weekOfMonth: null,
        eventDate: null,
        createdOn: '2026-01-01',
      });
      for (const weekOfMonth of [null, ...WEEKS_OF_MONTH]) {
        rules.push({
          dayOfWeek,
          frequency: 'monthly',
          weekOfMonth,
          eventDate: null,
          createdOn: '2026-01-01',
        });
      }
      rules.push({
        dayOfWeek,
        frequency: 'one-time',
        weekOfMonth: null,
        eventDate: null,
        createdOn: '2027-02-26',
      });
    }
    rules.push({
      dayOfWeek: 'Friday',
      frequency: 'one-time',
      weekOfMonth: null,
      eventDate: '2027-12-31',
      createdOn: '2026-01-01',
    });
    let checked = 0;
    for (let from = '2026-01-01'; from <= '2028-12-31'; from = addDays(from, 1)) {
      const week = weekFrom(from);
      for (const rule of rules) {
        expect(weekOccurrenceDates(rule, week), `${JSON.stringify(rule)} from ${from}`).toEqual(
          occurrenceDates(rule, from, addDays(from, 6)),
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50_000);
    // Every day of three years for every rule: a timeout of its own for when the cores are shared.
  }, 30_000);
});

describe('the creation date of an event (decision 101)', () => {
  // Tuesday 25 November 2031, 22:30 in Chicago: already Wednesday in UTC.
  const lateTuesdayEvening = new Date('2031-11-26T04:30:00Z');

  it('is taken in the venue’s time zone', () => {
    expect(createdOnOf(lateTuesdayEvening, 'America/Chicago')).toBe('2031-11-25');
    expect(createdOnOf(lateTuesdayEvening, 'Asia/Tokyo')).toBe('2031-11-26');
  });

  it('is taken in Hawaii’s for a venue without a zone, so an evening is never the next day', () => {
    expect(createdOnOf(lateTuesdayEvening, null)).toBe('2031-11-25');
    // The undated one-time event of that evening is the next day's, not a week later.
    const createdOn = createdOnOf(lateTuesdayEvening, null);
    expect(
      occurrenceDates(
        rule({ frequency: 'one-time', dayOfWeek: 'Wednesday', createdOn }),
        '2031-11-22',
        '2031-12-31',
      ),
    ).toEqual(['2031-11-26']);
  });
});

describe('whether an event has passed (decision 100)', () => {
  it('is true for a one-time event only, from the day after its night', () => {
    const oneTime = rule({ frequency: 'one-time', eventDate: '2031-12-04', dayOfWeek: 'Thursday' });
    expect(hasPassed(oneTime, '2031-12-04')).toBe(false);
    expect(hasPassed(oneTime, '2031-12-05')).toBe(true);
    expect(hasPassed(rule({ frequency: 'weekly' }), '2099-01-01')).toBe(false);
    expect(hasPassed(rule({ frequency: 'monthly' }), '2099-01-01')).toBe(false);
    // Undated: the next Tuesday after its creation on 1 January 2026, the 6th.
    const undated = rule({ frequency: 'one-time' });
    expect(hasPassed(undated, '2026-01-06')).toBe(false);
    expect(hasPassed(undated, '2026-01-07')).toBe(true);
  });

  it('happens at midnight in the venue’s time zone', () => {
    const event = {
      frequency: 'one-time' as const,
      dayOfWeek: 'Thursday' as const,
      eventDate: '2031-12-04',
      createdAt: new Date('2031-11-01T12:00:00Z'),
      timezone: 'America/Los_Angeles',
      firstNight: null,
      lastNight: null,
    };
    // 23:59 on the 4th in Los Angeles (already the 5th in UTC and in New York): not past yet.
    expect(isPastEvent(event, new Date('2031-12-05T07:59:00Z'))).toBe(false);
    expect(isPastEvent(event, new Date('2031-12-05T08:00:00Z'))).toBe(true);
    expect(
      isPastEvent({ ...event, timezone: 'America/New_York' }, new Date('2031-12-05T05:00:00Z')),
    ).toBe(true);
    expect(isPastEvent({ ...event, frequency: 'weekly' }, new Date('2099-01-01T00:00:00Z'))).toBe(
      false,
    );
  });
});

describe('a series’ bounds (decision 171)', () => {
  // A season of Tuesdays from 12 January to 23 February 2027 (DTSTART, UNTIL or COUNT=7).
  const season = rule({ firstNight: '2027-01-12', lastNight: '2027-02-23' });

  it('yields no night before the first or after the last', () => {
    expect(occurrenceDates(season, '2026-12-01', '2027-01-31')).toEqual([
      '2027-01-12',
      '2027-01-19',
      '2027-01-26',
    ]);
    expect(occurrenceDates(season, '2027-02-15', '2027-03-31')).toEqual([
      '2027-02-16',
      '2027-02-23',
    ]);
    expect(occurrenceDates(season, '2026-12-01', '2027-12-31')).toHaveLength(7);
    expect(occurrenceDates(season, '2026-12-01', '2027-01-11')).toEqual([]);
    expect(occurrenceDates(season, '2027-02-24', '2027-12-31')).toEqual([]);
  });

  it('bounds one side only when the other is null', () => {
    const from = rule({ firstNight: '2027-01-12' });
    expect(occurrenceDates(from, '2027-01-01', '2027-01-19')).toEqual(['2027-01-12', '2027-01-19']);
    const until = rule({ lastNight: '2027-01-12', frequency: 'monthly', weekOfMonth: '2' });
    expect(occurrenceDates(until, '2026-11-01', '2027-06-30')).toEqual([
      '2026-11-10',
      '2026-12-08',
      '2027-01-12',
    ]);
  });

  it('holds for a week’s dates as for any window', () => {
    expect(weekOccurrenceDates(season, weekFrom('2027-01-05'))).toEqual([]);
    expect(weekOccurrenceDates(season, weekFrom('2027-01-10'))).toEqual(['2027-01-12']);
    expect(weekOccurrenceDates(season, weekFrom('2027-02-22'))).toEqual(['2027-02-23']);
    expect(weekOccurrenceDates(season, weekFrom('2027-02-24'))).toEqual([]);
  });

  it('ends a series the day after its last night, and only then', () => {
    expect(hasPassed(season, '2026-12-01')).toBe(false);
    expect(hasPassed(season, '2027-02-23')).toBe(false);
    expect(hasPassed(season, '2027-02-24')).toBe(true);
    const stored = {
      frequency: 'weekly' as const,
      dayOfWeek: 'Tuesday' as const,
      eventDate: null,
      createdAt: new Date('2026-11-01T12:00:00Z'),
      timezone: 'America/Chicago',
      firstNight: '2027-01-12',
      lastNight: '2027-02-23',
    };
    // Midnight in Chicago at the end of 23 February is 06:00 UTC on the 24th.
    expect(isPastEvent(stored, new Date('2027-02-24T05:59:00Z'))).toBe(false);
    expect(isPastEvent(stored, new Date('2027-02-24T06:00:00Z'))).toBe(true);
  });
});
