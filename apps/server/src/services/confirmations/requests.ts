import {
  addDays,
  type DayOfWeek,
  type IsoDate,
  lastDayOnOrBefore,
  nextWeeklyAt,
  todayIn,
} from '@trivia/shared';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import { payloadInstant, payloadIsoDate } from '../../jobs/payload-fields.ts';
import { type EnqueueOptions, enqueueJob, enqueueJobs } from '../../jobs/queue.ts';
import { defineJobHandler, type JobHandlers } from '../../jobs/worker.ts';
import { materializeOccurrences } from '../events/index.ts';
import type { Mailer } from '../mail.ts';
import { confirmationMail } from './confirmation-mail.ts';
import { createNightLinks, linksValidThrough } from './night-links.ts';
import { nightsToConfirm, scheduledNightsAmong } from './nights-to-confirm.ts';

/**
 * Weekly confirmation requests, as durable jobs (decision 045):
 *
 * - `confirm-run` (key `confirm-run:{zone}:{date}`), one per venue time zone and week, due at
 *   CONFIRM_WEEKDAY CONFIRM_HOUR there. In the transaction that settles it, it stores the week's
 *   nights, enqueues one `confirm-mail` per person with a night in that zone, and the next week's
 *   run. Start-up enqueues the next run of every zone (ON CONFLICT DO NOTHING).
 * - `confirm-mail` (key `confirm-mail:{week}:{user}`, or `confirm-digest:{week}:{admin}`): builds the
 *   person's links and mail from the nights still scheduled when it runs, and sends it. The key
 *   makes it at most one mail per person per week, whichever zone's run or "Send now" came first.
 */

export const CONFIRM_RUN = 'confirm-run';
export const CONFIRM_MAIL = 'confirm-mail';
/** The window a request asks about: the next 7 days, today included. */
const WINDOW_DAYS = 7;

export interface ConfirmationSettings {
  weekday: DayOfWeek;
  hour: number;
  adminEmails: readonly string[];
  publicUrl: string;
}

const MailPayload = z.object({
  userId: z.string(),
  from: payloadIsoDate,
  to: payloadIsoDate,
  digest: z.boolean(),
  /** The nights the run found for this person; those still scheduled when it runs are mailed. */
  occurrenceIds: z.array(z.string()),
});
type MailPayload = z.infer<typeof MailPayload>;

const RunPayload = z.object({ timeZone: z.string(), at: payloadInstant });
type RunPayload = z.infer<typeof RunPayload>;

/**
 * Users who are admins (profile role, admin_users, a verified ADMIN_EMAILS address: decision 095):
 * they get the digest.
 */
