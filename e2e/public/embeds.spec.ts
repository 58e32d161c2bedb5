import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { createVenueByApi, unique } from '../support/data.ts';
import { chicagoDay, freshHost } from '../support/hosts.ts';

test.use({ timezoneId: 'America/Chicago' });

/** A registration of an address of its own: registrations are limited per address. */
function hostAddress(): string {
  const [a = 0, b = 0] = randomBytes(2);
  return `198.${18 + (a % 2)}.${b}.${1 + (a % 254)}`;
}

/**
 * A bar's own website on another origin (another port of this machine): `/frame?src=…` is a page
 * that frames `src` and records the messages the frame posts to it.
 */
async function barWebsite(appOrigin: string) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const src = `${appOrigin}${url.searchParams.get('src') ?? '/'}`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><title>The Bar</title></head><body>
<h1>The Bar's website</h1>
<script>window.posted = []; addEventListener('message', (event) => window.posted.push({ origin: event.origin, data: event.data }));</script>
<iframe src="${src.replaceAll('"', '&quot;')}" title="Trivia schedule" style="width:100%;border:0" height="600"></iframe>
</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const framed = (page: Page) => page.frameLocator('iframe[title="Trivia schedule"]');

test('another website frames a venue’s embed: its nights, then a cancellation on the next load; a page that is not an embed is refused', async ({
  browser,
  baseURL,
  page,
}) => {
  test.slow(); // a registration, an approval, a venue, and four pages
  const origin = baseURL ?? '';
  const site = await barWebsite(origin);
  const { context, providerId } = await freshHost(browser, origin, hostAddress());
  try {
    // Memphis: no demo venue and no other spec there, so no other spec changes its nights.
    const host = context.request;
    const venueName = `Beale Embed Tavern ${unique()}`;
    const venue = await createVenueByApi(host, origin, venueName, '5 Beale St, Memphis, TN 38103');
    const night = chicagoDay(2);
    const title = `Embed Trivia ${unique()}`;
    const created = await host.post('/api/admin/events', {
      headers: { origin },
      data: {
        venueId: venue.id,
        providerId,
        eventType: title,
        dayOfWeek: night.weekday,
        startTime: '19:00',
        frequency: 'weekly',
        isActive: true,
        prizeAmount: 75,
      },
    });
    expect(created.status()).toBe(201);
    const eventId = String((await created.json()).id);
    const nearby = await page.request.get(
      `/api/venues/nearby?lat=${venue.latitude}&lng=${venue.longitude}&radius_miles=1&limit=100`,
    );
    const listed = (await nearby.json()).venues as { id: string; slug: string }[];
    const slug = listed.find((each) => each.id === venue.id)?.slug ?? '';
    expect(slug).not.toBe('');

    // The bar's site frames the embed: the venue's nights, each linking to its page in a new tab.
    await page.goto(`${site.origin}/frame?src=/embed/venue/${slug}?theme=light`);
    const frame = framed(page);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(venueName);
    const nights = frame.getByRole('link', { name: title });
    await expect(nights).toHaveCount(2);
    await expect(nights.first()).toHaveAttribute('href', `${origin}/trivia-at-${slug}`);
    await expect(nights.first()).toHaveAttribute('target', '_blank');
    await expect(frame.getByText('Prize: $75')).toHaveCount(2);
    await expect(frame.getByText('Cancelled', { exact: false })).toHaveCount(0);
    // It tells the page framing it how tall it is (the embed protocol).
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { posted: unknown[] }).posted))
      .toContainEqual({
        origin,
        data: { type: 'trivia-near-me:height', height: expect.any(Number) },
      });

    // The host cancels the night (the schedule's Cancel a date), and the next load says so.
    const cancelled = await host.post('/api/admin/schedule/exceptions', {
      headers: { origin },
      data: {
        kind: 'cancel_date',
        eventIds: [eventId],
        date: night.iso,
        today: chicagoDay(0).iso,
        note: 'Closed for a private party',
      },
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
    await page.reload();
    await expect(frame.getByText('Cancelled — Closed for a private party')).toBeVisible();
    await expect(frame.getByText('Prize: $75')).toHaveCount(1);

    // The venue's own page is not an embed: Chromium refuses to show it in the frame.
    await page.goto(`${site.origin}/frame?src=/trivia-at-${slug}`);
    const child = page.mainFrame().childFrames()[0];
    await expect.poll(() => child?.url()).toBe('chrome-error://chromewebdata/');
    await expect(framed(page).getByRole('heading', { name: `Trivia at ${venueName}` })).toHaveCount(
      0,
    );
    // While the same page opens on its own.
    await page.goto(`/trivia-at-${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Trivia at ${venueName}`);

    // Left as found: the venue goes, with its event.
    const removed = await host.delete(`/api/admin/venues/${venue.id}`, { headers: { origin } });
    expect(removed.ok(), await removed.text()).toBe(true);
  } finally {
    await context.close();
    await site.close();
  }
});
