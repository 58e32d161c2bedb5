import { expect, test } from '@playwright/test';

test.describe('the home page splash', () => {
  test('shows every element of the spec', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Trivia Near Me/);
    await expect(page.getByRole('heading', { level: 1, name: /Trivia\s+Near Me/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share My Location' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Enter location manually' })).toBeVisible();
    await expect(
      page.getByText(
        "We only use your location to find trivia events near you. We don't store or share your precise location.",
      ),
    ).toBeVisible();
    await expect(page.getByText(/Event details may change/)).toBeVisible();
    const host = page.getByRole('link', { name: 'Are you a trivia host?' });
    await expect(host).toHaveAttribute('href', '/admin');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  test('fits a phone screen without sideways scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Share My Location' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('unknown pages', () => {
  test('get a friendly 404 page (and a 404 status)', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: "This page isn't on the quiz sheet" }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Find trivia near you' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Share My Location' })).toBeVisible();
  });

  test('under /api answer JSON', async ({ request }) => {
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    // The request id the answer carries is the one in its header (decision 043).
    const requestId = response.headers()['x-request-id'];
    expect(requestId).toMatch(/^[\w-]{8,}$/);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'There is no GET /api/nope.', requestId },
    });
  });
});
