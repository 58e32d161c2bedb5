import { describe, expect, it } from 'vitest';
import { feedMayChangeEvent } from './feeds.ts';

const venue = (managerUserIds: string[]) => ({
  managerUserIds,
  ownerUserIds: managerUserIds,
  isImported: false,
  verificationStatus: 'verified',
});
const feed = { providerId: 'quizzo', memberUserIds: ['parker', 'pat'] };

describe('feedMayChangeEvent (decision 150)', () => {
  it('lets a feed change the events its provider runs, wherever they are', () => {
    expect(feedMayChangeEvent(feed, { providerId: 'quizzo', venue: venue([]) })).toBe(true);
  });

  it("never another provider's, even at a venue one of its members manages", () => {
    expect(feedMayChangeEvent(feed, { providerId: 'geeks', venue: venue(['parker']) })).toBe(false);
  });

  it('a self-hosted event only at a venue one of its members manages', () => {
    expect(feedMayChangeEvent(feed, { providerId: null, venue: venue(['pat', 'olivia']) })).toBe(
      true,
    );
    expect(feedMayChangeEvent(feed, { providerId: null, venue: venue(['olivia']) })).toBe(false);
    expect(
      feedMayChangeEvent(
        { providerId: 'quizzo', memberUserIds: [] },
        { providerId: null, venue: venue(['olivia']) },
      ),
    ).toBe(false);
  });
});
