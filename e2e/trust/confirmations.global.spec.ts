import { expect, test } from '@playwright/test';
import { DEMO, mailTo, signIn } from '../support/accounts.ts';
import { createEventByApi, createVenueByApi, todaysWeekday, unique } from '../support/data.ts';
import { chicagoDay } from '../support/hosts.ts';
import { FIVE_TEAMS_ROWS, postFiveTeams } from '../support/results.ts';

const SUBJECT = 'Subject: Are your trivia nights still on this week?';

// The second test posts the results of a night the first one's mail asked about; the admin's
// "now" is the venues' (Franklin, TN) so that tonight's night is in the week asked about.
test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'America/Chicago' });

const tag = unique();
/** The first test's night at the Results Room, whose results the second posts. */
const resultsNight = { eventId: '', venueId: '' };

/** The links of a confirmation mail, by label ("Confirm all", "Cancel"), in order. */
function links(mail: string, label: string): string[] {
  return [
    ...mail.matchAll(new RegExp(`${label}[^:\\n]*: (https?://\\S+/nights/[\\w-]+)`, 'g')),
  ].map((match) => match[1] ?? '');
}

/**
 * Acceptance 1. Global (decision 022): "Confirm all" confirms every night of the demo
 * owner's week, which other specs' lists show.
 */