async function adminUserIds(db: DbOrTx, adminEmails: readonly string[]): Promise<string[]> {
  const emails =
    adminEmails.length > 0
      ? sql`or (u.email_verified and lower(u.email) in (${sql.join(
          adminEmails.map((email) => sql`${email}`),
          sql`, `,
        )}))`
      : sql``;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select u.id from auth_user u
      where exists (select 1 from user_profiles p where p.id = u.id and p.role = 'admin')
        or exists (select 1 from admin_users a where a.user_id = u.id) ${emails}
      order by u.id`,
  );
  return rows.map((row) => row.id);
}

/**
 * Stores the window's nights and enqueues the mail of everyone with a night to confirm (of venues
 * in `timeZone`, when given), and the admins' digest of nights nobody can be asked about.
 * Answers how many mails were queued now (not those already queued this week).
 */
export async function queueConfirmationRequests(
  db: Tx,
  options: { from: IsoDate; timeZone?: string; settings: ConfirmationSettings },
): Promise<number> {
  const { from, timeZone, settings } = options;
  const to = addDays(from, WINDOW_DAYS - 1);
  const week = lastDayOnOrBefore(from, settings.weekday);
  await materializeOccurrences({ tx: db, from, to });
  const nights = await nightsToConfirm(db, { from, to });
  const inZone = nights.filter((night) => timeZone === undefined || night.timezone === timeZone);
  const byPerson = new Map<string | null, string[]>();
  for (const night of inZone) {
    const ids = byPerson.get(night.userId) ?? [];
    ids.push(night.occurrenceId);
    byPerson.set(night.userId, ids);
  }
  const jobs: EnqueueOptions[] = [];
  for (const [userId, occurrenceIds] of byPerson) {
    if (userId === null) continue;
    jobs.push({
      kind: CONFIRM_MAIL,
      key: `${CONFIRM_MAIL}:${week}:${userId}`,
      payload: { userId, from, to, digest: false, occurrenceIds } satisfies MailPayload,
    });
  }
  const nobodys = byPerson.get(null);
  if (nobodys) {
    for (const adminId of await adminUserIds(db, settings.adminEmails)) {
      jobs.push({
        kind: CONFIRM_MAIL,
        key: `confirm-digest:${week}:${adminId}`,
        payload: {
          userId: adminId,
          from,
          to,
          digest: true,
          occurrenceIds: nobodys,
        } satisfies MailPayload,
      });
    }
  }
  return enqueueJobs(db, jobs);
}

/** The next weekly run of every time zone that has venues with active events. */
export async function scheduleConfirmationRuns(
  db: DbOrTx,
  options: { settings: ConfirmationSettings; after: Date },
): Promise<void> {
  const { settings, after } = options;
  const zones = await queryRows<{ zone: string }>(
    db,
    sql`select distinct coalesce(v.timezone, 'UTC') as zone from venues v
      where v.active_event_count > 0 order by 1`,
  );
  for (const { zone } of zones) {
    const at = nextWeeklyAt({ day: settings.weekday, hour: settings.hour, timeZone: zone, after });
    await enqueueJob(db, {
      kind: CONFIRM_RUN,
      key: `${CONFIRM_RUN}:${zone}:${todayIn(zone, at)}`,
      payload: { timeZone: zone, at: at.toISOString() } satisfies RunPayload,
      runAt: at,
    });
  }
}

async function sendConfirmationMail(options: {
  db: Db;
  mailer: Mailer;
  settings: ConfirmationSettings;
  payload: MailPayload;
}): Promise<void> {
  const { db, mailer, settings, payload } = options;
  const [recipient] = await db
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, payload.userId));
  if (!recipient) return;
  const nights = await scheduledNightsAmong(db, payload.occurrenceIds);
  if (nights.length === 0) return;
  const tokens = await createNightLinks(db, {
    userId: payload.userId,
    links: [
      ...nights.flatMap((night) => [
        { action: 'confirm' as const, occurrenceIds: [night.occurrenceId] },
        { action: 'cancel' as const, occurrenceIds: [night.occurrenceId] },
        { action: 'results' as const, occurrenceIds: [night.occurrenceId] },
      ]),
      { action: 'confirm_all', occurrenceIds: nights.map((night) => night.occurrenceId) },
    ],
  });
  const url = (index: number) => `${settings.publicUrl}/nights/${tokens[index]}`;
  await mailer.send(
    confirmationMail({
      to: recipient.email,
      name: recipient.name,
      nights: nights.map((night, index) => ({
        night,
        confirmUrl: url(index * 3),
        cancelUrl: url(index * 3 + 1),
        resultsUrl: url(index * 3 + 2),
      })),
      confirmAllUrl: url(nights.length * 3),
      validThrough: linksValidThrough(todayIn('UTC')),
      digest: payload.digest,
    }),
  );
}

/** The job handlers of confirmation requests. */
export function confirmationJobHandlers(options: {
  db: Db;
  mailer: Mailer;
  settings: ConfirmationSettings;
}): JobHandlers {
  const { db, mailer, settings } = options;
  return {
    [CONFIRM_RUN]: defineJobHandler({
      payload: RunPayload,
      async commit(tx, job) {
        const { timeZone, at } = job.payload;
        const when = new Date(at);
        await queueConfirmationRequests(tx, { from: todayIn(timeZone, when), timeZone, settings });
        await scheduleConfirmationRuns(tx, { settings, after: when });
      },
    }),
    [CONFIRM_MAIL]: defineJobHandler({
      payload: MailPayload,
      run: (job) => sendConfirmationMail({ db, mailer, settings, payload: job.payload }),
    }),
  };
}
