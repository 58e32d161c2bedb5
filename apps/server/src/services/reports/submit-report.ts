import { createHmac } from 'node:crypto';
import {
  addDays,
  type IsoDate,
  type NightReportInput,
  occurrenceDates,
  todayIn,
  venueTimeZone,
} from '@trivia/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, type DbOrTx, queryRows } from '../../db/client.ts';
import { lockEvents } from '../../db/lock-order.ts';
import { events, nightReports, venues } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { enqueueJobs } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { refuseFilledHoneypot } from '../../lib/honeypot.ts';
import { NOT_LISTED_MESSAGE } from '../not-listed.ts';
import { RULE_COLUMNS, ruleOf } from '../occurrence-rule.ts';
import { hitOrRefuse, type RateRule } from '../rate-limit.ts';
import { recountNotHappening } from './recount-not-happening.ts';
import { REPORT_MAIL, reportMailSlot } from './report-mail.ts';

/** At most this many reports an hour from one network address. */
export const REPORTS_PER_ADDRESS: RateRule = { what: 'reports', max: 10, windowMs: 60 * 60_000 };

/** Who hears of reports about an event: its provider's users and its venue's managers. */
export async function eventManagerIds(db: DbOrTx, eventId: string): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`
    select pu.user_id from events e
      join provider_users pu on pu.provider_id = e.provider_id
      join trivia_providers p on p.id = e.provider_id and p.status = 'approved'
    where e.id = ${eventId}
    union
    select uv.user_id from events e join user_venues uv on uv.venue_id = e.venue_id
    where e.id = ${eventId}`,
  );
  return rows.map((row) => row.user_id);
}

export const NOT_A_NIGHT_MESSAGE =
  'That event has no trivia night on this date this week; report a night from the list';

/**
 * Whether a visitor may report the event's night on `date`: one the public list shows (from
 * yesterday, for a report sent after midnight, to a week ahead, in the venue's time zone) on which
 * the event happens by its rule now. A stored night alone is not enough: one left on a date the
 * rule no longer gives (kept because it was confirmed or cancelled) is shown nowhere (decision
 * 011), and any other date would store a night that never was.
 */
function isReportableNight(event: Parameters<typeof ruleOf>[0], date: IsoDate, now: Date): boolean {
  const today = todayIn(venueTimeZone(event.timezone), now);
  if (date < addDays(today, -1) || date > addDays(today, 7)) return false;
  return occurrenceDates(ruleOf(event), date, date).length > 0;
}

/**
 * The event of a night a visitor may report (`isReportableNight`), with its venue: 404 when the
 * event is not listed, 400 naming `date` when it has no such night.
 */
export async function requireReportableNight(options: {
  db: DbOrTx;
  eventId: string;
  date: IsoDate;
  now: Date;
}): Promise<{ venueId: string }> {
  const { db, eventId, date, now } = options;
  const [event] = await db
    .select({ ...RULE_COLUMNS, venueId: events.venueId })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(and(eq(events.id, eventId), eq(events.isActive, true)));
  if (!event) throw AppError.notFound(NOT_LISTED_MESSAGE);
  if (!isReportableNight(event, date, now)) {
    throw AppError.invalid([{ field: 'date', message: NOT_A_NIGHT_MESSAGE }]);
  }
  return { venueId: event.venueId };
}

/**
 * A visitor's report of a night, without an account: a hidden honeypot field refuses
 * bots, each address may send REPORTS_PER_ADDRESS an hour, and a second report of the same night
 * from the same address changes nothing. The night's managers get one mail an hour at most.
 */
export async function submitNightReport(options: {
  db: Db;
  input: z.output<typeof NightReportInput>;
  address: string;
  secret: string;
  now?: Date;
}): Promise<{ received: true }> {
  const { db, input, address, secret } = options;
  refuseFilledHoneypot(input.website);
  await hitOrRefuse({ db, keys: [`report:${address}`], rule: REPORTS_PER_ADDRESS });
  const now = options.now ?? new Date();
  await requireReportableNight({ db, eventId: input.eventId, date: input.date, now });
  const reporterKey = createHmac('sha256', secret).update(address).digest('hex');
  await writeTransaction(db, async (tx) => {
    // Its night may be stored and recounted below: its venue and event first (decision 092).
    await lockEvents(tx, [input.eventId]);
    const inserted = await tx
      .insert(nightReports)
      .values({
        eventId: input.eventId,
        occurrenceDate: input.date,
        reason: input.reason,
        note: input.note ?? null,
        email: input.email ?? null,
        reporterKey,
      })
      .onConflictDoNothing()
      .returning({ id: nightReports.id });
    if (inserted.length === 0) return;
    if (input.reason === 'not_happening') await recountNotHappening(tx, input.eventId, input.date);
    const slot = reportMailSlot(now);
    await enqueueJobs(
      tx,
      (await eventManagerIds(tx, input.eventId)).map((userId) => ({
        kind: REPORT_MAIL,
        key: `${REPORT_MAIL}:${userId}:${slot.from.toISOString()}`,
        payload: { userId, from: slot.from.toISOString(), to: slot.to.toISOString() },
        runAt: slot.to,
      })),
    );
  });
  return { received: true };
}
