import { describe, expect, it } from 'vitest';
import { type ClashNight, findScheduleClashes } from './schedule-clashes.ts';

const pub = { id: 'v1', name: 'Music Row Pub' };
const night = (
  date: string,
  eventId: string,
  overrides: Partial<ClashNight> & { startTime?: string } = {},
): ClashNight => ({
  date,
  status: 'scheduled',
  event: { id: eventId, startTime: overrides.startTime ?? '19:00:00' },
  venue: pub,
  ...overrides,
});

describe('findScheduleClashes', () => {
  it('names two events of one venue on the same day and time once, however many weeks', () => {
    // 2026-11-24 and 2026-12-01 are Tuesdays.
    const clashes = findScheduleClashes([
      night('2026-11-24', 'a'),
      night('2026-11-24', 'b', { startTime: '19:00' }),
      night('2026-12-01', 'a'),
      night('2026-12-01', 'b'),
    ]);
    expect(clashes).toHaveLength(1);
    expect(clashes[0]?.message).toBe('Two events at Music Row Pub on Tuesday at 7:00 PM');
    expect(clashes[0]?.eventIds.sort()).toEqual(['a', 'b']);
  });

  it('counts three events', () => {
    const clashes = findScheduleClashes([
      night('2026-11-24', 'a'),
      night('2026-11-24', 'b'),
      night('2026-11-24', 'c'),
    ]);
    expect(clashes.map((clash) => clash.message)).toEqual([
      'Three events at Music Row Pub on Tuesday at 7:00 PM',
    ]);
  });

  it('does not flag other times, other venues, one event twice or cancelled nights', () => {
    expect(
      findScheduleClashes([
        night('2026-11-24', 'a'),
        night('2026-11-24', 'b', { startTime: '20:00:00' }),
        night('2026-11-24', 'c', { venue: { id: 'v2', name: 'The Local' } }),
        night('2026-11-24', 'a'),
        night('2026-11-24', 'd', { status: 'cancelled' }),
      ]),
    ).toEqual([]);
  });
});
