import {
  eventTitle,
  formatOccurrenceDate,
  formatTime,
  hasNightEnded,
  type IsoDate,
  occurrenceDates,
  TEAM_RSVP_STATUSES,
  type TeamRsvpStatus,
  todayIn,
  venueTimeZone,
  zonedDateTime,
} from '@trivia/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  eventOccurrences,
  events,
  teamRsvps,
  triviaProviders,
  venueNameSql,
  venues,
} from '../../db/schema/index.ts';
import { type EnqueueOptions, enqueueJobs } from '../../jobs/queue.ts';
import { defineJobHandler } from '../../jobs/worker.ts';
import type { Mailer } from '../mail.ts';
import { RULE_COLUMNS, ruleOf } from '../occurrence-rule.ts';
import { countComing } from './headcount.ts';
import { withdrawLink } from './withdraw-token.ts';

/**
 * The mails of a team that gave its address, each a durable job once by its key
 * (decision 045): at once, "You're on the list" or "You're on the waitlist"; on the night's day,
 * REMINDER_HOURS_BEFORE its start in the venue's time zone, a reminder; and when a freed place
 * moves it up from the waitlist, "A place freed up". Each carries the team's withdraw link, its
 * token derived again from the RSVP's id (decision 127). A job finds the team as it is when it
 * runs: withdrawn or removed, without a confirmed address (decision 165), or its date no longer a
 * night of the event (inactive, moved to another day, cancelled: the notice of that is the follow
 * part's; or over), it sends nothing.
 */
export const RSVP_MAIL = 'rsvp-mail';
export const RSVP_REMINDER = 'rsvp-reminder';
export const RSVP_PLACE_FREED = 'rsvp-place-freed';
export const REMINDER_HOURS_BEFORE = 3;

const RsvpPayload = z.object({
  rsvpId: z.string(),
  /** The first mail tells where the team stood when it said so (a freed place has its own). */
  status: z.enum(TEAM_RSVP_STATUSES).optional(),
});
type RsvpPayload = z.infer<typeof RsvpPayload>;

const job = (kind: string, payload: RsvpPayload, runAt?: Date): EnqueueOptions => ({
  kind,
  key: `${kind}:${payload.rsvpId}`,
  payload,
  ...(runAt ? { runAt } : {}),
});

/** When the reminder of a night is due: REMINDER_HOURS_BEFORE its start, in its venue's zone. */
export function reminderAt(date: IsoDate, startTime: string, timezone: string): Date {
  const start = new Date(zonedDateTime(date, startTime, timezone));
  return new Date(start.getTime() - REMINDER_HOURS_BEFORE * 60 * 60_000);
}

/**
 * The mails of a team that has just said it is coming: the answer now, and the reminder unless
 * its moment has passed (a team that says so in the last hours got the answer just now).
 */
export async function enqueueRsvpMails(
  tx: DbOrTx,
  options: {
    rsvpId: string;
    status: TeamRsvpStatus;
    date: IsoDate;
    startTime: string;
    timezone: string;
    now: Date;
  },
): Promise<void> {
  const { rsvpId, status, date, startTime, timezone, now } = options;
  const remindAt = reminderAt(date, startTime, timezone);
  await enqueueJobs(tx, [
    job(RSVP_MAIL, { rsvpId, status }),
    ...(remindAt > now ? [job(RSVP_REMINDER, { rsvpId }, remindAt)] : []),
  ]);
}

/** "A place freed up" for teams moved up from the waitlist. */
export async function enqueuePlaceFreedMails(tx: DbOrTx, rsvpIds: string[]): Promise<void> {
  await enqueueJobs(
    tx,
    rsvpIds.map((rsvpId) => job(RSVP_PLACE_FREED, { rsvpId })),
  );
}

/**
 * A team as its mails need it, or null when it is gone, has no confirmed address, or its date is
 * no longer a night of its event: the event inactive, its rule no longer giving the date (a host
 * moved it to another day), or the night cancelled. Read when the mail is sent, not when queued.
 */
