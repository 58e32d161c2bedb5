import { expect, test } from '@playwright/test';
import { chicagoDay, hostWithWeeklyEvent } from '../support/hosts.ts';
import { postFiveTeams, FIVE_TEAMS_ROWS as ROWS } from '../support/results.ts';

test.use({ timezoneId: 'America/Chicago' });

/**
 * A night's results from a phone (decision 205). A fresh host's night began just after midnight;
 * from the schedule the host opens Post results, types five teams' scores (two tie), and posts
 * them in well under a minute; the page places them, and the public read answers them.
 */
test('the host posts five teams’ scores from the schedule on a phone; ties share a place', async ({
  browser,
  baseURL,
}) => {
  test.slow(); // a registration, an approval and three page loads
  const origin = baseURL ?? '';
  const today = chicagoDay(0);
  const { context, page, providerId, venue, venueName, eventType, eventId } =
    await hostWithWeeklyEvent(browser, origin, {
      venuePrefix: 'Results Tavern',
      address: '16 Main St, Franklin, TN 37064',
      typePrefix: 'Results Trivia',
      dayOfWeek: today.weekday,
      // Tonight's night began at midnight: its results may be posted whenever the spec runs.
      startTime: '00:00',
    });

  await page.goto('/admin/schedule');
  // Tonight's night and next week's: only a night that has begun has Post results.
  const nights = page.getByRole('listitem', { name: new RegExp(`^${eventType} at ${venueName}`) });
  await expect(nights).toHaveCount(2);
  await expect(nights.nth(1).getByRole('link', { name: 'Post results' })).toHaveCount(0);
  const night = nights.first();
  const started = Date.now();
  await night.getByRole('link', { name: 'Post results' }).click();
  await expect(page.getByRole('heading', { name: 'Results', level: 1 })).toBeVisible();
  await expect(page.getByText(`${eventType} at ${venueName}`)).toBeVisible();

  const { form, posted } = await postFiveTeams(page);
  expect(Date.now() - started).toBeLessThan(60_000);
  await expect(posted.getByRole('row')).toHaveText(ROWS);
  await expect(form.getByRole('button', { name: 'Save correction' })).toBeVisible();
  // The page's own address opens it again (a link shared to a co-host).
  await page.reload();
  await expect(posted.getByRole('row')).toHaveCount(6);
  await expect(form.getByRole('button', { name: 'Save correction' })).toBeVisible();
  // Nothing on the phone scrolls sideways.
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);

  // Anyone reads them.
  const read = await browser.newContext();
  const answer = await read.request.get(`/api/results/${eventId}/${today.iso}`);
  expect(answer.status()).toBe(200);
  expect((await answer.json()).entries).toEqual([
    { team: 'Quiz Bears', score: 42, placement: 1 },
    { team: 'Trivia Newtons', score: 38.5, placement: 2 },
    { team: 'Les Quizérables', score: 38.5, placement: 2 },
    { team: 'Smartinis', score: 30, placement: 4 },
    { team: 'Late Arrivals', score: 12, placement: 5 },
  ]);

  // The venue page, as a visitor reads it without script (server HTML): the latest results.
  const nearby = await read.request.get(
    `/api/venues/nearby?lat=${venue.latitude}&lng=${venue.longitude}&radius_miles=1`,
  );
  const slug = (await nearby.json()).venues.find(
    (each: { id: string }) => each.id === venue.id,
  ).slug;
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const venuePage = await visitor.newPage();
  await venuePage.goto(`/trivia-at-${slug}`);
  const latest = venuePage.getByRole('region', { name: 'Latest results' });
  await expect(latest.getByRole('table', { name: new RegExp(eventType) })).toBeVisible();
  await expect(latest.getByRole('row')).toHaveText(ROWS);
  await visitor.close();

  // The host's league over this event (its screens are to come: through the API), and its
  // standings, in the public API and the embed.
  const season = await page.request.post('/api/admin/seasons', {
    headers: { origin },
    data: {
      name: `Results League ${eventType}`,
      providerId,
      startsOn: today.iso,
      endsOn: today.iso,
      eventIds: [eventId],
      rule: { scoring: { kind: 'score' }, tieBreaks: [] },
    },
  });
  expect(season.status(), await season.text()).toBe(201);
  const { slug: seasonSlug } = await season.json();
  const standings = await read.request.get(`/api/v1/seasons/${seasonSlug}/standings`);
  expect(standings.status()).toBe(200);
  expect(
    (await standings.json()).rows.map((row: { rank: number; team: string; points: number }) => [
      row.rank,
      row.team,
      row.points,
    ]),
  ).toEqual([
    [1, 'Quiz Bears', 42],
    [2, 'Les Quizérables', 38.5],
    [2, 'Trivia Newtons', 38.5],
    [4, 'Smartinis', 30],
    [5, 'Late Arrivals', 12],
  ]);
  // The venue page: the league's leaders.
  const leaders = await read.newPage();
  await leaders.goto(`/trivia-at-${slug}`);
  const league = leaders.getByRole('region', { name: 'League standings' });
  await expect(league.getByRole('row').nth(1)).toHaveText(/^1\s*Quiz Bears\s*42$/);
  await expect(league.getByRole('row')).toHaveCount(6);
  const embed = await read.newPage();
  await embed.goto(`/embed/standings/${seasonSlug}`);
  await expect(embed.getByRole('row')).toHaveText([
    /#\s*Team\s*Points\s*Nights/,
    /^1\s*Quiz Bears\s*42\s*1$/,
    /^2\s*Les Quizérables\s*38\.5\s*1$/,
    /^2\s*Trivia Newtons\s*38\.5\s*1$/,
    /^4\s*Smartinis\s*30\s*1$/,
    /^5\s*Late Arrivals\s*12\s*1$/,
  ]);
  await read.close();
  await context.close();
});
