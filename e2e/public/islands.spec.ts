import { expect, type Page, test } from '@playwright/test';
import { collectErrors } from '../support/errors.ts';
import { gulchPage } from '../support/routes.ts';

// Public pages as a phone on a weak CPU opens them (decisions 189, 212 and 213): server HTML, one small
// script, and islands whose code arrives later than a quick thumb.
test.use({ timezoneId: 'America/Chicago', serviceWorkers: 'block' });

/** The island code (islands/hydrate-islands.tsx): held back until the test lets it through. */
const ISLAND_CODE = /\/assets\/hydrate-islands-[\w-]+\.js$/;

/**
 * A 4× slower CPU, the island code held until `release`, and the bytes of every script the page
 * received (compressed, as sent) until then.
 */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ISLAND_CODE, async (route) => {
    await held;
    await route.continue();
  });
  const scripts: Promise<number>[] = [];
  let isCounting = true;
  page.on('requestfinished', (request) => {
    if (isCounting && request.resourceType() === 'script') {
      scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
    }
  });
  return {
    /** The script bytes received before the first tap; the island code may come now. */
    async release(): Promise<number> {
      isCounting = false;
      release();
      return (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    },
  };
}

/** The "We're coming" form, opened by a tap the island kept: the team is added. */
async function addTeam(page: Page, teamName: string) {
  const dialog = page.getByRole('dialog', { name: "We're coming" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('textbox', { name: 'Team name' }).fill(teamName);
  await dialog.getByRole('button', { name: 'Add our team' }).click();
  await expect(page.getByRole('dialog', { name: "You're on the list" })).toBeVisible({
    timeout: 30_000,
  });
}

test('on a slow phone, Save tapped at first paint is kept and done once the island has loaded', async ({
  page,
}) => {
  test.slow(); // a 4× slower CPU
  const errors = collectErrors(page);
  const url = await gulchPage(page);
  const phone = await slowPhone(page);
  await page.goto(url, { waitUntil: 'commit' });
  // The star is in the server's HTML: tapped as soon as it is drawn, before any island code.
  const star = page.getByRole('button', { name: 'Save Gulch Pizza Kitchen', exact: true });
  await star.click();
  // Before that tap the page had its one small script, not the app (decision 190: 30 KB).
  expect(await phone.release()).toBeLessThanOrEqual(30 * 1024);
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  const saved = await page.evaluate(() => localStorage.getItem('trivia-saved-venues'));
  expect(saved).toContain('Gulch Pizza Kitchen');
  expect(errors).toEqual([]);
});

test('on a slow phone, "We\'re coming" tapped at first paint opens its form, and the team is added', async ({
  page,
}) => {
  test.slow(); // a 4× slower CPU, and a form sent
  const errors = collectErrors(page);
  // A visitor address of this spec's own: "We're coming" is limited per address (TRUST_PROXY).
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.51.100.${10 + Math.floor(Math.random() * 200)}`,
  });
  const url = await gulchPage(page);
  const phone = await slowPhone(page);
  await page.goto(url, { waitUntil: 'commit' });
  await page
    .getByRole('button', { name: /^We're coming/ })
    .first()
    .click();
  expect(await phone.release()).toBeLessThanOrEqual(30 * 1024);
  await addTeam(page, 'Early Birds');
  expect(errors).toEqual([]);
});

test.describe('the home page', () => {
  test.use({
    geolocation: { latitude: 36.1627, longitude: -86.7816 },
    permissions: ['geolocation'],
  });

  test('on a slow phone, Share My Location tapped at first paint is kept, and the list opens', async ({
    page,
  }) => {
    test.slow(); // a 4× slower CPU
    const errors = collectErrors(page);
    const phone = await slowPhone(page);
    await page.goto('/', { waitUntil: 'commit' });
    // The splash is server HTML (decision 212): its button is there before any island code.
    await page.getByRole('button', { name: 'Share My Location' }).click();
    // Before that tap the page had its one small script, not the app.
    expect(await phone.release()).toBeLessThanOrEqual(30 * 1024);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Trivia Near Nashville, TN' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/\?lat=36\.1627&lng=-86\.7816&name=Nashville/);
    // The list's answer is fetched and drawn by the whole app, on the same slow CPU.
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    expect(errors).toEqual([]);
  });
});

test.describe('a city page', () => {
  test('on a slow phone, a card\'s Save and "We\'re coming" tapped at first paint are kept and done', async ({
    page,
  }) => {
    test.slow(); // a 4× slower CPU
    const errors = collectErrors(page);
    await page.setExtraHTTPHeaders({
      'x-forwarded-for': `198.51.100.${10 + Math.floor(Math.random() * 200)}`,
    });
    const phone = await slowPhone(page);
    await page.goto('/trivia-near-nashville-tn', { waitUntil: 'commit' });
    // A page of islands (decision 213): the cards' controls are in the server's HTML. A card whose
    // night is over has no "We're coming" (decision 166): the first card with one.
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^We're coming/ }) })
      .first();
    const star = card.getByRole('button', { name: /^Save / });
    await star.click();
    await card.getByRole('button', { name: /^We're coming/ }).click();
    expect(await phone.release()).toBeLessThanOrEqual(30 * 1024);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await addTeam(page, 'First Paint Quiz');
    expect(errors).toEqual([]);
  });

  test("a radius chosen before the page's own script runs is kept and loads its list", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/public-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/trivia-near-nashville-tn', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: 'Radius' }).selectOption('5');
    release();
    await expect(page).toHaveURL(/\/trivia-near-nashville-tn\?radius=5$/, { timeout: 30_000 });
    await expect(page.getByText(/ found within 5 miles$/)).toBeVisible();
  });
});