async function loadTeam(db: Db, rsvpId: string) {
  const [row] = await db
    .select({
      ...RULE_COLUMNS,
      id: teamRsvps.id,
      eventId: teamRsvps.eventId,
      date: teamRsvps.occurrenceDate,
      teamName: teamRsvps.teamName,
      email: teamRsvps.email,
      status: teamRsvps.status,
      eventType: events.eventType,
      isActive: events.isActive,
      startTime: events.startTime,
      endTime: events.endTime,
      maxTeams: events.maxTeams,
      providerName: triviaProviders.name,
      venueName: venueNameSql(),
      timezone: venues.timezone,
      nightStatus: eventOccurrences.status,
    })
    .from(teamRsvps)
    .innerJoin(events, eq(events.id, teamRsvps.eventId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .leftJoin(triviaProviders, eq(triviaProviders.id, events.providerId))
    .leftJoin(
      eventOccurrences,
      and(
        eq(eventOccurrences.eventId, teamRsvps.eventId),
        eq(eventOccurrences.occurrenceDate, teamRsvps.occurrenceDate),
      ),
    )
    .where(eq(teamRsvps.id, rsvpId));
  if (!row?.email || !row.isActive || row.nightStatus === 'cancelled') return null;
  if (occurrenceDates(ruleOf(row), row.date, row.date).length === 0) return null;
  return { ...row, email: row.email };
}
type Team = NonNullable<Awaited<ReturnType<typeof loadTeam>>>;

function nightLine(team: Team): string {
  return `${eventTitle(team.eventType, team.providerName)} at ${team.venueName}, ${formatOccurrenceDate(team.date)} at ${formatTime(team.startTime)}`;
}

async function headcountLine(db: Db, team: Team): Promise<string> {
  const teams = await countComing(db, team.eventId, team.date);
  const counted = team.maxTeams === null ? `${teams}` : `${teams} of ${team.maxTeams}`;
  return `Teams coming: ${counted}.`;
}

export type MailKind = typeof RSVP_MAIL | typeof RSVP_REMINDER | typeof RSVP_PLACE_FREED;

async function sendTeamMail(options: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  secret: () => Promise<string>;
  kind: MailKind;
  payload: RsvpPayload;
}): Promise<void> {
  const { db, mailer, publicUrl, kind } = options;
  const { rsvpId } = options.payload;
  const team = await loadTeam(db, rsvpId);
  if (!team) return;
  // A night that has passed or is over is mailed about no more (a job run very late sends nothing).
  const timezone = venueTimeZone(team.timezone);
  const now = new Date();
  if (todayIn(timezone, now) > team.date) return;
  if (
    hasNightEnded(
      { date: team.date, startTime: team.startTime, endTime: team.endTime },
      timezone,
      now,
    )
  ) {
    return;
  }
  // The reminder and the freed place are for teams on the list.
  if (kind !== RSVP_MAIL && team.status !== 'coming') return;
  const link = withdrawLink(publicUrl, rsvpId, await options.secret());
  const night = nightLine(team);
  const waitlisted = kind === RSVP_MAIL && (options.payload.status ?? team.status) === 'waitlist';
  const subject = {
    [RSVP_MAIL]: waitlisted ? `You're on the waitlist: ${night}` : `You're on the list: ${night}`,
    [RSVP_REMINDER]: `Tonight: ${night}`,
    [RSVP_PLACE_FREED]: `A place freed up: you're on the list for ${night}`,
  }[kind];
  const opening = {
    [RSVP_MAIL]: waitlisted
      ? `The night is full, so ${team.teamName} is on the waitlist for ${night}. If a place frees up, you're moved up in order and we'll email you.`
      : `${team.teamName} is on the list for ${night}.`,
    [RSVP_REMINDER]: `A reminder: ${team.teamName} said it is coming to ${night}. See you there!`,
    [RSVP_PLACE_FREED]: `A place freed up: ${team.teamName} is now on the list for ${night}.`,
  }[kind];
  await mailer.send({
    to: team.email,
    subject,
    text: [
      `Hi ${team.teamName},`,
      '',
      opening,
      await headcountLine(db, team),
      '',
      `Can't make it? Withdraw your team: ${link}`,
      '',
      '— Trivia Near Me',
    ].join('\n'),
  });
}

/** Sends one of a team's mails (the job of its kind). */
export function teamMailHandler(
  options: {
    db: Db;
    mailer: Mailer;
    publicUrl: string;
    secret: () => Promise<string>;
  },
  kind: MailKind,
) {
  return defineJobHandler({
    payload: RsvpPayload,
    run: (row) => sendTeamMail({ ...options, kind, payload: row.payload }),
  });
}
