import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts.ts';
import { createVenueByApi, unique } from '../support/data.ts';

test.describe("the admin side keeps its user's place", () => {
  test('venue detail links to the public page, folds its internals, and a venue saved from the list comes back marked', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, DEMO.owner);
    const name = `Placekeeper Pub ${unique()}`;
    const venue = await createVenueByApi(
      page.request,
      baseURL ?? '',
      name,
      '101 Main St, Franklin, TN 37064',
    );

    // My Venues: the venue's name is a link that looks like one (the link colour, not the text's).
    await page.goto('/admin/venues/my-venues');
    const nameLink = page.getByRole('link', { name, exact: true });
    const colour = (locator: typeof nameLink) =>
      locator.evaluate((element) => getComputedStyle(element).color);
    expect(await colour(nameLink)).not.toBe(
      await colour(page.getByRole('heading', { level: 1, name: 'My Venues' })),
    );
    await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText(
      "Pending: the Trivia Near Me team has not checked this venue's details yet.",
    );

    await nameLink.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // Coordinates and time zone sit in a closed Details section.
    await expect(page.getByText('Time zone', { exact: true })).toBeHidden();
    await page.getByText('Details', { exact: true }).click();
    await expect(page.getByText('Time zone', { exact: true })).toBeVisible();
    await expect(
      page.getByText(`${venue.latitude.toFixed(4)}, ${venue.longitude.toFixed(4)}`),
    ).toBeVisible();
    // An owner has no Delete Venue, so no danger zone.
    await expect(page.getByRole('region', { name: 'Danger zone' })).toHaveCount(0);

    // The public page opens on this venue.
    await page.getByRole('link', { name: 'View public page' }).click();
    await expect(page).toHaveURL(/\/trivia-at-placekeeper-pub-/);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();

    // Edit from the venues list: back on the list, saying so, the row marked.
    await page.goto(`/admin/venues?q=${encodeURIComponent(name)}`);
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await page.getByLabel('Venue Name').fill(`${name} Two`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/admin\/venues\?q=/);
    await expect(page.getByRole('status').filter({ hasText: 'Venue saved' })).toBeVisible();
    await expect(page.locator('li[data-just-saved]')).toContainText(`${name} Two`);
    await expect(page.locator('li[data-just-saved]')).toBeInViewport();
    // Two filters at once can be cleared at once.
    await page.getByLabel('Filter by status').selectOption('pending');
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/admin\/venues$/);
  });
});
