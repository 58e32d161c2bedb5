import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { collectErrors } from '../support/errors.ts';
import { settle } from '../support/routes.ts';

// A provider's page, reached from the venue page of a venue it hosts at.
test.use({ timezoneId: 'America/Chicago', serviceWorkers: 'block' });

/** The demo's Gulch Pizza Kitchen: Music City Trivia Co. on Mondays, its own Kids Trivia. */
const GULCH = { latitude: 36.1519, longitude: -86.7838 };
const PROVIDER = 'Music City Trivia Co.';

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>)
    .flatMap((block) => (block['@graph'] as Record<string, unknown>[] | undefined) ?? [block]);
}

test("a venue page's host links to its page: its venues, its own nights, its feed and JSON-LD", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const nearby = await page.request.get(
    `/api/venues/nearby?lat=${GULCH.latitude}&lng=${GULCH.longitude}`,
  );
  const { venues } = (await nearby.json()) as { venues: { name: string; slug: string }[] };
  const gulch = venues.find((venue) => venue.name === 'Gulch Pizza Kitchen');
  expect(gulch).toBeDefined();
  await page.goto(`/trivia-at-${gulch?.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trivia at Gulch Pizza Kitchen');

  // Its host named under the venue's address, and in What the trivia is.
  await expect(page.locator('header').getByRole('link', { name: PROVIDER })).toHaveAttribute(
    'href',
    /^\/trivia-by-music-city-trivia-co-[0-9a-f]{4}$/,
  );
  const about = page.getByRole('region', { name: 'About the trivia' });
  await about.getByRole('link', { name: PROVIDER }).click();
  await expect(page).toHaveURL(/\/trivia-by-music-city-trivia-co-[0-9a-f]{4}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Trivia by ${PROVIDER}`);
  await expect(page).toHaveTitle(`Trivia by ${PROVIDER} | Trivia Near Me`);
  await expect(page.getByRole('link', { name: /musiccitytrivia\.example/ })).toHaveAttribute(
    'href',
    'https://musiccitytrivia.example',
  );

  // The venue it came from, with only this host's nights there (not the venue's Kids Trivia).
  const venue = page.getByRole('region', { name: 'Gulch Pizza Kitchen' });
  await expect(venue.getByRole('link', { name: 'Gulch Pizza Kitchen' })).toHaveAttribute(
    'href',
    `/trivia-at-${gulch?.slug}`,
  );
  const nights = venue
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  expect(await nights.count()).toBeGreaterThanOrEqual(4);
  await expect(venue.getByRole('heading', { name: 'Trivia', exact: true }).first()).toBeVisible();
  await expect(venue.getByRole('heading', { name: 'Kids Trivia' })).toHaveCount(0);

  // One Subscribe for all its nights: the provider's feed.
  await page.getByText('Subscribe', { exact: true }).click();
  const slug = new URL(page.url()).pathname.replace('/trivia-by-', '');
  await expect(page.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
    'href',
    new RegExp(`^webcal://.+/trivia-by-${slug}/calendar\\.ics$`),
  );
  await page.keyboard.press('Escape');

  // What a search engine reads: the server's HTML, with the provider and its nights.
  const html = await (await page.request.get(page.url())).text();
  expect(html).toContain(`<link rel="canonical" href="${page.url()}" />`);
  expect(html).toContain(`Trivia by <span class="text-accent">${PROVIDER}</span>`);
  const nodes = jsonLd(html);
  expect(nodes.find((node) => node['@type'] === 'Organization')).toMatchObject({
    name: PROVIDER,
    sameAs: ['https://musiccitytrivia.example'],
  });
  expect(nodes.filter((node) => node['@type'] === 'Event').length).toBeGreaterThanOrEqual(4);

  // Opened directly, the server's page hydrates without a mismatch.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Trivia by ${PROVIDER}`);
  await settle(page);
  expect(errors).toEqual([]);
});

test('an unknown provider page answers 404 and says so', async ({ page }) => {
  const response = await page.goto('/trivia-by-nobody-quiz-0000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "We couldn't find this trivia host",
  );
  await expect(page.getByRole('link', { name: 'Find trivia near you' })).toBeVisible();
});

for (const theme of ['dark', 'light'] as const) {
  test(`a provider page and a venue page naming its host have no axe violation (${theme} theme)`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const url = /<loc>https?:\/\/[^/]+(\/trivia-by-[^<]+)<\/loc>/.exec(sitemap)?.[1];
    expect(url).toBeDefined();
    const gulch = /<loc>https?:\/\/[^/]+(\/trivia-at-gulch-pizza-kitchen-[^<]+)<\/loc>/.exec(
      sitemap,
    )?.[1];
    expect(gulch).toBeDefined();
    for (const route of [url ?? '/', gulch ?? '/']) {
      await page.goto(route);
      await settle(page);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        results.violations.map((violation) => violation.id),
        route,
      ).toEqual([]);
    }
  });
}
