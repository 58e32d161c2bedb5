import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts.ts';
import { createEventByApi, createVenueByApi, unique } from '../support/data.ts';

/**
 * Host point 3: the events list searches by venue or event type and filters by town,
 * its venue filter and the event form's venue are comboboxes one can type into, and it all lives
 * in the URL.
 */
async function twoTowns(page: Page, origin: string) {
  const tag = `Flt${unique()}`;
  const franklin = `${tag} Franklin Taproom`;
  const nashville = `${tag} Gulch Hall`;
  const inFranklin = await createVenueByApi(
    page.request,
    origin,
    franklin,
    '100 Main St, Franklin, TN 37064',
  );
  const inNashville = await createVenueByApi(
    page.request,
    origin,
    nashville,
    '12 Church St, Nashville, TN 37201',
  );
  await createEventByApi(page.request, origin, {
    venueId: inFranklin.id,
    eventType: `${tag} Quiz`,
    dayOfWeek: 'Tuesday',
  });
  await createEventByApi(page.request, origin, {
    venueId: inNashville.id,
    eventType: 'Music Bingo',
    dayOfWeek: 'Wednesday',
  });
  return { tag, franklin, nashville, nashvilleId: inNashville.id };
}

const rows = (page: Page) =>
  page.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });

test('the search and the town filter narrow the list on the server, and stay in the URL', async ({
  page,
  baseURL,
}) => {
  await signIn(page, DEMO.admin);
  const { tag, franklin, nashville } = await twoTowns(page, baseURL ?? '');
  await page.goto('/admin/events');
  const search = page.getByRole('searchbox', { name: 'Search events' });

  // By venue name: both of the tag's venues; then by event type.
  await search.fill(tag.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag.toLowerCase()}`));
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByText('2 events')).toBeVisible();
  await search.fill(`${tag} quiz`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(franklin);

  // The town filter offers the listed venues' towns; it narrows the search's results.
  await search.fill(tag);
  await expect(rows(page)).toHaveCount(2);
  const town = page.getByRole('combobox', { name: 'Filter by town' });
  await town.selectOption('Nashville, TN');
  await expect(page).toHaveURL(/[?&]town=Nashville%2C\+TN/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(nashville);
  await expect(rows(page)).toContainText('Music Bingo');
  // The venue filter then offers that town's venues only.
  await page.getByRole('combobox', { name: 'Filter by venue' }).fill(tag);
  await expect(
    page.getByRole('listbox', { name: 'Filter by venue' }).getByRole('option'),
  ).toHaveText([nashville]);
  await page.getByRole('combobox', { name: 'Filter by venue' }).press('Escape');

  // A reload (or a shared link) opens the same list.
  await page.reload();
  await expect(search).toHaveValue(tag);
  await expect(town).toHaveValue('Nashville, TN');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(nashville);

  await page.goto(`/admin/events?q=${encodeURIComponent(`${tag} nothing`)}`);
  await expect(page.getByText(`No events match “${tag} nothing”.`)).toBeVisible();
});

test('the venue filter is a combobox: typing narrows it, arrows move, Enter picks, Escape backs out', async ({
  page,
  baseURL,
}) => {
  await signIn(page, DEMO.admin);
  const { tag, franklin, nashville, nashvilleId } = await twoTowns(page, baseURL ?? '');
  await page.goto('/admin/events');
  const filter = page.getByRole('combobox', { name: 'Filter by venue' });
  const listbox = page.getByRole('listbox', { name: 'Filter by venue' });
  await expect(filter).toHaveValue('All venues');
  await expect(filter).toHaveAttribute('aria-expanded', 'false');

  // Typing opens the list with only the matches, the first one highlighted.
  await filter.fill(tag);
  await expect(filter).toHaveAttribute('aria-expanded', 'true');
  const options = listbox.getByRole('option');
  await expect(options).toHaveText([franklin, nashville]);
  const activeId = async () => (await filter.getAttribute('aria-activedescendant')) ?? '';
  await expect.poll(activeId).toBe((await options.nth(0).getAttribute('id')) ?? 'none');
  await filter.press('ArrowDown');
  await expect.poll(activeId).toBe((await options.nth(1).getAttribute('id')) ?? 'none');
  await filter.press('ArrowUp');
  await filter.press('ArrowUp'); // wraps round to the last
  await expect.poll(activeId).toBe((await options.nth(1).getAttribute('id')) ?? 'none');
  await filter.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(filter).toHaveValue(nashville);
  await expect(page).toHaveURL(new RegExp(`[?&]venue=${nashvilleId}`));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Music Bingo');

  // Escape leaves the choice as it was.
  await filter.fill('no such venue at all');
  await expect(page.getByText('No venue matches')).toBeVisible();
  await filter.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(filter).toHaveValue(nashville);
  await expect(page).toHaveURL(new RegExp(`[?&]venue=${nashvilleId}`));

  // Cleared and left, it filters nothing again.
  await filter.fill('');
  await filter.press('Tab');
  await expect(filter).toHaveValue('All venues');
  await expect(page).not.toHaveURL(/[?&]venue=/);
});

test('the event form’s venue is a combobox searched by name or address', async ({
  page,
  baseURL,
}) => {
  await signIn(page, DEMO.admin);
  const { tag, franklin } = await twoTowns(page, baseURL ?? '');
  await page.goto('/admin/events/new');
  const venue = page.getByRole('combobox', { name: 'Venue' });
  await expect(venue).toHaveAttribute('placeholder', 'Choose a venue');
  // By address: the tag and the street find the Franklin venue.
  await venue.fill(`${tag} 100 main`);
  const options = page.getByRole('listbox', { name: 'Venue' }).getByRole('option');
  await expect(options).toHaveText([`${franklin} — 100 Main St, Franklin, TN 37064`]);
  // Enter picks the option and does not submit the form.
  await venue.press('Enter');
  await expect(venue).toHaveValue(`${franklin} — 100 Main St, Franklin, TN 37064`);
  await expect(page.getByText('Event Type is required')).toHaveCount(0);

  await page.getByLabel('Event Type').fill(`${tag} Form Quiz`);
  await page.getByLabel('Day of Week').selectOption('Friday');
  await page.getByLabel('Start Time').fill('20:00');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page).toHaveURL(/\/admin\/events$/);
  await page.getByRole('searchbox', { name: 'Search events' }).fill(`${tag} form`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(franklin);
});

test('a venue left unchosen is named in the form’s errors', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/admin/events/new');
  await page.getByRole('button', { name: 'Create Event' }).click();
  const venue = page.getByRole('combobox', { name: 'Venue' });
  await expect(venue).toHaveAttribute('aria-invalid', 'true');
  await expect(venue).toHaveAccessibleDescription(/^Choose a venue/);
});
