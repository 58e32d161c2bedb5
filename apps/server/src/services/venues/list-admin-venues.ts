import {
  type Actor,
  canCreateVenue,
  canImportVenues,
  type VenueListQuery,
  type VenueListResponse,
  venuePermissions,
  viewScope,
} from '@trivia/shared';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { venues } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { venueFactsColumns, venuesInScope } from '../access/index.ts';
import { eventsCountSql, toVenueSummary } from './serialize.ts';

/**
 * The admin area's venues page (spec §2; not the public nearby search): most recently updated
 * first, with event counts, a text search, a status filter and pages, so that a large
 * directory stays usable. The venues the actor may view: admins and read-only staff every venue,
 * owners the venues they manage (decision 098).
 */
export async function listAdminVenues(options: {
  db: Db;
  actor: Actor;
  query: z.output<typeof VenueListQuery>;
}): Promise<VenueListResponse> {
  const { db, actor, query } = options;
  const search = query.q
    ? or(
        ilike(venues.nameOriginal, likePattern(query.q)),
        ilike(venues.googleName, likePattern(query.q)),
        ilike(venues.addressOriginal, likePattern(query.q)),
      )
    : undefined;
  const where = and(
    venuesInScope(actor, viewScope(actor)),
    search,
    query.status ? eq(venues.verificationStatus, query.status) : undefined,
  );

  const [rows, [counted]] = await Promise.all([
    db
      .select({
        venue: venues,
        eventsCount: eventsCountSql,
        facts: venueFactsColumns,
      })
      .from(venues)
      .where(where)
      .orderBy(desc(venues.updatedAt), desc(venues.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(venues).where(where),
  ]);

  return {
    venues: rows.map(({ venue, eventsCount, facts }) =>
      toVenueSummary(venue, eventsCount, venuePermissions(actor, facts).delete.allowed),
    ),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    canCreate: canCreateVenue(actor).allowed,
    canImport: canImportVenues(actor).allowed,
  };
}
