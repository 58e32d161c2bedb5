import { expect, test } from '@playwright/test';

test.describe('the theme', () => {
  // The test holds the app's scripts back with `page.route`, which the service worker would bypass.
  test.use({ serviceWorkers: 'block' });

  test('starts dark, switches to light, is stored, and a reload opens light with no dark frame', async ({
    page,
  }) => {
    await page.goto('/');
    const root = page.locator('html');
    await expect(root).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('heading', { name: /Trivia\s+Near Me/ })).toBeVisible();

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(root).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    // Record every theme the document has from its first byte, before any app code runs: the
    // inline script must set light before the body is parsed, so nothing dark is ever painted.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { themesSeen: string[] }).themesSeen = seen;
      new MutationObserver(() => {
        const theme = document.documentElement?.getAttribute('data-theme');
        if (theme && seen.at(-1) !== theme) seen.push(theme);
      }).observe(document, {
        attributes: true,
        subtree: true,
        childList: true,
        attributeFilter: ['data-theme'],
      });
    });
    // Hold the app's JavaScript back: what shows must come from the HTML alone.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(root).toHaveAttribute('data-theme', 'light');
    const bodyBeforeApp = await page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      themesSeen: (window as unknown as { themesSeen: string[] }).themesSeen,
    }));
    expect(bodyBeforeApp.background).toBe('rgb(247, 245, 239)');
    expect(bodyBeforeApp.themesSeen).toEqual(['light']);

    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(root).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });
});
