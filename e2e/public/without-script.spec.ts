import { type Browser, expect, type Page, test } from '@playwright/test';
import { gulchPage } from '../support/routes.ts';

// A venue page is read and left the same way with or without script (decision 189): every
// control but the islands is a link or a menu that needs none. Report a problem is an island
// whose link, without script, is the night's report page.
test.use({ timezoneId: 'America/Chicago', serviceWorkers: 'block' });

/** Where each control of the venue page leads: the address reached and its page's heading. */
async function walk(browser: Browser, javaScriptEnabled: boolean, url: string) {
  const context = await browser.newContext({ javaScriptEnabled, timezoneId: 'America/Chicago' });
  const page = await context.newPage();
  const reached: Record<string, string> = {};
  const follow = async (name: string, open: (page: Page) => Promise<void>) => {
    await page.goto(url);
    await open(page);
    await page.waitForLoadState('domcontentloaded');
    const path = new URL(page.url()).pathname;
    const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
    reached[name] = `${path} — ${heading}`;
  };
  const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });
  await follow('Home', (page) => breadcrumb(page).getByRole('link', { name: 'Home' }).click());
  await follow('the town', (page) =>
    breadcrumb(page).getByRole('link', { name: 'Nashville' }).click(),
  );
  await follow('Hosted by', (page) =>
    page.locator('header').getByRole('link', { name: 'Music City Trivia Co.' }).click(),
  );
  await follow('More trivia nearby', (page) =>
    page
      .getByRole('region', { name: /More trivia nearby/ })
      .getByRole('link')
      .first()
      .click(),
  );

  // The menus are `<details>`: they open without script, and their links are plain addresses.
  await page.goto(url);
  await page.getByText('Subscribe', { exact: true }).click();
  // Subscribe is an island: with script its link is webcal://, to the same feed.
  const feed = await page
    .getByRole('link', { name: 'Subscribe in your calendar app' })
    .getAttribute('href');
  reached.Subscribe = new URL(feed ?? '', page.url()).pathname;
  // Closed again by its own summary, with or without script: its list covers the first night's.
  await page.getByText('Subscribe', { exact: true }).click();
  const night = page.locator('li[data-night]').first();
  await night.getByText('Add to calendar').click();
  const ics = night.getByRole('link', { name: /\.ics|Apple|Download/ }).first();
  await expect(ics).toBeVisible();
  reached['Add to calendar'] = (await ics.getAttribute('href')) ?? '';
  await context.close();
  return reached;
}

test('every control of a venue page but its islands leads to the same pages without script', async ({
  browser,
  page,
}) => {
  // Each control followed twice, a page load each: more than a slow test's time on a busy machine.
  test.setTimeout(240_000);
  const url = await gulchPage(page);
  const withScript = await walk(browser, true, url);
  const withoutScript = await walk(browser, false, url);
  expect(withoutScript).toEqual(withScript);
  expect(withoutScript['Hosted by']).toMatch(/^\/trivia-by-music-city-trivia-co-/);
  expect(withoutScript['the town']).toMatch(/^\/trivia-near-nashville-tn/);
});

test('without script, Report a problem is the night’s report page', async ({ browser, page }) => {
  const url = await gulchPage(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto(url);
  await visitor
    .getByRole('link', { name: /^Report a problem/ })
    .first()
    .click();
  await expect(visitor).toHaveURL(/\/report\/[^/]+\/\d{4}-\d{2}-\d{2}$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Report a problem');
  await context.close();
});
