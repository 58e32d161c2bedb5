import { describe, expect, it } from 'vitest';
import { DAYS_OF_WEEK } from './constants.ts';
import {
  addDays,
  dayOfWeekOf,
  daysBetween,
  fromDayNumber,
  isIsoDate,
  lastDayOnOrBefore,
  nextDayOnOrAfter,
  toDayNumber,
  todayIn,
  weekdayIndexOf,
} from './dates.ts';
import { nextDailyAt, nextWeeklyAt, zonedDateTime } from './zoned-time.ts';

describe('calendar dates', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2026-11-28', 5)).toBe('2026-12-03');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('is not moved by daylight-saving changes', () => {
    // US clocks change on 2026-03-08 and 2026-11-01.
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(daysBetween('2026-03-01', '2026-03-15')).toBe(14);
  });

  it('names the weekday', () => {
    expect(dayOfWeekOf('2026-11-21')).toBe('Saturday');
    expect(dayOfWeekOf('2026-11-22')).toBe('Sunday');
    expect(dayOfWeekOf('2026-11-23')).toBe('Monday');
  });

  it('finds the next given weekday', () => {
    expect(nextDayOnOrAfter('2026-11-21', 'Saturday')).toBe('2026-11-21');
    expect(nextDayOnOrAfter('2026-11-21', 'Sunday')).toBe('2026-11-22');
    expect(nextDayOnOrAfter('2026-11-21', 'Friday')).toBe('2026-11-27');
  });

  it('counts days since 1970 and knows their weekday', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(fromDayNumber(toDayNumber('2028-02-29') + 1)).toBe('2028-03-01');
    expect(DAYS_OF_WEEK[weekdayIndexOf(toDayNumber('2026-11-21'))]).toBe('Saturday');
    expect(DAYS_OF_WEEK[weekdayIndexOf(toDayNumber('1969-12-31'))]).toBe('Wednesday');
  });

  it('validates dates', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(() => addDays('nope', 1)).toThrow(RangeError);
  });

  it("gives today's date in a time zone", () => {
    const lateEvening = new Date('2026-11-22T03:30:00Z'); // 9:30 pm on the 21st in Nashville
    expect(todayIn('America/Chicago', lateEvening)).toBe('2026-11-21');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-22');
  });
});

describe('zonedDateTime', () => {
  it.each([
    ['2026-11-24', '19:30', 'America/Chicago', '2026-11-24T19:30:00-06:00'],
    ['2026-07-04', '19:30', 'America/Chicago', '2026-07-04T19:30:00-05:00'],
    ['2026-11-24', '20:00', 'America/New_York', '2026-11-24T20:00:00-05:00'],
    ['2026-11-24', '18:00', 'America/Phoenix', '2026-11-24T18:00:00-07:00'],
    ['2026-11-24', '19:00', 'Pacific/Honolulu', '2026-11-24T19:00:00-10:00'],
    ['2026-11-24', '19:00', 'UTC', '2026-11-24T19:00:00+00:00'],
    // The days the clocks change: the evening is already on the new offset.
    ['2026-03-08', '19:00', 'America/Chicago', '2026-03-08T19:00:00-05:00'],
    ['2026-11-01', '19:00', 'America/Chicago', '2026-11-01T19:00:00-06:00'],
  ])('%s %s in %s → %s', (date, time, zone, expected) => {
    expect(zonedDateTime(date, time, zone)).toBe(expected);
  });
});

describe('nextWeeklyAt (weekly confirmation runs)', () => {
  const at = (after: string, timeZone: string) =>
    nextWeeklyAt({ day: 'Monday', hour: 10, timeZone, after: new Date(after) }).toISOString();

  it('is the next Monday 10:00 in the zone, across daylight-saving changes', () => {
    // Chicago moves to CDT on 2027-03-14.
    expect(at('2027-03-10T00:00:00Z', 'America/Chicago')).toBe('2027-03-15T15:00:00.000Z');
    expect(at('2027-03-03T00:00:00Z', 'America/Chicago')).toBe('2027-03-08T16:00:00.000Z');
    // Berlin moves on 2027-03-28.
    expect(at('2027-03-25T00:00:00Z', 'Europe/Berlin')).toBe('2027-03-29T08:00:00.000Z');
    expect(at('2026-11-24T00:00:00Z', 'Asia/Kolkata')).toBe('2026-11-30T04:30:00.000Z');
  });

  it('is a week later when it is that moment already', () => {
    expect(at('2027-03-15T15:00:00Z', 'America/Chicago')).toBe('2027-03-22T15:00:00.000Z');
    expect(at('2027-03-15T14:59:00Z', 'America/Chicago')).toBe('2027-03-15T15:00:00.000Z');
  });

  it('starts a week on its day', () => {
    expect(lastDayOnOrBefore('2026-11-24', 'Monday')).toBe('2026-11-23');
    expect(lastDayOnOrBefore('2026-11-23', 'Monday')).toBe('2026-11-23');
  });
});

describe('nextDailyAt (the morning results mail)', () => {
  const at = (after: string) =>
    nextDailyAt({ hour: 9, timeZone: 'America/Chicago', after: new Date(after) }).toISOString();

  it('is 09:00 in the zone today if still to come, else tomorrow, across daylight saving', () => {
    expect(at('2027-03-13T14:00:00Z')).toBe('2027-03-13T15:00:00.000Z');
    expect(at('2027-03-13T15:00:00Z')).toBe('2027-03-14T14:00:00.000Z');
    // 03:00 UTC is 21:00 the evening before in Chicago: its next morning.
    expect(at('2026-11-30T03:00:00Z')).toBe('2026-11-30T15:00:00.000Z');
  });
});
