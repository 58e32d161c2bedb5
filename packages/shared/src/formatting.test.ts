import { describe, expect, it } from 'vitest';
import {
  formatDistance,
  formatFrequency,
  formatOccurrenceDate,
  formatPrize,
  formatShortDate,
  formatTime,
  prizeText,
  relativeDay,
} from './formatting.ts';

describe('formatDistance (spec §9)', () => {
  it.each([
    [0, '< 0.1 mi'],
    [0.04, '< 0.1 mi'],
    [0.0999, '< 0.1 mi'],
    [0.1, '0.1 mi'],
    [0.44, '0.4 mi'],
    [0.96, '1.0 mi'],
    [2.345, '2.3 mi'],
    [12, '12.0 mi'],
    [29.96, '30.0 mi'],
  ])('%f miles → %s', (miles, expected) => {
    expect(formatDistance(miles)).toBe(expected);
  });
});

describe('formatTime (spec §9: 12-hour, TBD when missing)', () => {
  it.each([
    ['13:30', '1:30 PM'],
    ['13:30:00', '1:30 PM'],
    ['19:00', '7:00 PM'],
    ['00:15', '12:15 AM'],
    ['12:00', '12:00 PM'],
    ['09:05:00', '9:05 AM'],
    ['23:59', '11:59 PM'],
    [null, 'TBD'],
    ['', 'TBD'],
    ['soon', 'TBD'],
  ])('%s → %s', (time, expected) => {
    expect(formatTime(time)).toBe(expected);
  });
});

describe('formatPrize (spec §9)', () => {
  it.each([
    [50, null, '$50'],
    [50, 'Bar tab', '$50'],
    [12.5, null, '$12.50'],
    [null, 'Bar tab for the winners', 'Bar tab for the winners'],
    [0, 'Gift cards', 'Gift cards'],
    [null, '  ', 'Prize TBD'],
    [null, null, 'Prize TBD'],
  ])('%s / %s → %s', (amount, description, expected) => {
    expect(formatPrize(amount, description)).toBe(expected);
  });
});

describe('formatFrequency', () => {
  it('capitalises', () => {
    expect(formatFrequency('weekly')).toBe('Weekly');
    expect(formatFrequency('monthly')).toBe('Monthly');
    expect(formatFrequency('one-time')).toBe('One-time');
  });
});

describe('formatOccurrenceDate (spec §9: "Weekday, Mon d")', () => {
  it.each([
    ['2026-11-24', 'Tuesday, Nov 24'],
    ['2026-12-01', 'Tuesday, Dec 1'],
    ['2027-01-01', 'Friday, Jan 1'],
    ['2028-02-29', 'Tuesday, Feb 29'],
  ])('%s → %s', (date, expected) => {
    expect(formatOccurrenceDate(date)).toBe(expected);
  });
});

describe('formatShortDate (a night in the history)', () => {
  it.each([
    ['2026-11-26', 'Thu, Nov 26'],
    ['2026-11-27', 'Fri, Nov 27'],
    ['2026-12-01', 'Tue, Dec 1'],
  ])('%s → %s', (date, expected) => {
    expect(formatShortDate(date)).toBe(expected);
  });
});

describe('prizeText and relativeDay', () => {
  it('says Prize: before an amount or description, and leaves Prize TBD alone', () => {
    expect(prizeText('$40')).toBe('Prize: $40');
    expect(prizeText('Bar tab')).toBe('Prize: Bar tab');
    expect(prizeText('Prize TBD')).toBe('Prize TBD');
  });

  it('names today Tonight, the next day Tomorrow, and later days by date', () => {
    expect(relativeDay('2026-11-25', '2026-11-25')).toBe('Tonight');
    expect(relativeDay('2026-11-26', '2026-11-25')).toBe('Tomorrow');
    expect(relativeDay('2026-11-27', '2026-11-25')).toBe('Friday, Nov 27');
    expect(relativeDay('2027-01-01', '2026-12-31')).toBe('Tomorrow');
  });
});
