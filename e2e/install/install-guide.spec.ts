import { expect, test } from '@playwright/test';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Mobile Safari/537.36';
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Safari/537.36';

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE_UA });

  test("shows Safari's steps: Share, 'Add to Home Screen', Add", async ({ page }) => {
    await page.goto('/beta');
    await expect(page).toHaveTitle('Install Trivia Near Me — Trivia Near Me');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Install Trivia Near Me' }),
    ).toBeVisible();
    const steps = page.getByRole('region', { name: 'Add it to your iPhone or iPad' });
    await expect(steps.getByRole('listitem')).toHaveCount(4);
    await expect(steps.getByRole('listitem').nth(0)).toContainText('Open this page in Safari.');
    await expect(steps.getByRole('listitem').nth(1)).toContainText('Tap the Share button');
    await expect(steps.getByRole('listitem').nth(2)).toContainText('Add to Home Screen');
    await expect(steps.getByRole('listitem').nth(3)).toContainText('Tap Add.');
    await expect(page.getByRole('button', { name: 'Install', exact: true })).toHaveCount(0);
  });

  test("'Try Without Installing' leads to the home page", async ({ page }) => {
    await page.goto('/beta');
    await page.getByRole('link', { name: 'Try Without Installing' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Share My Location' })).toBeVisible();
  });

  test("says 'You're All Set' when opened from the home screen", async ({ page }) => {
    // iOS Safari tells a page opened from the home screen by navigator.standalone.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'standalone', { value: true });
    });
    await page.goto('/beta');
    await expect(page.getByRole('heading', { name: "You're All Set" })).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveCount(0);
  });
});

test.describe('on an iPad with desktop-class Safari', () => {
  // iPadOS says "Macintosh"; its touch screen tells it from a Mac.
  test.use({ userAgent: IPAD_DESKTOP_UA, hasTouch: true });

  test('shows the iPhone and iPad steps', async ({ page }) => {
    await page.goto('/beta');
    await expect(page.getByRole('region', { name: 'Add it to your iPhone or iPad' })).toBeVisible();
  });
});

test.describe('on an Android phone', () => {
  test.use({ userAgent: ANDROID_UA });

  test("shows Chrome's steps: the menu, 'Install app'", async ({ page }) => {
    await page.goto('/beta');
    const steps = page.getByRole('region', { name: 'Install it on your Android phone' });
    await expect(steps.getByRole('listitem').nth(0)).toContainText('Open this page in Chrome.');
    await expect(steps.getByRole('listitem').nth(1)).toContainText('Tap the menu');
    await expect(steps.getByRole('listitem').nth(2)).toContainText('Install app');
    await expect(steps.getByRole('listitem').nth(2)).toContainText('Add to Home screen');
  });

  test('offers an Install button when the browser offers to install, and prompts', async ({
    page,
  }) => {
    await page.goto('/beta');
    await expect(
      page.getByRole('region', { name: 'Install it on your Android phone' }),
    ).toBeVisible();
    // Chromium offers installation only after engagement checks that a test cannot pass in time;
    // this is the event it fires then (its prompt() opens the browser's install dialog).
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          document.documentElement.dataset.prompted = 'yes';
        },
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      });
      window.dispatchEvent(offer);
    });
    await expect(page.getByRole('heading', { name: 'Install in one tap' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Install it on/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Install', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-prompted', 'yes');
    await expect(page.getByRole('heading', { name: "You're All Set" })).toBeVisible();
  });
});

test.describe('on a computer', () => {
  test.use({
    userAgent: DESKTOP_UA,
    viewport: { width: 1280, height: 900 },
    isMobile: false,
    hasTouch: false,
  });

  test("shows the address bar's install icon and the menu's 'Install Trivia Near Me'", async ({
    page,
  }) => {
    await page.goto('/beta');
    const steps = page.getByRole('region', { name: 'Install it on your computer' });
    await expect(steps.getByRole('listitem').nth(0)).toContainText(
      'Open this page in Chrome or Microsoft Edge.',
    );
    await expect(steps.getByRole('listitem').nth(1)).toContainText(
      'Click the install icon at the right end of the address bar',
    );
    await expect(steps.getByRole('listitem').nth(1)).toContainText('Install Trivia Near Me');
  });
});
