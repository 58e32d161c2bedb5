import { expect, test } from '@playwright/test';
import { adminNav, DEMO, signIn } from '../support/accounts.ts';
import { createEventByApi, todaysWeekday } from '../support/data.ts';

const unique = () => Math.random().toString(36).slice(2, 8);

test.describe('venue management', () => {
  test('the owner creates a venue from a ZIP address: pending, in My Venues and the nearby search once it has an event, and the dashboard counts it', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, DEMO.owner);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const tile = page.getByRole('link', { name: /^My Venues \d+$/ });
    const before = Number(((await tile.textContent()) ?? '').replace(/\D/g, ''));

    const name = `Zip Code Tavern ${unique()}`;
    await page.goto('/admin/venues/new');
    await page.getByRole('button', { name: 'Create Venue' }).click();
    await expect(page.getByText('Venue Name is required')).toBeVisible();
    await expect(page.getByText('Address is required')).toBeVisible();
    await page.getByLabel('Venue Name').fill(name);
    await page.getByLabel('Address').fill('230 Franklin Rd, Franklin, TN 37064');
    await page.getByRole('button', { name: 'Create Venue' }).click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Event' })).toHaveAttribute(
      'href',
      /\/admin\/events\/new\?venue_id=/,
    );

    const venueId = /\/admin\/venues\/([^/?]+)/.exec(page.url())?.[1] ?? '';
    const venue = (await (await page.request.get(`/api/admin/venues/${venueId}`)).json()) as {
      latitude: number;
      longitude: number;
    };
    const nearby = `/api/venues/nearby?lat=${venue.latitude}&lng=${venue.longitude}&radius_miles=5`;
    const listed = async () =>
      ((await (await page.request.get(nearby)).json()) as { venues: { name: string }[] }).venues
        .map((venue) => venue.name)
        .includes(name);
    // In the nearby search once it has an active event, not before.
    expect(await listed()).toBe(false);
    await createEventByApi(page.request, baseURL ?? '', {
      venueId,
      eventType: 'Trivia',
      dayOfWeek: todaysWeekday(),
    });
    expect(await listed()).toBe(true);
    await page.goto(`/?lat=${venue.latitude}&lng=${venue.longitude}&name=Franklin`);
    await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();

    await page.goto('/admin/venues/my-venues');
    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText('Owner');
    await expect(card).toContainText('Pending');

    await page.goto('/admin');
    const after = Number(((await tile.textContent()) ?? '').replace(/\D/g, ''));
    expect(after).toBeGreaterThanOrEqual(before + 1);
  });

  test('an address that cannot be placed asks for coordinates', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.goto('/admin/venues/new');
    await page.getByLabel('Venue Name').fill(`Pop-up Quiz ${unique()}`);
    await page.getByLabel('Address').fill('The big tent behind the fairground');
    await page.getByRole('button', { name: 'Create Venue' }).click();
    await expect(page.getByRole('alert').first()).toContainText("We couldn't find this address");
    await page.getByLabel('Latitude').fill('36.14');
    await page.getByLabel('Longitude').fill('-86.80');
    await page.getByRole('button', { name: 'Create Venue' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Venue created' })).toBeVisible();
    // The coordinates are in the folded Details.
    await page.getByText('Details', { exact: true }).click();
    await expect(page.getByText('36.1400, -86.8000')).toBeVisible();
  });

  test('the owner sees no Delete button, and Access Restricted on a venue that is not theirs', async ({
    page,
  }) => {
    await signIn(page, DEMO.owner);
    await page.goto('/admin/venues');
    await expect(page.getByRole('link', { name: 'Add Venue' })).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete Venue/ })).toHaveCount(0);
    // Nor on the page of a venue of theirs, where an admin finds it (decision 076).
    await page.getByRole('listitem').first().getByRole('link').first().click();
    await expect(page.getByRole('link', { name: 'Edit Venue' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete Venue/ })).toHaveCount(0);

    // A venue the demo admin created, which the owner neither created nor manages.
    const venues = await (await page.request.get('/api/admin/venues?q=Sylvan%20Park')).json();
    expect(venues.venues).toHaveLength(0);
    const adminContext = await page.context().browser()?.newContext();
    const adminPage = await adminContext?.newPage();
    if (!adminPage) throw new Error('no browser');
    await signIn(adminPage, DEMO.admin);
    const found = await (await adminPage.request.get('/api/admin/venues?q=Sylvan%20Park')).json();
    const venueId: string = found.venues[0].id;

    await page.goto(`/admin/venues/${venueId}/edit`);
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    await expect(page.getByText('You do not have permission to edit this venue.')).toBeVisible();
    await page.goto(`/admin/venues/${venueId}`);
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();

    // The detail page of a venue that isn't theirs reads like one that doesn't exist.
    await page.goto(`/admin/venues/${venueId}/detail`);
    await expect(page.getByRole('heading', { name: 'Venue not found' })).toBeVisible();
    await expect(
      page.getByText(
        "The venue you're looking for doesn't exist or you don't have permission to view it.",
      ),
    ).toBeVisible();
    await page.goto('/admin/venues/00000000-0000-4000-8000-000000000000/edit');
    await expect(page.getByRole('heading', { name: 'Venue not found' })).toBeVisible();
  });

  test('an imported venue shows Protected Venue Data, with Google data read-only', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin/venues?q=Hillsboro');
    await page.getByRole('link', { name: 'Edit Hillsboro Village Pub' }).click();
    await expect(page.getByText('Protected Venue Data')).toBeVisible();
    await expect(page.getByLabel('Venue Name')).toBeDisabled();
    await expect(page.getByLabel('Google Name')).toBeDisabled();
    await expect(page.getByLabel('Verification Status')).toBeEnabled();
  });

  test('the venues list explains what Pending means and who changes it', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.goto('/admin/venues');
    await expect(
      page.getByText(
        /a new venue is Pending until a platform admin verifies it, and only platform admins change its status/,
      ),
    ).toBeVisible();
  });

  test('the admin deletes a venue through the confirmation dialog', async ({ page }) => {
    await signIn(page, DEMO.admin);
    const name = `Short Lived Lounge ${unique()}`;
    const created = await page.request.post('/api/admin/venues', {
      headers: { origin: new URL(page.url()).origin },
      data: { nameOriginal: name, addressOriginal: '1 Main St, Nashville, TN 37201' },
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();

    // The list's rows carry no Delete Venue: it is on the venue's page.
    await page.goto(`/admin/venues?q=${encodeURIComponent(name)}`);
    const row = page.getByRole('listitem').filter({ hasText: name });
    await expect(row.getByRole('link', { name: `Edit ${name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: /Delete Venue/ })).toHaveCount(0);
    await row.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/venues/${id}/detail$`));
    // The history loads above the danger zone and pushes it down: a tap aimed before that lands
    // on whatever moves into its place.
    await expect(
      page.getByRole('region', { name: 'History' }).getByRole('listitem').first(),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Delete Venue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Venue?' });
    await expect(dialog).toContainText(
      `Deleting ${name} also removes all of its associated events. This cannot be undone.`,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Delete Venue' }).click();
    await dialog.getByRole('button', { name: 'Delete Venue' }).click();
    // Back on the list, which says what went.
    await expect(page).toHaveURL(/\/admin\/venues$/);
    await expect(page.getByText(`${name} was deleted, with its events.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Venue not found' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search venues' }).fill(name);
    await expect(page.getByText(`No venues match “${name}”.`)).toBeVisible();
    expect((await page.request.get(`/api/admin/venues/${id}`)).status()).toBe(404);
  });

  test('the admin navigation has no My Venues; the owner reaches theirs from it', async ({
    page,
  }) => {
    await signIn(page, DEMO.owner);
    await (await adminNav(page)).getByRole('link', { name: 'My Venues' }).click();
    await expect(page.getByRole('heading', { name: 'My Venues' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Music Row Pub' })).toBeVisible();
  });

  test('Back and Forward undo and redo a typed search', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin/venues');
    const search = page.getByRole('searchbox', { name: 'Search venues' });
    const venues = page.getByRole('listitem');
    const hillsboro = page.getByRole('link', { name: 'Hillsboro Village Pub', exact: true });
    await expect(venues.first()).toBeVisible();
    const everyVenue = await venues.count();
    const matches = async () => {
      await expect(hillsboro).toBeVisible();
      for (const venue of await venues.all()) await expect(venue).toContainText('Hillsboro');
      expect(await venues.count()).toBeLessThan(everyVenue);
    };

    await search.fill('Hillsboro');
    await expect(page).toHaveURL(/\/admin\/venues\?q=Hillsboro$/);
    await matches();

    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/venues$/);
    await expect(search).toHaveValue('');
    await expect(venues).toHaveCount(everyVenue);
    // The search is not typed in again once the page settles.
    await page.waitForTimeout(600);
    await expect(page).toHaveURL(/\/admin\/venues$/);
    await expect(search).toHaveValue('');

    await page.goForward();
    await expect(page).toHaveURL(/\/admin\/venues\?q=Hillsboro$/);
    await expect(search).toHaveValue('Hillsboro');
    await matches();
  });

  test('a page number or search the server would refuse reads as none', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin/venues?page=0');
    await expect(page.getByText('Page 1 of')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
