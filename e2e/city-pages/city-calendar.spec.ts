import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { collectErrors } from '../support/errors.ts';

test.use({ timezoneId: 'America/Chicago' });

/**
 * Decision 147: the city page links its nights as a calendar feed, with the
 * list's radius, day and filters in the feed's address.
 */

/** The menu's first link, found in the closed menu too. */
const subscribeLink = (page: Page) =>
  page.locator('a', { hasText: 'Subscribe in your calendar app' });

/** The feed's nights, read by ical.js (a real iCalendar parser): start times and summaries. */
function nightsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { start: event.startDate.toString(), summary: event.summary };
  });
}

test("the city page's Subscribe menu carries the list's filters, and follows them as they change", async ({
  page,
  baseURL,
}) => {
  const errors = collectErrors(page);
  await page.goto('/trivia-near-franklin-tn?radius=50&after=19&cash=1&tab=tomorrow&sort=prize');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Trivia Near Franklin, TN' }),
  ).toBeVisible();
  const feed = '/trivia-near-franklin-tn/calendar.ics?radius=50&after=19&cash=1';
  const webcal = `${baseURL?.replace(/^http:/, 'webcal:')}${feed}`;
  // Hydrated, the menu's links know the page's origin; the tab and sort only arrange the page.
  await expect(subscribeLink(page)).toHaveAttribute('href', webcal);
  await page.locator('summary', { hasText: 'Subscribe' }).click();
  await expect(page.getByRole('link', { name: 'Subscribe in your calendar app' })).toBeVisible();
  await expect(
    page.getByText(
      'Trivia nights within 50 miles of Franklin, TN, with these filters, in your calendar, kept up to date, cancellations included.',
    ),
  ).toBeVisible();
  const google = page.getByRole('link', { name: 'Subscribe in Google Calendar' });
  await expect(google).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\//);
  expect(await google.getAttribute('href')).toContain(encodeURIComponent(feed));

  // The feed it names: nights starting from 7 pm, each with a prize.
  const answer = await page.request.get(feed);
  expect(answer.status()).toBe(200);
  const nights = nightsOf(await answer.text());
  expect(nights.length).toBeGreaterThan(0);
  expect(nights.every((night) => night.start.slice(11, 16) >= '19:00')).toBe(true);

  // A narrower radius: the link follows the list.
  await page.getByLabel('Radius').selectOption('10');
  await expect(page).toHaveURL(/radius=10/);
  await expect(subscribeLink(page)).toHaveAttribute(
    'href',
    `${baseURL?.replace(/^http:/, 'webcal:')}/trivia-near-franklin-tn/calendar.ics?radius=10&after=19&cash=1`,
  );
  expect(errors).toEqual([]);
});

test('without filters, the menu offers every night near the place', async ({ page }) => {
  await page.goto('/trivia-near-franklin-tn');
  await expect(subscribeLink(page)).toHaveAttribute(
    'href',
    /^webcal:\/\/[^/]+\/trivia-near-franklin-tn\/calendar\.ics$/,
  );
  await page.locator('summary', { hasText: 'Subscribe' }).click();
  await expect(
    page.getByText(
      'Every trivia night within 30 miles of Franklin, TN in your calendar, kept up to date, cancellations included.',
    ),
  ).toBeVisible();
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test("the server's page holds the menu with the filters of its address", async ({
    page,
    baseURL,
  }) => {
    await page.goto('/trivia-near-franklin-tn?day=Thursday&type=trivia');
    await page.locator('summary', { hasText: 'Subscribe' }).click();
    await expect(
      page.getByText(
        'Thursday trivia nights within 30 miles of Franklin, TN, with these filters, in your calendar, kept up to date, cancellations included.',
      ),
    ).toBeVisible();
    // The server writes the feed's address with its own origin (decision 214).
    await expect(subscribeLink(page)).toHaveAttribute(
      'href',
      `${baseURL?.replace(/^http:/, 'webcal:')}/trivia-near-franklin-tn/calendar.ics?day=Thursday&type=trivia`,
    );
  });
});
