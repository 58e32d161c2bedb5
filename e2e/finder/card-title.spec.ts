import { expect, test } from '@playwright/test';
import { DEMO, signInByApi } from '../support/accounts.ts';
import { createEventByApi, createVenueByApi, unique } from '../support/data.ts';
import { chicagoDay, inChicago } from '../support/hosts.ts';

// The browser's clock is fixed 40 minutes before a night in Nashville's time zone.
test.use({ timezoneId: 'America/Chicago', serviceWorkers: 'block' });

test('on a phone, a card beside "in 40 min" still shows its night’s title', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await signInByApi(request, origin, DEMO.admin);
  const tag = unique();
  const venueName = `Title Tavern ${tag}`;
  // In Memphis, far from the Nashville lists other specs count.
  const venue = await createVenueByApi(request, origin, venueName, '5 Beale St, Memphis, TN 38103');
  const tonight = chicagoDay(0);
  const title = `Ballad Bingo Nerdy Talk ${tag}`;
  await createEventByApi(request, origin, {
    venueId: venue.id,
    eventType: title,
    dayOfWeek: tonight.weekday,
    startTime: '18:00',
  });
  await page.clock.setFixedTime(inChicago(tonight.iso, '17:20'));

  await page.goto(`/?lat=${venue.latitude}&lng=${venue.longitude}&name=Memphis%2C+TN&tab=today`);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: venueName }) });
  await expect(card.getByText('in 40 min', { exact: true })).toBeVisible();
  // The title gives way down to a few words, then takes a line of its own: never only a dot.
  const what = card.locator('.vc-what');
  await expect(what).toHaveText(title);
  await expect(what).toBeVisible();
  expect((await what.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(80);
});
