import { addDays, dayOfWeekOf, NIGHT_THEME_MAX, todayIn } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addProviderUser,
  createEvent,
  createProvider,
  createVenue,
} from '../../src/db/factories.ts';
import { eventOccurrences } from '../../src/db/schema/index.ts';
import { signedInPerson, TestClient, useAdminApp } from '../helpers/auth.ts';
import {
  createFranklinVenue,
  FRANKLIN,
  jsonLdNodes,
  PUBLIC_URL,
  parseFeed,
} from '../helpers/public-pages.ts';

const THEME = 'Office theme night';
/** Franklin's nights are Chicago's. */
const TODAY = todayIn('America/Chicago');
const TOMORROW = addDays(TODAY, 1);
const A_WHILE_AGO = new Date(Date.now() - 365 * 24 * 3600 * 1000);

/**
 * Tonight's theme (decision 208): set on the schedule by those who may change the night, and
 * shown wherever the night is — the list's answer (the card), the venue page and its
 * schema.org `Event`, the embed, the public API — and found by "Themed nights".
 */
describe('a night’s theme', () => {
  const { testApp, db } = useAdminApp({ PUBLIC_URL });
  const nobody = new TestClient(testApp);
  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  /**
   * A provider (its host Pam) with a quiz tomorrow at a Franklin taproom and one at a Franklin
   * bar; Ivan of another provider; Otto, who owns another bar. The taproom's night is on Pam's
   * schedule: its id is what the schedule answers.
   */
  let worlds = 0;
  async function world() {
    const provider = await createProvider(db(), { name: 'Harpeth Quiz Co' });
    const otherProvider = await createProvider(db(), {});
    const pam = await signedInPerson(testApp, 'Pam Host');
    const ivan = await signedInPerson(testApp, 'Ivan Other');
    const otto = await signedInPerson(testApp, 'Otto Owner');
    await addProviderUser(db(), { userId: pam.user.id, providerId: provider.id });
    await addProviderUser(db(), { userId: ivan.user.id, providerId: otherProvider.id });
    await createVenue(db(), { ownedBy: otto.user.id });
    // Each test's own venues (the file's tests share a database).
    worlds += 1;
    const taproom = await createFranklinVenue(db(), `Main Street Taproom ${worlds}`);
    const bar = await createFranklinVenue(
      db(),
      `Bridge Street Bar ${worlds}`,
      '5 Bridge St, Franklin, TN 37064',
    );
    const night = { dayOfWeek: dayOfWeekOf(TOMORROW), startTime: '19:30', createdAt: A_WHILE_AGO };
    const quiz = await createEvent(db(), {
      ...night,
      venueId: taproom.id,
      providerId: provider.id,
      eventType: 'Pub Quiz',
      prizeAmount: 50,
    });
    await createEvent(db(), { ...night, venueId: bar.id, providerId: provider.id });
    const schedule = await pam.client.get(`/api/admin/schedule?from=${TODAY}&weeks=1`);
    expect(schedule.statusCode).toBe(200);
    const listed = schedule
      .json()
      .occurrences.find(
        (each: { date: string; event: { id: string } }) =>
          each.event.id === quiz.id && each.date === TOMORROW,
      );
    expect(listed).toMatchObject({ theme: null, canChange: true });
    const url = `/api/admin/occurrences/${listed.id}`;
    return { pam, ivan, otto, taproom, quiz, url, nightId: listed.id as string, n: worlds };
  }

  const storedTheme = async (nightId: string) =>
    (
      await db()
        .select({ theme: eventOccurrences.theme })
        .from(eventOccurrences)
        .where(eq(eventOccurrences.id, nightId))
    )[0]?.theme;

  const nearbyUrl = `/api/venues/nearby?lat=${FRANKLIN.latitude}&lng=${FRANKLIN.longitude}&radius_miles=5&date=${TODAY}`;

  it('shows on the card’s answer, the venue page and its Event, the calendar feed, the embed and the public API', async () => {
    const { pam, quiz, url, taproom } = await world();
    const saved = await pam.client.patch(url, { theme: `  ${THEME}  ` });
    expect(saved.statusCode).toBe(200);

    // The list's answer, which the card shows.
    const nearby = (await get(nearbyUrl)).json();
    const venue = nearby.venues.find((each: { id: string }) => each.id === taproom.id);
    const nights = venue.events.find((event: { id: string }) => event.id === quiz.id).occurrences;
    expect(nights.find((each: { date: string }) => each.date === TOMORROW)).toMatchObject({
      status: 'scheduled',
      theme: THEME,
    });
    // The next week's night has none.
    expect(nights.find((each: { date: string }) => each.date !== TOMORROW)?.theme).toBeUndefined();

    // The public API's venue, and the venue page's own answer.
    for (const path of [`/api/v1/venues/${venue.slug}`, `/api/venue-pages/${venue.slug}`]) {
      const answer = await get(path);
      expect(answer.statusCode, path).toBe(200);
      const event = answer.json().events.find((each: { id: string }) => each.id === quiz.id);
      expect(event.occurrences.find((each: { date: string }) => each.date === TOMORROW).theme).toBe(
        THEME,
      );
    }

    // The venue page's schema.org Event of that night says it in its description.
    const page = await get(`/trivia-at-${venue.slug}`);
    expect(page.statusCode).toBe(200);
    const events = jsonLdNodes(page.body).filter((node) => node['@type'] === 'Event');
    const tomorrow = events.filter((node) => String(node.startDate).startsWith(TOMORROW));
    expect(tomorrow).toHaveLength(1);
    expect(tomorrow[0]?.description).toBe(
      `Pub Quiz at ${venue.name}. Prize: $50. Theme: Office theme night.`,
    );
    const others = events.filter((node) => !String(node.startDate).startsWith(TOMORROW));
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(String(other.description)).not.toContain('Theme');

    // The venue's calendar feed: the night's description says it, after its status.
    const feed = parseFeed((await get(`/trivia-at-${venue.slug}/calendar.ics`)).body);
    const inFeed = feed.nights.find((each) => each.start.startsWith(`${TOMORROW}T19:30`));
    expect(inFeed?.description).toMatch(
      /^Status: .+\.\nTheme: Office theme night\.\nPrize: \$50\./,
    );
    for (const other of feed.nights.filter((each) => each !== inFeed)) {
      expect(other.description).not.toContain('Theme');
    }

    // The embed.
    const embed = await get(`/embed/venue/${venue.slug}`);
    expect(embed.statusCode).toBe(200);
    expect(embed.body).toContain(`<div class="th">${THEME}</div>`);
    expect(embed.body.match(/class="th"/g)).toHaveLength(1);
  });

  it('is what "Themed nights" keeps: the city page’s feed with ?themed=1 holds that night alone', async () => {
    const { pam, url, n } = await world();
    expect((await pam.client.patch(url, { theme: THEME })).statusCode).toBe(200);
    /** This test's nights in the city page's feed, as (summary, start). */
    const feed = async (query = '') => {
      const answer = await get(`/trivia-near-franklin-tn/calendar.ics${query}`);
      expect(answer.statusCode).toBe(200);
      return parseFeed(answer.body)
        .nights.filter((night) => night.summary.endsWith(` ${n}`))
        .map((night) => [night.summary, night.start.slice(0, 16)]);
    };

    expect((await feed()).length).toBeGreaterThanOrEqual(4);
    expect(await feed('?themed=1')).toEqual([
      [`Pub Quiz at Main Street Taproom ${n}`, `${TOMORROW}T19:30`],
    ]);
    // A cancelled night is not a themed night to go to.
    expect((await pam.client.patch(url, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await feed('?themed=1')).toEqual([]);
  });

  it('is set and taken off only by those who may change the night', async () => {
    const { pam, ivan, otto, url, nightId } = await world();
    expect((await ivan.client.patch(url, { theme: THEME })).statusCode).toBe(403);
    expect((await otto.client.patch(url, { theme: THEME })).statusCode).toBe(403);
    expect((await nobody.patch(url, { theme: THEME })).statusCode).toBe(401);
    expect(await storedTheme(nightId)).toBeNull();

    expect((await pam.client.patch(url, { theme: THEME })).statusCode).toBe(200);
    expect((await ivan.client.patch(url, { theme: '' })).statusCode).toBe(403);
    expect(await storedTheme(nightId)).toBe(THEME);
    // Empty takes it off.
    expect((await pam.client.patch(url, { theme: '' })).statusCode).toBe(200);
    expect(await storedTheme(nightId)).toBeNull();
  });

  it('refuses a theme too long or with control characters, naming the field; one line only', async () => {
    const { pam, url, nightId } = await world();
    expect((await pam.client.patch(url, { theme: THEME })).statusCode).toBe(200);
    for (const theme of ['x'.repeat(NIGHT_THEME_MAX + 1), 'x'.repeat(10_000), 'Bad\u0000', 42]) {
      const refused = await pam.client.patch(url, { theme });
      expect(refused.statusCode, String(theme).slice(0, 12)).toBe(400);
      expect(refused.json().error.message).toContain('theme');
    }
    expect(await storedTheme(nightId)).toBe(THEME);
    // Line breaks fold to one line (decision 175).
    expect((await pam.client.patch(url, { theme: 'Double points\r\non music' })).statusCode).toBe(
      200,
    );
    expect(await storedTheme(nightId)).toBe('Double points on music');
  });
});
