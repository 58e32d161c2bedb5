import {
  type Actor,
  changeScope,
  type TeamMerge,
  type TeamMergeData,
  type TeamMergesResponse,
  teamKey,
} from '@trivia/shared';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  events,
  nightResultEntries,
  nightResults,
  teamMerges,
  triviaProviders,
  userVenues,
  venues,
} from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { displayName } from '../venue-name.ts';
import { type Owner, requireOwner } from './save-season.ts';

export const NO_SUCH_TEAM_HERE = 'No results of a team by this name have been posted here';
export const MERGED_ALREADY = (into: string) =>
  `This name counts as ${into} already: split it from there first`;
export const INTO_MERGED_AWAY = (into: string) =>
  `This name counts as ${into}: merge into ${into} instead`;
export const PLAYED_THE_SAME_NIGHT =
  'These two names played the same night: they are two teams, not one';
export const MERGE_NOT_FOUND = 'No such merge.';

type MergeRow = typeof teamMerges.$inferSelect;

/** The owner's nights: its provider's events, or the venue's self-hosted ones. */
const nightsOf = (owner: Owner): SQL | undefined =>
  owner.providerId !== null
    ? eq(events.providerId, owner.providerId)
    : and(eq(events.venueId, owner.venueId), isNull(events.providerId));

const mergesOfOwner = (owner: Owner): SQL =>
  owner.providerId !== null
    ? eq(teamMerges.providerId, owner.providerId)
    : eq(teamMerges.venueId, owner.venueId);

/**
 * The owner's merges (decision 211): each name merged away (by its key) → the team it counts as,
 * by key and by the name shown. Standings and team pages read lines through this.
 */
export async function teamMergesOf(
  db: DbOrTx,
  owner: Owner,
): Promise<Map<string, { intoKey: string; intoName: string }>> {
  const rows = await db.select().from(teamMerges).where(mergesOfOwner(owner));
  return new Map(
    rows.map((row) => [row.fromKey, { intoKey: row.intoKey, intoName: row.intoName }]),
  );
}

/** The result ids where a team by one of `keys` has a line at the owner. */
async function nightsPlayed(db: DbOrTx, owner: Owner, keys: string[]): Promise<string[]> {
  const rows = await db
    .select({ resultId: nightResultEntries.resultId })
    .from(nightResultEntries)
    .innerJoin(nightResults, eq(nightResults.id, nightResultEntries.resultId))
    .innerJoin(events, eq(events.id, nightResults.eventId))
    .where(and(nightsOf(owner), inArray(nightResultEntries.teamKey, keys)));
  return rows.map((row) => row.resultId);
}

