import { addDays, dayOfWeekOf, todayIn } from '@trivia/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addProviderUser,
  createEvent,
  createProvider,
  createUser,
  createVenue,
} from '../../src/db/factories.ts';
import { nightLinks, nightResults, providerUsers } from '../../src/db/schema/index.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import {
  NOT_A_RESULTS_LINK,
  RESULTS_LINK_EXPIRED,
  RESULTS_LINK_POSTS_RESULTS,
} from '../../src/services/confirmations/index.ts';
import { NOT_STARTED_MESSAGE } from '../../src/services/results/index.ts';
import { readOutbox, TestClient, useAdminApp } from '../helpers/auth.ts';

/** Factories' venues are in Nashville: their nights are Chicago's. */
const TODAY = todayIn('America/Chicago');

/** The tokens of a mail's links by label ("Results", "Confirm"), in order. */
const tokensIn = (text: string, label: string) =>
  [...text.matchAll(new RegExp(`${label}[^:\\n]*: https?://\\S+/nights/([\\w-]+)`, 'g'))].map(
    (match) => match[1] ?? '',
  );

const FIVE_TEAMS = [
  { team: 'Quiz Bears', score: 52 },
  { team: 'Owls', score: 47.5 },
  { team: 'The Know-It-Alls', score: 47.5 },
  { team: 'Lost Causes', score: 30 },
  { team: 'Trivia Newton-John', score: 12 },
];

/**
 * A confirmation mail's Results links (decision 209): one per night, opened on a phone after the
 * night, posting and correcting that night's results as the person it was mailed to, with the
 * schedule's checks, and reaching nothing else.
 */
