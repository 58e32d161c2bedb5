import type {
  Actor,
  IsoDate,
  NightResultEntry,
  NightResultsHistory,
  NightResultsResponse,
} from '@trivia/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  events,
  nightResultEntries,
  nightResultRevisions,
  nightResults,
  teamRsvps,
  user,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { NOT_LISTED_MESSAGE } from '../not-listed.ts';
import { requirePostableNight, requireResultsNight } from './results-night.ts';

export const NO_RESULTS_MESSAGE = 'No results have been posted for that night.';

type NightResultRow = typeof nightResults.$inferSelect;

/** The night's current results row and its lines in the order posted; null before any posting. */
export async function readCurrentResults(
  db: DbOrTx,
  eventId: string,
  date: IsoDate,
): Promise<{ result: NightResultRow; entries: NightResultEntry[] } | null> {
  const [result] = await db
    .select()
    .from(nightResults)
    .where(and(eq(nightResults.eventId, eventId), eq(nightResults.occurrenceDate, date)));
  if (!result) return null;
  const entries = await db
    .select({
      team: nightResultEntries.teamName,
      score: nightResultEntries.score,
      placement: nightResultEntries.placement,
    })
    .from(nightResultEntries)
    .where(eq(nightResultEntries.resultId, result.id))
    .orderBy(asc(nightResultEntries.position));
  return { result, entries };
}

function answerOf(
  eventId: string,
  date: IsoDate,
  current: Awaited<ReturnType<typeof readCurrentResults>>,
): NightResultsResponse {
  return {
    eventId,
    date,
    entries: current?.entries ?? [],
    postedAt: current?.result.postedAt.toISOString() ?? null,
    revision: current?.result.revision ?? 0,
  };
}

/** The night's results as its managers answer them (`PUT` too). */
export async function resultsAnswer(db: DbOrTx, eventId: string, date: IsoDate) {
  return answerOf(eventId, date, await readCurrentResults(db, eventId, date));
}

/**
 * `GET /api/admin/events/:eventId/nights/:date/results`: the posted results (none yet: revision
 * 0), and the teams that said they were coming, to fill the form with: coming first, then the
 * waitlist, each in the order they said so.
 */
export async function getNightResults(options: {
  db: DbOrTx;
  actor: Actor;
  eventId: string;
  date: IsoDate;
  /**
   * Refuse, as a posting would, a night that cannot take results now: a mailed Results link's page
   * says so before the host types anything (decision 209).
   */
  postableAt?: Date;
}): Promise<NightResultsResponse> {
  const { db, actor, eventId, date, postableAt } = options;
  const { event, timezone } = await requireResultsNight({ db, actor, eventId, date });
  if (postableAt) await requirePostableNight({ db, event, timezone, date, now: postableAt });
  const teams = await db
    .select({ team: teamRsvps.teamName, status: teamRsvps.status })
    .from(teamRsvps)
    .where(and(eq(teamRsvps.eventId, eventId), eq(teamRsvps.occurrenceDate, date)))
    .orderBy(asc(teamRsvps.status), asc(teamRsvps.createdAt), asc(teamRsvps.id));
  return { ...(await resultsAnswer(db, eventId, date)), suggestions: teams };
}

const posterName = (poster: { name: string | null; email: string | null }) =>
  poster.name || poster.email || null;

/**
 * `GET …/results/history`: every revision of the night's results, newest first (the current one
 * included), with who posted each: their name, else their address, as the admin pages show people.
 */
export async function getNightResultsHistory(options: {
  db: DbOrTx;
  actor: Actor;
  eventId: string;
  date: IsoDate;
}): Promise<NightResultsHistory> {
  const { db, actor, eventId, date } = options;
  await requireResultsNight({ db, actor, eventId, date });
  const current = await readCurrentResults(db, eventId, date);
  if (!current) return { eventId, date, revisions: [] };
  const [poster] = current.result.postedBy
    ? await db
        .select({ name: user.name, email: user.email })
        .from(user)
        .where(eq(user.id, current.result.postedBy))
    : [];
  const earlier = await db
    .select({
      revision: nightResultRevisions.revision,
      entries: nightResultRevisions.entries,
      postedAt: nightResultRevisions.postedAt,
      name: user.name,
      email: user.email,
    })
    .from(nightResultRevisions)
    .leftJoin(user, eq(user.id, nightResultRevisions.postedBy))
    .where(eq(nightResultRevisions.resultId, current.result.id))
    .orderBy(desc(nightResultRevisions.revision));
  return {
    eventId,
    date,
    revisions: [
      {
        revision: current.result.revision,
        postedAt: current.result.postedAt.toISOString(),
        postedBy: poster ? posterName(poster) : null,
        entries: current.entries,
      },
      ...earlier.map((revision) => ({
        revision: revision.revision,
        postedAt: revision.postedAt.toISOString(),
        postedBy: posterName(revision),
        entries: revision.entries,
      })),
    ],
  };
}

/**
 * `GET /api/results/:eventId/:date`: the posted results of a listed night (its event active), for
 * anyone; 404 when the night is not listed or has no results.
 */
export async function getPublicNightResults(options: {
  db: DbOrTx;
  eventId: string;
  date: IsoDate;
}): Promise<NightResultsResponse> {
  const { db, eventId, date } = options;
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.isActive, true)));
  if (!event) throw AppError.notFound(NOT_LISTED_MESSAGE);
  const current = await readCurrentResults(db, eventId, date);
  if (!current) throw AppError.notFound(NO_RESULTS_MESSAGE);
  return answerOf(eventId, date, current);
}
