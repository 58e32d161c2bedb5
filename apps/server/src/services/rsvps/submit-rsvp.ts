import { createHmac, randomUUID } from 'node:crypto';
import type { TeamRsvpAccepted, TeamRsvpInput } from '@trivia/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { lockEvents } from '../../db/lock-order.ts';
import { teamRsvps } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { refuseFilledHoneypot } from '../../lib/honeypot.ts';
import { hitOrRefuse, type RateRule } from '../rate-limit.ts';
import { countComing, headcountOf } from './headcount.ts';
import {
  countOtherNights,
  enqueueAddressMail,
  markAddressConfirmed,
  takeRsvpAddress,
} from './rsvp-address.ts';
import { enqueueRsvpMails } from './rsvp-mail.ts';
import { requireRsvpNight } from './rsvp-night.ts';
import { withdrawTokenHash, withdrawTokenOf } from './withdraw-token.ts';

/** At most this many "We're coming" an hour from one network address. */
export const RSVPS_PER_ADDRESS: RateRule = {
  what: '"We\'re coming" replies',
  max: 10,
  windowMs: 60 * 60_000,
};

/** At most this many teams of one night from one network address (decision 167). */
export const TEAMS_PER_NETWORK_PER_NIGHT = 4;
/** At most this many nights still to come per email address (decision 167). */
export const NIGHTS_PER_EMAIL = 8;

export const NETWORK_CAP_MESSAGE = `At most ${TEAMS_PER_NETWORK_PER_NIGHT} teams can say they're coming to one night from one network`;
export const EMAIL_CAP_MESSAGE = `One email address can say it's coming to at most ${NIGHTS_PER_EMAIL} nights still to come`;

/**
 * A visitor's "We're coming", without an account, guarded like reports: a honeypot
 * field, RSVPS_PER_ADDRESS an hour from one network address, TEAMS_PER_NETWORK_PER_NIGHT teams of
 * one night from it, NIGHTS_PER_EMAIL nights to come per email address, one team per night and
 * email. The night's event is locked first (decision 092), so teams arriving together are counted
 * one after the other: at the event's `max_teams` the next team goes on the waitlist, and two
 * teams never both take the last place.
 *
 * The team counts at once. Its address is mailed only once confirmed (decision 165): a confirmed
 * one gets the team's mails (jobs, `rsvp-mail.ts`), any other one confirmation mail a day. A
 * second team of one night and address answers as the first did and stores nothing, so that the
 * answer never tells whether someone else gave that address (decision 167).
 */
export async function submitTeamRsvp(options: {
  db: Db;
  input: z.output<typeof TeamRsvpInput>;
  address: string;
  secret: string;
  now?: Date;
}): Promise<TeamRsvpAccepted> {
  const { db, input, address, secret } = options;
  refuseFilledHoneypot(input.website);
  await hitOrRefuse({ db, keys: [`rsvp:${address}`], rule: RSVPS_PER_ADDRESS });
  const now = options.now ?? new Date();
  const visitorKey = createHmac('sha256', secret).update(address).digest('hex');
  const id = randomUUID();
  const { eventId, date } = input;
  return writeTransaction(db, async (tx) => {
    await lockEvents(tx, [eventId]);
    const night = await requireRsvpNight({ db: tx, eventId, date, now });
    if (
      (await countFromNetwork(tx, { eventId, date, visitorKey })) >= TEAMS_PER_NETWORK_PER_NIGHT
    ) {
      throw new AppError('RATE_LIMITED', `date: ${NETWORK_CAP_MESSAGE}`, {
        details: [{ field: 'date', message: NETWORK_CAP_MESSAGE }],
      });
    }
    const email = input.email ? await takeRsvpAddress(tx, input.email) : null;
    if (
      email &&
      (await countOtherNights(tx, { addressId: email.id, eventId, date })) >= NIGHTS_PER_EMAIL
    ) {
      throw AppError.invalid([{ field: 'email', message: EMAIL_CAP_MESSAGE }]);
    }
    const coming = await countComing(tx, eventId, date);
    const full = night.maxTeams !== null && coming >= night.maxTeams;
    const status = full ? 'waitlist' : 'coming';
    const inserted = await tx
      .insert(teamRsvps)
      .values({
        id,
        eventId,
        occurrenceDate: date,
        teamName: input.teamName,
        players: input.players ?? null,
        email: email?.isConfirmed ? email.email : null,
        addressId: email?.id ?? null,
        status,
        withdrawTokenHash: withdrawTokenHash(withdrawTokenOf(id, secret)),
        visitorKey,
      })
      .onConflictDoNothing()
      .returning({ id: teamRsvps.id });
    if (inserted.length > 0) {
      if (email?.isConfirmed) {
        await markAddressConfirmed(tx, email.id, now);
        await enqueueRsvpMails(tx, {
          rsvpId: id,
          status,
          date,
          startTime: night.startTime,
          timezone: night.timezone,
          now,
        });
      } else if (email) {
        await enqueueAddressMail(tx, email.id, now);
      }
    }
    // The same answer whether this address's team was already on the list or not.
    return { status, headcount: headcountOf(full ? coming : coming + 1, night.maxTeams) };
  });
}

/** Teams of one night said to be coming from one network address (its HMAC, `visitor_key`). */
async function countFromNetwork(
  tx: Tx,
  options: { eventId: string; date: string; visitorKey: string },
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(teamRsvps)
    .where(
      and(
        eq(teamRsvps.eventId, options.eventId),
        eq(teamRsvps.occurrenceDate, options.date),
        eq(teamRsvps.visitorKey, options.visitorKey),
      ),
    );
  return row?.n ?? 0;
}
