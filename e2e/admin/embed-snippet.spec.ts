import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { adminNav, DEMO, signIn } from '../support/accounts.ts';

/**
 * "Put your schedule on your website" — the preview, the two snippets, and the
 * script snippet pasted on another site, where it sizes its frame to the embed's content.
 */

async function openEmbedPage(page: Page) {
  await signIn(page, DEMO.provider);
  await (await adminNav(page)).getByRole('link', { name: 'Website embed' }).click();
  await expect(
    page.getByRole('heading', { name: 'Put your schedule on your website', level: 1 }),
  ).toBeVisible();
}

/** A page on another origin (another port of this machine) holding the given HTML. */
async function serveElsewhere(body: string) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test.describe('Put your schedule on your website', () => {
  test('a provider sees the preview and the two snippets, and copies one', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await openEmbedPage(page);

    const what = page.getByRole('combobox', { name: 'What to show' });
    await expect(
      what.getByRole('option', { name: 'Music City Trivia Co.', exact: true }),
    ).toBeAttached();
    await expect(page.getByTitle('Preview of your schedule')).toHaveAttribute(
      'src',
      /^\/embed\/provider\/music-city-trivia-co-[0-9a-f]{4}$/,
    );
    const script = page.getByRole('textbox', { name: 'Script snippet' });
    await expect(script).toHaveValue(
      new RegExp(
        `^<script async src="${baseURL}/embed\\.js" data-trivia-embed="provider" data-slug="music-city-trivia-co-[0-9a-f]{4}" data-theme="auto"></script>$`,
      ),
    );
    await expect(page.getByRole('textbox', { name: 'Iframe snippet' })).toHaveValue(
      new RegExp(
        `^<iframe src="${baseURL}/embed/provider/music-city-trivia-co-[0-9a-f]{4}" title="Trivia schedule" width="100%" height="480" style="border:0" loading="lazy"></iframe>$`,
      ),
    );

    await page.getByRole('radio', { name: 'Light' }).check();
    await expect(script).toHaveValue(/data-theme="light"/);
    await expect(page.getByTitle('Preview of your schedule')).toHaveAttribute(
      'src',
      /\?theme=light$/,
    );

    await page.getByRole('button', { name: 'Copy the script snippet' }).click();
    await expect(page.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await script.inputValue(),
    );
  });

  test('the script snippet sizes the frame', async ({ page }) => {
    await openEmbedPage(page);
    const script = page.getByRole('textbox', { name: 'Script snippet' });
    const what = page.getByRole('combobox', { name: 'What to show' });
    await expect(script).toHaveValue(/data-trivia-embed="provider"/);
    const providerSnippet = await script.inputValue();
    // A venue of the provider's too: two snippets on one page, each with its own frame.
    const venue = what.locator('optgroup[label="Venues"] option').first();
    await what.selectOption(await venue.getAttribute('value'));
    await expect(script).toHaveValue(/data-trivia-embed="venue"/);
    const venueSnippet = await script.inputValue();

    const site = await serveElsewhere(
      `<!doctype html><html lang="en"><head><title>Our trivia nights</title></head><body>
<h1>Our trivia nights</h1>${providerSnippet}<p>Between</p>${venueSnippet}<p>The end</p></body></html>`,
    );
    try {
      await page.goto(site.url);
      const frames = page.locator('iframe[title="Trivia schedule"]');
      await expect(frames).toHaveCount(2);
      for (const [index, kind] of ['provider', 'venue'].entries()) {
        const frame = frames.nth(index);
        await expect(frame).toHaveAttribute('src', new RegExp(`/embed/${kind}/`));
        await frame.scrollIntoViewIfNeeded();
        // The default height of an iframe is 150 px; the embed posts its own.
        await expect(frame).toHaveAttribute('style', /height: \d+px/);
        const content = frame.contentFrame();
        const contentHeight = await content
          .locator('body')
          .evaluate(() =>
            Math.ceil(
              Math.max(
                ...[...document.body.children].map(
                  (child) => child.getBoundingClientRect().bottom + window.scrollY,
                ),
              ),
            ),
          );
        const frameHeight = (await frame.boundingBox())?.height ?? 0;
        expect(frameHeight).not.toBe(150);
        // Nothing cut off, and no tall empty space under the schedule.
        expect(frameHeight).toBeGreaterThanOrEqual(contentHeight - 1);
        expect(frameHeight).toBeLessThanOrEqual(contentHeight + 64);
      }
      await expect(page.getByText('The end')).toBeAttached();
    } finally {
      await site.close();
    }
  });
});
