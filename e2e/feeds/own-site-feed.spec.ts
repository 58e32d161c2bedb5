import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { unique } from '../support/data.ts';
import { approvedProvider, chicagoDay, freshHost } from '../support/hosts.ts';

test.use({ timezoneId: 'America/Chicago', serviceWorkers: 'block' });

const OWN_SITE =
  "A feed cannot be read from Trivia Near Me itself: use the provider's own website or calendar.";

/** The first provider's events at its venue, as its own admin list answers them. */
async function eventsAt(request: APIRequestContext, venueId: string) {
  const response = await request.get(`/api/admin/events?venueId=${venueId}&pageSize=50`);
  expect(response.ok()).toBe(true);
  return (await response.json()).events;
}

/**
 * Decisions 150 and 152, from a browser: a second provider points a JSON-LD feed at
 * the first provider's page on our own site, directly, through a redirect, and as a copy served
 * from elsewhere without our mark. The first two are refused; the copy's nights match the first
 * provider's and wait for its answer. None of the first provider's events changes.
 */
test("a second provider's feed pointed at the first provider's page changes none of its events", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL ?? '';
  const tag = unique();

  // The first provider: a venue of its own with three weekly nights, and its page.
  const first = await approvedProvider(browser, origin, `alpha${tag}`, {
    viewport: { width: 390, height: 844 },
    timezoneId: 'America/Chicago',
    extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.41' },
  });
  const firstPage = await first.context.newPage();
  const venue = await firstPage.request.post('/api/admin/venues', {
    headers: { origin },
    data: {
      nameOriginal: `Alpha Hall ${tag}`,
      addressOriginal: '250 W Main Ave, Spokane, WA 99201',
    },
  });
  expect(venue.status()).toBe(201);
  const venueId = String((await venue.json()).id);
  for (const days of [1, 2, 4]) {
    const event = await firstPage.request.post('/api/admin/events', {
      headers: { origin },
      data: {
        venueId,
        providerId: first.providerId,
        eventType: `Alpha Quiz ${days} ${tag}`,
        dayOfWeek: chicagoDay(days).weekday,
        startTime: '19:00',
        frequency: 'weekly',
        isActive: true,
      },
    });
    expect(event.status()).toBe(201);
  }
  const before = await eventsAt(firstPage.request, venueId);
  expect(before).toHaveLength(3);
  const slug = `${`alpha${tag} Trivia Co`.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${first.providerId.slice(0, 4)}`;
  const firstProviderPage = `${origin}/trivia-by-${slug}`;
  const ourPage = await firstPage.request.get(firstProviderPage);
  expect(ourPage.status()).toBe(200);
  const html = await ourPage.text();
  expect(html).toContain('<meta name="generator" content="Trivia Near Me" />');

  // Elsewhere: a redirect to that page, and a copy of it without our mark.
  const source = http.createServer((request, response) => {
    if (request.url === '/moved') {
      response.writeHead(302, { location: firstProviderPage }).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(html.replace(/<meta name="generator"[^>]*>/, ''));
  });
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  const elsewhere = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;

  const second = await freshHost(browser, origin, '203.0.113.42');
  const page = await second.context.newPage();
  const addFeed = async (name: string, url: string) => {
    await page.getByRole('button', { name: 'Add a feed' }).click();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Web page with schema.org Event JSON-LD').check();
    await page.getByLabel('Feed address').fill(url);
    await page.getByRole('button', { name: 'Add feed' }).click();
  };
  try {
    await page.goto('/admin/feeds');

    // Straight at our page: refused on the form, nothing added.
    await addFeed(`Straight ${tag}`, firstProviderPage);
    await expect(page.getByText(OWN_SITE, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('article').filter({ hasText: `Straight ${tag}` })).toHaveCount(0);

    // Through a redirect: the read is refused at the hop that leads here.
    await addFeed(`Moved ${tag}`, `${elsewhere}/moved`);
    const refused = page.getByRole('alert').filter({ hasText: 'The feed could not be read' });
    await expect(refused).toContainText(OWN_SITE);

    // A copy without our mark: its nights are the first provider's, so they wait for its answer.
    await page.goto('/admin/feeds');
    await addFeed(`Copy ${tag}`, `${elsewhere}/copy`);
    await expect(page.getByText(/^Events: 0 new · 0 changed/)).toBeVisible();
    await expect(page.getByText('3 events wait for an answer in the review queue')).toBeVisible();
    await page.getByRole('button', { name: 'Apply these changes' }).click();
    await expect(page.getByText(/^Applied: 1 matched venue\.$/)).toBeVisible();
    expect(await eventsAt(firstPage.request, venueId)).toEqual(before);

    // The first provider is asked, and keeps its night.
    await firstPage.goto('/admin/feeds/reviews');
    const asked = firstPage.getByRole('region', { name: 'Events a feed asks to take over' });
    const questions = asked.getByRole('listitem').filter({ hasText: `Alpha Hall ${tag}` });
    await expect(questions).toHaveCount(3);
    await questions.first().getByRole('button', { name: 'Decline' }).click();
    await expect(questions).toHaveCount(2);
    expect(await eventsAt(firstPage.request, venueId)).toEqual(before);
  } finally {
    await second.context.close();
    await first.context.close();
    source.close();
  }
});
