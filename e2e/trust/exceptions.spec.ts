import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts.ts';
import { createEventByApi, createVenueByApi, unique } from '../support/data.ts';

/** A host cancels one date across several events with a public note. */
test('a host cancels a holiday across two events; the public list shows the note', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const tag = unique();
  const tomorrow = new Date(Date.now() + 86_400_000);
  const weekday = tomorrow.toLocaleDateString('en-US', { weekday: 'long' });
  const date = tomorrow.toLocaleDateString('en-CA');
  await signIn(page, DEMO.owner);
  const venue = await createVenueByApi(
    page.request,
    origin,
    `Holiday Hall ${tag}`,
    '14 Main St, Franklin, TN 37064',
  );
  for (const eventType of [`Early Quiz ${tag}`, `Late Quiz ${tag}`]) {
    await createEventByApi(page.request, origin, {
      venueId: venue.id,
      eventType,
      dayOfWeek: weekday,
    });
  }

  await page.goto('/admin/schedule');
  await page.getByRole('button', { name: 'Cancel a date, take a break or stop events' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel a date, take a break or stop events' });
  await expect(dialog.getByLabel('Cancel one date')).toBeChecked();
  await dialog.getByLabel('Date', { exact: true }).fill(date);
  await dialog.getByLabel(new RegExp(`^Early Quiz ${tag} at`)).check();
  await dialog.getByLabel(new RegExp(`^Late Quiz ${tag} at`)).check();
  await dialog.getByLabel('Public note (optional)').fill('closed for Thanksgiving');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved: 2 nights cancelled.')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`/?lat=${venue.latitude}&lng=${venue.longitude}&name=Franklin&tab=tomorrow`);
  const card = visitor.getByRole('article').filter({ hasText: `Holiday Hall ${tag}` });
  // Its only nights are cancelled: the card shows the first, with the note.
  await expect(card.getByText('Cancelled — closed for Thanksgiving')).toBeVisible();
  await visitor.close();
});
