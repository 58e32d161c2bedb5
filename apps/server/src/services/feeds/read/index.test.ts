import { readFile } from 'node:fs/promises';
import { FEED_LIMITS } from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import { readFeed } from './index.ts';

const today = '2026-12-01';
const sample = (name: string) =>
  readFile(new URL(`../../../../../web/public/feeds/${name}`, import.meta.url), 'utf8');

const venue = (index: number, events: unknown[] = []) => ({
  name: `Venue ${index}`,
  address: `${index} Main St, Nashville, TN 37203`,
  events,
});
const json = (venues: unknown[]) => JSON.stringify({ venues });

describe('readFeed', () => {
  it('reads both downloadable samples without a problem, to the same venues', async () => {
    // The samples' dates are in 2030, so that they stay to come; read them within a year of them.
    const sampleToday = '2030-06-01';
    const fromCsv = await readFeed('csv', await sample('sample.csv'), { today: sampleToday });
    const fromJson = await readFeed('json', await sample('sample.json'), { today: sampleToday });

    expect(fromCsv.problems).toEqual([]);
    expect(fromJson.problems).toEqual([]);
    expect(fromCsv.venues).toHaveLength(3);
    expect(fromCsv.venues.flatMap((each) => each.events)).toHaveLength(4);
    expect(fromCsv.venues).toEqual(fromJson.venues);
  });

  it(`throws when a feed lists more than ${FEED_LIMITS.venues} venues`, async () => {
    const venues = Array.from({ length: FEED_LIMITS.venues + 1 }, (_, index) => venue(index));
    await expect(readFeed('json', json(venues), { today })).rejects.toThrow(
      'The feed lists 5,001 venues; at most 5,000 are read. Split it into several feeds.',
    );
    const atTheLimit = await readFeed('json', json(venues.slice(1)), { today });
    expect(atTheLimit.venues).toHaveLength(FEED_LIMITS.venues);
  });

  it('reads the first events of a venue with too many, and says so', async () => {
    const events = Array.from({ length: FEED_LIMITS.eventsPerVenue + 2 }, (_, index) => ({
      id: `event-${index}`,
      dayOfWeek: 'Tuesday',
      startTime: '19:00',
    }));
    const read = await readFeed('json', json([venue(1, events)]), { today });
    expect(read.venues[0]?.events).toHaveLength(FEED_LIMITS.eventsPerVenue);
    expect(read.venues[0]?.events.at(-1)?.id).toBe(`event-${FEED_LIMITS.eventsPerVenue - 1}`);
    expect(read.problems).toEqual([
      {
        where: 'Venue 1 "Venue 1"',
        message: 'has 102 events; the first 100 were read and the rest left out',
      },
    ]);
  });

  it('leaves out a second use of an id, and a one-time date that has passed', async () => {
    const event = { dayOfWeek: 'Tuesday', startTime: '19:00' };
    const read = await readFeed(
      'json',
      json([
        {
          ...venue(1, [
            { ...event, id: 'a' },
            { ...event, id: 'a' },
          ]),
          id: 'v',
        },
        { ...venue(2), id: 'v' },
        venue(3, [{ ...event, frequency: 'one-time', eventDate: '2026-11-24' }]),
      ]),
      { today },
    );
    expect(read.venues.map((each) => [each.name, each.events.length])).toEqual([
      ['Venue 1', 1],
      ['Venue 3', 0],
    ]);
    expect(read.problems).toEqual([
      { where: 'Venue 1 "Venue 1", event 2', message: 'id "a" is used by an earlier event' },
      { where: 'Venue 2 "Venue 2"', message: 'id "v" is used by an earlier venue' },
      {
        where: 'Venue 3 "Venue 3", event 1',
        message: 'eventDate That date has passed: choose today or a later date',
      },
    ]);
  });

  it('leaves out cancelled nights more than a year ahead, as schedule exceptions, and says so', async () => {
    const read = await readFeed(
      'json',
      json([
        venue(1, [
          {
            id: 'far',
            dayOfWeek: 'Tuesday',
            startTime: '19:00',
            cancelledDates: [
              { date: '2026-12-08' },
              { date: '2027-12-02' },
              { date: '2027-12-07' },
              { date: '2100-12-28' },
            ],
          },
          {
            id: 'once',
            dayOfWeek: 'Thursday',
            startTime: '19:00',
            cancelledDates: [{ date: '2027-12-09' }],
          },
        ]),
      ]),
      { today },
    );
    expect(read.venues[0]?.events.map((event) => event.cancelledDates)).toEqual([
      [{ date: '2026-12-08' }, { date: '2027-12-02' }],
      [],
    ]);
    expect(read.problems).toEqual([
      {
        where: 'Venue 1 "Venue 1", event 1',
        message:
          '2 cancelled nights after 2027-12-02 are left out: a feed cancels nights at most a year ahead',
      },
      {
        where: 'Venue 1 "Venue 1", event 2',
        message:
          'The cancelled night of 2027-12-09 is left out: a feed cancels nights at most a year ahead',
      },
    ]);
  });

  it('checks one-time dates and times by the event rules in every format', async () => {
    const read = await readFeed(
      'csv',
      'venue_name,address,day,start,end,frequency,date\nThe Crown,1 Main St,Monday,19:00,19:00,one-time,2026-12-19\n',
      { today },
    );
    expect(read.problems).toEqual([
      {
        where: 'Venue "The Crown", event 1 (line 2)',
        message:
          'dayOfWeek The date 2026-12-19 is a Saturday; endTime Must differ from the start time',
      },
    ]);
  });
});
