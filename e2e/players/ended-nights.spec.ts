import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, signInByApi } from '../support/accounts.ts';
import { createEventByApi, createVenueByApi, unique } from '../support/data.ts';
import { collectErrors } from '../support/errors.ts';
import { chicagoDay, inChicago } from '../support/hosts.ts';

// Decision 166: a night that is over is shown as over, after the nights still
// to come, and offers no "We're coming". The browser's clock is fixed at 11 pm in Nashville.
test.use({ timezoneId: 'America/Chicago', serviceWorkers: 'block' });

/** A venue's page slug, from the public nearby search around it. */
async function slugOf(page: Page, venue: { id: string; latitude: number; longitude: number }) {
  const answer = await (
    await page.request.get(
      `/api/venues/nearby?lat=${venue.latitude}&lng=${venue.longitude}&radius_miles=1&limit=100`,
    )
  ).json();
  const found = (answer.venues as { id: string; slug: string }[]).find(
    (each) => each.id === venue.id,
  );
  expect(found).toBeDefined();
  return found?.slug ?? '';
}

/** A venue in Franklin with two nights today, at 11:00 AM and 2:00 PM (ending three hours later). */
async function daytimeVenue(request: APIRequestContext, origin: string) {
  await signInByApi(request, origin, DEMO.admin);
  const tag = unique();
  const venueName = `Daytime Tavern ${tag}`;
  const venue = await createVenueByApi(request, origin, venueName, '9 Main St, Franklin, TN 37064');
  const tonight = chicagoDay(0);
  for (const [title, startTime] of [
    ['Brunch Quiz', '11:00'],
    ['Matinee Quiz', '14:00'],
  ] as const) {
    await createEventByApi(request, origin, {
      venueId: venue.id,
      eventType: `${title} ${tag}`,
      dayOfWeek: tonight.weekday,
      startTime,
    });
  }
  return { venue, venueName, tonight };
}

test('at 11 pm the list and the venue page show the day’s 11:00 AM and 2:00 PM nights as over', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const errors = collectErrors(page);
  const { venue, venueName, tonight } = await daytimeVenue(request, origin);
  await page.clock.setFixedTime(inChicago(tonight.iso, '23:00'));

  // The list's Today: the card says its first night is over, and offers no "We're coming".
  await page.goto(`/?lat=${venue.latitude}&lng=${venue.longitude}&name=Franklin%2C+TN&tab=today`);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: venueName }) });
  await expect(card.getByText('Over', { exact: true })).toBeVisible();
  await expect(card).toContainText('Tonight 11:00 AM');
  await expect(card.getByRole('button', { name: /^We're coming/ })).toHaveCount(0);
  await expect(card.getByText(/^Prize/)).toHaveCount(0);

  // The venue page: tonight's two nights come last, "Over", without "We're coming"; "Next" is
  // next week's first night.
  await page.goto(`/trivia-at-${await slugOf(page, venue)}`);
  const nights = page.getByRole('region', { name: /Trivia nights/ }).getByRole('listitem');
  const over = page.locator(`li[data-night="${tonight.iso}"]`);
  await expect(over).toHaveCount(2);
  for (const night of await over.all()) {
    await expect(night.getByText('Over', { exact: true })).toBeVisible();
    await expect(night.getByText('Next', { exact: true })).toHaveCount(0);
    await expect(night.getByRole('button', { name: /^We're coming/ })).toHaveCount(0);
  }
  await expect(nights.last()).toHaveAttribute('data-night', tonight.iso);
  await expect(nights.first().getByText('Next', { exact: true })).toBeVisible();
  await expect(nights.first()).not.toHaveAttribute('data-night', tonight.iso);
  await expect(nights.first().getByRole('button', { name: /^We're coming/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a city page’s clocks say, by the visitor’s clock, how soon tonight’s night starts and when it is over', async ({
  page,
  request,
  baseURL,
}) => {
  const errors = collectErrors(page);
  const origin = baseURL ?? '';
  await signInByApi(request, origin, DEMO.admin);
  const venueName = `Late Tavern ${unique()}`;
  // In Jackson, far from the Nashville lists other specs read: from 11 PM its night would be the
  // only one still to come on them.
  const venue = await createVenueByApi(request, origin, venueName, '9 Main St, Jackson, TN 38301');
  // 11 PM to midnight: still to come by the server's clock, which judges the page (decision 219),
  // whatever the hour the spec runs at.
  const tonight = chicagoDay(0);
  await createEventByApi(request, origin, {
    venueId: venue.id,
    eventType: `Late Quiz ${venueName}`,
    dayOfWeek: tonight.weekday,
    startTime: '23:00',
    endTime: '00:00',
  });
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: venueName }) });

  // 10:25 PM there, by the visitor's clock: the night is 35 minutes away (decisions 214 and 215).
  await page.clock.setFixedTime(inChicago(tonight.iso, '22:25'));
  await page.goto('/trivia-near-jackson-tn?tab=today');
  await expect(card).toContainText('Tonight 11:00 PM');
  await expect(card.getByText('in 35 min', { exact: true })).toBeVisible();

  // Past midnight: the same page says it is over.
  await page.clock.setFixedTime(inChicago(chicagoDay(1).iso, '00:05'));
  await page.reload();
  await expect(card.getByText('Over', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
