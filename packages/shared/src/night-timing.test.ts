import { describe, expect, it } from 'vitest';
import { nextLine } from './list-order.ts';
import type { NearbyEvent, NearbyVenue } from './nearby.ts';
import { hasNightEnded, NIGHT_HOURS_WITHOUT_END, nightEnd, wallClockIn } from './night-timing.ts';
import { countListed, eventLines, listVenuesOfTab, liveLines } from './trivia-list.ts';
import { nightInstants } from './zoned-time.ts';

const NASHVILLE = 'America/Chicago';
const TODAY = '2026-11-27'; // a Friday
/** 11:00 PM in Nashville on TODAY (CST, UTC−6). */
const ELEVEN_PM = new Date('2026-11-28T05:00:00Z');

describe('a night’s end (decision 166)', () => {
  it('is its end time, or NIGHT_HOURS_WITHOUT_END after its start without one', () => {
    expect(NIGHT_HOURS_WITHOUT_END).toBe(3);
    expect(nightEnd({ date: TODAY, startTime: '19:00', endTime: '21:30' })).toEqual({
      date: TODAY,
      minutes: 21 * 60 + 30,
    });
    expect(nightEnd({ date: TODAY, startTime: '14:00' })).toEqual({
      date: TODAY,
      minutes: 17 * 60,
    });
  });

  it('is the next day for a night that runs past midnight', () => {
    expect(nightEnd({ date: TODAY, startTime: '22:00', endTime: '01:00' })).toEqual({
      date: '2026-11-28',
      minutes: 60,
    });
    expect(nightEnd({ date: TODAY, startTime: '22:30:00', endTime: null })).toEqual({
      date: '2026-11-28',
      minutes: 90,
    });
  });
});

describe('whether a night is over, in its venue’s time zone', () => {
  it('the spec’s example: at 11 pm in Nashville the 11:00 AM and 2:00 PM nights are over', () => {
    expect(wallClockIn(NASHVILLE, ELEVEN_PM)).toEqual({ date: TODAY, minutes: 23 * 60 });
    expect(hasNightEnded({ date: TODAY, startTime: '11:00' }, NASHVILLE, ELEVEN_PM)).toBe(true);
    expect(hasNightEnded({ date: TODAY, startTime: '14:00' }, NASHVILLE, ELEVEN_PM)).toBe(true);
    // One that ends at midnight, and tomorrow's, are not.
    const late = { date: TODAY, startTime: '21:00', endTime: '00:00' };
    expect(hasNightEnded(late, NASHVILLE, ELEVEN_PM)).toBe(false);
    expect(hasNightEnded({ date: '2026-11-28', startTime: '11:00' }, NASHVILLE, ELEVEN_PM)).toBe(
      false,
    );
  });

  it('ends at its end minute, not before', () => {
    const night = { date: TODAY, startTime: '19:00' };
    expect(hasNightEnded(night, NASHVILLE, new Date('2026-11-28T03:59:00Z'))).toBe(false);
    expect(hasNightEnded(night, NASHVILLE, new Date('2026-11-28T04:00:00Z'))).toBe(true);
  });

  it('reads the venue’s clock, wherever the visitor is', () => {
    // 11 pm in Nashville is 9 pm in Los Angeles: a 7 PM night there has not ended.
    const night = { date: TODAY, startTime: '19:00' };
    expect(hasNightEnded(night, 'America/Los_Angeles', ELEVEN_PM)).toBe(false);
    expect(hasNightEnded(night, 'America/New_York', ELEVEN_PM)).toBe(true);
  });
});

function venueWith(events: Partial<NearbyEvent>[], name = 'The Pub'): NearbyVenue {
  return {
    id: name,
    slug: `${name.toLowerCase().replaceAll(' ', '-')}-0000`,
    name,
    address: '',
    latitude: 36.16,
    longitude: -86.78,
    distanceMiles: 1,
    photoCategory: 'default',
    timezone: NASHVILLE,
    events: events.map((fields, index) => ({
      id: `${name}-${index}`,
      eventType: 'Trivia',
      title: 'Trivia',
      dayOfWeek: 'Friday',
      startTime: '19:00',
      frequency: 'weekly',
      occurrences: [{ date: TODAY, status: 'scheduled' as const }],
      ...fields,
    })),
  };
}

