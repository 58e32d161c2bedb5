import { describe, expect, it } from 'vitest';
import { nightFreshness } from './freshness.ts';

describe('nightFreshness (issue 14)', () => {
  const today = '2026-11-24';
  it('says Confirmed for a confirmed night, whatever else is known', () => {
    expect(nightFreshness({ status: 'confirmed', reported: true, today }).label).toBe('Confirmed');
  });
  it('says Reported as not happening for an unconfirmed reported night', () => {
    expect(
      nightFreshness({ status: 'scheduled', reported: true, verifiedAt: today, today }).label,
    ).toBe('Reported as not happening');
  });
  it('says Checked {Mon d} within 30 days of a check, else Not checked recently', () => {
    const verified = (verifiedAt: string | null) =>
      nightFreshness({ status: 'scheduled', verifiedAt, today });
    expect(verified('2026-10-25T18:00:00.000Z')).toEqual({
      kind: 'verified',
      label: 'Checked Oct 25',
    });
    expect(verified('2026-10-24T18:00:00.000Z')).toEqual({
      kind: 'stale',
      label: 'Not checked recently',
    });
    expect(verified(null).label).toBe('Not checked recently');
  });
  it("says From {provider}'s schedule while its feed read well within 7 days (issue 30)", () => {
    const synced = (feedSyncedOn: string, status: 'scheduled' | 'confirmed' = 'scheduled') =>
      nightFreshness({
        status,
        feedSyncedOn,
        feedSource: 'Quizzo Nation',
        verifiedAt: '2026-11-20T18:00:00.000Z',
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
