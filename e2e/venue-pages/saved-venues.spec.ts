import { expect, type Locator, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';

test.use({ timezoneId: 'America/Chicago' });

/** The venue names of a feed's VEVENTs ("… at {venue}"), read by ical.js. */
function feedVenues(text: string): Set<string> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return new Set(
    calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => String(vevent.getFirstPropertyValue('summary')).split(' at ').at(-1) ?? ''),
  );
}

/**
 * A night's trust words (components/trivia-list/trust-line.tsx, its words are freshness.ts's),
 * or a cancelled night's pill.
 */
function trustWords(card: Locator): Locator {
  return card.locator('[class^="trust-"], .status-pill');
}

async function cardNames(page: Page, count: number): Promise<string[]> {
  const headings = page.getByRole('article').getByRole('heading', { level: 3 });
  await expect(headings.nth(count - 1)).toBeVisible();
  return (await headings.allTextContents()).slice(0, count);
}

test('two venues saved on the Nashville list are in Saved after a reload, with one feed for both; Saved opens offline', async ({
  page,
  context,
}) => {
  await page.goto('/trivia-near-nashville-tn');
  const [first = '', second = ''] = await cardNames(page, 2);
  for (const name of [first, second]) {
    const star = page.getByRole('button', { name: `Save ${name}`, exact: true });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  }

  await page.reload();
  await expect(page.getByRole('button', { name: `Save ${first}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('link', { name: 'Saved venues' }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved venues' })).toBeVisible();
  const saved = page.getByRole('article');
  await expect(saved).toHaveCount(2);
  await expect(saved.getByRole('heading', { level: 3 })).toHaveText([first, second]);
  // Each with its next nights and the list's trust words, not "Scheduled".
  for (const card of await saved.all()) {
    await expect(trustWords(card).first()).toBeVisible();
    await expect(card.getByText('Scheduled', { exact: true })).toHaveCount(0);
  }

  // One feed for both (the venue page's Subscribe menu), parsed by a real iCalendar parser.
  await page.getByText('Subscribe', { exact: true }).click();
  const subscribe = page.getByRole('link', { name: 'Subscribe in your calendar app' });
  await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/.+\/calendar\.ics\?venues=/);
  const href = (await subscribe.getAttribute('href')) ?? '';
  const feed = await page.request.get(href.replace(/^webcal:/, 'http:'));
  expect(feed.status()).toBe(200);
  expect(feedVenues(await feed.text())).toEqual(new Set([first, second]));

  await page.keyboard.press('Escape');

  // Offline, Saved opens from what it last loaded, saying so.
  const firstStatus = trustWords(saved.first()).first();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(saved).toHaveCount(2);
  await expect(firstStatus).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(saved.getByRole('heading', { level: 3 })).toHaveText([first, second]);
  await expect(firstStatus).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  await context.setOffline(false);

  // Letting one go takes it off the list.
  await page.getByRole('button', { name: `Save ${first}`, exact: true }).click();
  await expect(saved.getByRole('heading', { level: 3 })).toHaveText([second]);
});
