import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts.ts';
import { adminRoutes, aVenuePage, PUBLIC_ROUTES, settle } from '../support/routes.ts';

// Axe finds no violation on any public or admin page, in either theme (WCAG 2.1 AA).
test.use({ timezoneId: 'America/Chicago', serviceWorkers: 'block' });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function violations(page: Page, routes: string[]) {
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await settle(page);
    const results = await new AxeBuilder({ page })
      .withTags(TAGS)
      // The map's canvas and tiles are MapLibre's; its markers and list are ours and checked.
      .exclude('.maplibregl-canvas-container')
      .analyze();
    for (const violation of results.violations) {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      found.push(`${route}: ${violation.id} (${violation.nodes.length}) ${targets.join(' | ')}`);
    }
  }
  return found;
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    test('every public page has no axe violation', async ({ page }) => {
      test.setTimeout(300_000);
      const routes = [...PUBLIC_ROUTES, await aVenuePage(page)];
      expect(await violations(page, routes)).toEqual([]);
    });

    test('every admin page has no axe violation (admin)', async ({ page }) => {
      test.setTimeout(300_000);
      await signIn(page, DEMO.admin);
      expect(await violations(page, await adminRoutes(page, 'admin'))).toEqual([]);
    });

    test('every admin page has no axe violation (venue owner)', async ({ page }) => {
      test.setTimeout(300_000);
      await signIn(page, DEMO.owner);
      expect(await violations(page, await adminRoutes(page, 'owner'))).toEqual([]);
    });
  });
}
