import { expect, test } from '@playwright/test';
import { adminNav, confirmAddressByApi, DEMO, signIn, uniqueEmail } from '../support/accounts.ts';
import { createEventByApi, createVenueByApi, unique } from '../support/data.ts';

/** The history of changes, on the venue and event pages and in /admin/activity. */
test.describe('the history of changes', () => {
  test("a night cancelled on the schedule shows in its venue's and event's history and in Activity", async ({
    page,
    baseURL,
  }) => {
    test.slow(); // several page loads and actions: past 30 s when the machine is busy
    await signIn(page, DEMO.admin);
    const origin = baseURL ?? '';
    const venueName = `History Hall ${unique()}`;
    const venue = await createVenueByApi(
      page.request,
      origin,
      venueName,
      '9 Main St, Franklin, TN 37064',
    );
    const eventType = `History Quiz ${unique()}`;
    const event = await createEventByApi(page.request, origin, {
      venueId: venue.id,
      eventType,
      dayOfWeek: 'Thursday',
    });

    const note = `closed for Thanksgiving ${unique()}`;
    await page.goto('/admin/schedule?provider=self');
    const night = page.getByRole('listitem', { name: new RegExp(`^${eventType} at ${venueName}`) });
    await night.first().getByRole('button', { name: 'Cancel night' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this night?' });
    await dialog.getByLabel('Note (optional)').fill(note);
    await dialog.getByRole('button', { name: 'Cancel night' }).click();
    await expect(night.first()).toContainText('Cancelled');

    // "Nov 22, 7:14 PM — Demo Admin (Admin) cancelled Trivia at The Pub on Thu, Nov 27: closed
    // for Thanksgiving": a night's entry names its event and venue.
    const line = new RegExp(
      String.raw`^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d\d [AP]M — .+ \(Admin\) cancelled ${eventType} at ${venueName} on Thu, [A-Z][a-z]{2} \d{1,2}: ${note}`,
    );
    await page.goto(`/admin/venues/${venue.id}/detail`);
    const venueHistory = page.getByRole('list', { name: 'History' });
    await expect(venueHistory.getByRole('listitem').first()).toHaveText(line);
    // The venue's own creation and its event's are there too.
    await expect(venueHistory).toContainText(`created venue ${venueName}`);
    await expect(venueHistory).toContainText(`created ${eventType}`);
    // The changed fields, before → after, on demand.
    await venueHistory.getByRole('listitem').first().getByText('fields').click();
    await expect(venueHistory.getByRole('listitem').first()).toContainText(
      'status: scheduled → cancelled',
    );

    await page.goto(`/admin/events/${event.id}`);
    await expect(
      page.getByRole('list', { name: 'History' }).getByRole('listitem').first(),
    ).toHaveText(line);

    await (await adminNav(page)).getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    await page.getByLabel('Filter by kind').selectOption('occurrence');
    await expect(page).toHaveURL(/entity=occurrence/);
    const activity = page.getByRole('list', { name: 'Activity' });
    // Others' tests change nights meanwhile: find ours by its note.
    await expect(activity.getByRole('listitem').filter({ hasText: note })).toHaveText(line);
    // Nights only: the venue and event created above are not in this list.
    await expect(activity.getByRole('listitem').filter({ hasText: 'created venue' })).toHaveCount(
      0,
    );
    // A date range that ends before today shows none of today's changes.
    await page.getByLabel('To', { exact: true }).fill('2020-01-01');
    await expect(page.getByText('No changes match')).toBeVisible();
  });

  test("Older and Newer page through one person's activity by cursor", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // 53 writes, then four pages
    const origin = baseURL ?? '';
    // Someone new, so that other tests' changes do not move the pages: 52 entries of theirs.
    await signIn(page, DEMO.admin);
    const hostContext = await browser.newContext({ baseURL: origin });
    const host = { fullName: `Pager ${unique()}`, email: uniqueEmail('pager') };
    const registered = await hostContext.request.post('/api/registrations', {
      headers: { origin },
      data: { ...host, password: 'pager-secret', providerName: `${host.fullName} Trivia` },
    });
    expect(registered.status()).toBe(201);
    const providerId = (await registered.json()).provider.id as string;
    await confirmAddressByApi(hostContext.request, origin, host.email);
    const approved = await page.request.post(`/api/admin/providers/${providerId}/approve`, {
      headers: { origin },
    });
    expect(approved.status()).toBe(200);
    const venue = await createVenueByApi(
      hostContext.request,
      origin,
      `Paging Pub ${unique()}`,
      '3 Main St, Franklin, TN 37064',
    );
    for (let index = 0; index < 51; index += 1) {
      const answer = await hostContext.request.patch(`/api/admin/venues/${venue.id}`, {
        headers: { origin },
        data: { nameOriginal: `Paging Pub edit ${index}` },
      });
      expect(answer.status()).toBe(200);
    }
    await hostContext.close();

    await page.goto('/admin/activity');
    await page.getByLabel('Filter by person').selectOption({ label: host.fullName });
    const entries = page.getByRole('list', { name: 'Activity' }).getByRole('listitem');
    await expect(entries).toHaveCount(50);
    await expect(entries.first()).toContainText('Paging Pub edit 50');
    await expect(page.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await page.getByRole('button', { name: 'Older' }).click();
    await expect(page).toHaveURL(/before=/);
    // The three oldest: the edit before, the venue's creation and the registration.
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(1)).toContainText('created venue Paging Pub');
    await expect(entries.last()).toContainText(`registered provider ${host.fullName} Trivia`);
    await expect(page.getByRole('button', { name: 'Older' })).toBeDisabled();
    await page.getByRole('button', { name: 'Newer' }).click();
    await expect(entries).toHaveCount(50);
    await expect(entries.first()).toContainText('Paging Pub edit 50');
    await expect(page.getByRole('button', { name: 'Newer' })).toBeDisabled();
  });

  test('others than platform admins have no Activity: no menu entry, Access Restricted', async ({
    page,
  }) => {
    await signIn(page, DEMO.provider);
    await expect((await adminNav(page)).getByRole('link', { name: 'Activity' })).toHaveCount(0);
    await page.goto('/admin/activity');
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    expect((await page.request.get('/api/admin/activity')).status()).toBe(403);
  });
});
