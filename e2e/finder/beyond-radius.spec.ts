import { expect, test } from '@playwright/test';
import { MONTANA_LIST } from '../support/routes.ts';

// The empty list is no dead end.
test.use({ timezoneId: 'America/Chicago', serviceWorkers: 'block' });

test('the Montana ZIP keeps the spec text and names the nearest trivia beyond the radius', async ({
  page,
}) => {
  await page.goto(MONTANA_LIST);
  await expect(page.getByRole('heading', { name: 'No trivia venues found' })).toBeVisible();
  await expect(
    page.getByText('Try expanding your search radius or check back later for new venues.'),
  ).toBeVisible();
  await expect(
    page.getByText(/^The nearest trivia is \d+ mi away in .+, [A-Z]{2}\.$/),
  ).toBeVisible();
  const nearest = page.getByRole('list', { name: 'Nearest trivia' }).getByRole('listitem');
  await expect(nearest).toHaveCount(3);
  await expect(nearest.first()).toContainText(/\d+ mi · .+, [A-Z]{2}/);
  // Each tab says it has nothing within the radius.
  for (const name of ['Today', 'Tomorrow', 'This Week']) {
    await expect(page.getByRole('tab', { name })).toHaveAccessibleName(`${name} 0 venues`);
  }
  // The empty state itself gives the other tabs' counts: no need to open each to find it empty.
  const otherTabs = page.getByRole('list', { name: /^The other tabs within \d+ miles$/ });
  await expect(otherTabs.getByRole('listitem')).toHaveText([
    'Tomorrow: 0 venues',
    'This Week: 0 venues',
  ]);
  await page.getByRole('tab', { name: 'This Week' }).click();
  await expect(otherTabs.getByRole('listitem')).toHaveText([
    'Today: 0 venues',
    'Tomorrow: 0 venues',
  ]);
  // Too far to widen the radius: the search moves to the nearest town's page instead.
  const instead = page.getByRole('link', { name: /^Search near .+ instead$/ });
  await expect(instead).toHaveAttribute('href', /^\/trivia-near-[a-z-]+-[a-z]{2}$/);
  const venueName = (await nearest.first().getByRole('link').textContent()) ?? '';
  await nearest.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: venueName })).toBeVisible();
});

test('within reach, the empty list offers the radius that finds the nearest trivia', async ({
  page,
}) => {
  // 40 miles north of Nashville: the nearest venue is about 33 miles away.
  await page.goto('/?lat=36.75&lng=-86.78&name=Franklin%2C+KY');
  await expect(page.getByRole('heading', { name: 'No trivia venues found' })).toBeVisible();
  await expect(page.getByText(/^The nearest trivia is \d+ mi away in .+, TN\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Search within 50 miles' }).click();
  await expect(page).toHaveURL(/radius=50/);
  await page.getByRole('tab', { name: 'This Week' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
});
