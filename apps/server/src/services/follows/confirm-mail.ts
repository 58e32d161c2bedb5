import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { ParsedJob } from '../../jobs/queue.ts';
import type { FollowMailOptions } from './cancellation.ts';
import type { ConfirmMailPayload } from './follow.ts';
import { followConfirmMail } from './mails.ts';
import { signFollowToken } from './tokens.ts';
import { followedVenues } from './venues.ts';

/**
 * The double opt-in mail: the venues the address follows (those not yet confirmed first, or all
 * when every one is), and the link that confirms them.
 */
export async function sendConfirmMail(
  options: FollowMailOptions,
  job: ParsedJob<ConfirmMailPayload>,
): Promise<void> {
  const { db, mailer, publicUrl, key } = options;
  const { followerId } = job.payload;
  const rows = await queryRows<{ email: string; venue_id: string; confirmed: boolean }>(
    db,
    sql`select f.email, vf.venue_id, vf.confirmed_at is not null as confirmed
      from followers f join venue_follows vf on vf.follower_id = f.id
      where f.id = ${followerId}`,
  );
  const [first] = rows;
  if (!first) return;
  const pending = rows.filter((row) => !row.confirmed);
  const venues = await followedVenues(
    db,
    (pending.length > 0 ? pending : rows).map((row) => row.venue_id),
  );
  const token = signFollowToken(key, { purpose: 'confirm', followerId, issuedAt: new Date() });
  await mailer.send(
    followConfirmMail({
      to: first.email,
      venueNames: venues.map((venue) => venue.name),
      confirmUrl: `${publicUrl}/follow/${token}`,
    }),
  );
}
