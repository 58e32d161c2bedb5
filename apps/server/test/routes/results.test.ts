import { addDays, dayOfWeekOf, todayIn } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addProviderUser,
  createEvent,
  createOccurrence,
  createProvider,
  createVenue,
} from '../../src/db/factories.ts';
import { events, nightResults, teamRsvps } from '../../src/db/schema/index.ts';
import {
  CANCELLED_MESSAGE,
  NO_RESULTS_MESSAGE,
  NOT_A_NIGHT_MESSAGE,
  NOT_STARTED_MESSAGE,
  TOO_LONG_AGO_MESSAGE,
} from '../../src/services/results/index.ts';
import { signedInPerson, TestClient, useAdminApp } from '../helpers/auth.ts';

/** Factories' venues are in Nashville: their nights are Chicago's. */
const TODAY = todayIn('America/Chicago');
const LAST_WEEK = addDays(TODAY, -7);
const A_WHILE_AGO = new Date(Date.now() - 365 * 24 * 3600 * 1000);

/**
 * A night's results (decision 205): posted and corrected by exactly those who may confirm the
 * night, with their history, read by anyone once the night is listed.
 */
describe("a night's results", () => {
  const { testApp, db } = useAdminApp();
  const nobody = new TestClient(testApp);

  /** As a user of their own, signed in. */
  const person = (name: string) => signedInPerson(testApp, name);

  /**
   * A provider (its host Pam) running a weekly night at a pub, last week's weekday at 19:00;
   * Ivan of another provider; Otto, who owns another bar.
   */
  async function world() {
    const provider = await createProvider(db(), {});
    const otherProvider = await createProvider(db(), {});
    const pam = await person('Pam Host');
    const ivan = await person('Ivan Other');
    const otto = await person('Otto Owner');
    await addProviderUser(db(), { userId: pam.user.id, providerId: provider.id });
    await addProviderUser(db(), { userId: ivan.user.id, providerId: otherProvider.id });
    await createVenue(db(), { ownedBy: otto.user.id });
    const pub = await createVenue(db(), {});
    const event = await createEvent(db(), {
      venueId: pub.id,
      providerId: provider.id,
      dayOfWeek: dayOfWeekOf(LAST_WEEK),
      startTime: '19:00',
      createdAt: A_WHILE_AGO,
    });
    const url = (date = LAST_WEEK) => `/api/admin/events/${event.id}/nights/${date}/results`;
    return { provider, pam, ivan, otto, pub, event, url };
  }

  const storedResults = (eventId: string) =>
    db().select().from(nightResults).where(eq(nightResults.eventId, eventId));

  it('is posted by the night’s host; another provider’s member, another venue’s owner and nobody are refused', async () => {
    const { pam, ivan, otto, event, url } = await world();
    const results = { entries: [{ team: 'Quiz Bears', score: 42 }] };

    expect((await ivan.client.put(url(), results)).statusCode).toBe(403);
    expect((await otto.client.put(url(), results)).statusCode).toBe(403);
    expect((await nobody.put(url(), results)).statusCode).toBe(401);
    expect((await ivan.client.get(url())).statusCode).toBe(403);
    expect((await nobody.get(`${url()}/history`)).statusCode).toBe(401);
    expect(await storedResults(event.id)).toEqual([]);

    const posted = await pam.client.put(url(), results);
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({
      eventId: event.id,
      date: LAST_WEEK,
      revision: 1,
      entries: [{ team: 'Quiz Bears', score: 42, placement: 1 }],
    });
    expect(posted.json().suggestions).toBeUndefined();

    // Nor may they correct it.
    const correction = { entries: [{ team: 'Owls', score: 50 }] };
    expect((await ivan.client.put(url(), correction)).statusCode).toBe(403);
    expect((await otto.client.put(url(), correction)).statusCode).toBe(403);
    expect((await nobody.put(url(), correction)).statusCode).toBe(401);
    const read = (await pam.client.get(url())).json();
    expect(read).toMatchObject({ revision: 1, entries: [{ team: 'Quiz Bears', score: 42 }] });
  });

  it('is posted by the owner of a venue whose night is self-hosted', async () => {
    const olga = await person('Olga Owner');
    const bar = await createVenue(db(), { ownedBy: olga.user.id });
    const own = await createEvent(db(), {
      venueId: bar.id,
      dayOfWeek: dayOfWeekOf(LAST_WEEK),
      createdAt: A_WHILE_AGO,
    });
    const answer = await olga.client.put(
      `/api/admin/events/${own.id}/nights/${LAST_WEEK}/results`,
      {
        entries: [{ team: 'Owls', placement: 1 }],
      },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().entries).toEqual([{ team: 'Owls', score: null, placement: 1 }]);
  });

  it('takes a pasted CSV, names in quotes, and lets level scores share a place', async () => {
    const { pam, url } = await world();
    const csv = 'team,score\n"Quiz, Bears",42\nOwls,42.5\r\nCats , 42\n\nDogs,10\n';
    const answer = await pam.client.put(url(), { csv });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().entries).toEqual([
      { team: 'Quiz, Bears', score: 42, placement: 2 },
      { team: 'Owls', score: 42.5, placement: 1 },
      { team: 'Cats', score: 42, placement: 2 },
      { team: 'Dogs', score: 10, placement: 4 },
    ]);
    // Without the header too.
    const plain = await pam.client.put(url(), { csv: 'Owls,3\nCats,4' });
    expect(plain.json().entries).toEqual([
      { team: 'Owls', score: 3, placement: 2 },
      { team: 'Cats', score: 4, placement: 1 },
    ]);
  });

  it('is corrected with its history kept, newest first, with who posted each', async () => {
    const { provider, pam, event, url } = await world();
    const hank = await person('Hank Host');
    await addProviderUser(db(), { userId: hank.user.id, providerId: provider.id });
    await pam.client.put(url(), { entries: [{ team: 'Owls', placement: 1 }] });
    const corrected = await hank.client.put(url(), {
      entries: [
        { team: 'Cats', placement: 1 },
        { team: 'Owls', placement: 1 },
      ],
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().revision).toBe(2);
    const history = await pam.client.get(`${url()}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({
      eventId: event.id,
      date: LAST_WEEK,
      revisions: [
        {
          revision: 2,
          postedBy: 'Hank Host',
          entries: [
            { team: 'Cats', score: null, placement: 1 },
            { team: 'Owls', score: null, placement: 1 },
          ],
        },
        { revision: 1, postedBy: 'Pam Host', entries: [{ team: 'Owls', placement: 1 }] },
      ],
    });
    expect(await storedResults(event.id)).toHaveLength(1);
  });

  it('comes pre-filled with the teams that said they were coming, coming first', async () => {
    const { pam, event, url } = await world();
    // Said in this order, a second apart: rows written together share a clock tick.
    const team = (teamName: string, status: 'coming' | 'waitlist', second: number) => ({
      eventId: event.id,
      occurrenceDate: LAST_WEEK,
      teamName,
      status,
      withdrawTokenHash: crypto.randomUUID(),
      visitorKey: 'test',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, second)),
    });
    await db()
      .insert(teamRsvps)
      .values([
        team('Late Owls', 'waitlist', 0),
        team('Quiz Bears', 'coming', 1),
        team('Cats', 'coming', 2),
      ]);
    const answer = await pam.client.get(url());
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      eventId: event.id,
      date: LAST_WEEK,
      entries: [],
      postedAt: null,
      revision: 0,
      suggestions: [
        { team: 'Quiz Bears', status: 'coming' },
        { team: 'Cats', status: 'coming' },
        { team: 'Late Owls', status: 'waitlist' },
      ],
    });
  });

  it('suggests the names the venue has seen, by the key of what is typed', async () => {
    const { pam, ivan, pub, url } = await world();
    await pam.client.put(url(addDays(LAST_WEEK, -7)), {
      entries: [
        { team: 'Quiz bears', score: 1 },
        { team: 'Owls', score: 2 },
      ],
    });
    await pam.client.put(url(), {
      entries: [
        { team: 'Quiz Bears!', score: 3 },
        { team: 'Quizzards', score: 4 },
      ],
    });
    const names = async (q: string) =>
      (
        await pam.client.get(`/api/admin/venues/${pub.id}/team-names?q=${encodeURIComponent(q)}`)
      ).json().names;
    expect(await names('qui')).toEqual(['Quiz Bears!', 'Quizzards']);
    expect(await names('QUIZ  b')).toEqual(['Quiz Bears!']);
    expect(await names('')).toHaveLength(3);
    expect(await names('nobody')).toEqual([]);
    const refused = await ivan.client.get(`/api/admin/venues/${pub.id}/team-names?q=q`);
    expect(refused.statusCode).toBe(403);
  });

  it('answers bad input with a 400 naming the field, and changes nothing stored', async () => {
    const { pam, event, url } = await world();
    const stored = { entries: [{ team: 'Quiz Bears', score: 42 }] };
    expect((await pam.client.put(url(), stored)).statusCode).toBe(200);
    const teams = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ team: `Team ${i + 1}`, score: i }));
    const csvOf = (n: number) =>
      teams(n)
        .map((t) => `${t.team},${t.score}`)
        .join('\n');
    const cancelled = addDays(LAST_WEEK, -7);
    await createOccurrence(db(), {
      eventId: event.id,
      occurrenceDate: cancelled,
      status: 'cancelled',
    });
    const cases: [string, unknown, RegExp][] = [
      [url(), { entries: [{ team: 'Owls', score: -1 }] }, /^entries\.0\.score: Must be a score/],
      [url(), { entries: [{ team: 'Owls', score: 1.25 }] }, /^entries\.0\.score: Must be a score/],
      [url(), { entries: [{ team: 'Owls', placement: 0 }] }, /^entries\.0\.placement: Must be/],
      [url(), { entries: teams(101) }, /^entries: At most 100 teams/],
      [url(), { entries: teams(500) }, /^entries: At most 100 teams/],
      [
        url(),
        { entries: [{ team: 'x'.repeat(10_000), score: 1 }] },
        /^entries\.0\.team: At most 60/,
      ],
      [url(), { entries: [{ team: '', score: 1 }] }, /^entries\.0\.team: Enter the team/],
      [
        url(),
        {
          entries: [
            { team: 'Owls', score: 1 },
            { team: 'Cats', placement: 2 },
          ],
        },
        /^entries: Give every team a score, or every team a place/,
      ],
      [
        url(),
        {
          entries: [
            { team: 'Owls', score: 1 },
            { team: 'OWLS!', score: 2 },
          ],
        },
        /^entries\.1\.team: This team is already in the results/,
      ],
      [url(), { entries: [] }, /^entries: Enter at least one team/],
      [url(), {}, /^entries: Give the teams, or a CSV/],
      [url(), { entries: stored.entries, csv: 'Owls,1' }, /^entries: Give the teams, or a CSV/],
      [url(), { csv: 'team,score\nOwls,1\nCats,-3' }, /^csv: Line 3: score: Must be a score/],
      [url(), { csv: 'Owls,1\nCats' }, /^csv: Line 2: give a team and its score/],
      [url(), { csv: 'Owls,1\nowls,2' }, /^csv: Line 2: This team is already in the results/],
      [url(), { csv: 'Owls,1\n"Cats,2' }, /^csv: .*line 2.* never closed/],
      [url(), { csv: csvOf(101) }, /^csv: At most 100 teams/],
      [url(), { csv: csvOf(500) }, /^csv: At most 100 teams/],
      [url(addDays(LAST_WEEK, 14)), stored, new RegExp(`^date: ${NOT_STARTED_MESSAGE}$`)],
      [url(addDays(LAST_WEEK, 1)), stored, new RegExp(`^date: ${NOT_A_NIGHT_MESSAGE}$`)],
      [url(addDays(LAST_WEEK, -63)), stored, new RegExp(`^date: ${TOO_LONG_AGO_MESSAGE}$`)],
      [url(cancelled), stored, new RegExp(`^date: ${CANCELLED_MESSAGE}$`)],
      [url('2026-02-30'), stored, /^date: Use a date like/],
    ];
    for (const [target, payload, message] of cases) {
      const answer = await pam.client.put(target, payload);
      expect(answer.statusCode, `${target} ${JSON.stringify(payload).slice(0, 80)}`).toBe(400);
      expect(answer.json().error.message).toMatch(message);
    }
    const read = (await pam.client.get(url())).json();
    expect(read).toMatchObject({ revision: 1, entries: [{ team: 'Quiz Bears', score: 42 }] });
    expect(await storedResults(event.id)).toHaveLength(1);
  });

  it('is read by anyone once posted, for a listed night only', async () => {
    const { pam, event, url } = await world();
    const publicUrl = `/api/results/${event.id}/${LAST_WEEK}`;
    const before = await nobody.get(publicUrl);
    expect(before.statusCode).toBe(404);
    expect(before.json().error.message).toBe(NO_RESULTS_MESSAGE);
    await pam.client.put(url(), { entries: [{ team: 'Owls', score: 9.5 }] });
    const read = await nobody.get(publicUrl);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      eventId: event.id,
      date: LAST_WEEK,
      revision: 1,
      entries: [{ team: 'Owls', score: 9.5, placement: 1 }],
    });
    expect(read.json().suggestions).toBeUndefined();
    await db().update(events).set({ isActive: false }).where(eq(events.id, event.id));
    expect((await nobody.get(publicUrl)).statusCode).toBe(404);
  });

  it('is in the venue page’s answer and the public API’s venue: the latest night, in place order', async () => {
    const { pam, pub, event, url } = await world();
    const posted = await pam.client.put(url(), {
      entries: [
        { team: 'Owls', score: 30 },
        { team: 'Quiz Bears', score: 42 },
        { team: 'Newtons', score: 42 },
      ],
    });
    expect(posted.statusCode).toBe(200);
    const nearby = await nobody.get(
      `/api/venues/nearby?lat=${pub.latitude}&lng=${pub.longitude}&radius_miles=1`,
    );
    const slug = nearby.json().venues.find((venue: { id: string }) => venue.id === pub.id).slug;
    for (const path of [`/api/venue-pages/${slug}`, `/api/v1/venues/${slug}`]) {
      const answer = await nobody.get(path);
      expect(answer.statusCode, path).toBe(200);
      expect(answer.json().results, path).toEqual([
        {
          eventId: event.id,
          date: LAST_WEEK,
          title: event.eventType,
          entries: [
            { team: 'Quiz Bears', score: 42, placement: 1 },
            { team: 'Newtons', score: 42, placement: 1 },
            { team: 'Owls', score: 30, placement: 3 },
          ],
        },
      ]);
    }
  });
});
