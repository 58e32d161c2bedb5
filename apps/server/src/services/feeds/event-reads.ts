import type { EventProposalAnswer } from '@trivia/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import type { events } from '../../db/schema/index.ts';

/**
 * The events a feed's plan reads (decision 114), a page at a time: PGlite hands every
 * row to JavaScript separately and runs each query in one go on the event loop (answering in
 * microtasks), so thousands of events are read as JSON pages with a turn of the loop between.
 */

/**
 * An event as the plan reads it: the columns a feed sets and what tells it apart, not the
 * bookkeeping (the history records no other column: `record-audit.ts`).
 */
export type EventRow = Pick<
  typeof events.$inferSelect,
  | 'id'
  | 'venueId'
  | 'providerId'
  | 'eventType'
  | 'dayOfWeek'
  | 'startTime'
  | 'endTime'
  | 'frequency'
  | 'weekOfMonth'
  | 'eventDate'
  | 'firstNight'
  | 'lastNight'
  | 'prizeAmount'
  | 'prizeDescription'
  | 'maxTeams'
  | 'isActive'
  | 'feedId'
  | 'feedKey'
>;

/** Events read per query: each stays a short turn of the embedded database. */
const EVENT_PAGE = 250;

export type PlanEvent = EventRow & { venueName: string };

/**
 * One query's events as one JSON value: PGlite hands every row to JavaScript separately, and runs
 * each query in one go on the event loop (resolving in microtasks), so a feed's thousands of
 * events are read a page at a time, with a turn of the loop between pages for whatever waits.
 */
async function readEventsOnce(db: DbOrTx, from: SQL): Promise<PlanEvent[]> {
  const [row] = await queryRows<{ events: string | null }>(
    db,
    sql`select json_agg(json_build_object('id', e.id, 'venueId', e.venue_id,
        'providerId', e.provider_id, 'eventType', e.event_type, 'dayOfWeek', e.day_of_week,
        'startTime', e.start_time::text, 'endTime', e.end_time::text, 'frequency', e.frequency,
        'weekOfMonth', e.week_of_month, 'eventDate', e.event_date::text,
        'firstNight', e.first_night::text, 'lastNight', e.last_night::text,
        'prizeAmount', e.prize_amount::float8, 'prizeDescription', e.prize_description,
        'maxTeams', e.max_teams, 'isActive', e.is_active, 'feedId', e.feed_id,
        'feedKey', e.feed_key, 'venueName', coalesce(v.google_name, v.name_original))
        order by e.feed_key, e.id)::text as events
      from (${from}) e join venues v on v.id = e.venue_id`,
  );
  return JSON.parse(row?.events ?? '[]');
}

/** The events a feed keeps, by their key (the index `events_feed_key` walks them in order). */
export async function readFeedEvents(db: DbOrTx, feedId: string): Promise<PlanEvent[]> {
  const read: PlanEvent[] = [];
  let after: string | null = null;
  for (;;) {
    const page = await readEventsOnce(
      db,
      sql`select * from events where feed_id = ${feedId}
        ${after === null ? sql`` : sql`and feed_key > ${after}`}
        order by feed_key limit ${EVENT_PAGE}`,
    );
    read.push(...page);
    if (page.length < EVENT_PAGE) return read;
    after = page.at(-1)?.feedKey ?? null;
    await nextTurn();
  }
}

/** Events typed in by hand (no feed) at these venues, a few venues per query. */
export async function readHandTypedEvents(db: DbOrTx, venueIds: string[]): Promise<PlanEvent[]> {
  const read: PlanEvent[] = [];
  for (let start = 0; start < venueIds.length; start += EVENT_PAGE / 2) {
    const ids = venueIds.slice(start, start + EVENT_PAGE / 2).map((id) => sql`${id}`);
    read.push(
      ...(await readEventsOnce(
        db,
        sql`select * from events where venue_id in (${sql.join(ids, sql`, `)}) and feed_id is null`,
      )),
    );
    await nextTurn();
  }
  return read;
}

/** A turn of the event loop for whatever waits (PGlite's queries resolve in microtasks). */
export const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Who a feed acts for (decision 150): its provider's members whose accounts are not disabled, and
 * which of these venues each of them manages (`user_venues`, decision 098).
 */
export interface FeedRights {
  memberUserIds: string[];
  /** Venue id → the members who manage it. */
  membersManaging: Map<string, string[]>;
}

export async function readFeedRights(
  db: DbOrTx,
  providerId: string,
  venueIds: string[],
): Promise<FeedRights> {
  const members = await queryRows<{ userId: string }>(
    db,
    sql`select pu.user_id as "userId" from provider_users pu
      join auth_user u on u.id = pu.user_id
      where pu.provider_id = ${providerId} and u.disabled_at is null`,
  );
  const memberUserIds = members.map((member) => member.userId);
  const membersManaging = new Map<string, string[]>();
  if (memberUserIds.length === 0) return { memberUserIds, membersManaging };
  const users = sql.join(
    memberUserIds.map((id) => sql`${id}`),
    sql`, `,
  );
  for (let start = 0; start < venueIds.length; start += EVENT_PAGE) {
    const ids = venueIds.slice(start, start + EVENT_PAGE).map((id) => sql`${id}`);
    const rows = await queryRows<{ venueId: string; userId: string }>(
      db,
      sql`select venue_id as "venueId", user_id as "userId" from user_venues
        where venue_id in (${sql.join(ids, sql`, `)}) and user_id in (${users})`,
    );
    for (const row of rows) {
      membersManaging.set(row.venueId, [...(membersManaging.get(row.venueId) ?? []), row.userId]);
    }
  }
  return { memberUserIds, membersManaging };
}

/** The feed's proposals by the event they ask about, with their answer (null: waiting). */
export async function readProposalAnswers(
  db: DbOrTx,
  feedId: string,
): Promise<Map<string, EventProposalAnswer | null>> {
  const rows = await queryRows<{ eventId: string; answer: EventProposalAnswer | null }>(
    db,
    sql`select event_id as "eventId", answer from feed_event_proposals where feed_id = ${feedId}`,
  );
  return new Map(rows.map((row) => [row.eventId, row.answer]));
}
