import { FeedEvent } from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { EventRow } from './event-reads.ts';
import { movedEventTier, pairMovedEvents, relinkRenamedVenues } from './rekey.ts';

const kept = (overrides: Partial<EventRow> & { id: string }): EventRow => ({
  venueId: 'v1',
  providerId: 'p1',
  eventType: 'Trivia',
  dayOfWeek: 'Tuesday',
  startTime: '19:00:00',
  endTime: null,
  frequency: 'weekly',
  weekOfMonth: null,
  eventDate: null,
  firstNight: null,
  lastNight: null,
  prizeAmount: null,
  prizeDescription: null,
  maxTeams: null,
  isActive: true,
  feedId: 'f1',
  feedKey: `key-${overrides.id}`,
  ...overrides,
});
type EventInput = z.input<typeof FeedEvent>;
const incoming = (event: EventInput) => FeedEvent.parse(event);
const fresh = (key: string, event: EventInput, venueId = 'v1') => ({
  key,
  venueId,
  incoming: incoming(event),
});

describe('movedEventTier (decision 151)', () => {
  const trivia = kept({ id: 'a' });
  it.each([
    ['another start', { dayOfWeek: 'Tuesday', startTime: '20:00' }, 1],
    [
      'another frequency on the same day',
      { dayOfWeek: 'Tuesday', startTime: '19:00', frequency: 'monthly', weekOfMonth: '1' },
      2,
    ],
    ['another day at the same start', { dayOfWeek: 'Wednesday', startTime: '19:00' }, 3],
    ['another day and start', { dayOfWeek: 'Friday', startTime: '21:00' }, 4],
    [
      'another type in the same slot',
      { eventType: 'Pub Quiz', dayOfWeek: 'Tuesday', startTime: '19:00' },
      6,
    ],
    [
      'another type elsewhen',
      { eventType: 'Bingo', dayOfWeek: 'Friday', startTime: '19:00' },
      null,
    ],
  ] as const)('%s', (_label, event, tier) => {
    expect(movedEventTier(trivia, incoming(event))).toBe(tier);
  });

  it('pairs a one-time night only with one on the same date', () => {
    const once = kept({ id: 'b', frequency: 'one-time', eventDate: '2026-12-01' });
    const sameDate = {
      dayOfWeek: 'Tuesday',
      startTime: '20:00',
      frequency: 'one-time',
      eventDate: '2026-12-01',
    } as const;
    expect(movedEventTier(once, incoming(sameDate))).toBe(1);
    expect(
      movedEventTier(
        once,
        incoming({ ...sameDate, dayOfWeek: 'Tuesday', eventDate: '2026-12-08' }),
      ),
    ).toBeNull();
    expect(movedEventTier(trivia, incoming(sameDate))).toBeNull();
  });
});

describe('pairMovedEvents (decision 151)', () => {
  it('pairs each kept event once, the plainest first, whatever order they come in', () => {
    const tuesday = kept({ id: 'tue' });
    const thursday = kept({ id: 'thu', dayOfWeek: 'Thursday', startTime: '20:00:00' });
    const candidates = [
      fresh('new-thu', { dayOfWeek: 'Thursday', startTime: '20:30' }),
      fresh('new-tue', { dayOfWeek: 'Tuesday', startTime: '19:30' }),
      fresh('elsewhere', { dayOfWeek: 'Tuesday', startTime: '19:30' }, 'v2'),
    ];
    for (const order of [candidates, [...candidates].reverse()]) {
      const pairs = pairMovedEvents([thursday, tuesday], order);
      expect(new Map([...pairs].map(([event, was]) => [event.key, was.id]))).toEqual(
        new Map([
          ['new-thu', 'thu'],
          ['new-tue', 'tue'],
        ]),
      );
    }
  });

  it('prefers the nearest start within a tier', () => {
    const pairs = pairMovedEvents(
      [kept({ id: 'a' })],
      [
        fresh('later', { dayOfWeek: 'Tuesday', startTime: '21:00' }),
        fresh('sooner', { dayOfWeek: 'Tuesday', startTime: '19:30' }),
      ],
    );
    expect([...pairs].map(([event]) => event.key)).toEqual(['sooner']);
  });
});

describe('relinkRenamedVenues (decision 151)', () => {
  const link = (key: string, latitude = 36.156) => ({
    key,
    venueId: `venue-${key}`,
    name: key,
    latitude,
    longitude: -86.776,
  });
  const at = { latitude: 36.156, longitude: -86.776 };

  it('keeps the link of a venue renamed on the same street', () => {
    const relinked = relinkRenamedVenues({
      incoming: [{ key: 'na:brewing lab|500 5th ave s', location: at }],
      links: [link('na:pub on fifth|500 5th ave s')],
    });
    expect(relinked.get('na:brewing lab|500 5th ave s')).toMatchObject({
      venueId: 'venue-na:pub on fifth|500 5th ave s',
      rekeyedFrom: 'na:pub on fifth|500 5th ave s',
    });
  });

  it('leaves to the matcher two on one street, another street, a venue far away, and ids', () => {
    const none = (
      incoming: { key: string; location: typeof at | null }[],
      links: ReturnType<typeof link>[],
    ) => expect(relinkRenamedVenues({ incoming, links }).size).toBe(0);
    none(
      [
        { key: 'na:a|1 main st', location: at },
        { key: 'na:b|1 main st', location: at },
      ],
      [link('na:c|1 main st')],
    );
    none([{ key: 'na:a|2 main st', location: at }], [link('na:c|1 main st')]);
    none([{ key: 'na:a|1 main st', location: at }], [link('na:c|1 main st', 37.2)]);
    none([{ key: 'id:42', location: at }], [link('id:41')]);
    // Still named by the read: not renamed.
    none(
      [
        { key: 'na:a|1 main st', location: at },
        { key: 'na:c|1 main st', location: at },
      ],
      [link('na:c|1 main st')],
    );
  });
});