async function mergeAnswer(db: DbOrTx, row: MergeRow): Promise<TeamMerge> {
  let owner: TeamMerge['owner'];
  if (row.providerId !== null) {
    const [provider] = await db
      .select({ name: triviaProviders.name })
      .from(triviaProviders)
      .where(eq(triviaProviders.id, row.providerId));
    owner = { kind: 'provider', id: row.providerId, name: provider?.name ?? '' };
  } else {
    const [venue] = await db
      .select()
      .from(venues)
      .where(eq(venues.id, row.venueId ?? ''));
    owner = { kind: 'venue', id: row.venueId ?? '', name: venue ? displayName(venue) : '' };
  }
  return {
    id: row.id,
    owner,
    from: row.fromName,
    into: row.intoName,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * `POST /api/admin/team-merges` (decision 211): team `from`'s lines count as team `into`'s at the
 * owner, for whoever may manage its seasons. Both must have played there, never on the same
 * night; a name already merged away is neither merged again nor merged into (400 naming the
 * field). Names merged into `from` before now count as `into`, so the history follows.
 */
export async function mergeTeams(options: {
  db: Db;
  actor: Actor;
  input: TeamMergeData;
}): Promise<TeamMerge> {
  const { db, actor, input } = options;
  const owner: Owner =
    input.providerId !== undefined
      ? { providerId: input.providerId, venueId: null }
      : { providerId: null, venueId: input.venueId ?? '' };
  const fromKey = teamKey(input.from);
  const intoKey = teamKey(input.into);
  return writeTransaction(db, async (tx) => {
    await requireOwner(tx, actor, owner);
    const merges = await teamMergesOf(tx, owner);
    const fromMerged = merges.get(fromKey);
    if (fromMerged) {
      throw AppError.invalid([{ field: 'from', message: MERGED_ALREADY(fromMerged.intoName) }]);
    }
    const intoMerged = merges.get(intoKey);
    if (intoMerged) {
      throw AppError.invalid([{ field: 'into', message: INTO_MERGED_AWAY(intoMerged.intoName) }]);
    }
    const fromNights = await nightsPlayed(tx, owner, [fromKey]);
    if (fromNights.length === 0) {
      throw AppError.invalid([{ field: 'from', message: NO_SUCH_TEAM_HERE }]);
    }
    // The team `into` with the names already merged into it.
    const intoKeys = [
      intoKey,
      ...[...merges].filter(([, merge]) => merge.intoKey === intoKey).map(([key]) => key),
    ];
    const intoNights = new Set(await nightsPlayed(tx, owner, intoKeys));
    if (intoNights.size === 0) {
      throw AppError.invalid([{ field: 'into', message: NO_SUCH_TEAM_HERE }]);
    }
    if (fromNights.some((night) => intoNights.has(night))) {
      throw AppError.invalid([{ field: 'from', message: PLAYED_THE_SAME_NIGHT }]);
    }
    await tx
      .update(teamMerges)
      .set({ intoKey, intoName: input.into })
      .where(and(mergesOfOwner(owner), eq(teamMerges.intoKey, fromKey)));
    const [created] = await tx
      .insert(teamMerges)
      .values({
        providerId: owner.providerId,
        venueId: owner.venueId,
        fromKey,
        fromName: input.from,
        intoKey,
        intoName: input.into,
        mergedBy: actor.userId,
      })
      .returning();
    if (!created) throw new Error('mergeTeams: nothing inserted');
    return mergeAnswer(tx, created);
  });
}

/** `DELETE /api/admin/team-merges/:id`: splits a merge again, for whoever may make it. */
export async function splitTeams(options: { db: Db; actor: Actor; id: string }): Promise<void> {
  const { db, actor, id } = options;
  await writeTransaction(db, async (tx) => {
    const [row] = await tx.select().from(teamMerges).where(eq(teamMerges.id, id));
    if (!row) throw AppError.notFound(MERGE_NOT_FOUND);
    await requireOwner(
      tx,
      actor,
      row.providerId !== null
        ? { providerId: row.providerId, venueId: null }
        : { providerId: null, venueId: row.venueId ?? '' },
    );
    await tx.delete(teamMerges).where(eq(teamMerges.id, id));
  });
}

/** `GET /api/admin/team-merges`: the merges of the owners the actor manages, by name. */
export async function listTeamMerges(options: {
  db: DbOrTx;
  actor: Actor;
}): Promise<TeamMergesResponse> {
  const { db, actor } = options;
  const scope = changeScope(actor);
  if (scope === 'none') return { merges: [] };
  const ofManagedVenue = sql`exists (select 1 from ${userVenues} where ${userVenues.venueId} = ${teamMerges.venueId} and ${userVenues.userId} = ${actor.userId})`;
  const managed =
    actor.providerIds.length === 0
      ? ofManagedVenue
      : (or(ofManagedVenue, inArray(teamMerges.providerId, [...actor.providerIds])) ??
        ofManagedVenue);
  const rows = await db
    .select()
    .from(teamMerges)
    .where(scope === 'all' ? undefined : managed)
    .orderBy(asc(teamMerges.intoName), asc(teamMerges.fromName));
  return { merges: await Promise.all(rows.map((row) => mergeAnswer(db, row))) };
}
