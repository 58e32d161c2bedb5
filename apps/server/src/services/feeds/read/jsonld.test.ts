import { readFile } from 'node:fs/promises';
import type { NearbyEvent } from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import { jsonLd, jsonLdGraph, venueEvents } from '../../../seo/json-ld.ts';
import { readFeed } from './index.ts';

const today = '2026-12-01';
const fixture = (name: string) =>
  readFile(new URL(`../../../../test/fixtures/feeds/${name}`, import.meta.url), 'utf8');

const page = (...scripts: { toString(): string }[]) =>
  `<!doctype html><html><head>${scripts.join('\n')}</head><body></body></html>`;

describe('readFeed: a page’s schema.org Events', () => {
  it('reads dated Events into weekly and one-time events, and a Schedule as it says', async () => {
    const read = await readFeed('jsonld', await fixture('page.html'), { today });

    expect(read.venues.map((venue) => venue.name)).toEqual([
      'The Crown & Anchor',
      'The Rose Tavern',
      'Blue Moon Bar',
    ]);
    const [crown, rose, blueMoon] = read.venues;
    expect(crown).toMatchObject({
      address: '123 Main St, Nashville, TN 37203',
      latitude: 36.1627,
      longitude: -86.7816,
    });
    // Three Tuesdays at 19:00 (the past one left out), one of them cancelled.
    expect(crown?.events).toEqual([
      {
        id: expect.stringMatching(/^jsonld-[0-9a-f]{24}$/),
        eventType: 'Pub Trivia',
        dayOfWeek: 'Tuesday',
        startTime: '19:00',
        endTime: '21:00',
        frequency: 'weekly',
        weekOfMonth: null,
        eventDate: null,
        prizeAmount: null,
        prizeDescription: null,
        maxTeams: null,
        // Decision 171: between the first and the last night the page lists.
        firstNight: '2026-12-08',
        lastNight: '2026-12-22',
        cancelledDates: [{ date: '2026-12-15', note: undefined }],
      },
    ]);
    expect(rose?.events).toEqual([
      expect.objectContaining({
        eventType: 'Music Bingo',
        dayOfWeek: 'Thursday',
        startTime: '20:00',
        endTime: '22:00',
        frequency: 'one-time',
        eventDate: '2026-12-10',
      }),
    ]);
    expect(blueMoon).toMatchObject({
      address: '8 River Rd, Nashville, TN 37206',
      latitude: 36.17,
      longitude: -86.74,
    });
    expect(blueMoon?.events).toEqual([
      expect.objectContaining({
        id: 'https://quizmasters.example/events/karaoke-quiz',
        eventType: 'Karaoke Quiz',
        dayOfWeek: 'Wednesday',
        startTime: '20:00',
        endTime: '22:00',
        frequency: 'weekly',
        cancelledDates: [
          { date: '2026-12-23', note: undefined },
          { date: '2026-12-30', note: undefined },
        ],
      }),
    ]);
    expect(read.problems).toEqual([
      { where: 'JSON-LD script 3', message: expect.stringMatching(/^is not valid JSON: /) },
      {
        where: 'Venue "The Rose Tavern", event "Comedy Quiz" on 2026-12-12 at 21:00',
        message: 'is cancelled at the source',
      },
    ]);
  });

  it('gives the same ids on every read', async () => {
    const text = await fixture('page.html');
    const ids = async () =>
      (await readFeed('jsonld', text, { today })).venues.flatMap((venue) =>
        venue.events.map((event) => event.id),
      );
    expect(await ids()).toEqual(await ids());
  });

  it('reads what our own venue and city pages emit', async () => {
    const place = {
      name: 'The Crown & Anchor',
      address: '123 Main St, Nashville, TN 37203',
      latitude: 36.1627,
      longitude: -86.7816,
      timezone: 'America/Chicago',
    };
    const events: NearbyEvent[] = [
      {
        id: 'e1',
        eventType: 'Trivia',
        title: 'Trivia',
        dayOfWeek: 'Tuesday',
        startTime: '19:30',
        endTime: '21:30',
        frequency: 'weekly',
        prizeAmount: 50,
        providerName: 'Quizmasters',
        occurrences: [
          { date: '2026-12-01', status: 'scheduled' },
          { date: '2026-12-08', status: 'cancelled', note: 'Closed' },
          { date: '2026-12-15', status: 'confirmed' },
          { date: '2026-12-22', status: 'scheduled' },
        ],
      },
      {
        id: 'e2',
        eventType: 'Music Bingo',
        title: 'Nerdy Talk Bingo',
        dayOfWeek: 'Saturday',
        startTime: '18:00',
        frequency: 'one-time',
        occurrences: [{ date: '2026-12-05', status: 'scheduled' }],
      },
    ];
    const url = 'https://trivia.example/trivia-at-the-crown';
    const venuePage = page(...venueEvents(place, events, url).map(jsonLd));
    const cityPage = page(jsonLdGraph(venueEvents(place, events, url, { brief: true })));

    for (const html of [venuePage, cityPage]) {
      const read = await readFeed('jsonld', html, { today });
      expect(read.problems).toEqual([]);
      expect(read.venues).toHaveLength(1);
      expect(read.venues[0]).toMatchObject({ name: place.name, address: place.address });
      expect(read.venues[0]?.events).toEqual([
        expect.objectContaining({
          eventType: 'Trivia',
          dayOfWeek: 'Tuesday',
          startTime: '19:30',
          endTime: '21:30',
          frequency: 'weekly',
          cancelledDates: [{ date: '2026-12-08', note: undefined }],
        }),
        expect.objectContaining({
          eventType: 'Nerdy Talk Bingo',
          dayOfWeek: 'Saturday',
          startTime: '18:00',
          frequency: 'one-time',
          eventDate: '2026-12-05',
        }),
      ]);
    }
    // The venue page carries the coordinates; the city page's brief Events do not.
    const [fromVenuePage, fromCityPage] = await Promise.all(
      [venuePage, cityPage].map((html) => readFeed('jsonld', html, { today })),
    );
    expect(fromVenuePage?.venues[0]).toMatchObject({ latitude: 36.1627, longitude: -86.7816 });
    expect(fromCityPage?.venues[0]?.latitude).toBeUndefined();
  });

  it('reads a monthly schedule and dated nights four weeks apart as monthly', async () => {
    const location = { '@type': 'Place', name: 'The Rose', address: '45 Elm Ave, Memphis, TN' };
    const html = page(
      jsonLdGraph([
        {
          '@type': 'Event',
          name: 'Trivia',
          location,
          eventSchedule: {
            '@type': 'Schedule',
            byDay: 'https://schema.org/Sunday',
            byMonthWeek: -1,
            startTime: '17:00',
            repeatFrequency: 'P1M',
          },
        },
        ...['2026-12-10', '2027-01-14', '2027-02-11'].map((date) => ({
          '@type': 'Event',
          name: 'Music Bingo',
          startDate: `${date}T20:00:00-06:00`,
          location,
        })),
      ]),
    );
    const read = await readFeed('jsonld', html, { today });
    expect(read.problems).toEqual([]);
    expect(read.venues[0]?.events).toEqual([
      expect.objectContaining({ dayOfWeek: 'Sunday', frequency: 'monthly', weekOfMonth: 'last' }),
      expect.objectContaining({ dayOfWeek: 'Thursday', frequency: 'monthly', weekOfMonth: '2' }),
    ]);
  });

  it('reports Events without a place or a time, and schedules it cannot hold', async () => {
    const html = page(
      jsonLd({
        '@type': 'Event',
        name: 'Online Quiz',
        startDate: '2026-12-10T20:00',
        location: { '@type': 'VirtualLocation', url: 'https://quiz.example' },
      }),
      jsonLd({
        '@type': 'Event',
        name: 'All-day Quiz',
        startDate: '2026-12-10',
        location: 'Blue Moon Bar, 8 River Rd, Nashville, TN 37206',
      }),
      jsonLd({
        '@type': 'Event',
        name: 'Daily Quiz',
        location: 'Blue Moon Bar, 8 River Rd, Nashville, TN 37206',
        eventSchedule: { '@type': 'Schedule', repeatFrequency: 'P1D', startTime: '12:00' },
      }),
    );
    const read = await readFeed('jsonld', html, { today });
    expect(read.venues).toEqual([]);
    expect(read.problems).toEqual([
      {
        where: 'Event "Online Quiz" (JSON-LD script 1)',
        message: 'has no location: a Place with a name and address',
      },
      {
        where: 'Venue "Blue Moon Bar", event "All-day Quiz"',
        message: 'startDate has no time of day',
      },
      {
        where: 'Venue "Blue Moon Bar", event "Daily Quiz" (schedule)',
        message: 'schedule repeatFrequency "P1D" is not weekly or monthly',
      },
    ]);
  });

  it('throws on a page without JSON-LD', async () => {
    await expect(
      readFeed('jsonld', page('<script>var a = 1;</script>'), { today }),
    ).rejects.toThrow(/The page has no schema.org JSON-LD/);
  });
});
