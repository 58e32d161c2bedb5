import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { DEMO, signIn } from '../support/accounts.ts';
import { createEventByApi, createVenueByApi, unique } from '../support/data.ts';
import { collectErrors } from '../support/errors.ts';
import { chicagoDay, inChicago } from '../support/hosts.ts';

test.use({ timezoneId: 'America/Chicago' });

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

/** The VEVENTs of a feed, read by ical.js (a real iCalendar parser). */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => ({
    summary: String(vevent.getFirstPropertyValue('summary')),
    status: vevent.getFirstPropertyValue('status'),
    transparency: vevent.getFirstPropertyValue('transp'),
    start: new ICAL.Event(vevent).startDate.toString(),
  }));
}

/** The feed the page's Subscribe menu names (`webcal://` read over http). */
async function subscribedFeed(page: Page) {
  await page.getByText('Subscribe', { exact: true }).click();
  const subscribe = page.getByRole('link', { name: 'Subscribe in your calendar app' });
  await expect(subscribe).toHaveAttribute('href', /^webcal:\/\//);
  const href = (await subscribe.getAttribute('href')) ?? '';
  const response = await page.request.get(href.replace(/^webcal:/, 'http:'));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  return parseFeed(await response.text());
}

test('a Nashville card opens its venue page: server-rendered head, JSON-LD, a feed that parses', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // Noon in Nashville: late in the evening the script would move the day's nights that are over
  // below the others once it runs (decision 166), after the first card was read.
  await page.clock.setFixedTime(inChicago(chicagoDay(0).iso, '12:00'));
  await page.goto('/trivia-near-nashville-tn');
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/trivia-at-[a-z0-9-]+-[0-9a-f]{4}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Trivia at ${name}`);
  await expect(page).toHaveTitle(/^Trivia at .+ in Nashville, TN \| Trivia Near Me$/);
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Nashville' }),
  ).toHaveAttribute('href', '/trivia-near-nashville-tn');

  // What a search engine reads: the raw HTML, before any script.
  const url = page.url();
  const html = await (await page.request.get(url)).text();
  expect(html).toContain(`<link rel="canonical" href="${url}" />`);
  expect(html).toMatch(/<title>Trivia at .+ in Nashville, TN \| Trivia Near Me<\/title>/);
  const blocks = jsonLd(html);
  const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList');
  expect(JSON.stringify(breadcrumb)).toContain('/trivia-near-nashville-tn');
  expect(blocks.filter((block) => block['@type'] === 'Event').length).toBeGreaterThan(0);
  // The nights are in the HTML too (rendered on the server).
  expect(html).toContain('Add to calendar');

  const nights = await subscribedFeed(page);
  expect(nights.length).toBeGreaterThan(0);
  expect(nights.every((night) => night.summary.endsWith(` at ${name}`))).toBe(true);

  // Opened directly, the server's page hydrates without a mismatch.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Trivia at ${name}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Link copied' })
      .or(page.getByRole('button', { name: 'Link copied' }))
      .first(),
  ).toBeAttached();
  expect(errors).toEqual([]);
});

test('a night cancelled on the schedule page is cancelled on the venue page and in its feed', async ({
  page,
  baseURL,
}) => {
  await signIn(page, DEMO.admin);
  const origin = baseURL ?? '';
  const venueName = `Feed Tavern ${unique()}`;
  const venue = await createVenueByApi(
    page.request,
    origin,
    venueName,
    '9 Main St, Franklin, TN 37064',
  );
  const eventType = `Calendar Quiz ${unique()}`;
  await createEventByApi(page.request, origin, {
    venueId: venue.id,
    eventType,
    // Not today's weekday: four weeks from today then hold four of its nights, whatever the day.
    dayOfWeek: chicagoDay(2).weekday,
  });

  await page.goto('/admin/schedule?weeks=4&provider=self');
  const nights = page.getByRole('listitem', { name: new RegExp(`^${eventType} at ${venueName}`) });
  await expect(nights).toHaveCount(4);
  await nights.nth(0).getByRole('button', { name: 'Cancel night' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this night?' })
    .getByRole('button', { name: 'Cancel night' })
    .click();
  await expect(nights.nth(0)).toContainText('Cancelled');

  await page.goto(`/?lat=${venue.latitude}&lng=${venue.longitude}&name=Franklin&tab=week`);
  await page
    .getByRole('article')
    .filter({ hasText: venueName })
    .getByRole('link', { name: venueName, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Trivia at ${venueName}`);
  const firstNight = page
    .getByRole('region', { name: /^Trivia nights/ })
    .getByRole('listitem')
    .filter({ hasText: eventType })
    .first();
  await expect(firstNight.getByText('Cancelled', { exact: true })).toBeVisible();

  const feed = await subscribedFeed(page);
  expect(feed).toHaveLength(8);
  // Kept for Google Calendar's sake without STATUS:CANCELLED, as free time (decision 136).
  const cancelled = feed.filter((night) => night.summary.startsWith('Cancelled: '));
  expect(cancelled).toHaveLength(1);
  expect(cancelled[0]).toMatchObject({
    summary: `Cancelled: ${eventType} at ${venueName}`,
    status: null,
    transparency: 'TRANSPARENT',
  });
  // Nobody who runs them confirmed the others (decision 123): tentative.
  expect(feed.filter((night) => night.status === 'TENTATIVE')).toHaveLength(7);
});

test('an unknown venue page answers 404', async ({ page }) => {
  const response = await page.goto('/trivia-at-no-such-bar-nashville-tn-0000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find this venue" })).toBeVisible();
});
