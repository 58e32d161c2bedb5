import { expect, type Page, test } from '@playwright/test';
import { chicagoDay, inChicago } from '../support/hosts.ts';

// A city page is read and narrowed the same way with or without script (decision 203): its
// tabs, day chips and filters are links; without script its radius, sort and filters are a GET
// form to the same page, with script the radius and sort are islands that load the list they
// choose (decision 213). Save, We're coming and the map (the whole app's) are left out.
test.use({ timezoneId: 'America/Chicago', serviceWorkers: 'block' });

const CITY = '/trivia-near-nashville-tn';

/** What a visitor reads of the list: where they are, its heading and count, its venues in order. */
async function readList(page: Page) {
  const count = page.getByText(/ venues? found within \d+ miles$/);
  return {
    path: new URL(page.url()).pathname,
    heading: await page.getByRole('heading', { level: 1 }).first().textContent(),
    count: (await count.count()) > 0 ? await count.textContent() : null,
    venues: await page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents(),
  };
}

type Control = {
  name: string;
  withScript: (page: Page) => Promise<void>;
  withoutScript: (page: Page) => Promise<void>;
};

const clickTab = (name: RegExp) => (page: Page) => page.getByRole('tab', { name }).click();

/** The form without script: a field set, then Show venues. */
const submitForm = (fill: (page: Page) => Promise<void>) => async (page: Page) => {
  await fill(page);
  await page.getByRole('button', { name: 'Show venues' }).click();
};

const CONTROLS: Control[] = [
  { name: 'Today', withScript: clickTab(/^Today/), withoutScript: clickTab(/^Today/) },
  { name: 'Tomorrow', withScript: clickTab(/^Tomorrow/), withoutScript: clickTab(/^Tomorrow/) },
  // The last day chip: five days from now, never Today or Tomorrow.
  {
    name: 'a day chip',
    withScript: (page) => page.getByRole('tab').last().click(),
    withoutScript: (page) => page.getByRole('tab').last().click(),
  },
  {
    name: 'Radius',
    withScript: async (page) => {
      await page.getByRole('combobox', { name: 'Radius' }).selectOption('5');
    },
    withoutScript: submitForm(async (page) => {
      await page.getByRole('combobox', { name: 'Radius' }).selectOption('5');
    }),
  },
  {
    name: 'Sort',
    withScript: async (page) => {
      await page.getByRole('combobox', { name: 'Sort' }).selectOption('time');
    },
    withoutScript: submitForm(async (page) => {
      await page.getByRole('combobox', { name: 'Sort' }).selectOption('time');
    }),
  },
  {
    name: 'Cash prize only',
    withScript: (page) => page.getByRole('link', { name: 'Cash prize only', exact: true }).click(),
    withoutScript: submitForm((page) =>
      page.getByRole('checkbox', { name: 'Cash prize only' }).check(),
    ),
  },
  {
    name: 'After 8 pm',
    withScript: (page) => page.getByRole('link', { name: 'After 8 pm', exact: true }).click(),
    withoutScript: submitForm(async (page) => {
      await page.getByRole('combobox', { name: 'Starts' }).selectOption({ label: 'After 8 pm' });
    }),
  },
  {
    name: 'an event type',
    withScript: (page) => page.getByRole('link', { name: 'Music Bingo', exact: true }).click(),
    withoutScript: submitForm(async (page) => {
      await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Music Bingo' });
    }),
  },
  {
    name: 'a venue',
    withScript: (page) => page.getByRole('article').first().getByRole('link').first().click(),
    withoutScript: (page) => page.getByRole('article').first().getByRole('link').first().click(),
  },
  {
    name: 'Back',
    withScript: (page) => page.getByRole('link', { name: 'Back' }).click(),
    withoutScript: (page) => page.getByRole('link', { name: 'Back' }).click(),
  },
];

test('every control of a city page but its islands shows the same list without script', async ({
  browser,
}) => {
  // Ten controls, each on a fresh page load, twice.
  test.setTimeout(300_000);
  const without = await browser.newContext({ javaScriptEnabled: false });
  // With script, at noon by the visitor's clock: the list is the server's either way (decision
  // 219), and the cards' clocks say nothing that the page without script would not.
  const withScript = await browser.newContext({ timezoneId: 'America/Chicago' });
  const first = await without.newPage();
  await first.goto(CITY);
  // The radius and sort are the form's alone: the islands' labels are hidden with their fields.
  await expect(first.locator('label:visible', { hasText: /^Radius/ })).toHaveCount(1);
  await expect(first.locator('label:visible', { hasText: /^Sort/ })).toHaveCount(1);
  const unchanged = await readList(first);
  await first.close();

  const reached: Record<string, Awaited<ReturnType<typeof readList>>> = {};
  for (const control of CONTROLS) {
    // Both walks of a control back to back, again if another spec changed Nashville's venues
    // between them. Each on a page of its own: Back returns to the page before, of this site.
    await expect(async () => {
      const plain = await without.newPage();
      const page = await withScript.newPage();
      try {
        await plain.goto(CITY);
        await control.withoutScript(plain);
        await plain.waitForLoadState('domcontentloaded');
        const expected = await readList(plain);
        await page.clock.setFixedTime(inChicago(chicagoDay(0).iso, '12:00'));
        await page.goto(CITY);
        await expect(page.getByRole('combobox', { name: 'Sort' })).toBeVisible();
        await control.withScript(page);
        // The control may still be loading the list it chose: a read cut short by that navigation
        // is read again.
        await expect
          .poll(() => readList(page).catch(() => null), { message: control.name })
          .toEqual(expected);
        reached[control.name] = expected;
      } finally {
        await plain.close();
        await page.close();
      }
    }).toPass({ timeout: 60_000 });
  }
  await without.close();
  await withScript.close();

  // Without script, each control changed what the page shows (every venue the Nashville list
  // shows has a cash prize: that filter leaves it as it was).
  for (const control of CONTROLS.filter(({ name }) => name !== 'Cash prize only')) {
    expect(reached[control.name], control.name).not.toEqual(unchanged);
  }
  expect(reached.Radius?.count).toMatch(/within 5 miles$/);
  expect(reached['a venue']?.path).toMatch(/^\/trivia-at-/);
  expect(reached.Back?.path).toBe('/');
});
