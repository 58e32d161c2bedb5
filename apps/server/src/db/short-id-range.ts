import { type AnyColumn, between, type SQL } from 'drizzle-orm';

/**
 * The uuids whose first hex digits are `shortId` (the end of a venue's or provider's slug): a
 * range of the primary key's index, so a slug finds its row without a scan.
 */
export function shortIdRange(column: AnyColumn, shortId: string): SQL {
  return between(
    column,
    `${shortId}0000-0000-0000-0000-000000000000`,
    `${shortId}ffff-ffff-ffff-ffff-ffffffffffff`,
  );
}
