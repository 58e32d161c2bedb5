import { addDays, dayOfWeekOf, todayIn } from '@trivia/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.ts';
import { createEvent, createOccurrence, createVenue } from '../../../src/db/factories.ts';
import { followers, jobs } from '../../../src/db/schema/index.ts';
import { enqueueJob } from '../../../src/jobs/queue.ts';
import { WEEKLY_SUBJECT } from '../../../src/services/follows/mails.ts';
import {
  FOLLOW_WEEKLY_BATCH,
  FOLLOW_WEEKLY_RUN,
  scheduleWeeklyRuns,
} from '../../../src/services/follows/weekly.ts';
import { TestClient, useAdminApp } from '../../helpers/auth.ts';
import { followAndConfirm, mailsTo, ZONE } from './helpers.ts';

/** The weekly mail of followed venues. */
describe('the weekly mail to followers', () => {
  const { testApp, db } = useAdminApp({
    TRUST_PROXY: '1',
    FOLLOW_WEEKDAY: 'Friday',
    FOLLOW_HOUR: '8',
  });

  it('queues the next run of every zone at FOLLOW_WEEKDAY FOLLOW_HOUR on start', async () => {
    const venue = await createVenue(db(), {});
    await createEvent(db(), { venueId: venue.id, providerId: null, dayOfWeek: 'Monday' });
    // Start-up queued the runs before this venue existed: as the next start would.
    expect(testApp.config).toMatchObject({ followWeekday: 'Friday', followHour: 8 });
    const settings = { weekday: testApp.config.followWeekday, hour: testApp.config.followHour };
    await scheduleWeeklyRuns(db(), { settings, after: new Date() });
    await scheduleWeeklyRuns(db(), { settings, after: new Date() });
    const runs = await db().select().from(jobs).where(eq(jobs.kind, FOLLOW_WEEKLY_RUN));
    expect(runs.map((run) => run.key.split(':')[1])).toEqual([ZONE]);
    for (const run of runs) {
      const at = run.runAt;
      const zone = run.key.split(':')[1] ?? '';
      const local = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        weekday: 'long',
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(at);
      expect(local).toBe('Friday, 08');
    }
  });

  it('mails each confirmed follower the week with Confirmed / Cancelled / Reported, once', async () => {
    const today = todayIn(ZONE);
    const venue = await createVenue(db(), { nameOriginal: 'Weekly Arms' });
    const states: [number, Parameters<typeof createOccurrence>[1]['status'], number][] = [
      [1, 'confirmed', 0],
      [2, 'cancelled', 0],
      [3, 'scheduled', 2],
      [4, 'scheduled', 0],
    ];
    for (const [days, status, reports] of states) {
      const date = addDays(today, days);
      const event = await createEvent(db(), {
        venueId: venue.id,
        providerId: null,
        dayOfWeek: dayOfWeekOf(date),
        eventType: `Quiz ${days}`,
      });
      const night = await createOccurrence(db(), {
        eventId: event.id,
        occurrenceDate: date,
        status,
      });
      if (reports) {
        await db().execute(
          sql`update event_occurrences set not_happening_reports = ${reports} where id = ${night.id}`,
        );
      }
      // Tonight's theme (decision 208): said of a night that happens, not of a cancelled one.
      if (days <= 2) {
        const theme = days === 1 ? 'Office theme night' : 'Eighties night';
        await db().execute(
          sql`update event_occurrences set theme = ${theme} where id = ${night.id}`,
        );
      }
    }
    const reader = 'weekly-reader@example.com';
    const quiet = 'weekly-off@example.com';
    const pending = 'weekly-pending@example.com';
    await followAndConfirm(testApp, reader, [venue.id], '198.51.100.70');
    const quietToken = await followAndConfirm(testApp, quiet, [venue.id], '198.51.100.71');
    await new TestClient(testApp).request({
      method: 'PATCH',
      url: `/api/follows/${quietToken}`,
      payload: { weekly: false },
    });
    await new TestClient(testApp).request({
      method: 'POST',
      url: '/api/follows',
      payload: { email: pending, venueIds: [venue.id] },
      headers: { 'x-forwarded-for': '198.51.100.72' },
    });
    await testApp.app.jobs.runDue();
    await enqueueJob(db(), {
      kind: FOLLOW_WEEKLY_RUN,
      key: `${FOLLOW_WEEKLY_RUN}:${ZONE}:test`,
      payload: { timeZone: ZONE, at: new Date().toISOString() },
    });
    await testApp.app.jobs.runDue();
    const weekly = (to: string) =>
      mailsTo(testApp, to).then((mails) => mails.filter((mail) => mail.subject === WEEKLY_SUBJECT));
    const [mail, ...more] = await weekly(reader);
    expect(more).toEqual([]);
    expect(await weekly(quiet)).toEqual([]);
    expect(await weekly(pending)).toEqual([]);
    const text = mail?.text ?? '';
    expect(text).toContain('Weekly Arms');
    expect(text).toMatch(/Quiz 1 — Confirmed · Theme: Office theme night\.\n/);
    expect(text).toMatch(/Quiz 2 — Cancelled\n/);
    expect(text).not.toContain('Eighties');
    expect(text).toMatch(/Quiz 3 — Reported/);
    expect(text).toMatch(/Quiz 4\n/);
    expect(mail?.headers).toMatch(/^List-Unsubscribe: <http:\/\/\S+\/unsubscribe\/u\.\S+>$/m);
    expect(mail?.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    // The batch run again (a lost lease, a restart) sends nobody a second mail.
    const [batch] = await queryRows<{ payload: object }>(
      db(),
      sql`select payload from jobs where kind = ${FOLLOW_WEEKLY_BATCH} order by id desc limit 1`,
    );
    await enqueueJob(db(), { kind: FOLLOW_WEEKLY_BATCH, key: 'again', payload: batch?.payload });
    await testApp.app.jobs.runDue();
    expect(await weekly(reader)).toHaveLength(1);
    const [kept] = await db().select().from(followers).where(eq(followers.email, reader));
    expect(kept?.weekly).toBe(true);
  });
});
