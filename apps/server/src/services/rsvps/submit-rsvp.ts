import { createHmac, randomUUID } from 'node:crypto';
import type { TeamRsvpAccepted, TeamRsvpInput } from '@trivia/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { lockEvents } from '../../db/lock-order.ts';
import { teamRsvps } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { refuseFilledHoneypot } from '../../lib/honeypot.ts';
import { hitOrRefuse, type RateRule } from '../rate-limit.ts';
import { countComing, headcountOf, markVenueChanged } from './headcount.ts';
import { enqueueRsvpMails } from './rsvp-mail.ts';
import { requireRsvpNight } from './rsvp-night.ts';
import { withdrawTokenHash, withdrawTokenOf } from './withdraw-token.ts';

/** At most this many "We're coming" an hour from one network address. */
export const RSVPS_PER_ADDRESS: RateRule = {
  what: '"We\'re coming" replies',
  max: 10,
  windowMs: 60 * 60_000,
};

export const DUPLICATE_RSVP_MESSAGE = 'This email has already said a team is coming to this night.';

/**
 * A visitor's "We're coming" (issue 32), without an account, guarded like reports: a honeypot
 * field, RSVPS_PER_ADDRESS an hour from one address, one team per night and email. The night's
 * event is locked first (decision 092), so teams arriving together are counted one after the
 * other: at the event's `max_teams` the next team goes on the waitlist, and two teams never both
 * take the last place. A team that gave its address is mailed (jobs, `rsvp-mail.ts`).
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
  return writeTransaction(db, async (tx) => {
    await lockEvents(tx, [input.eventId]);
    const night = await requireRsvpNight({ db: tx, eventId: input.eventId, date: input.date, now });
    const coming = await countComing(tx, input.eventId, input.date);
    const full = night.maxTeams !== null && coming >= night.maxTeams;
    const inserted = await tx
      .insert(teamRsvps)
      .values({
        id,
        eventId: input.eventId,
        occurrenceDate: input.date,
        teamName: input.teamName,
        players: input.players ?? null,
        email: input.email ?? null,
        status: full ? 'waitlist' : 'coming',
        withdrawTokenHash: withdrawTokenHash(withdrawTokenOf(id, secret)),
        visitorKey,
      })
      .onConflictDoNothing()
      .returning({ id: teamRsvps.id });
    if (inserted.length === 0) throw AppError.conflict(DUPLICATE_RSVP_MESSAGE);
    await markVenueChanged(tx, night.venueId);
    if (input.email) {
      await enqueueRsvpMails(tx, {
        rsvpId: id,
        status: full ? 'waitlist' : 'coming',
        date: input.date,
        startTime: night.startTime,
        timezone: night.timezone,
        now,
      });
    }
    return {
      status: full ? 'waitlist' : 'coming',
      headcount: headcountOf(full ? coming : coming + 1, night.maxTeams),
    };
  });
}
