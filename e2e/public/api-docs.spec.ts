import { expect, test } from '@playwright/test';

/**
 * The public API's docs page is served from our own files. Every request it makes
 * stays on our origin, our Content-Security-Policy refuses nothing it needs, and it renders the
 * document's paths and can call one.
 */
test('/api/docs shows the public API’s paths, calls one, and asks no other origin for anything', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });

  await page.goto('/api/docs');
  await expect(page).toHaveTitle('Trivia Near Me public API');
  await expect(page.getByRole('heading', { name: /Trivia Near Me public API/ })).toBeVisible();
  const document = (await (await page.request.get('/api/openapi.json')).json()) as {
    paths: Record<string, unknown>;
  };
  const paths = Object.keys(document.paths);
  expect(paths).toContain('/api/v1/seasons/{slug}/standings');
  expect(paths.length).toBe(5);
  for (const path of paths) {
    await expect(page.locator(`.opblock-summary-path[data-path="${path}"]`)).toBeVisible();
  }

  // Try it out (open from the start): a city's nights, answered from this origin.
  const city = page.locator('.opblock-get', {
    has: page.locator('.opblock-summary-path[data-path="/api/v1/cities/{slug}"]'),
  });
  await city.locator('.opblock-summary').click();
  await city.getByPlaceholder('slug').fill('nashville-tn');
  await city.getByRole('button', { name: 'Execute' }).click();
  await expect(city.locator('.live-responses-table tbody .response-col_status').first()).toHaveText(
    '200',
  );

  const elsewhere = requested.filter((url) => {
    const { protocol } = new URL(url);
    return protocol !== 'data:' && protocol !== 'blob:' && new URL(url).origin !== origin;
  });
  expect(elsewhere).toEqual([]);
  expect(requested).toContain(`${origin}/api/docs/json`);
  expect(requested.some((url) => url.startsWith(`${origin}/api/v1/cities/nashville-tn`))).toBe(
    true,
  );
  expect(refused).toEqual([]);
});
