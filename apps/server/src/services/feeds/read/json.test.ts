import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readFeed } from './index.ts';

const today = '2026-12-01';
const fixture = (name: string) =>
  readFile(new URL(`../../../../test/fixtures/feeds/${name}`, import.meta.url), 'utf8');

const venue = (name: string, events: unknown[] = []) => ({
  name,
  address: '1 Main St, Nashville, TN 37203',
  events,
});
const tuesday = { dayOfWeek: 'Tuesday', startTime: '19:00' };

describe('readFeed: our JSON shape', () => {
  it('reads venue by venue, leaving out what breaks the rules', async () => {
    const read = await readFeed('json', await fixture('schedule.json'), { today });

    expect(
      read.venues.map((each) => [each.id, each.name, each.events.map((event) => event.id)]),
    ).toEqual([
      // The second event's start time is not one: the first is kept.
      ['crown-1', 'The Crown & Anchor', ['crown-tue']],
      [undefined, 'The Rose Tavern', ['rose-bingo', 'rose-special']],
    ]);
    expect(read.venues[0]?.events[0]).toEqual({
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
      cancelledDates: [{ date: '2026-12-22', note: 'Closed for the holidays' }],
    });
    expect(read.problems).toEqual([
      {
        where: 'Venue 1 "The Crown & Anchor", event 2',
        message: 'startTime Use a 24-hour time like 19:30',
      },
      { where: 'Venue 3 "Blue Moon Bar"', message: 'longitude latitude and longitude go together' },
    ]);
  });

  it('refuses control characters in a venue name, and keeps the other venues', async () => {
    const text = JSON.stringify({
      venues: [venue('The Crown\u0007', [tuesday]), venue('Blue Moon', [tuesday])],
    });
    const read = await readFeed('json', text, { today });
    expect(read.venues.map((each) => each.name)).toEqual(['Blue Moon']);
    expect(read.problems).toEqual([
      {
        where: 'Venue 1 "The Crown"',
        message: 'name Must not contain control characters (left out with its event)',
      },
    ]);
  });

  it('reports venues and events that are not objects', async () => {
    const text = JSON.stringify({ venues: ['The Crown', venue('Blue Moon', [tuesday, 'Friday'])] });
    const read = await readFeed('json', text, { today });
    expect(read.venues.map((each) => each.events.length)).toEqual([1]);
    expect(read.problems).toEqual([
      { where: 'Venue 1', message: 'must be an object' },
      { where: 'Venue 2 "Blue Moon", event 2', message: 'must be an object' },
    ]);
  });

  it.each([['[]'], ['{"events": []}'], ['{"venues": {}}']])(
    'throws on %s, which is not a document of venues',
    async (text) => {
      await expect(readFeed('json', text, { today })).rejects.toThrow(
        'The JSON document must be an object with a "venues" array',
      );
    },
  );

  it('throws on text that is not JSON', async () => {
    await expect(readFeed('json', '{"venues": [', { today })).rejects.toThrow(
      /^The feed is not valid JSON: /,
    );
  });
});
