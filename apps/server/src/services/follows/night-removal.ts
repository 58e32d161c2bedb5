import {
  addDays,
  DAYS_OF_WEEK,
  eventTitle,
  FREQUENCIES,
  type IsoDate,
  occurrenceDates,
  todayIn,
  venueTimeZone,
  WEEKS_OF_MONTH,
} from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Tx } from '../../db/client.ts';
import { lockEvents } from '../../db/lock-order.ts';
import { payloadInstant, payloadIsoDate } from '../../jobs/payload-fields.ts';
import type { ParsedJob } from '../../jobs/queue.ts';
import { ruleOf } from '../occurrence-rule.ts';
import { nightNow, readEventNow } from './night-now.ts';
import { type NoticeRecipients, queueNoticeMails } from './notice-mail.ts';

/**
 * Nights removed other than by a cancellation (decision 156). Migration 0023's triggers queue a
 * `nights-removed` job whenever an active event's rule, start, venue or active flag changes, or
 * the event (or its venue) is deleted, by any path: a host's edit, a feed's apply, a scheduled end,
 * a merge. The job keeps the event as it was; in the transaction that settles it, this works out
 * which of its nights people knew of are no longer nights, and queues their notices with the
 * cancellations' keys (`notice-mail.ts`): at most one notice per night and address, however the
 * night went.
 */
export const NIGHTS_REMOVED = 'nights-removed';

/**
 * Followers are told of the nights of the coming 7 days, today included: the nights the weekly
 * mail announces and the venue page lists first. Teams, of every future night they said they are
 * coming to.
 */
const FOLLOWER_DAYS = 7;

/** The event as it was, from the trigger (null fields are left out of its JSON). */
const KnownEvent = z.object({
  venueId: z.string(),
  venueName: z.string(),
  timezone: z.string().optional(),
  eventType: z.string(),
  providerName: z.string().optional(),
  dayOfWeek: z.enum(DAYS_OF_WEEK),
  startTime: z.string(),
  frequency: z.enum(FREQUENCIES),
  weekOfMonth: z.enum(WEEKS_OF_MONTH).optional(),
  eventDate: payloadIsoDate.optional(),
  /** Absent from jobs queued before migration 0028 (decision 171), and when unbounded. */
  firstNight: payloadIsoDate.optional(),
  lastNight: payloadIsoDate.optional(),
  createdAt: payloadInstant,
});

export const RemovedPayload = z.object({
  eventId: z.string(),
  removedAt: payloadInstant,
  deleted: z.boolean(),
  before: KnownEvent,
  /** A deletion's: the venue's confirmed followers, whose follows may go with it. */
  followerIds: z.array(z.string()).optional(),
  /** A deletion's: the event's teams with an address, whose rows go with it. */
  teams: z.array(z.object({ id: z.string(), date: payloadIsoDate, email: z.string() })).optional(),
});
type RemovedPayload = z.infer<typeof RemovedPayload>;

async function followersOf(tx: Tx, payload: RemovedPayload) {
  if (payload.deleted) {
    const ids = payload.followerIds ?? [];
    if (ids.length === 0) return [];
    return queryRows<{ id: string; email: string }>(
      tx,
      sql`select id, email from followers
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and confirmed_at is not null`,
    );
  }
  return queryRows<{ id: string; email: string }>(
    tx,
    sql`select f.id, f.email from venue_follows vf join followers f on f.id = vf.follower_id
      where vf.venue_id = ${payload.before.venueId} and vf.confirmed_at is not null
        and f.confirmed_at is not null`,
  );
}

async function teamsOf(tx: Tx, payload: RemovedPayload, today: IsoDate) {
  if (payload.deleted) return (payload.teams ?? []).filter((team) => team.date >= today);
  return queryRows<{ id: string; date: IsoDate; email: string }>(
    tx,
    sql`select id, occurrence_date::text as date, email from team_rsvps
      where event_id = ${payload.eventId} and email is not null and occurrence_date >= ${today}
      order by created_at`,
  );
}

/** The `nights-removed` job's commit: the notices of the nights the change took away. */
export async function queueRemovalNotices(tx: Tx, job: ParsedJob<RemovedPayload>): Promise<number> {
  const { payload } = job;
  const { eventId, before } = payload;
  // A change to the event waits for this, or this reads it (migration 0023 skips queuing a second
  // job while this one waits, so this one must see the event as it is now).
  await lockEvents(tx, [eventId]);
  const today = todayIn(venueTimeZone(before.timezone));
  const rule = ruleOf({
    dayOfWeek: before.dayOfWeek,
    frequency: before.frequency,
    weekOfMonth: before.weekOfMonth ?? null,
    eventDate: before.eventDate ?? null,
    firstNight: before.firstNight ?? null,
    lastNight: before.lastNight ?? null,
    createdAt: new Date(before.createdAt),
    timezone: before.timezone ?? null,
  });
  const now = await readEventNow(tx, { eventId, knownVenueId: before.venueId });
  const isGone = (date: IsoDate) =>
    nightNow(now, { date, startTime: before.startTime, venueId: before.venueId }, false).state !==
    'on';
  const wasNight = (date: IsoDate) => date >= today && occurrenceDates(rule, date, date).length > 0;

  const recipients = new Map<IsoDate, NoticeRecipients>();
  const of = (date: IsoDate) => {
    const found = recipients.get(date);
    if (found) return found;
    const created: NoticeRecipients = {
      teams: [],
      followers: [],
      carryTeamAddresses: payload.deleted,
    };
    recipients.set(date, created);
    return created;
  };
  for (const team of await teamsOf(tx, payload, today)) {
    if (wasNight(team.date) && isGone(team.date)) of(team.date).teams.push(team);
  }
  const followerDates = occurrenceDates(rule, today, addDays(today, FOLLOWER_DAYS - 1)).filter(
    isGone,
  );
  if (followerDates.length > 0) {
    const followers = await followersOf(tx, payload);
    for (const date of followerDates) of(date).followers.push(...followers);
  }

  let queued = 0;
  for (const [date, to] of [...recipients].sort(([a], [b]) => a.localeCompare(b))) {
    queued += await queueNoticeMails(
      tx,
      {
        eventId,
        date,
        cancelledAt: payload.removedAt,
        venueId: before.venueId,
        night: {
          venueName: before.venueName,
          eventTitle: eventTitle(before.eventType, before.providerName ?? null),
          date,
          startTime: before.startTime,
          note: null,
        },
      },
      to,
    );
  }
  // The addresses a deletion kept are in the notices now (each forgets its own once sent).
  if (payload.teams) {
    await tx.execute(sql`update jobs set payload = payload - 'teams' where id = ${job.id}`);
  }
  return queued;
}

export const removalCommit = (tx: Tx, job: ParsedJob<RemovedPayload>) =>
  queueRemovalNotices(tx, job).then(() => undefined);
