import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts.ts';
import { adminRoutes, aVenuePage, PUBLIC_ROUTES, type Role, settle } from '../support/routes.ts';

// On a 390 × 844 phone no screen scrolls sideways, for visitors and for every role.
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'America/Chicago' });

async function overflow(page: Page, route: string) {
  await page.goto(route);
  await settle(page);
  return page.evaluate((path) => {
    const root = document.documentElement;
    return { path, scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  }, route);
}

function expectNoOverflow(widths: { path: string; scrollWidth: number; clientWidth: number }[]) {
  const wide = widths.filter((width) => width.scrollWidth > width.clientWidth);
  expect(wide, 'routes that scroll sideways').toEqual([]);
  expect(widths.length).toBeGreaterThan(0);
}

test('no public screen scrolls sideways at 390 px', async ({ page }) => {
  test.setTimeout(120_000); // fourteen page loads
  const routes = [...PUBLIC_ROUTES, await aVenuePage(page)];
  const widths = [];
  for (const route of routes) widths.push(await overflow(page, route));
  expectNoOverflow(widths);
});

for (const role of ['admin', 'provider', 'owner'] satisfies Role[]) {
  test(`no admin screen scrolls sideways at 390 px for the ${role}`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, DEMO[role]);
    const widths = [];
    for (const route of await adminRoutes(page, role)) widths.push(await overflow(page, route));
    expectNoOverflow(widths);
  });
}

test('the events list is cards below 640 px: nothing scrolls sideways inside it either', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/events');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const widths = await table.evaluate((element) => ({
    table: element.getBoundingClientRect().width,
    box: element.parentElement?.clientWidth ?? 0,
    scroll: element.parentElement?.scrollWidth ?? 0,
  }));
  expect(widths.table).toBeLessThanOrEqual(390);
  expect(widths.scroll).toBeLessThanOrEqual(widths.box);
  // Each event reads as a card: its name, venue, day and time, status on lines of their own.
  const first = await table.getByRole('row').nth(1).boundingBox();
  expect(first?.height ?? 0).toBeGreaterThan(80);
});
