import { addDays, dayOfWeekOf, todayIn } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEvent, createNightResult, createVenue } from '../../../src/db/factories.ts';
import { jobs } from '../../../src/db/schema/index.ts';
import { enqueueJob } from '../../../src/jobs/queue.ts';
import { resultsSubject } from '../../../src/services/follows/mails.ts';
import {
  FOLLOW_RESULTS_RUN,
  RESULTS_HOUR,
  scheduleResultsRuns,
} from '../../../src/services/follows/results-mail.ts';
import { TestClient, useAdminApp } from '../../helpers/auth.ts';
import { followAndConfirm, mailsTo, ZONE } from './helpers.ts';

/** The morning-after results mail to followers who asked for it (decision 210). */
describe('the results mail to followers', () => {
  const { testApp, db } = useAdminApp({ TRUST_PROXY: '1' });
  const patch = (token: string, payload: object) =>
    new TestClient(testApp).request({ method: 'PATCH', url: `/api/follows/${token}`, payload });

  it('queues the next morning run of every zone at RESULTS_HOUR, once', async () => {
    const venue = await createVenue(db(), {});
    await createEvent(db(), { venueId: venue.id, providerId: null, dayOfWeek: 'Monday' });
    await scheduleResultsRuns(db(), { after: new Date() });
    await scheduleResultsRuns(db(), { after: new Date() });
    const runs = await db().select().from(jobs).where(eq(jobs.kind, FOLLOW_RESULTS_RUN));
    expect(runs.map((run) => run.key.split(':')[1])).toEqual([ZONE]);
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(runs[0]?.runAt);
    expect(Number(local)).toBe(RESULTS_HOUR);
    expect(runs[0]?.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(runs[0]?.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 86_400_000);
  });

  it('mails last night’s posted results to those who opted in, once; nobody else', async () => {
    const yesterday = addDays(todayIn(ZONE), -1);
    const venue = await createVenue(db(), { nameOriginal: 'Results Arms' });
    const other = await createVenue(db(), { nameOriginal: 'Quiet Arms' });
    const event = await createEvent(db(), {
      venueId: venue.id,
      providerId: null,
      dayOfWeek: dayOfWeekOf(yesterday),
      eventType: 'Pub Quiz',
    });
    await createEvent(db(), { venueId: other.id, providerId: null, dayOfWeek: 'Monday' });
    await createNightResult(db(), {
      eventId: event.id,
      occurrenceDate: yesterday,
      entries: [
        { team: 'Quiz Bears', score: 42 },
        { team: 'Owls', score: 38.5 },
        { team: 'Cats', score: 38.5 },
      ],
    });
    const reader = 'results-reader@example.com';
    const weeklyOnly = 'results-off@example.com';
    const elsewhere = 'results-elsewhere@example.com';
    const readerToken = await followAndConfirm(testApp, reader, [venue.id], '198.51.100.80');
    await followAndConfirm(testApp, weeklyOnly, [venue.id], '198.51.100.81');
    const elsewhereToken = await followAndConfirm(testApp, elsewhere, [other.id], '198.51.100.82');
    // Opt-in: off until the follower turns it on.
    const turnedOn = await patch(readerToken, { results: true });
    expect(turnedOn.json()).toMatchObject({ weekly: true, results: true });
    await patch(elsewhereToken, { results: true });
    expect((await patch(readerToken, { results: 'yes' })).statusCode).toBe(400);

    await testApp.app.jobs.runDue();
    for (const key of ['a', 'again']) {
      await enqueueJob(db(), {
        kind: FOLLOW_RESULTS_RUN,
        key: `${FOLLOW_RESULTS_RUN}:${ZONE}:test-${key}`,
        payload: { timeZone: ZONE, at: new Date().toISOString() },
      });
      await testApp.app.jobs.runDue();
    }
    const results = (to: string) =>
      mailsTo(testApp, to).then((mails) =>
        mails.filter((mail) => mail.subject === resultsSubject(yesterday)),
      );
    const [mail, ...more] = await results(reader);
    expect(more).toEqual([]);
    expect(await results(weeklyOnly)).toEqual([]);
    expect(await results(elsewhere)).toEqual([]);
    const text = (mail?.text ?? '').replace(/\r\n/g, '\n');
    expect(text).toContain('Pub Quiz at Results Arms');
    expect(text).toMatch(/1\. Quiz Bears — 42\n2\. Owls — 38\.5\n2\. Cats — 38\.5\n/);
    expect(text).toMatch(/More at http:\/\/\S+\/trivia-at-results-arms-\S+/);
    expect(mail?.headers).toMatch(/^List-Unsubscribe: <http:\/\/\S+\/unsubscribe\/u\.\S+>$/m);
  });
});
