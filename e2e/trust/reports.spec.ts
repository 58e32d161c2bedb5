import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts.ts';
import { createEventByApi, createVenueByApi, todaysWeekday, unique } from '../support/data.ts';

/** A visitor's report reaches the venue's manager, and only them. */
test('a visitor reports a night; its manager sees and resolves it; two addresses flag it', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three browser contexts and a dozen page loads: more than the default 30 s on a loaded machine.
  test.slow();
  const origin = baseURL ?? '';
  await signIn(page, DEMO.owner);
  const name = `Report Roadhouse ${unique()}`;
  const venue = await createVenueByApi(
    page.request,
    origin,
    name,
    '12 Main St, Franklin, TN 37064',
  );
  await createEventByApi(page.request, origin, {
    venueId: venue.id,
    eventType: 'Reported Quiz',
    dayOfWeek: todaysWeekday(),
  });
  const list = `/?lat=${venue.latitude}&lng=${venue.longitude}&name=Franklin&tab=today`;

  const report = async (address: string) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
    const visitor = await context.newPage();
    await visitor.goto(list);
    // Report a problem is on the venue page, which the card opens.
    await visitor.getByRole('article').filter({ hasText: name }).getByRole('link').first().click();
    await visitor
      .getByRole('link', { name: /Report a problem/ })
      .first()
      .click();
    const dialog = visitor.getByRole('dialog', { name: 'Report a problem' });
    await dialog.getByLabel('Not happening that night').check();
    await dialog.getByLabel('Note (optional)').fill('The bar is closed for a wedding');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(visitor.getByRole('dialog', { name: 'Thanks for telling us' })).toBeVisible();
    await context.close();
  };
  await report('198.51.100.21');
  await report('198.51.100.22');

  const anyone = await browser.newPage();
  await anyone.goto(list);
  await expect(
    anyone.getByRole('article').filter({ hasText: name }).getByText('Reported as not happening'),
  ).toBeVisible();
  await anyone.close();

  // The venue's manager: the dashboard tile and /admin/reports; Resolve.
  await page.goto('/admin');
  const tile = page.getByRole('link', { name: /Open reports/ });
  await expect(tile).toBeVisible();
  const open = await page.request.get('/api/admin/dashboard');
  await expect(tile).toContainText(String((await open.json()).openReports));
  await tile.click();
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  const reports = page.getByRole('listitem', { name: new RegExp(`at ${name}`) });
  await expect(reports).toHaveCount(2);
  await reports.first().getByRole('button', { name: 'Resolve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolve this report?' });
  await dialog.getByLabel('What did you do?').fill('Called the bar');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(reports).toHaveCount(1); // the filter shows open reports

  // A manager of other venues does not see it.
  await page.context().clearCookies();
  await signIn(page, DEMO.provider);
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: new RegExp(`at ${name}`) })).toHaveCount(0);
});
