import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts.ts';

// Visitor point 4: the theme button lives in the page header. On an admin screen at
// 390 px that is the sticky header: the button stays in its corner however far the page scrolls.
test.use({ viewport: { width: 390, height: 844 } });

const toggles = (page: Page) =>
  page.getByRole('button', { name: /^Switch to (dark|light) theme$/ });

test('on a phone the admin header holds the theme button in its corner, scrolled or not', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/venues');
  await expect(page.getByRole('listitem').first()).toBeVisible();
  const header = page.getByRole('banner');
  const inHeader = header.getByRole('button', { name: /^Switch to (dark|light) theme$/ });
  await expect(toggles(page)).toHaveCount(1);
  await expect(inHeader).toBeVisible();

  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await expect(inHeader).toBeInViewport();
  const [button, bar] = [await inHeader.boundingBox(), await header.boundingBox()];
  if (!button || !bar) throw new Error('no header');
  // In the header's right-hand corner: no blank space kept beside it, nothing floating over.
  expect(bar.x + bar.width - (button.x + button.width)).toBeLessThanOrEqual(20);
  expect(button.y).toBeGreaterThanOrEqual(bar.y);
  expect(button.y + button.height).toBeLessThanOrEqual(bar.y + bar.height);

  // It still switches the theme.
  const before = await page.evaluate(() => document.documentElement.dataset.theme);
  await inHeader.click();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
    .not.toBe(before);
});

test('on a desktop the admin screen has one theme button in its top corner; public pages keep theirs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.owner);
  await page.goto('/admin/events');
  await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
  await expect(toggles(page)).toHaveCount(1);
  await expect(toggles(page)).toBeInViewport();
  await page.goto('/');
  await expect(toggles(page)).toHaveCount(1);
  await page.goto('/admin/login');
  await expect(toggles(page)).toHaveCount(1);
});
