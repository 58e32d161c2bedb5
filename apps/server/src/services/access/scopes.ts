import type { AccessScope, Actor } from '@trivia/shared';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { events, userVenues, venues } from '../../db/schema/index.ts';

/**
 * The SQL of the shared rules' scopes (packages/shared/src/permissions.ts). A list asks for the
 * rows of a scope — `venuesInScope(actor, viewScope(actor))` — and gets the rows the shared rule
 * would allow one by one; test/db/access-scopes.test.ts runs both over the same users and rows.
 */

/**
 * Venues the actor is linked to through user_venues: `managesVenue` in SQL. `created_by` grants
 * nothing; the creator is the first owner member (decision 098).
 */
export function managedVenuesCondition(actor: Actor): SQL {
  return sql`exists (
    select 1 from ${userVenues} where ${userVenues.venueId} = ${venues.id} and ${userVenues.userId} = ${actor.userId})`;
}

/** Events at venues the actor manages, or run by a provider they belong to: `managesEvent` in SQL. */
export function managedEventsCondition(actor: Actor): SQL {
  const atManagedVenue = sql`exists (select 1 from ${venues} where ${venues.id} = ${events.venueId} and ${managedVenuesCondition(actor)})`;
  if (actor.providerIds.length === 0) return atManagedVenue;
  return sql`(${atManagedVenue} or ${inArray(events.providerId, [...actor.providerIds])})`;
}

function scopeCondition(scope: AccessScope, managed: () => SQL): SQL | undefined {
  if (scope === 'all') return undefined;
  return scope === 'none' ? sql`false` : managed();
}

/** The venues of a scope, as a where clause (none for `all`). */
export function venuesInScope(actor: Actor, scope: AccessScope): SQL | undefined {
  return scopeCondition(scope, () => managedVenuesCondition(actor));
}

/** The events of a scope, as a where clause (none for `all`). */
export function eventsInScope(actor: Actor, scope: AccessScope): SQL | undefined {
  return scopeCondition(scope, () => managedEventsCondition(actor));
}
