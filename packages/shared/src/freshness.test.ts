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
  it('says Verified {Mon d} within 30 days of a check, else Not confirmed recently', () => {
    const verified = (verifiedAt: string | null) =>
      nightFreshness({ status: 'scheduled', verifiedAt, today });
    expect(verified('2026-10-25T18:00:00.000Z')).toEqual({
      kind: 'verified',
      label: 'Verified Oct 25',
    });
    expect(verified('2026-10-24T18:00:00.000Z')).toEqual({
      kind: 'stale',
      label: 'Not confirmed recently',
    });
    expect(verified(null).label).toBe('Not confirmed recently');
  });
  it('says Cancelled with the host note', () => {
    expect(
      nightFreshness({ status: 'cancelled', note: 'closed for Thanksgiving', today }).label,
    ).toBe('Cancelled — closed for Thanksgiving');
    expect(nightFreshness({ status: 'cancelled', today }).label).toBe('Cancelled');
  });
});
