import { type Actor, canMergeVenues, type DuplicateVenuesResponse } from '@trivia/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { distinctVenuePairs, venues } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/guards.ts';
import { displayName } from '../venue-name.ts';
import { findDuplicateVenues } from './match/duplicates.ts';

const PAIRS_SHOWN = 100;

/** The duplicate finder: pairs of our venues that may be one, never those answered. */
export async function listDuplicateVenues(options: {
  db: Db;
  actor: Actor;
}): Promise<DuplicateVenuesResponse> {
  const { db, actor } = options;
  requirePermission(canMergeVenues(actor));
  const answered = await db.select().from(distinctVenuePairs);
  const distinct = new Set(answered.map((pair) => `${pair.venueA}|${pair.venueB}`));
  const found = await findDuplicateVenues({ db, limit: PAIRS_SHOWN, distinct });
  const ids = [...new Set(found.flatMap((pair) => [pair.a, pair.b]))];
  const rows =
    ids.length === 0 ? [] : await db.select().from(venues).where(inArray(venues.id, ids));
  const brief = new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: displayName(row),
        address: row.googleFormattedAddress ?? row.addressOriginal,
      },
    ]),
  );
  return {
    pairs: found.flatMap((pair) => {
      const a = brief.get(pair.a);
      const b = brief.get(pair.b);
      return a && b ? [{ a, b, score: pair.score, kind: pair.kind }] : [];
    }),
  };
}

/** "Different venues": the pair is never offered again. */
export async function markVenuesDistinct(options: {
  db: Db;
  actor: Actor;
  venueIds: [string, string];
}): Promise<void> {
  const { db, actor } = options;
  requirePermission(canMergeVenues(actor));
  const [venueA, venueB] = [...options.venueIds].sort() as [string, string];
  if (venueA === venueB) {
    throw AppError.invalid([{ field: 'venueIds', message: 'Choose two different venues' }]);
  }
  const found = await db
    .select({ id: venues.id })
    .from(venues)
    .where(inArray(venues.id, [venueA, venueB]));
  if (found.length !== 2) throw AppError.notFound('One of these venues no longer exists.');
  await db
    .insert(distinctVenuePairs)
    .values({ venueA, venueB, answeredBy: actor.userId })
    .onConflictDoNothing();
}
