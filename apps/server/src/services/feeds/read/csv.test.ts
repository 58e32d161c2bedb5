import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseClockTime, parseDay } from './csv.ts';
import { readFeed } from './index.ts';

const today = '2026-12-01';
const fixture = (name: string) =>
  readFile(new URL(`../../../../test/fixtures/feeds/${name}`, import.meta.url), 'utf8');

describe('readFeed: CSV', () => {
  it('reads one row per event, grouping the rows of a venue', async () => {
    const read = await readFeed('csv', await fixture('schedule.csv'), { today });

    expect(read.venues.map((venue) => [venue.id, venue.name, venue.events.length])).toEqual([
      ['crown-1', 'The Crown & Anchor', 2],
      // Grouped by name and address, case and spaces aside.
      [undefined, 'The Rose Tavern', 2],
      [undefined, 'Daily Grind Cafe', 0],
    ]);
    const [crown, rose] = read.venues;
    expect(crown).toMatchObject({
      address: '123 Main St, Nashville, TN 37203',
      latitude: 36.1627,
      longitude: -86.7816,
    });
    expect(crown?.events).toEqual([
      {
        id: 'crown-tue',
        eventType: 'Pub Trivia',
        dayOfWeek: 'Tuesday',
        startTime: '19:00',
        endTime: '21:00',
        frequency: 'weekly',
        weekOfMonth: null,
        eventDate: null,
        prizeAmount: 50,
        prizeDescription: 'Bar tab',
        firstNight: null,
        lastNight: null,
        maxTeams: 12,
        cancelledDates: [
          { date: '2026-12-22', note: undefined },
          { date: '2026-12-29', note: undefined },
        ],
      },
      // No day: the date says it.
      expect.objectContaining({
        id: 'crown-special',
        dayOfWeek: 'Saturday',
        startTime: '18:00',
        endTime: '20:00',
        frequency: 'one-time',
        eventDate: '2026-12-19',
        prizeAmount: 100,
        prizeDescription: null,
      }),
    ]);
    expect(rose?.latitude).toBeUndefined();
    expect(rose?.events).toEqual([
      expect.objectContaining({
        id: 'rose-bingo',
        eventType: 'Music Bingo',
        dayOfWeek: 'Thursday',
        frequency: 'monthly',
        weekOfMonth: '2',
        startTime: '20:00',
        endTime: '22:00',
      }),
      expect.objectContaining({
        id: 'rose-monday',
        eventType: 'Trivia',
        dayOfWeek: 'Monday',
        frequency: 'weekly',
        startTime: '19:30',
        endTime: null,
      }),
    ]);
    expect(read.problems).toEqual([
      {
        where: 'Venue "Daily Grind Cafe", event 1 (line 6)',
        message: 'startTime Use a 24-hour time like 19:30',
      },
    ]);
  });

  it('names the line of a bad venue, and leaves it out with its events', async () => {
    const text = [
      'venue_name,address,day,start,latitude,longitude',
      'The Crown,"1 Main St",Tuesday,19:00,36.1,',
      'The Crown,"1 Main St",Friday,19:00,36.1,',
      '"",2 Elm St,Monday,19:00,,',
      'Blue Moon,3 River Rd,Someday,19:00,,',
    ].join('\n');
    const read = await readFeed('csv', text, { today });
    expect(read.venues.map((venue) => venue.name)).toEqual(['Blue Moon']);
    expect(read.problems).toEqual([
      {
        where: 'Venue "The Crown" (line 2)',
        message: 'longitude latitude and longitude go together (left out with its 2 events)',
      },
      { where: 'Venue "" (line 4)', message: 'name is required (left out with its event)' },
      {
        where: 'Venue "Blue Moon", event 1 (line 5)',
        message:
          'dayOfWeek Must be one of Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday',
      },
    ]);
  });

  it('throws when the header lacks a required column', async () => {
    await expect(
      readFeed('csv', 'name,address,day,start\nA,B,Monday,19:00\n', { today }),
    ).rejects.toThrow(
      'The CSV header must name the columns venue_name, address, start; it has no venue_name',
    );
  });

  it('reads nothing from an empty file', async () => {
    expect(await readFeed('csv', '', { today })).toEqual({ venues: [], problems: [] });
  });

  it.each([
    ['19:00', '19:00'],
    ['7:00 PM', '19:00'],
    ['7pm', '19:00'],
    ['7:30 p.m.', '19:30'],
    ['12 AM', '00:00'],
    ['12pm', '12:00'],
    ['9:05', '09:05'],
    ['19:00:00', '19:00'],
    ['19', '19'],
    ['13pm', '13pm'],
  ])('reads the time %s as %s', (text, time) => {
    expect(parseClockTime(text)).toBe(time);
  });

  it.each([
    ['Mon', 'Monday'],
    ['tues', 'Tuesday'],
    ['THURS', 'Thursday'],
    ['Wednesdays', 'Wednesday'],
    ['Fr', 'Fr'],
  ])('reads the day %s as %s', (text, day) => {
    expect(parseDay(text)).toBe(day);
  });
});
