import {
  hasNightEnded,
  type RsvpAddressView,
  type TeamRsvpStatus,
  todayIn,
  venueTimeZone,
} from '@trivia/shared';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { lockEvents } from '../../db/lock-order.ts';
import { events, followers, rsvpAddresses, teamRsvps, venues } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { enqueueJob, type ParsedJob } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../mail.ts';
import { ADDRESS_LINK_GONE, addressConfirmLink, requireAddressToken } from './address-token.ts';
import { enqueueRsvpMails } from './rsvp-mail.ts';

/**
 * An address a team gives is mailed only once it has proved it wants our mail (decision 165):
 * the first "We're coming" with it gets one confirmation mail, at most one a day, whose words the
 * sender cannot shape; its link's page confirms the address for every night. Until then the
 * team's `email` stays empty, so no mail of the team's (the list, the reminder, a freed place, a
 * cancellation notice) can reach it; confirming fills it in and sends what still makes sense.
 */
export const RSVP_ADDRESS_MAIL = 'rsvp-address-mail';

export interface RsvpAddress {
  id: string;
  email: string;
  isConfirmed: boolean;
}

/**
 * The address row of `email`, made if new, locked until the caller's transaction ends (so the
 * retention job skips it meanwhile). Confirmed when it was, or when a confirmed follower has the
 * address: that follower opened a link mailed to it, the same proof (decision 165).
 */
export async function takeRsvpAddress(tx: Tx, email: string): Promise<RsvpAddress> {
  const [row] = await tx
    .insert(rsvpAddresses)
    .values({ email })
    .onConflictDoUpdate({ target: rsvpAddresses.email, set: { email } })
    .returning({ id: rsvpAddresses.id, confirmedAt: rsvpAddresses.confirmedAt });
  if (!row) throw new Error('the address row was not written');
  if (row.confirmedAt) return { id: row.id, email, isConfirmed: true };
  const [follower] = await tx
    .select({ id: followers.id })
    .from(followers)
    .where(and(eq(followers.email, email), isNotNull(followers.confirmedAt)));
  return { id: row.id, email, isConfirmed: Boolean(follower) };
}

/** Records that an address counts as confirmed (a confirmed follower's, found at a "We're coming"). */
export async function markAddressConfirmed(tx: Tx, addressId: string, now: Date): Promise<void> {
  await tx
    .update(rsvpAddresses)
    .set({ confirmedAt: now })
    .where(and(eq(rsvpAddresses.id, addressId), isNull(rsvpAddresses.confirmedAt)));
}

/** The address's confirmation mail, once per address and UTC day (its job's key). */
export async function enqueueAddressMail(tx: Tx, addressId: string, now: Date): Promise<void> {
  await enqueueJob(tx, {
    kind: RSVP_ADDRESS_MAIL,
    key: `${RSVP_ADDRESS_MAIL}:${addressId}:${now.toISOString().slice(0, 10)}`,
    payload: { addressId },
  });
}

/** The words of the confirmation mail: ours only, never the team's name or anything sent to us. */
export function addressMailText(link: string): { subject: string; text: string } {
  return {
    subject: 'Confirm your email for Trivia Near Me',
    text: [
      'Hello,',
      '',
      'Someone, we hope you, gave this address on Trivia Near Me to say a team is coming to a trivia night.',
      'Before we send anything else to it, please confirm that it is yours and that you want these mails:',
      '',
      link,
      '',
      "Once you confirm, we'll email you the team's place on the list, a reminder on the night and a link to withdraw.",
      "If it wasn't you, ignore this mail: we won't write to you again, and we forget the address after the night.",
      '',
      '— Trivia Near Me',
    ].join('\n'),
  };
}

export const AddressMailPayload = z.object({ addressId: z.string() });

/** The confirmation mail's job: sent while the address is unconfirmed and has a team waiting. */
export async function sendAddressMail(
  options: { db: Db; mailer: Mailer; publicUrl: string; secret: () => Promise<string> },
  job: ParsedJob<z.infer<typeof AddressMailPayload>>,
): Promise<void> {
  const { db, mailer, publicUrl } = options;
  const { addressId } = job.payload;
  const [address] = await db
    .select({ email: rsvpAddresses.email, confirmedAt: rsvpAddresses.confirmedAt })
    .from(rsvpAddresses)
    .where(eq(rsvpAddresses.id, addressId));
  if (!address || address.confirmedAt) return;
  const [waiting] = await db
    .select({ id: teamRsvps.id })
    .from(teamRsvps)
    .where(eq(teamRsvps.addressId, addressId))
    .limit(1);
  if (!waiting) return;
  const link = addressConfirmLink(publicUrl, addressId, await options.secret(), new Date());
  await mailer.send({ to: address.email, ...addressMailText(link) });
}

