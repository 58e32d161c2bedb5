import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, linkMailed, rsvpConfirmLink, signInByApi } from '../support/accounts.ts';
import { createEventByApi, createVenueByApi, unique } from '../support/data.ts';
import { collectErrors } from '../support/errors.ts';
import { chicagoDay } from '../support/hosts.ts';

// "We're coming" on a phone (the project's viewport is 390 × 844).
test.use({ timezoneId: 'America/Chicago', serviceWorkers: 'block' });

/** Downtown Franklin, TN. */
const FRANKLIN = { lat: 35.9251, lng: -86.8689 };
const FRANKLIN_WEEK = `/?lat=${FRANKLIN.lat}&lng=${FRANKLIN.lng}&name=Franklin%2C+TN&tab=week`;

/** A venue's page slug, from the public nearby search around it. */
async function slugOf(page: Page, venueId: string): Promise<string> {
  const answer = await (
    await page.request.get(`/api/venues/nearby?lat=${FRANKLIN.lat}&lng=${FRANKLIN.lng}&limit=100`)
  ).json();
  const venue = (answer.venues as { id: string; slug: string }[]).find(
    (each) => each.id === venueId,
  );
  expect(venue).toBeDefined();
  return venue?.slug ?? '';
}

/** axe's WCAG 2.1 AA violations on the page as it is. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
}

/** The withdraw link of the newest "We're coming" mail to `email`. */
const withdrawLink = (email: string) =>
  linkMailed(email, /https?:\/\/\S+\/rsvp\/(?!confirm\/)[\w-]+/);

test('a team says "We\'re coming" on the venue page, the night counts it, a team past the limit waits, and the mailed link withdraws', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // six page loads, three dialogs, two mailed links and three axe runs
  const origin = baseURL ?? '';
  const errors = collectErrors(page);
  // A visitor address of this spec's own: "We're coming" is limited per address (TRUST_PROXY).
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.51.100.${10 + Math.floor(Math.random() * 200)}`,
  });

  // A host's venue with one weekly night in two days, for at most two teams (the host signs in
  // apart from the visitor's page).
  await signInByApi(request, origin, DEMO.admin);
  const tag = unique();
  const venueName = `Coming Tavern ${tag}`;
  const venue = await createVenueByApi(request, origin, venueName, '9 Main St, Franklin, TN 37064');
  const night = chicagoDay(2);
  const event = await createEventByApi(request, origin, {
    venueId: venue.id,
    eventType: `Team Quiz ${tag}`,
    dayOfWeek: night.weekday,
    maxTeams: 2,
  } as Parameters<typeof createEventByApi>[2]);

  // The venue page: the night has "We're coming" and its limit.
  const slug = await slugOf(page, venue.id);
  await page.goto(`/trivia-at-${slug}`);
  const item = page.locator(`li[data-night="${night.iso}"]`);
  await expect(item.getByText('0 of 2 teams', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: /^We're coming/ }).click();
  let dialog = page.getByRole('dialog', { name: "We're coming" });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const email = `first-${tag}@example.com`;
  await dialog.getByRole('textbox', { name: 'Team name' }).fill('Quizteama Aguilera');
  await dialog.getByRole('spinbutton', { name: 'Players (optional)' }).fill('4');
  await dialog.getByRole('textbox', { name: 'Email (optional)' }).fill(email);
  await dialog.getByRole('button', { name: 'Add our team' }).click();
  dialog = page.getByRole('dialog', { name: "You're on the list" });
  await expect(dialog).toContainText('Quizteama Aguilera is on the list for');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(item.getByText('1 of 2 teams', { exact: true })).toBeVisible();

  // The list's card shows its next night's headcount too.
  await page.goto(FRANKLIN_WEEK);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: venueName }) });
  await expect(card.getByText('1 of 2 teams', { exact: true })).toBeVisible();

  // A second team fills the night (another visitor, by the API); the card says Full.
  const second = await page.request.post('/api/rsvps', {
    headers: { origin, 'x-forwarded-for': '198.51.100.250' },
    data: { eventId: event.id, date: night.iso, teamName: 'Second Team', website: '' },
  });
  expect(second.status()).toBe(201);
  await page.reload();
  await expect(card.getByText('Full', { exact: true })).toBeVisible();

  // A third team, from the card, is told it is on the waitlist.
  const day = new Date(`${night.iso}T12:00:00`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'short',
    day: 'numeric',
  });
  await card
    .getByRole('button', { name: `We're coming to Team Quiz ${tag} at ${venueName}, ${day}` })
    .click();
  dialog = page.getByRole('dialog', { name: "We're coming" });
  await expect(dialog).toContainText(
    'This night is full: your team goes on the waitlist, and moves up if a team withdraws.',
  );
  await dialog.getByRole('textbox', { name: 'Team name' }).fill('Late Quizzers');
  await dialog.getByRole('textbox', { name: 'Email (optional)' }).fill(`late-${tag}@example.com`);
  await dialog.getByRole('button', { name: 'Add our team' }).click();
  await expect(page.getByRole('dialog', { name: "You're on the waitlist" })).toContainText(
    "You're on the waitlist — we'll email you if a place frees up.",
  );

  // The first team's address gets one mail first: its confirmation link, whose page's button
  // confirms it; then the team's own mail, with its withdraw link.
  await page.goto((await rsvpConfirmLink(email)).replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your email is confirmed' }),
  ).toBeVisible();

  // The team's mail carries its withdraw link: the page names the team; its button acts.
  const link = await withdrawLink(email);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw your team' })).toBeVisible();
  await expect(page.getByText('Quizteama Aguilera', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: venueName })).toHaveAttribute(
    'href',
    `/trivia-at-${slug}`,
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Withdraw our team' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your team is withdrawn' }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toContainText(
    'Quizteama Aguilera is no longer on the list for this night.',
  );

  // The waitlisted team took the freed place: the night is full again, with two teams.
  await page.goto(`/trivia-at-${slug}`);
  await expect(item.getByText('Full', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
  // The used link no longer works.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('alert')).toContainText("This link can't be used");
});
