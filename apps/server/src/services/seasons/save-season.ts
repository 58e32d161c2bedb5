import {
  type Actor,
  canManageSeason,
  type SeasonData,
  type SeasonResponse,
  seasonSlug,
} from '@trivia/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { events, seasonEvents, seasons, triviaProviders } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/guards.ts';
import { loadVenueFacts } from '../access/index.ts';
import { SEASON_NOT_FOUND, type SeasonRow, seasonAnswer } from './read-seasons.ts';

export const NOT_THE_OWNERS_EVENTS_PROVIDER = 'Choose events the season’s provider runs';
export const NOT_THE_OWNERS_EVENTS_VENUE = 'Choose the venue’s own (self-hosted) events';

export type Owner = { providerId: string; venueId: null } | { providerId: null; venueId: string };

/**
 * The owner must exist (else 400 naming it) and the actor must be allowed to manage its seasons
 * (`canManageSeason`, decision 207; else 403).
 */
export async function requireOwner(db: DbOrTx, actor: Actor, owner: Owner): Promise<void> {
  if (owner.providerId !== null) {
    const [provider] = await db
      .select({ id: triviaProviders.id })
      .from(triviaProviders)
      .where(eq(triviaProviders.id, owner.providerId));
    if (!provider) throw AppError.invalid([{ field: 'providerId', message: 'Choose a provider' }]);
    requirePermission(canManageSeason(actor, { providerId: owner.providerId }));
    return;
  }
  const loaded = await loadVenueFacts(db, owner.venueId);
  if (!loaded) throw AppError.invalid([{ field: 'venueId', message: 'Choose a venue' }]);
  requirePermission(canManageSeason(actor, { venue: loaded.facts }));
}

/** Every event must be the owner's: its provider's, or the venue's self-hosted ones. */
async function requireOwnersEvents(db: DbOrTx, owner: Owner, eventIds: string[]): Promise<void> {
  const ofOwner =
    owner.providerId !== null
      ? eq(events.providerId, owner.providerId)
      : and(eq(events.venueId, owner.venueId), isNull(events.providerId));
  const found = await db
    .select({ id: events.id })
    .from(events)
    .where(and(inArray(events.id, eventIds), ofOwner));
  if (found.length !== eventIds.length) {
    const message =
      owner.providerId !== null ? NOT_THE_OWNERS_EVENTS_PROVIDER : NOT_THE_OWNERS_EVENTS_VENUE;
    throw AppError.invalid([{ field: 'eventIds', message }]);
  }
}

function ownerOfInput(input: SeasonData): Owner {
  return input.providerId !== undefined
    ? { providerId: input.providerId, venueId: null }
    : { providerId: null, venueId: input.venueId ?? '' };
}

function ownerOfRow(row: SeasonRow): Owner {
  return row.providerId !== null
    ? { providerId: row.providerId, venueId: null }
    : { providerId: null, venueId: row.venueId ?? '' };
}

async function replaceEvents(tx: DbOrTx, seasonId: string, eventIds: string[]): Promise<void> {
  await tx.delete(seasonEvents).where(eq(seasonEvents.seasonId, seasonId));
  await tx.insert(seasonEvents).values(eventIds.map((eventId) => ({ seasonId, eventId })));
}

/** A free slug: the name's words and the id's first digits; another id while one is taken. */
async function freeSlug(tx: DbOrTx, name: string): Promise<{ id: string; slug: string }> {
  for (;;) {
    const id = crypto.randomUUID();
    const slug = seasonSlug({ id, name });
    const [taken] = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.slug, slug));
    if (!taken) return { id, slug };
  }
}

/** `POST /api/admin/seasons` (decision 207). */
export async function createSeason(options: {
  db: Db;
  actor: Actor;
  input: SeasonData;
}): Promise<SeasonResponse> {
  const { db, actor, input } = options;
  const owner = ownerOfInput(input);
  const eventIds = [...new Set(input.eventIds)];
  return writeTransaction(db, async (tx) => {
    await requireOwner(tx, actor, owner);
    await requireOwnersEvents(tx, owner, eventIds);
    const { id, slug } = await freeSlug(tx, input.name);
    const [created] = await tx
      .insert(seasons)
      .values({
        id,
        slug,
        ...owner,
        name: input.name,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        rule: input.rule,
        createdBy: actor.userId,
      })
      .returning();
    if (!created) throw new Error('createSeason: nothing inserted');
    await replaceEvents(tx, created.id, eventIds);
    return seasonAnswer(tx, created);
  });
}

/** The stored season and the right to manage it; 404 when there is none. */
async function requireSeason(db: DbOrTx, actor: Actor, seasonId: string): Promise<SeasonRow> {
  const [season] = await db.select().from(seasons).where(eq(seasons.id, seasonId));
  if (!season) throw AppError.notFound(SEASON_NOT_FOUND);
  await requireOwner(db, actor, ownerOfRow(season));
  return season;
}

/**
 * `PUT /api/admin/seasons/:id`: the whole season again. Moving it to another owner takes the
 * right to manage both. The slug stays: embeds and links keep working after a rename.
 */
export async function updateSeason(options: {
  db: Db;
  actor: Actor;
  seasonId: string;
  input: SeasonData;
}): Promise<SeasonResponse> {
  const { db, actor, seasonId, input } = options;
  const owner = ownerOfInput(input);
  const eventIds = [...new Set(input.eventIds)];
  return writeTransaction(db, async (tx) => {
    await requireSeason(tx, actor, seasonId);
    await requireOwner(tx, actor, owner);
    await requireOwnersEvents(tx, owner, eventIds);
    const [updated] = await tx
      .update(seasons)
      .set({
        ...owner,
        name: input.name,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        rule: input.rule,
      })
      .where(eq(seasons.id, seasonId))
      .returning();
    if (!updated) throw AppError.notFound(SEASON_NOT_FOUND);
    await replaceEvents(tx, seasonId, eventIds);
    return seasonAnswer(tx, updated);
  });
}

/** `DELETE /api/admin/seasons/:id`: the season and its list of events; results stay. */
export async function deleteSeason(options: {
  db: Db;
  actor: Actor;
  seasonId: string;
}): Promise<void> {
  const { db, actor, seasonId } = options;
  await writeTransaction(db, async (tx) => {
    await requireSeason(tx, actor, seasonId);
    await tx.delete(seasons).where(eq(seasons.id, seasonId));
  });
}
