import { expect, type Page, test } from '@playwright/test';

/**
 * Decision 093: every control of a page the server renders works before the
 * page's script runs. Links and forms work without a script at all; controls that need one are
 * hidden when there is none, and a tap on them before it runs is kept and replayed.
 */
test.describe('without scripts', () => {
  test.use({
    javaScriptEnabled: false,
    // Reports are limited per address: this spec's visitor has one of its own.
    extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.41' },
  });

  /** Every button or select a visitor can see belongs to a form that the server answers. */
  async function expectNoDeadControls(page: Page) {
    const dead = await page
      .locator('button:visible, select:visible, [role="button"]:visible')
      .evaluateAll((controls) =>
        controls
          .filter(
            (control) =>
              !(
                (control instanceof HTMLButtonElement || control instanceof HTMLSelectElement) &&
                control.form?.action
              ),
          )
          .map((control) => control.outerHTML.slice(0, 120)),
      );
    expect(dead).toEqual([]);
  }

  test('a city page: tabs and Back are links, Report a problem is a form the server answers', async ({
    page,
  }) => {
    await page.goto('/trivia-near-nashville-tn');
    await expect(page.getByRole('heading', { level: 1, name: /Trivia Near/ })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoDeadControls(page);

    await page.getByRole('tab', { name: /^Today/ }).click();
    await expect(page).toHaveURL(/tab=today/);
    await expect(page.getByRole('tab', { name: /^Today/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Report a problem is on the venue page, which the card's name opens: a demo
    // venue's, which no other spec changes (the first card may be a venue another spec deletes).
    await page.getByRole('tab', { name: /^This Week/ }).click();
    await page
      .getByRole('article')
      .filter({ hasText: "Printer's Alley Bar" })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/\/trivia-at-/);
    await page
      .getByRole('link', { name: /Report a problem/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/report\/[\w-]+\/\d{4}-\d\d-\d\d$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Report a problem' })).toBeVisible();
    await expectNoDeadControls(page);
    await page.getByLabel('Wrong time').check();
    await page.getByLabel('Note (optional)').fill('It starts at 8 now');
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thanks for telling us' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/sent=1/);

    await page.goto('/trivia-near-nashville-tn');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Trivia\s+Near Me/ })).toBeVisible();
  });

  test('the home page: Enter location manually is a link to a form that finds the city page', async ({
    page,
  }) => {
    await page.goto('/');
    await expectNoDeadControls(page);
    await expect(page.getByRole('button', { name: 'Share My Location' })).toBeHidden();
    await page.getByRole('link', { name: 'Enter location manually' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Enter Your Location' }),
    ).toBeVisible();
    await expectNoDeadControls(page);
    await page.getByLabel('City or ZIP code').fill('Franklin, TN');
    await page.getByRole('button', { name: 'Find Trivia Events' }).click();
    await expect(page).toHaveURL(/\/trivia-near-franklin-tn$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Trivia Near Franklin, TN' }),
    ).toBeVisible();
  });

  test('a venue page shows no control that needs a script', async ({ page }) => {
    await page.goto('/trivia-near-nashville-tn');
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/trivia-at-/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoDeadControls(page);
  });
});

test.describe('with a slow script', () => {
  // The test holds the page's scripts back with `page.route`, which a service worker would bypass.
  test.use({ serviceWorkers: 'block' });

  test('a tap before the page’s script runs is kept and replayed once it does', async ({
    page,
  }) => {
    // The page's scripts wait until the taps are made, as on a slow phone.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // The whole app's list (a city page's Map is a link, decision 213).
    await page.goto('/?lat=36.1627&lng=-86.7816&name=Nashville%2C+TN&tab=week', {
      waitUntil: 'commit',
    });
    await expect(page.getByRole('heading', { level: 1, name: /Trivia Near/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.getByLabel('Radius').selectOption('50');
    await page.getByRole('button', { name: 'Map' }).click();

    release();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page).toHaveURL(/radius=50/);
    await expect(page).toHaveURL(/view=map/);
  });
});