async function requireAddress(db: Db | Tx, addressId: string) {
  const [address] = await db.select().from(rsvpAddresses).where(eq(rsvpAddresses.id, addressId));
  if (!address) throw AppError.notFound(ADDRESS_LINK_GONE);
  return address;
}

/** `GET /api/rsvps/confirm/:token`: the address the link is for. Changes nothing. */
export async function viewRsvpAddress(options: {
  db: Db;
  token: string;
  secret: string;
  now?: Date;
}): Promise<RsvpAddressView> {
  const { db, token, secret } = options;
  const address = await requireAddress(
    db,
    requireAddressToken(token, secret, options.now ?? new Date()),
  );
  return { state: address.confirmedAt ? 'confirmed' : 'ready', email: address.email };
}

interface PendingTeam {
  id: string;
  eventId: string;
  date: string;
  status: TeamRsvpStatus;
  startTime: string;
  endTime: string | null;
  timezone: string | null;
}

/**
 * `POST /api/rsvps/confirm/:token`: confirms the address for every night, and sends the mails of
 * its teams whose nights are still to come (the list, and the reminder while its time is ahead);
 * those of nights over by now stay unsent. Pressing it again changes nothing.
 */
export async function confirmRsvpAddress(options: {
  db: Db;
  token: string;
  secret: string;
  now?: Date;
}): Promise<RsvpAddressView> {
  const { db, token, secret } = options;
  const now = options.now ?? new Date();
  const addressId = requireAddressToken(token, secret, now);
  return writeTransaction(db, async (tx) => {
    const pending: PendingTeam[] = await tx
      .select({
        id: teamRsvps.id,
        eventId: teamRsvps.eventId,
        date: teamRsvps.occurrenceDate,
        status: teamRsvps.status,
        startTime: events.startTime,
        endTime: events.endTime,
        timezone: venues.timezone,
      })
      .from(teamRsvps)
      .innerJoin(events, eq(events.id, teamRsvps.eventId))
      .innerJoin(venues, eq(venues.id, events.venueId))
      .where(and(eq(teamRsvps.addressId, addressId), isNull(teamRsvps.email)));
    // Events before their teams (decision 092): a freed place moves teams up under this lock.
    await lockEvents(tx, [...new Set(pending.map((team) => team.eventId))]);
    const address = await requireAddress(tx, addressId);
    await markAddressConfirmed(tx, addressId, now);
    for (const team of pending) {
      const timezone = venueTimeZone(team.timezone);
      const isOver =
        team.date < todayIn(timezone, now) ||
        hasNightEnded({ date: team.date, ...times(team) }, timezone, now);
      if (isOver) continue;
      const [current] = await tx
        .update(teamRsvps)
        .set({ email: address.email })
        .where(and(eq(teamRsvps.id, team.id), isNull(teamRsvps.email)))
        .returning({ status: teamRsvps.status });
      if (!current) continue;
      await enqueueRsvpMails(tx, {
        rsvpId: team.id,
        status: current.status,
        date: team.date,
        startTime: times(team).startTime,
        timezone,
        now,
      });
    }
    return { state: 'confirmed', email: address.email };
  });
}

const times = (team: PendingTeam) => ({
  startTime: team.startTime.slice(0, 5),
  endTime: team.endTime?.slice(0, 5) ?? null,
});

/** Nights still to come that an address has said a team is coming to, other than one night. */
export async function countOtherNights(
  tx: Tx,
  options: { addressId: string; eventId: string; date: string },
): Promise<number> {
  const { addressId, eventId, date } = options;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(teamRsvps)
    .where(
      and(
        eq(teamRsvps.addressId, addressId),
        // Every US venue's today is on or after yesterday in UTC.
        sql`${teamRsvps.occurrenceDate} >= (now() at time zone 'UTC')::date - 1`,
        sql`not (${teamRsvps.eventId} = ${eventId} and ${teamRsvps.occurrenceDate} = ${date})`,
      ),
    );
  return row?.n ?? 0;
}
