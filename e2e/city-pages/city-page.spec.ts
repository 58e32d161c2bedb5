import { expect, type Page, test } from '@playwright/test';
import { DEMO, signInByApi } from '../support/accounts.ts';

test.use({ timezoneId: 'America/Chicago' });

/** Every console error and uncaught exception of the page (hydration mismatches are errors). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the Franklin page shows its venues and React takes over without hydration errors', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // The page carries the nearby search's parameters, not its answer: the browser asks for it once,
  // and the list the server painted stays as it is until React takes over (decision 081).
  const nearbyRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/venues/nearby')) nearbyRequests.push(request.url());
  });
  await page.addInitScript(() => {
    const seen = { loading: false };
    Object.assign(window, { listSeen: seen });
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Loading trivia events')) seen.loading = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/trivia-near-franklin-tn');
  await expect(page).toHaveTitle(
    'Trivia Near Franklin, TN — Trivia Nights This Week | Trivia Near Me',
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Trivia Near Franklin, TN' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'This Week' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('article').filter({ hasText: 'Harpeth River Pub' })).toBeVisible();
  await expect.poll(() => nearbyRequests.length).toBe(1);
  expect(nearbyRequests[0]).toContain('radius_miles=30');

  // The page is live once hydrated: the tabs answer, from that answer (no loading state).
  await expect(async () => {
    await page.getByRole('tab', { name: 'Tomorrow' }).click();
    await expect(page).toHaveURL(/\?tab=tomorrow$/, { timeout: 500 });
  }).toPass();
  await expect(page).toHaveURL(/\/trivia-near-franklin-tn\?tab=tomorrow$/);
  await expect(page.getByRole('tab', { name: 'Tomorrow' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'This Week' }).click();
  await expect(page).toHaveURL(/\/trivia-near-franklin-tn$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  const seen = await page.evaluate(() => Reflect.get(window, 'listSeen') as { loading: boolean });
  expect(seen.loading).toBe(false);
  expect(nearbyRequests).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('Back returns to the page the visitor came from', async ({ page, baseURL }) => {
  await page.goto('/beta');
  // As when a link elsewhere (a search result) leads here.
  await page.goto('/trivia-near-franklin-tn', { referer: `${baseURL}/beta` });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Trivia Near Franklin, TN' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/beta$/);
});

test('opened by a typed address after another of our pages, Back returns there', async ({
  page,
}) => {
  await page.goto('/beta');
  // No referrer: as when the address is typed into the address bar.
  await page.goto('/trivia-near-franklin-tn');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Trivia Near Franklin, TN' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/beta$/);
});

test('opened from another site, Back goes to our home page, not back there', async ({
  page,
  baseURL,
}) => {
  // localhost and 127.0.0.1 are different sites to the browser.
  const otherSite = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  await page.goto(`${otherSite}/beta`);
  await page.goto('/trivia-near-franklin-tn', { referer: `${otherSite}/beta` });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Trivia Near Franklin, TN' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('button', { name: 'Share My Location' })).toBeVisible();
});

test('opened directly, Back goes to the home page', async ({ page }) => {
  await page.goto('/trivia-near-nashville-tn');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Share My Location' })).toBeVisible();
});

test('an unknown place offers the search', async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.goto('/trivia-near-nowhere-zz');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: "We couldn't find Nowhere Zz" }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Search for a city or ZIP' }).click();
  await expect(page.getByRole('heading', { name: 'Enter Your Location' })).toBeVisible();
  // The 404 itself is logged by the browser; nothing else is.
  expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
});

test('the home page is rendered on the server and hydrates cleanly', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Share My Location');
  const errors = collectErrors(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Enter location manually' }).click();
  await expect(page.getByRole('heading', { name: 'Enter Your Location' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a night cancelled after the page was rendered: the list shows it once hydrated, with no error (decision 086)', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await signInByApi(request, origin, DEMO.admin);
  // Every night this week at a Franklin venue no other spec changes: its card then shows a
  // cancelled night whichever of them is next (the card shows the next night only).
  const venueName = 'Cool Springs Pizza';
  const html = await (await request.get('/trivia-near-franklin-tn')).text();
  const state = JSON.parse(
    /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '',
  ) as { nearby?: { date: string } }[];
  const date = state.find((query) => query.nearby)?.nearby?.date;
  if (!date) throw new Error('The Franklin page names no nearby search');
  const schedule = await request.get(`/api/admin/schedule?from=${date}&weeks=1`);
  const { occurrences } = (await schedule.json()) as {
    occurrences: { id: string; status: string; venue: { name: string } }[];
  };
  const nights = occurrences.filter(
    (item) => item.venue.name === venueName && item.status !== 'cancelled',
  );
  expect(nights.length, `${venueName} has nights this week`).toBeGreaterThan(0);
  const setStatus = async (id: string, status: string) => {
    const response = await request.patch(`/api/admin/occurrences/${id}`, {
      headers: { origin },
      data: { status },
    });
    expect(response.ok()).toBe(true);
  };

  const errors = collectErrors(page);
  // Mark the server's cards before React starts: a card React rendered again is a new node.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const card of document.querySelectorAll('article'))
        Reflect.set(card, 'fromServer', true);
    });
  });
  // The night is cancelled after the server rendered the page and before the browser's answer.
  let cancelled = false;
  await page.route(/\/api\/venues\/nearby\?/, async (route) => {
    if (!cancelled) {
      cancelled = true;
      for (const night of nights) await setStatus(night.id, 'cancelled');
    }
    await route.continue();
  });
  try {
    await page.goto('/trivia-near-franklin-tn');
    const card = page.getByRole('article').filter({ hasText: venueName });
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
    expect(cancelled).toBe(true);
    await expect
      .poll(() =>
        card.first().evaluate((element) => ({
          hydrated: Object.keys(element).some((key) => key.startsWith('__reactFiber')),
          fromServer: Reflect.get(element, 'fromServer') === true,
        })),
      )
      .toEqual({ hydrated: true, fromServer: false });
    expect(errors).toEqual([]);
  } finally {
    // Back as it was: a cancelled night is rescheduled, then confirmed again if it was.
    for (const night of nights) {
      await setStatus(night.id, 'scheduled');
      if (night.status === 'confirmed') await setStatus(night.id, 'confirmed');
    }
  }
});
