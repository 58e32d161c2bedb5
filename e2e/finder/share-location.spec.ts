import { expect, test } from '@playwright/test';

/** Downtown Nashville: the demo data has trivia every day of the week within 30 miles. */
const NASHVILLE = { latitude: 36.1627, longitude: -86.7816 };

// `page.route` does not see requests the service worker makes: keep it out of these tests.
test.use({ timezoneId: 'America/Chicago', serviceWorkers: 'block' });

test.describe('Share My Location', () => {
  test.use({ geolocation: NASHVILLE, permissions: ['geolocation'] });

  test('opens the list named after the nearest town, and Back returns to the splash', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Share My Location' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Trivia Near Nashville, TN' }),
    ).toBeVisible();
    await expect(page.getByText(/^\d+ venues? found within 30 miles$/)).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByRole('button', { name: 'Share My Location' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows "Your Location" when no town is within 50 miles', async ({ page, context }) => {
    await context.setGeolocation({ latitude: 30, longitude: -140 }); // the Pacific
    await page.goto('/');
    await page.getByRole('button', { name: 'Share My Location' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Trivia Near Your Location' }),
    ).toBeVisible();
    await expect(page.getByText('No trivia venues found')).toBeVisible();
  });

  test('shows the coordinates when the town lookup fails', async ({ page }) => {
    await page.route('**/api/geocode/reverse*', (route) => route.abort());
    await page.goto('/');
    await page.getByRole('button', { name: 'Share My Location' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Trivia Near 36.1627, -86.7816' }),
    ).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});

test('searches again only when the position moved more than 0.001°', async ({ page }) => {
  // The browser may answer a cached position (maximumAge is 5 minutes), so this test drives the
  // position itself, at the browser's boundary.
  await page.addInitScript((start) => {
    const state = window as unknown as { testPosition: { latitude: number; longitude: number } };
    state.testPosition = start;
    Object.defineProperty(Navigator.prototype, 'geolocation', {
      configurable: true,
      get: () => ({
        getCurrentPosition: (success: PositionCallback) =>
          setTimeout(() => success({ coords: state.testPosition } as GeolocationPosition), 10),
      }),
    });
  }, NASHVILLE);
  let nearbyRequests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/venues/nearby')) nearbyRequests += 1;
  });
  const shareFrom = async (position: { latitude: number; longitude: number }) => {
    await page.evaluate((next) => {
      (window as unknown as { testPosition: unknown }).testPosition = next;
    }, position);
    await page.getByRole('button', { name: 'Share My Location' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
  };

  await page.goto('/');
  await shareFrom(NASHVILLE);
  expect(nearbyRequests).toBe(1);
  await shareFrom({
    latitude: NASHVILLE.latitude + 0.0009,
    longitude: NASHVILLE.longitude - 0.0009,
  });
  expect(nearbyRequests).toBe(1);
  await shareFrom({ latitude: NASHVILLE.latitude + 0.002, longitude: NASHVILLE.longitude });
  expect(nearbyRequests).toBe(2);
});

test('says "Getting Location..." while the position is on its way', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'geolocation', {
      configurable: true,
      get: () => ({
        getCurrentPosition: (success: PositionCallback) =>
          setTimeout(
            () =>
              success({
                coords: { latitude: 36.1627, longitude: -86.7816 },
              } as GeolocationPosition),
            1_500,
          ),
      }),
    });
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Share My Location' }).click();
  await expect(page.getByRole('button', { name: 'Getting Location...' })).toBeDisabled();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Trivia Near Nashville, TN' }),
  ).toBeVisible();
});

test.describe('when the location cannot be had', () => {
  test('a refusal shows the spec’s message in the page and stays on the splash', async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await page.goto('/');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Share My Location' }).click();
    // In the page, not a browser alert() box, with the way on focused beside it.
    await expect(page.getByRole('alert')).toHaveText(
      'Location access denied. Please use "Enter location manually" if you want to continue.',
    );
    await expect(page.getByRole('button', { name: 'Share My Location' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Enter location manually' })).toBeFocused();
    expect(dialogs).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'City or ZIP code' })).toBeFocused();
  });

  test('a browser without geolocation shows the spec’s message in the page', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'geolocation', {
        configurable: true,
        get: () => undefined,
      });
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Share My Location' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Location services not available on this device. Please use "Enter location manually".',
    );
    await expect(page.getByRole('link', { name: 'Enter location manually' })).toBeFocused();
  });

  test('a timeout says so on the splash', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'geolocation', {
        configurable: true,
        get: () => ({
          getCurrentPosition: (_: PositionCallback, failure: PositionErrorCallback) =>
            setTimeout(
              () => failure({ code: 3, message: 'Timeout expired' } as GeolocationPositionError),
              10,
            ),
        }),
      });
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Share My Location' }).click();
    await expect(page.getByRole('alert')).toContainText('Location request timed out');
  });
});
