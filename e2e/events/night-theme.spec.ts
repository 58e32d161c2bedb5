import { expect, test } from '@playwright/test';
import { chicagoDay, hostWithWeeklyEvent } from '../support/hosts.ts';

test.use({ timezoneId: 'America/Chicago' });

/**
 * Tonight's theme (decision 208). A host sets a theme on tomorrow's night from the schedule on a
 * phone; a visitor sees it on the night's card on the Franklin page, finds it with "Themed
 * nights" (which leaves the other venues out), and on the venue page.
 */
test('a theme set on the schedule shows on the card and the venue page, and Themed nights finds it', async ({
  browser,
  baseURL,
}) => {
  test.slow(); // a registration, an approval and four page loads
  const origin = baseURL ?? '';
  const tomorrow = chicagoDay(1);
  const { context, page, venueName, eventType } = await hostWithWeeklyEvent(browser, origin, {
    venuePrefix: 'Theme Tavern',
    address: '14 Main St, Franklin, TN 37064',
    typePrefix: 'Theme Trivia',
    dayOfWeek: tomorrow.weekday,
    startTime: '19:30',
    prizeAmount: 50,
  });

  // The host, on the schedule: Add theme on tomorrow's night.
  await page.goto('/admin/schedule');
  const night = page.getByRole('listitem', { name: new RegExp(`^${eventType} at ${venueName}`) });
  await expect(night).toHaveCount(1);
  await night.getByRole('button', { name: 'Add theme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Theme for this night' });
  await dialog.getByLabel(/Theme or note for players/).fill('Office theme night');
  await dialog.getByRole('button', { name: 'Save theme' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Theme saved: ${eventType} at ${venueName}`)).toBeVisible();
  await expect(night).toContainText('Theme: Office theme night');
  await expect(night.getByRole('button', { name: 'Edit theme' })).toBeVisible();
  await context.close();

  // A visitor on the Franklin page, Tomorrow: the night's card says the theme.
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto('/trivia-near-franklin-tn?tab=tomorrow');
  const card = visitor.getByRole('article').filter({ hasText: venueName });
  await expect(card).toContainText('Office theme night');
  const cards = visitor.getByRole('article');
  expect(await cards.count()).toBeGreaterThan(1);

  // Themed nights: the themed night's venue, and none without a theme.
  // On a city page, a page of islands, the chip is a link to the list it names (decision 213).
  await visitor.getByRole('link', { name: 'Themed nights' }).click();
  await expect(visitor).toHaveURL(/themed=1/);
  await expect(visitor.getByRole('link', { name: 'Themed nights' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(card).toBeVisible();
  for (const each of await cards.all()) await expect(each).toContainText('Office theme night');

  // The venue page: the night, with its theme.
  await card.getByRole('link', { name: venueName }).click();
  await expect(visitor.getByRole('heading', { name: venueName, level: 1 })).toBeVisible();
  const nights = visitor.locator(`[data-night="${tomorrow.iso}"]`);
  await expect(nights).toContainText('Office theme night');
  await visitor.close();
});
