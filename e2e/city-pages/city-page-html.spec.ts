import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { DEMO, signInByApi } from '../support/accounts.ts';
import { jsonLdBlocks } from '../support/json-ld.ts';

/**
 * What a search engine gets: the HTML the server sends, read without running any JavaScript
 * ("Raw HTTP").
 */

/** The text a reader sees in the body, without tags, scripts or the hydration data. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<div id="root">'));
  return body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

test('the Nashville page carries its title, description, canonical, breadcrumb, events and venues', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/trivia-near-nashville-tn');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();

  expect(html).toContain(
    '<title>Trivia Near Nashville, TN — Trivia Nights This Week | Trivia Near Me</title>',
  );
  expect(html).toMatch(
    /<meta name="description" content="Trivia nights near Nashville, TN today, tomorrow and this week: \d+ venues within 30 miles/,
  );
  expect(html).toMatch(/<meta name="keywords" content="trivia near Nashville TN,[^"]*" \/>/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/trivia-near-nashville-tn" />`);
  expect(html).toContain('<meta property="og:title" content="Trivia Near Nashville, TN');
  expect(html).toContain(
    `<meta property="og:url" content="${baseURL}/trivia-near-nashville-tn" />`,
  );
  expect(html).not.toContain('noindex');

  const blocks = jsonLdBlocks(html);
  const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList');
  expect(breadcrumb).toEqual({
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${baseURL}/` },
      { '@type': 'ListItem', position: 2, name: 'Tennessee' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Nashville',
        item: `${baseURL}/trivia-near-nashville-tn`,
      },
    ],
  });

  const events = blocks.filter((block) => block['@type'] === 'Event');
  expect(events.length).toBeGreaterThan(10);
  for (const event of events) {
    expect(event.name).toEqual(expect.stringMatching(/ at /));
    // Central time: −06:00 in winter, −05:00 in summer.
    expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[56]:00$/);
    expect(event.eventStatus).toMatch(/^https:\/\/schema\.org\/Event(Scheduled|Cancelled)$/);
    // Brief (decision 081): the place by name and address; the venue page (`url`) has the rest.
    expect(event.location).toEqual({
      '@type': 'Place',
      name: expect.any(String),
      address: expect.any(String),
    });
    expect(event.url).toEqual(expect.stringMatching(new RegExp(`^${baseURL}/trivia-at-`)));
  }
  // A known provider is the organizer.
  expect(events).toContainEqual(
    expect.objectContaining({
      name: 'Trivia at Music Row Pub',
      organizer: { '@type': 'Organization', name: 'Music City Trivia Co.' },
    }),
  );

  // The venue list is readable HTML, before any JavaScript runs.
  const text = visibleText(html);
  expect(text).toContain('Trivia Near Nashville, TN');
  for (const venue of ['Music Row Pub', 'Gulch Pizza Kitchen', 'Harpeth River Pub']) {
    expect(text).toContain(venue);
  }

  // A page of islands (decision 213): no query cache state; each card's star is an island.
  expect(html).not.toContain('id="ssr-state"');
  const cards = html.match(/<article class="vc"/g) ?? [];
  expect(cards.length).toBeGreaterThan(0);
  expect(html.match(/data-island="save"/g)).toHaveLength(cards.length);
});

test('a night the admin cancels is an EventCancelled in the HTML and Cancelled on the page', async ({
  request,
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await signInByApi(request, origin, DEMO.admin);
  const before = jsonLdBlocks(await (await request.get('/trivia-near-franklin-tn')).text());
  // A night after tomorrow, so that the test does not depend on the hour it runs at.
  const scheduled = before.filter(
    (block) =>
      block['@type'] === 'Event' && block.eventStatus === 'https://schema.org/EventScheduled',
  );
  // A venue with no other night this week: its card shows its next night only.
  const venueOf = (block: Record<string, unknown>) =>
    (block.location as { name?: string } | undefined)?.name;
  const single = scheduled.filter(
    (block) => before.filter((other) => venueOf(other) === venueOf(block)).length === 1,
  );
  const target = single.at(-1) ?? scheduled.at(-1);
  if (!target) throw new Error('Franklin has no scheduled night this week');
  const startDate = String(target.startDate);
  const date = startDate.slice(0, 10);
  const time = startDate.slice(11, 16);
  const venueName = (target.location as { name: string }).name;

  const schedule = await request.get(`/api/admin/schedule?from=${startDate.slice(0, 10)}&weeks=2`);
  expect(schedule.ok()).toBe(true);
  const { occurrences } = (await schedule.json()) as {
    occurrences: {
      id: string;
      date: string;
      event: { startTime: string };
      venue: { name: string };
    }[];
  };
  const occurrence = occurrences.find(
    (item) =>
      item.date === date && item.venue.name === venueName && item.event.startTime.startsWith(time),
  );
  expect(occurrence, `${venueName} on ${date} at ${time} is in the schedule`).toBeDefined();
  const cancelled = await request.patch(`/api/admin/occurrences/${occurrence?.id}`, {
    headers: { origin },
    data: { status: 'cancelled' },
  });
  expect(cancelled.ok()).toBe(true);

  const after = jsonLdBlocks(await (await request.get('/trivia-near-franklin-tn')).text());
  expect(after).toContainEqual(
    expect.objectContaining({
      name: target.name,
      startDate,
      eventStatus: 'https://schema.org/EventCancelled',
    }),
  );

  // The public list says so too.
  await page.goto('/trivia-near-franklin-tn');
  const card = page.getByRole('article').filter({ hasText: venueName });
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
});

test('an unknown place answers 404 with a page that offers the search', async ({ request }) => {
  const response = await request.get('/trivia-near-nowhere-zz');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(visibleText(html)).toContain("We couldn't find Nowhere Zz");
  expect(html).toContain('href="/?manual=1"');
});

test('a place without venues still renders, but is noindex', async ({ request }) => {
  const response = await request.get('/trivia-near-nome-ak');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(visibleText(html)).toContain('Trivia Near Nome, AK');
  expect(visibleText(html)).toContain('No trivia venues found');
});

test('/trivia-near-me redirects to / on the server', async ({ request }) => {
  const response = await request.get('/trivia-near-me', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/');
});

test('the sitemap lists the home page and the Nashville page; robots.txt points to it', async ({
  request,
  page,
  baseURL,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  // Well-formed: the browser's XML parser reads it without an error.
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.getElementsByTagName('parsererror').length,
      locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent),
    };
  }, xml);
  expect(parsed.error).toBe(0);
  expect(parsed.locs).toContain(`${baseURL}/trivia-near-nashville-tn`);
  expect(xml).toContain(`<loc>${baseURL}/</loc>`);
  expect(xml).toMatch(
    new RegExp(
      `<loc>${baseURL}/trivia-near-nashville-tn</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`,
    ),
  );

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

/**
 * The Nashville page of the demo data within 80 KB. Decision 078 (icons from the
 * stylesheet, named card classes, one JSON-LD element) and decision 081 (brief JSON-LD events,
 * lighter card markup) keep it there; decision 213 restated it from 60 KB: as a page of islands it
 * carries each card's star, clock and "We're coming" with their props instead of the whole app.
 */
const NASHVILLE_PAGE_BUDGET_BYTES = 80 * 1024;
const DEMO_NASHVILLE_VENUES = 21;
/** Other specs add venues in Nashville while this one runs: each may add a card and its nights. */
const PER_ADDED_VENUE_BYTES = 3 * 1024;

test('the Nashville page stays within its size budget', async ({ request }) => {
  const response = await request.get('/trivia-near-nashville-tn', {
    headers: { 'accept-encoding': 'identity' },
  });
  const body = await response.body();
  const bytes = body.length;
  const gzipBytes = gzipSync(body).length;
  const venues = Number(/(\d+) venues? found within 30 miles/.exec(body.toString())?.[1]);
  expect(Number.isInteger(venues)).toBe(true);
  test.info().annotations.push({
    type: 'size',
    description: `${(bytes / 1024).toFixed(1)} KB, ${(gzipBytes / 1024).toFixed(1)} KB gzip, ${venues} venues`,
  });
  expect(bytes).toBeLessThanOrEqual(
    NASHVILLE_PAGE_BUDGET_BYTES +
      Math.max(0, venues - DEMO_NASHVILLE_VENUES) * PER_ADDED_VENUE_BYTES,
  );
});
