import { expect, type Page, test } from '@playwright/test';

test.use({ timezoneId: 'America/Chicago' });

/** The place field's own script (the autocomplete), which loads after the screen's plain form. */
const PLACE_FIELD_CHUNK = /\/assets\/manual-location-[\w-]+\.js$/;
/** The manual screen's own script, which the server's form hydrates with. */
const MANUAL_SCREEN_CHUNK = /\/assets\/manual-screen-[\w-]+\.js$/;

test.describe('with the scripts held back (decision 169)', () => {
  // The test holds scripts with `page.route`, which a service worker would bypass.
  test.use({ serviceWorkers: 'block' });

  /** Holds the scripts whose address matches until `release` is called, as a slow network would. */
  async function holdScripts(page: Page, pattern: RegExp) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(pattern, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  /** Keys typed one at a time, each a little after the one before, as a person types. */
  const typeSlowly = (page: Page, text: string) => page.keyboard.type(text, { delay: 120 });

  async function expectNashKept(page: Page) {
    const field = page.getByRole('combobox', { name: 'City or ZIP code' });
    await expect(field).toHaveValue('Nash');
    await expect(field).toBeFocused();
    await expect(page.getByRole('option', { name: 'Nashville, TN' })).toBeVisible();
  }

  test('letters typed while the place field’s script loads are kept, and suggested from', async ({
    page,
  }) => {
    const release = await holdScripts(page, PLACE_FIELD_CHUNK);
    await page.goto('/');
    await page.getByRole('link', { name: 'Enter location manually' }).click();
    await page.getByRole('textbox', { name: 'City or ZIP code' }).click();
    await typeSlowly(page, 'Na');
    // The script arrives between two letters: every letter is kept whatever lands when.
    release();
    await typeSlowly(page, 'sh');
    await expectNashKept(page);
  });

  test('letters typed in the server’s form before any script runs are kept', async ({ page }) => {
    const release = await holdScripts(page, /\/assets\/.*\.js$/);
    await page.goto('/?manual=1', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'City or ZIP code' }).click();
    await typeSlowly(page, 'Na');
    // The page hydrates, then the autocomplete replaces the form, while the visitor types on.
    release();
    await typeSlowly(page, 'sh');
    await expectNashKept(page);
  });

  test('a tap on the server’s form while the page hydrates keeps its focus and the letters typed', async ({
    page,
  }) => {
    test.slow(); // a 6× slower CPU
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const release = await holdScripts(page, MANUAL_SCREEN_CHUNK);
    await page.goto('/?manual=1', { waitUntil: 'commit' });
    const box = await page.getByRole('textbox', { name: 'City or ZIP code' }).boundingBox();
    if (!box) throw new Error('The server’s form has no field.');
    // The manual screen's own script arrives, and the page hydrates it: the tap lands then.
    const screenScript = page.waitForResponse(MANUAL_SCREEN_CHUNK);
    release();
    await screenScript;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.type('Na', { delay: 120 });
    // Whichever field is on screen now (decision 221) has them, and the focus.
    await expect(page.locator('input:focus')).toHaveValue('Na');
    await page.keyboard.type('sh', { delay: 120 });
    const field = page.getByRole('combobox', { name: 'City or ZIP code' });
    await expect(field).toHaveValue('Nash', { timeout: 15_000 });
    await expect(field).toBeFocused();
  });
});

test.describe('typing a place', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Enter location manually' }).click();
    await expect(page.getByRole('heading', { name: 'Enter Your Location' })).toBeVisible();
    // The link loads the manual screen (decision 212): the server's plain form first, then the
    // autocomplete in its place. A tap in the middle of that swap would land on neither.
    await expect(page.getByRole('combobox', { name: 'City or ZIP code' })).toBeVisible();
  });

  test('suggests places as you type, and picking one opens its list', async ({ page }) => {
    const input = page.getByRole('combobox', { name: 'City or ZIP code' });
    await expect(input).toHaveAttribute('placeholder', 'City or ZIP code');
    // The manual screen puts the focus in its field; a picked place, on the list's heading.
    await expect(input).toBeFocused();
    await input.fill('Nash');
    const nashville = page.getByRole('option', { name: 'Nashville, TN' });
    await expect(nashville).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(5);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await nashville.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Trivia Near Nashville, TN' }),
    ).toBeFocused();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('works from the keyboard: arrows, Enter and Escape', async ({ page }) => {
    const input = page.getByRole('combobox', { name: 'City or ZIP code' });
    await input.fill('Nash');
    await expect(page.getByRole('listbox')).toBeVisible();
    await input.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    await input.press('ArrowDown'); // reopens
    await expect(page.getByRole('listbox')).toBeVisible();
    await input.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Nashville, TN' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await input.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Trivia Near Nashville, TN' }),
    ).toBeVisible();
  });

  test('asks for 2 characters, and closes the suggestions after leaving the field', async ({
    page,
  }) => {
    const input = page.getByRole('combobox', { name: 'City or ZIP code' });
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/nominatim/search')) searches.push(request.url());
    });
    await input.fill('N');
    await page.waitForTimeout(500);
    expect(searches).toEqual([]);
    await input.fill('Nas');
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(searches).toHaveLength(1);
    expect(searches[0]).toContain('format=json');
    expect(searches[0]).toContain('limit=5');
    expect(searches[0]).toContain('countrycodes=us');
    expect(searches[0]).toContain('addressdetails=1');
    await input.blur();
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('"37064" finds Franklin, TN, by typing and submitting', async ({ page }) => {
    const input = page.getByRole('combobox', { name: 'City or ZIP code' });
    await input.fill('37064');
    await expect(page.getByRole('option', { name: '37064 · Franklin, TN' })).toBeVisible();
    await page.getByRole('button', { name: 'Find Trivia Events' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Trivia Near Franklin, TN' }),
    ).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('does nothing on empty input, and says so for a place it cannot find', async ({ page }) => {
    const input = page.getByRole('combobox', { name: 'City or ZIP code' });
    await input.fill('   ');
    await page.getByRole('button', { name: 'Find Trivia Events' }).click();
    await expect(page.getByRole('heading', { name: 'Enter Your Location' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await input.fill('Qqxzv');
    await page.getByRole('button', { name: 'Find Trivia Events' }).click();
    await expect(page.getByRole('alert')).toContainText('We couldn\'t find "Qqxzv"');
    await expect(page.getByRole('heading', { name: 'Enter Your Location' })).toBeVisible();
    await expect(page).toHaveURL(/manual=1/);
  });

  test('Back returns to the splash', async ({ page }) => {
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByRole('button', { name: 'Share My Location' })).toBeVisible();
  });
});
