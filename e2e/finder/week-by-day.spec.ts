import { expect, test } from '@playwright/test';
import { chicagoDay, inChicago } from '../support/hosts.ts';
import { CANCELLED, NASHVILLE_LIST } from '../support/routes.ts';

// This Week in days, Today in words, counts on the tabs, prizes that read as prizes.
test.use({ timezoneId: 'America/Chicago', serviceWorkers: 'block' });

/** The next 7 days where the browser is, as the list names them. */
function weekLabels(): string[] {
  const labels = ['Tonight', 'Tomorrow'];
  for (let days = 2; days < 7; days++) {
    const date = new Date(Date.now() + days * 86_400_000);
    const weekday = date.toLocaleDateString('en-US', {
      weekday: 'long',
      timeZone: 'America/Chicago',
    });
    const monthDay = date.toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      timeZone: 'America/Chicago',
    });
    labels.push(`${weekday}, ${monthDay}`);
  }
  return labels;
}

test('This Week has a header per day, in order, that stays under the tabs while its venues scroll', async ({
  page,
}) => {
  await page.goto(`${NASHVILLE_LIST}&tab=week`);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('article').first()).toBeVisible();
  const days = panel.getByRole('heading', { level: 2 });
  const names = await days.allTextContents();
  const order = weekLabels();
  expect(names.length).toBeGreaterThan(2);
  const positions = names.map((name) => order.indexOf(name));
  expect(
    positions.every((position) => position >= 0),
    `${names} within ${order}`,
  ).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  expect(new Set(positions).size).toBe(positions.length);

  // Scrolled into the second day, its header sits right under the sticky tabs.
  const header = days.nth(1);
  await header.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY + 150),
  );
  const tabs = await page.getByRole('tablist').boundingBox();
  const stuck = await header.boundingBox();
  if (!tabs || !stuck) throw new Error('tabs or header not laid out');
  expect(tabs.y).toBeGreaterThanOrEqual(0);
  expect(tabs.y).toBeLessThan(20);
  expect(stuck.y).toBeGreaterThanOrEqual(tabs.y + tabs.height);
  expect(stuck.y).toBeLessThan(tabs.y + tabs.height + 20);
  await expect(header).toHaveText(names[1] ?? '');
});

test('Today says Tonight with the time, each tab shows its count, prizes say Prize', async ({
  page,
}) => {
  // Noon in Nashville: tonight's nights are still to come (late in the evening they are all over).
  await page.clock.setFixedTime(inChicago(chicagoDay(0).iso, '12:00'));
  await page.goto(`${NASHVILLE_LIST}&tab=today`);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('article').first()).toBeVisible();
  for (const label of ['Today', 'Tomorrow', 'This Week']) {
    await page.getByRole('tab', { name: label }).click();
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('article').first()).toBeVisible();
    // A venue whose every night there is cancelled is listed but not counted.
    const count = await panel
      .getByRole('article')
      .filter({ hasNot: page.getByText(CANCELLED) })
      .count();
    await expect(page.getByRole('tab', { name: label })).toHaveAccessibleName(
      `${label} ${count} ${count === 1 ? 'venue' : 'venues'}`,
    );
  }

  await page.getByRole('tab', { name: 'Today' }).click();
  // Each card shows its next night.
  const cards = panel.getByRole('article').filter({ hasNot: page.getByText(CANCELLED) });
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card).toContainText(/Tonight \d{1,2}:\d{2} [AP]M/);
    await expect(card).not.toContainText(
      /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),/,
    );
    await expect(card).toContainText(/Prize: .+|Prize TBD/);
  }
  await page.getByRole('tab', { name: 'Tomorrow' }).click();
  await expect(panel.getByRole('article').first()).toContainText(/Tomorrow \d{1,2}:\d{2} [AP]M/);

  // The amount is read with what it is: "Prize: $50", never a bare "$50" (Tuesday: Music Row
  // Pub's next night is its $50 trivia).
  await page.goto(`${NASHVILLE_LIST}&day=Tuesday`);
  const pub = panel.getByRole('article').filter({ hasText: 'Music Row Pub' });
  await expect(pub.getByText('Prize: $50')).toBeVisible();
  await expect(pub.getByText('$50', { exact: true })).toHaveCount(0);
});

test('the whole card opens the venue page; the photo has its space before it loads', async ({
  page,
}) => {
  await page.goto(`${NASHVILLE_LIST}&day=Tuesday`);
  const card = page.getByRole('article').filter({ hasText: 'Music Row Pub' });
  const photo = card.locator('img').first();
  await expect(photo).toHaveAttribute('width', '56');
  await expect(photo).toHaveAttribute('height', '56');
  // The save star still does its own thing.
  await expect(card.getByRole('button', { name: 'Save Music Row Pub' })).toBeVisible();
  // A tap on the card's prize (not on its name) opens the page: the name's link covers the card.
  const address = await card.getByText('Prize: $50').boundingBox();
  const box = await card.boundingBox();
  if (!address || !box) throw new Error('card not laid out');
  await card.click({ position: { x: address.x - box.x + 10, y: address.y - box.y + 5 } });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trivia at Music Row Pub');
});
