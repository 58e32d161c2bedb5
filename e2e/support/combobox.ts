import { expect, type Page } from '@playwright/test';

/** Chooses a venue in the events list's venue filter (a combobox) by typing its name. */
export async function pickVenueFilter(page: Page, venueName: string) {
  const filter = page.getByRole('combobox', { name: 'Filter by venue' });
  await filter.fill(venueName);
  await page
    .getByRole('listbox', { name: 'Filter by venue' })
    .getByRole('option', { name: venueName, exact: true })
    .click();
  await expect(filter).toHaveValue(venueName);
}