describe('the list and the venue page at 11 pm in Nashville (decision 166)', () => {
  const pub = venueWith([
    { startTime: '11:00', title: 'Brunch Quiz' },
    { startTime: '14:00', title: 'Matinee Quiz' },
    {
      dayOfWeek: 'Saturday',
      startTime: '19:00',
      occurrences: [{ date: '2026-11-28', status: 'scheduled' }],
    },
  ]);
  const week = [TODAY, '2026-11-28'];

  it('marks the nights over and puts them after the nights still to come', () => {
    const lines = eventLines(pub, week, ELEVEN_PM);
    expect(lines.map((line) => [line.title, line.date, line.hasEnded])).toEqual([
      ['Trivia', '2026-11-28', false],
      ['Brunch Quiz', TODAY, true],
      ['Matinee Quiz', TODAY, true],
    ]);
    // "Next" is the next night that has not ended.
    expect(nextLine(lines)?.date).toBe('2026-11-28');
    expect(liveLines(lines)).toHaveLength(1);
  });

  it('without a clock (the server’s markup) nothing is over', () => {
    expect(eventLines(pub, week).map((line) => line.hasEnded)).toEqual([false, false, false]);
    expect(nextLine(eventLines(pub, week))?.title).toBe('Brunch Quiz');
  });

  it('counts no venue for Tonight whose nights are all over, and lists it after the others', () => {
    const later = venueWith([{ startTime: '22:30', title: 'Late Quiz' }], 'Night Owl');
    const today = listVenuesOfTab([pub, later], 'today', TODAY, ELEVEN_PM);
    expect(today.map((item) => item.venue.name)).toEqual(['Night Owl', 'The Pub']);
    expect(countListed(today)).toBe(1);
    // This Week puts The Pub under Saturday, its next night.
    const byDay = listVenuesOfTab([pub, later], 'week', TODAY, ELEVEN_PM);
    expect(byDay.map((item) => [item.venue.name, item.daysAway])).toEqual([
      ['Night Owl', 0],
      ['The Pub', 1],
    ]);
    // A card whose nights are all over shows the first of them, over.
    const [card] = listVenuesOfTab([pub], 'today', TODAY, ELEVEN_PM);
    expect(nextLine(card?.lines ?? [])).toMatchObject({ title: 'Brunch Quiz', hasEnded: true });
  });
});

describe('a grouped line’s "We’re coming"', () => {
  it('goes to the first event of the group whose night is not cancelled, with its headcount', () => {
    const pub = venueWith([
      { id: 'first', maxTeams: 10, occurrences: [{ date: TODAY, status: 'cancelled', teams: 3 }] },
      { id: 'second', maxTeams: 8, occurrences: [{ date: TODAY, status: 'scheduled', teams: 2 }] },
    ]);
    const [line] = eventLines(pub, [TODAY]);
    expect(line).toMatchObject({
      isCancelled: false,
      eventId: 'first',
      rsvpEventId: 'second',
      teams: 2,
      maxTeams: 8,
    });
  });

  it('goes nowhere when every night of the group is cancelled', () => {
    const pub = venueWith([
      { occurrences: [{ date: TODAY, status: 'cancelled' }] },
      { occurrences: [{ date: TODAY, status: 'cancelled' }] },
    ]);
    expect(eventLines(pub, [TODAY])[0]).toMatchObject({ isCancelled: true, rsvpEventId: null });
  });
});

describe('nightInstants (decision 215)', () => {
  const nights = [
    { date: '2026-11-29', startTime: '19:00', endTime: '21:00' },
    { date: '2026-11-29', startTime: '22:00', endTime: '01:00' },
    { date: '2026-11-29', startTime: '19:30' },
    { date: '2026-03-08', startTime: '19:00', endTime: '21:00' },
  ];
  const zones = ['America/Chicago', 'America/Los_Angeles', 'Pacific/Honolulu'];

  it('ends a night at the instant hasNightEnded first says it is over, in any zone', () => {
    for (const zone of zones) {
      for (const night of nights) {
        const { endsAt } = nightInstants(night, zone);
        expect(hasNightEnded(night, zone, new Date(endsAt - 60_000))).toBe(false);
        expect(hasNightEnded(night, zone, new Date(endsAt))).toBe(true);
      }
    }
  });

  it('starts a night at its wall-clock time in its venue’s zone', () => {
    const { startsAt, endsAt } = nightInstants(
      { date: '2026-11-29', startTime: '22:00', endTime: '01:00' },
      'America/Chicago',
    );
    expect(new Date(startsAt).toISOString()).toBe('2026-11-30T04:00:00.000Z');
    expect(new Date(endsAt).toISOString()).toBe('2026-11-30T07:00:00.000Z');
  });
});