test('the admin sends confirmation requests; links confirm and cancel only on a press, once', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three browser contexts and a dozen page loads: more than the default 30 s on a loaded machine.
  test.slow();
  const origin = baseURL ?? '';
  await signIn(page, DEMO.owner);
  const today = todaysWeekday();
  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-US', {
    weekday: 'long',
  });
  const pub = await createVenueByApi(
    page.request,
    origin,
    `Confirm Cantina ${tag}`,
    '8 Main St, Franklin, TN 37064',
  );
  const bar = await createVenueByApi(
    page.request,
    origin,
    `Cancel Club ${tag}`,
    '10 Main St, Franklin, TN 37064',
  );
  await createEventByApi(page.request, origin, {
    venueId: pub.id,
    eventType: `Quiz ${tag}`,
    dayOfWeek: today,
  });
  await createEventByApi(page.request, origin, {
    venueId: bar.id,
    eventType: `Bingo ${tag}`,
    dayOfWeek: tomorrow,
  });
  const taproom = await createVenueByApi(
    page.request,
    origin,
    `Theme Taproom ${tag}`,
    '12 Main St, Franklin, TN 37064',
  );
  await createEventByApi(page.request, origin, {
    venueId: taproom.id,
    eventType: `Theme Quiz ${tag}`,
    dayOfWeek: tomorrow,
  });
  // Tonight's night at the Results Room began at midnight: the second test posts its results.
  const resultsRoom = await createVenueByApi(
    page.request,
    origin,
    `Results Room ${tag}`,
    '14 Main St, Franklin, TN 37064',
  );
  const leagueQuiz = await createEventByApi(page.request, origin, {
    venueId: resultsRoom.id,
    eventType: `League Quiz ${tag}`,
    dayOfWeek: chicagoDay(0).weekday,
    startTime: '00:00',
  });
  Object.assign(resultsNight, { eventId: leagueQuiz.id, venueId: resultsRoom.id });
  await page.context().clearCookies();

  await signIn(page, DEMO.admin);
  await page.goto('/admin/schedule');
  await page.getByRole('button', { name: 'Send confirmation requests now' }).click();
  await expect(page.getByText(/Sending \d+ confirmation requests?\./)).toBeVisible();

  // One mail per manager, with links. The owner may have other mail by now: the reports spec's
  // hourly report mail is sent at the end of the clock hour.
  const confirmationMails = async () =>
    (await mailTo(DEMO.owner.email)).filter((text) => text.includes(SUBJECT));
  await expect.poll(async () => (await confirmationMails()).length, { timeout: 15_000 }).toBe(1);
  const [mail = ''] = await confirmationMails();
  expect(mail).toContain(`Confirm Cantina ${tag}`);
  expect(mail).toContain(`Cancel Club ${tag}`);
  expect(mail).toContain(`Theme Taproom ${tag}`);
  expect(mail).toContain(`Results Room ${tag}`);
  for (const other of [DEMO.provider.email]) {
    await expect
      .poll(async () => (await mailTo(other)).filter((t) => t.includes(SUBJECT)).length)
      .toBe(1);
  }

  // A signed-out browser: the Cancel link of the club's night.
  const visitor = await browser.newPage();
  const clubSection = mail.slice(mail.indexOf(`Cancel Club ${tag}`));
  const [clubCancel = ''] = links(clubSection, 'Cancel');
  expect(clubCancel).toMatch(/\/nights\//);
  await visitor.goto(clubCancel);
  await expect(visitor.getByRole('heading', { name: 'Cancel this trivia night' })).toBeVisible();
  await expect(visitor.getByText(`Cancel Club ${tag}`)).toBeVisible();
  await visitor.getByRole('button', { name: 'Cancel this night' }).click();
  await expect(visitor.getByText(/Done: 1 night cancelled/)).toBeVisible();

  // The Confirm link of the taproom's night, with its theme (decision 208).
  const taproomSection = mail.slice(mail.indexOf(`Theme Taproom ${tag}`));
  const [taproomConfirm = ''] = links(taproomSection, 'Confirm');
  await visitor.goto(taproomConfirm);
  await expect(visitor.getByText(`Theme Taproom ${tag}`)).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Confirm this trivia night' })).toBeVisible();
  await visitor.getByLabel(/Theme or note for players/).fill('Office theme night');
  await visitor.getByRole('button', { name: 'Confirm this night' }).click();
  await expect(visitor.getByText(/Done: 1 night confirmed/)).toBeVisible();
  await expect(visitor.getByLabel(/Theme or note for players/)).toHaveCount(0);

  // Confirm all.
  const [confirmAll = ''] = links(mail, 'Confirm all');
  await visitor.goto(confirmAll);
  await expect(visitor.getByText(`Confirm Cantina ${tag}`)).toBeVisible();
  await visitor.getByRole('button', { name: /^Confirm all \d+ nights$/ }).click();
  await expect(visitor.getByText(/Done: \d+ nights? confirmed/)).toBeVisible();

  // The public list.
  await visitor.goto(`/?lat=${pub.latitude}&lng=${pub.longitude}&name=Franklin&tab=week`);
  const pubCard = visitor.getByRole('article').filter({ hasText: `Confirm Cantina ${tag}` });
  await expect(pubCard.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  const taproomCard = visitor.getByRole('article').filter({ hasText: `Theme Taproom ${tag}` });
  await expect(taproomCard).toContainText('Office theme night');
  await expect(taproomCard.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  const barCard = visitor.getByRole('article').filter({ hasText: `Cancel Club ${tag}` });
  await expect(barCard.getByText('Cancelled', { exact: true }).first()).toBeVisible();

  // The same link again changes nothing.
  await visitor.goto(clubCancel);
  await expect(visitor.getByText('This link was already used. Nothing changed.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Cancel this night' })).toHaveCount(0);

  // An altered token shows the error page; nothing changed.
  const altered = `${confirmAll.slice(0, -2)}${confirmAll.endsWith('xx') ? 'yy' : 'xx'}`;
  await visitor.goto(altered);
  await expect(visitor.getByRole('alert')).toContainText("This link can't be used");
  await expect(visitor.getByRole('button', { name: /Confirm/ })).toHaveCount(0);
  await visitor.goto(`/?lat=${pub.latitude}&lng=${pub.longitude}&name=Franklin&tab=week`);
  await expect(barCard.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await visitor.close();
});

/**
 * Results from the night link (decision 209): after the night the host opens its mailed Results
 * link on a phone, signed out, and posts five teams' scores in under a minute; the venue page,
 * the league's standings page, its embed and the public API then show them.
 */
test('the host posts five teams’ scores from the mailed Results link after the night', async ({
  browser,
  baseURL,
}) => {
  test.slow(); // a dozen page loads
  const origin = baseURL ?? '';
  const today = chicagoDay(0);
  const [mail = ''] = (await mailTo(DEMO.owner.email)).filter((text) => text.includes(SUBJECT));
  const section = mail.slice(mail.indexOf(`Results Room ${tag}`));
  const [resultsLink = ''] = links(section, 'Results');
  expect(resultsLink).toMatch(/\/nights\//);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const host = await phone.newPage();
  await host.goto(resultsLink);
  const started = Date.now();
  await expect(host.getByRole('heading', { name: "Post this night's results" })).toBeVisible();
  await expect(host.getByText(`Results Room ${tag}`)).toBeVisible();
  const { form, posted } = await postFiveTeams(host);
  expect(Date.now() - started).toBeLessThan(60_000);
  await expect(posted.getByRole('row')).toHaveText(FIVE_TEAMS_ROWS);
  // The link stays open for a correction.
  await host.reload();
  await expect(form.getByRole('button', { name: 'Save correction' })).toBeVisible();
  expect(
    await host.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  await phone.close();

  // The owner's league over this night (through the API: its screens are to come).
  const owner = await browser.newContext();
  await owner.request.post('/api/auth/sign-in/email', {
    headers: { origin },
    data: DEMO.owner,
  });
  const event = { id: resultsNight.eventId, venueId: resultsNight.venueId };
  const season = await owner.request.post('/api/admin/seasons', {
    headers: { origin },
    data: {
      name: `Room League ${tag}`,
      venueId: event.venueId,
      startsOn: today.iso,
      endsOn: today.iso,
      eventIds: [event.id],
      rule: { scoring: { kind: 'placement', points: [10, 8, 6, 4, 2] }, tieBreaks: [] },
    },
  });
  expect(season.status(), await season.text()).toBe(201);
  const { slug: seasonSlug } = await season.json();
  const venue = await (await owner.request.get(`/api/admin/venues/${event.venueId}`)).json();
  expect(venue.publicSlug).toBeTruthy();
  await owner.close();

  // The public API.
  const reader = await browser.newContext({ javaScriptEnabled: false });
  const answer = await reader.request.get(`/api/results/${event.id}/${today.iso}`);
  expect((await answer.json()).entries).toHaveLength(5);
  const standings = await reader.request.get(`/api/v1/seasons/${seasonSlug}/standings`);
  const table = [
    [1, 'Quiz Bears', 10],
    [2, 'Les Quizérables', 8],
    [2, 'Trivia Newtons', 8],
    [4, 'Smartinis', 4],
    [5, 'Late Arrivals', 2],
  ];
  expect(
    (await standings.json()).rows.map((row: { rank: number; team: string; points: number }) => [
      row.rank,
      row.team,
      row.points,
    ]),
  ).toEqual(table);

  // The venue page without script: the results and the league's leaders, whose whole table is
  // the standings page.
  const page = await reader.newPage();
  await page.goto(`/trivia-at-${venue.publicSlug}`);
  const latest = page.getByRole('region', { name: 'Latest results' });
  await expect(latest.getByRole('row').nth(1)).toHaveText(/^1\s*Quiz Bears\s*42$/);
  const league = page.getByRole('region', { name: 'League standings' });
  await expect(league.getByRole('row').nth(1)).toHaveText(/^1\s*Quiz Bears\s*10$/);
  await league.getByRole('link', { name: 'The whole table' }).click();
  await expect(page).toHaveURL(new RegExp(`/standings/${seasonSlug}$`));
  await expect(page.getByRole('heading', { name: `Room League ${tag}`, level: 1 })).toBeVisible();
  await expect(page.getByText('10, 8, 6, 4, 2 points by place.')).toBeVisible();
  const rows = table.map(
    ([rank, team, points]) =>
      new RegExp(`^${rank}\\s*${team}\\s*${points}\\s*1\\s*${rank === 1 ? 1 : 0}$`),
  );
  await expect(page.getByRole('row')).toHaveText([/Rank\s*Team\s*Points\s*Nights\s*Wins/, ...rows]);

  // A team's page (decision 211), from its line: its night and its league.
  await page.getByRole('link', { name: 'Quiz Bears' }).click();
  await expect(page.getByRole('heading', { name: 'Quiz Bears', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('1st of 5');
  await expect(page.getByRole('region', { name: 'Leagues' })).toContainText(
    `Room League ${tag}1st place · 10 points · 1 night`,
  );

  // The embed.
  await page.goto(`/embed/standings/${seasonSlug}`);
  await expect(page.getByRole('row').nth(1)).toHaveText(/^1\s*Quiz Bears\s*10\s*1$/);
  await expect(page.getByRole('row')).toHaveCount(6);
  await reader.close();
});