describe('Results links in confirmation mail', () => {
  const { testApp, admin, db } = useAdminApp();
  const phone = new TestClient(testApp);

  /**
   * Pam, a provider's host, mailed about tonight's night (started at midnight) and one in two days.
   * Answers her mail's Results and Confirm tokens, by night in date order.
   */
  async function mailedHost() {
    const provider = await createProvider(db(), { name: 'Link Quiz' });
    const pam = await createUser(db(), { name: 'Pam', email: `pam-${provider.id}@example.com` });
    await addProviderUser(db(), { userId: pam.user.id, providerId: provider.id });
    const pub = await createVenue(db(), { nameOriginal: `Linked Pub ${provider.id.slice(0, 4)}` });
    const tonight = await createEvent(db(), {
      venueId: pub.id,
      providerId: provider.id,
      dayOfWeek: dayOfWeekOf(TODAY),
      startTime: '00:00',
    });
    const later = await createEvent(db(), {
      venueId: pub.id,
      providerId: provider.id,
      dayOfWeek: dayOfWeekOf(addDays(TODAY, 2)),
      startTime: '19:00',
    });
    expect((await admin.post('/api/admin/confirmations/send', { from: TODAY })).statusCode).toBe(
      200,
    );
    await testApp.app.jobs.runDue();
    const mail = (await readOutbox(testApp.config.dataDir)).find(
      (message) => message.to === pam.user.email,
    );
    const text = mail?.text ?? '';
    expect(text).toContain('Results, after the night</a>');
    const results = tokensIn(text, 'Results');
    const confirms = tokensIn(text, 'Confirm');
    expect(results).toHaveLength(2);
    return { provider, pam, pub, tonight, later, results, confirms };
  }

  it('posts five teams from the link after the night, and corrections as often as needed', async () => {
    const { tonight, results } = await mailedHost();
    const token = results[0] ?? '';

    const opened = await phone.get(`/api/night-links/${token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ action: 'results', state: 'ready' });
    expect(opened.json().nights).toHaveLength(1);
    expect(opened.json().nights[0].date).toBe(TODAY);

    const before = await phone.get(`/api/night-links/${token}/results`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ eventId: tonight.id, date: TODAY, revision: 0 });

    const posted = await phone.put(`/api/night-links/${token}/results`, { entries: FIVE_TEAMS });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().revision).toBe(1);
    expect(posted.json().entries.map((entry: { placement: number }) => entry.placement)).toEqual([
      1, 2, 2, 4, 5,
    ]);

    // Reusable until it expires: a correction is a new version, the first kept.
    const corrected = await phone.put(`/api/night-links/${token}/results`, {
      csv: 'Quiz Bears,52\nOwls,49\nThe Know-It-Alls,47.5\nLost Causes,30\nTrivia Newton-John,12',
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().revision).toBe(2);

    const shown = await new TestClient(testApp).get(`/api/results/${tonight.id}/${TODAY}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().entries[1]).toMatchObject({ team: 'Owls', score: 49, placement: 2 });

    // The venue's names, for the host typing on the phone.
    const names = await phone.get(`/api/night-links/${token}/team-names?q=quiz`);
    expect(names.statusCode).toBe(200);
    expect(names.json().names).toEqual(['Quiz Bears']);
  });

  it('refuses a night that has not started, and a link of another kind, naming the field', async () => {
    const { later, results, confirms } = await mailedHost();
    const notYet = await phone.put(`/api/night-links/${results[1]}/results`, {
      entries: FIVE_TEAMS,
    });
    expect(notYet.statusCode).toBe(400);
    expect(notYet.json().error.message).toBe(`date: ${NOT_STARTED_MESSAGE}`);
    expect((await phone.get(`/api/night-links/${results[1]}/results`)).statusCode).toBe(400);

    // A Confirm link posts no results; a Results link confirms nothing.
    const byConfirm = await phone.put(`/api/night-links/${confirms[0]}/results`, {
      entries: FIVE_TEAMS,
    });
    expect(byConfirm.statusCode).toBe(400);
    expect(byConfirm.json().error.message).toBe(`token: ${NOT_A_RESULTS_LINK}`);
    const pressed = await phone.post(`/api/night-links/${results[0]}`, {});
    expect(pressed.statusCode).toBe(400);
    expect(pressed.json().error.message).toBe(`token: ${RESULTS_LINK_POSTS_RESULTS}`);

    expect((await phone.get('/api/night-links/no-such-token/results')).statusCode).toBe(404);
    const stored = await db().select().from(nightResults).where(eq(nightResults.eventId, later.id));
    expect(stored).toEqual([]);
  });

  it('keeps what was posted when the link sends bad input, expires, or is no longer theirs', async () => {
    const { provider, pam, tonight, results } = await mailedHost();
    const token = results[0] ?? '';
    const url = `/api/night-links/${token}/results`;
    expect((await phone.put(url, { entries: FIVE_TEAMS })).statusCode).toBe(200);

    const negative = await phone.put(url, { entries: [{ team: 'Owls', score: -3 }] });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.message).toMatch(/^entries\.0\.score: Must be a score/);
    const tooMany = await phone.put(url, {
      entries: Array.from({ length: 500 }, (_, index) => ({ team: `Team ${index}`, score: 1 })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toMatch(/^entries: At most 100 teams/);
    const longName = await phone.put(url, { entries: [{ team: 'x'.repeat(10_000), score: 1 }] });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().error.message).toMatch(/^entries\.0\.team: At most 60/);

    // Pam leaves the provider: the link no longer acts for her.
    await db()
      .delete(providerUsers)
      .where(and(eq(providerUsers.userId, pam.user.id), eq(providerUsers.providerId, provider.id)));
    expect((await phone.put(url, { entries: [{ team: 'Owls', score: 1 }] })).statusCode).toBe(403);
    await addProviderUser(db(), { userId: pam.user.id, providerId: provider.id });

    // Past its day the link answers 409, and points to the schedule.
    await db()
      .update(nightLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(nightLinks.tokenHash, hashToken(token)));
    const expired = await phone.put(url, { entries: [{ team: 'Owls', score: 1 }] });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toBe(RESULTS_LINK_EXPIRED);

    const shown = await phone.get(`/api/results/${tonight.id}/${TODAY}`);
    expect(shown.json().revision).toBe(1);
    expect(shown.json().entries).toHaveLength(5);
  });
});
