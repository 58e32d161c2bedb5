import { type Actor, EMBED_SEARCH_LIMIT, type EmbedTarget, providerPageSlug } from '@trivia/shared';
import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { events, triviaProviders, venueNameSql, venues } from '../db/schema/index.ts';
import { loadGazetteer } from '../geo/load-gazetteer.ts';
import { likePattern } from '../lib/like-pattern.ts';
import { managedVenuesCondition } from './access/index.ts';
import { venueSlugOf } from './venue-pages.ts';

/**
 * What a user may put on a website (decision 140): admins any public provider and any
 * venue (found by name); everyone else the public providers they belong to, the venues they
 * manage, and the venues where those providers run an event. Embeds show public data only; this
 * list is what the admin page offers, decided here and not in the browser.
 */

/** A provider is public while active and not rejected (decision 137): its embed exists. */
const PUBLIC_PROVIDER = and(
  eq(triviaProviders.isActive, true),
  ne(triviaProviders.status, 'rejected'),
);

/** At most this many of a user's own: more than any one person manages. */
const OWN_LIMIT = 500;

async function listProviders(db: DbOrTx, actor: Actor, q: string | undefined) {
  if (!actor.isAdmin && actor.providerIds.length === 0) return [];
  const rows = await db
    .select({ id: triviaProviders.id, name: triviaProviders.name })
    .from(triviaProviders)
    .where(
      and(
        PUBLIC_PROVIDER,
        actor.isAdmin ? undefined : inArray(triviaProviders.id, [...actor.providerIds]),
        q ? ilike(triviaProviders.name, likePattern(q)) : undefined,
      ),
    )
    .orderBy(asc(triviaProviders.name), asc(triviaProviders.createdAt))
    .limit(OWN_LIMIT);
  return rows.map(
    (row): EmbedTarget => ({ kind: 'provider', slug: providerPageSlug(row), name: row.name }),
  );
}

/** The venues an actor who is not an admin may embed: theirs, and their providers'. */
function ownVenuesCondition(actor: Actor): SQL {
  const managed = managedVenuesCondition(actor);
  if (actor.providerIds.length === 0) return managed;
  const runByTheirProvider = inArray(events.providerId, [...actor.providerIds]);
  return sql`(${managed} or exists (select 1 from ${events} where ${events.venueId} = ${venues.id} and ${runByTheirProvider}))`;
}

async function listVenues(db: DbOrTx, actor: Actor, q: string | undefined) {
  // An admin's list would be every venue: they search for one instead.
  if (actor.isAdmin && !q) return [];
  const name = venueNameSql();
  const rows = await db
    .select({
      id: venues.id,
      name,
      address: sql<string>`coalesce(${venues.googleFormattedAddress}, ${venues.addressOriginal})`,
      latitude: venues.latitude,
      longitude: venues.longitude,
    })
    .from(venues)
    .where(
      and(
        actor.isAdmin ? undefined : ownVenuesCondition(actor),
        q
          ? or(ilike(venues.nameOriginal, likePattern(q)), ilike(venues.googleName, likePattern(q)))
          : undefined,
      ),
    )
    .orderBy(asc(name), asc(venues.id))
    .limit(actor.isAdmin ? EMBED_SEARCH_LIMIT : OWN_LIMIT);
  const gazetteer = await loadGazetteer();
  return rows.map(
    (row): EmbedTarget => ({
      kind: 'venue',
      slug: venueSlugOf(gazetteer, row),
      name: row.name,
      detail: row.address,
    }),
  );
}

/**
 * The providers, then the venues, the actor may embed; `q` narrows both by name. Admins search
 * (`canSearch`): their list would be every venue.
 */
export async function listEmbedTargets({
  db,
  actor,
  q,
}: {
  db: DbOrTx;
  actor: Actor;
  q?: string | undefined;
}): Promise<{ targets: EmbedTarget[]; canSearch: boolean }> {
  const [providers, venueTargets] = await Promise.all([
    listProviders(db, actor, q),
    listVenues(db, actor, q),
  ]);
  return { targets: [...providers, ...venueTargets], canSearch: actor.isAdmin };
}
