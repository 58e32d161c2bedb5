import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts.ts';

const TILES = [
  ['Total Providers', 'total'],
  ['With Email', 'withEmail'],
  ['With Phone', 'withPhone'],
  ['Need Research', 'needResearch'],
] as const;

/** The demo data's providers (DESIGN.md), one of each badge; no test changes their contacts. */
const DEMO_BADGES = [
  ['Nerdy Talk', 'Complete'],
  ['Quiz Riot', 'Phone Only'],
  ['Pub Quiz Pros', 'Research Needed'],
  ['Brain Brew Trivia', 'No Contact'],
] as const;

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function tileValue(page: Page, label: string): Promise<number> {
  const tile = page
    .getByRole('list', { name: 'Provider summary' })
    .getByRole('listitem', { name: label });
  return Number(((await tile.textContent()) ?? '').replace(label, '').trim());
}

test.describe('the provider directory', () => {
  test('shows the tiles with the counts of every provider and each badge of the demo data', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin/providers');
    await expect(page.getByRole('heading', { name: 'Trivia Provider Contacts' })).toBeVisible();

    // Other specs register providers meanwhile: compare with the server's counts of the moment.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('list', { name: 'Provider summary' })).toBeVisible();
      const { totals } = await (await page.request.get('/api/admin/providers')).json();
      for (const [label, key] of TILES)
        expect(await tileValue(page, label), label).toBe(totals[key]);
    }).toPass({ timeout: 20_000 });
    // The demo data alone has 8 providers, 5 with an email, 5 with a phone, 2 needing research.
    expect(await tileValue(page, 'Total Providers')).toBeGreaterThanOrEqual(8);
    expect(await tileValue(page, 'With Email')).toBeGreaterThanOrEqual(5);
    expect(await tileValue(page, 'With Phone')).toBeGreaterThanOrEqual(5);
    expect(await tileValue(page, 'Need Research')).toBeGreaterThanOrEqual(2);

    for (const [name, badge] of DEMO_BADGES) {
      await expect(card(page, name).getByText(badge, { exact: true })).toBeVisible();
    }
    // Stored as a JSON string in the demo data, read like any other.
    await expect(card(page, 'Pub Quiz Pros')).toContainText(
      'Research needed: the website from the flyer no longer answers.',
    );
    const nerdy = card(page, 'Nerdy Talk');
    await expect(
      nerdy.getByRole('link', { name: 'nerdytalk.example', exact: true }),
    ).toHaveAttribute('href', 'https://nerdytalk.example/');
    // One status plus contact completeness (decision 125).
    await expect(nerdy.getByText('Active', { exact: true })).toBeVisible();
    await expect(nerdy.getByText('Approved', { exact: true })).toHaveCount(0);
    await expect(nerdy.locator('.status-pill')).toHaveText(['Active', 'Complete']);
    await expect(nerdy).toContainText('401 Church St, Nashville, TN 37219');
    await expect(nerdy).toContainText('Ask for Dana about new venues.');
    await expect(card(page, 'Trivia Titans').getByText('Inactive', { exact: true })).toBeVisible();

    // Registrations awaiting approval come first.
    const { providers } = await (await page.request.get('/api/admin/providers')).json();
    const pending = providers.filter((p: { status: string }) => p.status === 'pending').length;
    expect(pending).toBeGreaterThanOrEqual(1);
    await expect(
      page
        .getByRole('article')
        .first()
        .getByText(/^(Pending|Email not confirmed)$/),
    ).toBeVisible();
  });

  test('copies an email and a phone, and the confirmation disappears after 2 seconds', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signIn(page, DEMO.admin);
    await page.goto('/admin/providers');
    const nerdy = card(page, 'Nerdy Talk');

    await nerdy.getByRole('button', { name: 'Copy bookings@nerdytalk.example' }).click();
    const confirmation = nerdy.getByText('Copied!');
    await expect(confirmation).toBeVisible();
    const shownAt = Date.now();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'bookings@nerdytalk.example',
    );
    await expect(confirmation).toBeHidden({ timeout: 5_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(1_200);
    expect(shownFor).toBeLessThan(3_500);

    await nerdy.getByRole('button', { name: 'Copy (615) 555-0142' }).click();
    await expect(nerdy.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('(615) 555-0142');
  });

  test('narrows the list by search, badge and status, and keeps the filters in the URL', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin/providers');
    const cards = page.getByRole('article');
    await expect(card(page, 'Nerdy Talk')).toBeVisible();

    await page.getByLabel('Search providers').fill('NERDY');
    await expect(cards).toHaveCount(1);
    await expect(card(page, 'Nerdy Talk')).toBeVisible();
    await page.getByLabel('Search providers').fill('3125550110');
    await expect(cards).toHaveCount(1);
    await expect(card(page, 'Quiz Riot')).toBeVisible();
    await page.getByLabel('Search providers').fill('quizmaster@peachstate');
    await expect(cards).toHaveCount(1);
    await expect(card(page, 'Peach State Quiz')).toBeVisible();
    await page.getByLabel('Search providers').fill('no such provider anywhere');
    await expect(page.getByText('No providers match your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(card(page, 'Nerdy Talk')).toBeVisible();

    await page.getByLabel('Contact info', { exact: true }).selectOption('Phone Only');
    await expect(card(page, 'Quiz Riot')).toBeVisible();
    await expect(card(page, 'Nerdy Talk')).toHaveCount(0);
    for (const each of await cards.all()) {
      await expect(each.getByText('Phone Only', { exact: true })).toBeVisible();
    }
    await expect(page).toHaveURL(/[?&]badge=phone-only/);
    await page.reload();
    await expect(page.getByLabel('Contact info', { exact: true })).toHaveValue('phone-only');
    await expect(card(page, 'Nerdy Talk')).toHaveCount(0);

    await page.getByLabel('Contact info', { exact: true }).selectOption('All badges');
    await page.getByLabel('Status').selectOption('Pending');
    await expect(card(page, 'Quiz Quest Events')).toBeVisible();
    for (const each of await cards.all()) {
      await expect(each.getByText(/^(Pending|Email not confirmed)$/)).toBeVisible();
    }
  });

  test('is only for platform admins: others see Access Restricted and the server refuses them', async ({
    page,
  }) => {
    await signIn(page, DEMO.owner);
    await page.goto('/admin/providers');
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    await expect(
      page.getByText('This page is only accessible to platform administrators.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Trivia Provider Contacts' })).toHaveCount(0);
    const response = await page.request.get('/api/admin/providers');
    expect(response.status()).toBe(403);
    expect((await response.json()).error.message).toBe(
      'This page is only accessible to platform administrators.',
    );
  });
});
