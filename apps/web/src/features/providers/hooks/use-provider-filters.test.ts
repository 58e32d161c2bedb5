import { describe, expect, it } from 'vitest';
import { PROVIDER_FILTER_PARAMS } from './use-provider-filters.ts';

describe("the Providers page's URL", () => {
  it('reads and writes readable badges, and ignores values it does not know', () => {
    const { badge, status } = PROVIDER_FILTER_PARAMS;
    expect(badge.parse('research-needed')).toBe('Research Needed');
    expect(badge.format('Phone Only')).toBe('phone-only');
    expect(badge.parse('great')).toBeUndefined();
    expect(status.parse('rejected')).toBe('rejected');
    expect(status.parse('deleted')).toBeUndefined();
    expect([badge.defaultValue, status.defaultValue]).toEqual([null, null]);
  });
});
