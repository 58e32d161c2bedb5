import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts.ts';
import { pickVenueFilter } from '../support/combobox.ts';
import { createEventByApi, createVenueByApi, todaysWeekday, unique } from '../support/data.ts';

test.describe('events', () => {
  test('the owner adds an event from a venue (locked), edits it, and deletes it', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, DEMO.owner);
    const venueName = `Eventful Pub ${unique()}`;
    const venue = await createVenueByApi(
      page.request,
      baseURL ?? '',
      venueName,
      '12 Church St, Nashville, TN 37201',
    );

    await page.goto(`/admin/venues/${venue.id}/detail`);
    await page.getByRole('link', { name: 'Add Event' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/events/new\\?venue_id=${venue.id}$`));
    const venueField = page.getByRole('combobox', { name: 'Venue' });
    await expect(venueField).toBeDisabled();
    await expect(venueField).toHaveValue(new RegExp(`^${venueName} — `));

    // Required fields first.
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByText('Event Type is required')).toBeVisible();
    await expect(page.getByText('Day of Week is required')).toBeVisible();
    await expect(page.getByText('Start Time is required')).toBeVisible();

    const eventType = `Quiz Night ${unique()}`;
    await expect(page.getByLabel('Trivia Provider')).toHaveValue('');
    await expect(page.getByLabel('Trivia Provider').locator('option:checked')).toHaveText(
      'Self-hosted',
    );
    await page.getByLabel('Event Type').fill(eventType);
    await page.getByLabel('Day of Week').selectOption(todaysWeekday());
    await page.getByLabel('Start Time').fill('19:30');
    await page.getByLabel('Prize Amount').fill('40');
    await expect(page.getByLabel('Event is active and visible to users')).toBeChecked();
    await page.getByRole('button', { name: 'Create Event' }).click();

    // Back on the venue it started from, saying so, with the new event marked in view.
    await expect(page).toHaveURL(new RegExp(`/admin/venues/${venue.id}/detail$`));
    await expect(page.getByRole('status').filter({ hasText: 'Event created' })).toBeVisible();
    const marked = page.locator('[data-just-saved]');
    await expect(marked).toHaveCount(1);
    await expect(marked).toContainText(eventType);
    await expect(marked).toContainText(`${todaysWeekday()} · 7:30 PM`);
    await expect(marked).toBeInViewport();
    await expect(marked).toContainText('Active');

    // On the public list for its day (today).
    await page.goto(`/?lat=${venue.latitude}&lng=${venue.longitude}&name=Nashville`);
    const card = page.getByRole('article').filter({ hasText: venueName });
    // The compact card shows the next night: this one, tonight.
    await expect(card).toContainText(eventType);
    await expect(card.getByText('Prize: $40')).toBeVisible();

    // Edit from the events list: back to the list, the row marked.
    await page.goto('/admin/events');
    await pickVenueFilter(page, venueName);
    const row = page.getByRole('row').filter({ hasText: eventType });
    await expect(row).toContainText('7:30 PM');
    await row.getByRole('link', { name: eventType }).click();
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toBeVisible();
    await expect(page.getByLabel('End Time')).toHaveValue('');
    await expect(page.getByLabel('Max Teams')).toHaveValue('');
    await page.getByLabel('Event Type').fill(`${eventType} Deluxe`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/admin\/events\?venue=/);
    await expect(page.getByRole('status').filter({ hasText: 'Event saved' })).toBeVisible();
    await expect(page.locator('tr[data-just-saved]')).toContainText(`${eventType} Deluxe`);

    // Delete through the dialog, in the danger zone at the bottom, apart from the title.
    await page.getByRole('link', { name: `${eventType} Deluxe` }).click();
    const eventUrl = page.url();
    const dangerZone = page.getByRole('region', { name: 'Danger zone' });
    await dangerZone.getByRole('button', { name: 'Delete Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Event?' });
    await expect(dialog).toContainText(`${eventType} Deluxe`);
    await expect(dialog).toContainText(venueName);
    await expect(dialog).toContainText('cannot be undone');
    await dialog.getByRole('button', { name: 'Delete Event' }).click();
    await expect(page).toHaveURL(/\/admin\/events\?venue=/);
    await expect(page.getByRole('link', { name: `${eventType} Deluxe` })).toHaveCount(0);
    await page.goto(eventUrl);
    await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
  });

  test('a one-time event takes its day from its date; monthly events ask for the week', async ({
    page,
  }) => {
    await signIn(page, DEMO.owner);
    await page.goto('/admin/events/new');
    await page.getByLabel('Frequency').selectOption('monthly');
    await expect(page.getByLabel('Week of the Month')).toBeVisible();
    await page.getByLabel('Frequency').selectOption('one-time');
    await page.getByLabel('Date').fill('2031-12-05');
    await expect(page.getByLabel('Day of Week')).toHaveValue('Friday');
    await expect(page.getByLabel('Day of Week')).toBeDisabled();
  });

  test('an unknown event says so', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.goto('/admin/events/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
    await expect(
      page.getByText(
        "The event you're looking for doesn't exist or you don't have permission to view it.",
      ),
    ).toBeVisible();
  });

  test('the admin deletes a venue with its events through the dialog, and both are gone', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, DEMO.admin);
    const origin = baseURL ?? '';
    const name = `Doomed Den ${unique()}`;
    const venue = await createVenueByApi(
      page.request,
      origin,
      name,
      '3 Elm St, Nashville, TN 37203',
    );
    const event = await createEventByApi(page.request, origin, {
      venueId: venue.id,
      eventType: 'Last Quiz',
      dayOfWeek: 'Monday',
    });

    await page.goto(`/admin/venues?q=${encodeURIComponent(name)}`);
    await expect(page.getByText('1 event ·')).toBeVisible();
    await page.goto(`/admin/venues/${venue.id}/detail`);
    await page
      .getByRole('region', { name: 'Danger zone' })
      .getByRole('button', { name: 'Delete Venue' })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete Venue?' })
      .getByRole('button', { name: 'Delete Venue' })
      .click();
    await expect(page.getByText(`${name} was deleted, with its events.`)).toBeVisible();
    expect((await page.request.get(`/api/admin/venues/${venue.id}`)).status()).toBe(404);
    expect((await page.request.get(`/api/admin/events/${event.id}`)).status()).toBe(404);
  });

  test('filters the server would refuse in the URL filter nothing; a new filter starts on page 1', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin/events?day=Funday&venue=not-an-id&page=0');
    await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
    await expect(page.getByLabel('Filter by day')).toHaveValue('');
    await expect(page.getByText('Error loading events')).toHaveCount(0);
    await expect(page.getByText('Page 1 of')).toBeVisible();

    await page.getByLabel('Filter by day').selectOption('Friday');
    await expect(page).toHaveURL(/[?&]day=Friday/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    const rows = page.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasNotText: 'Friday' })).toHaveCount(0);
  });
});
