import { describe, expect, it } from 'vitest';
import { venueDateOf } from './dates.ts';
import { lineFreshness, nightFreshness } from './freshness.ts';
import type { NearbyEvent } from './nearby.ts';
import { eventLines } from './trivia-list.ts';

describe('nightFreshness', () => {
  const today = '2026-11-24';
  it('says Confirmed for a confirmed night, whatever else is known', () => {
    expect(nightFreshness({ status: 'confirmed', reported: true, today }).label).toBe('Confirmed');
  });
  it('says Reported as not happening for an unconfirmed reported night', () => {
    expect(
      nightFreshness({ status: 'scheduled', reported: true, checkedOn: today, today }).label,
    ).toBe('Reported as not happening');
  });
  it('says Checked {Mon d} within 30 days of a check, else Not checked recently', () => {
    const verified = (checkedOn: string | null) =>
      nightFreshness({ status: 'scheduled', checkedOn, today });
    expect(verified('2026-10-25')).toEqual({
      kind: 'verified',
      label: 'Checked Oct 25',
    });
    expect(verified('2026-10-24')).toEqual({
      kind: 'stale',
      label: 'Not checked recently',
    });
    expect(verified(null).label).toBe('Not checked recently');
  });
  it("says From {provider}'s schedule while its feed read well within 7 days", () => {
    const synced = (feedSyncedOn: string, status: 'scheduled' | 'confirmed' = 'scheduled') =>
      nightFreshness({
        status,
        feedSyncedOn,
        feedSource: 'Quizzo Nation',
        checkedOn: '2026-11-20',
        today,
      });
    expect(synced('2026-11-17')).toEqual({
      kind: 'synced',
      label: "From Quizzo Nation's schedule, synced Nov 17",
    });
    // Older than a week: the host's own check speaks again.
    expect(synced('2026-11-16')).toEqual({ kind: 'verified', label: 'Checked Nov 20' });
    // A host's Confirmed still wins for that night.
    expect(synced('2026-11-24', 'confirmed').label).toBe('Confirmed');
    expect(
      nightFreshness({ status: 'scheduled', feedSyncedOn: '2026-11-24', feedSource: null, today })
        .kind,
    ).toBe('stale');
  });
  it('says Cancelled with the host note', () => {
    expect(
      nightFreshness({ status: 'cancelled', note: 'closed for Thanksgiving', today }).label,
    ).toBe('Cancelled — closed for Thanksgiving');
    expect(nightFreshness({ status: 'cancelled', today }).label).toBe('Cancelled');
  });
});

describe('"Checked {Mon d}" is the venue’s date (decision 101)', () => {
  /** 8:30 PM on Tuesday, Nov 24 in Nashville: already Wednesday, Nov 25 in UTC. */
  const eveningCheck = '2026-11-25T02:30:00.000Z';
  const quiz: NearbyEvent = {
    id: 'e1',
    eventType: 'Trivia',
    title: 'Trivia',
    dayOfWeek: 'Wednesday',
    startTime: '19:00',
    frequency: 'weekly',
    verifiedAt: eveningCheck,
    occurrences: [{ date: '2026-11-25', status: 'scheduled' }],
  };
  const venue = (timezone: string | undefined) => ({ timezone, events: [quiz] });
  const label = (timezone: string | undefined) => {
    const [line] = eventLines(venue(timezone), ['2026-11-25']);
    return line && lineFreshness(line, '2026-11-25').label;
  };

  it('a host’s evening check in Nashville reads as that evening, not as tomorrow', () => {
    expect(venueDateOf(eveningCheck, 'America/Chicago')).toBe('2026-11-24');
    expect(label('America/Chicago')).toBe('Checked Nov 24');
  });
  it('the same instant is the next day where it already is (and in UTC)', () => {
    expect(label('Europe/Berlin')).toBe('Checked Nov 25');
    expect(venueDateOf(eveningCheck, 'UTC')).toBe('2026-11-25');
  });
  it('a venue without a time zone takes Hawaii’s calendar (decision 101)', () => {
    expect(label(undefined)).toBe('Checked Nov 24');
  });
  it('the latest check of a line counts, whichever of its events has one', () => {
    const [line] = eventLines(
      {
        timezone: 'America/Chicago',
        events: [
          { ...quiz, id: 'e1', verifiedAt: '2026-11-10T18:00:00.000Z' },
          { ...quiz, id: 'e2', verifiedAt: undefined },
          { ...quiz, id: 'e3', verifiedAt: eveningCheck },
        ],
      },
      ['2026-11-25'],
    );
    expect(line?.checkedOn).toBe('2026-11-24');
  });
});
