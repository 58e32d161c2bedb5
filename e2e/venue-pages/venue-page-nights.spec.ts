import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { DEMO, signInByApi } from '../support/accounts.ts';
import { createEventByApi, createVenueByApi, unique } from '../support/data.ts';
import { collectErrors } from '../support/errors.ts';
import { chicagoDay } from '../support/hosts.ts';

test.use({ timezoneId: 'America/Chicago' });

/** Downtown Franklin, TN: the demo's Franklin Main Street Brewery has a phone and a website. */
const FRANKLIN = { lat: 35.9251, lng: -86.8689 };

interface PageAnswer {
  venue: { id: string; slug: string; name: string; timezone: string };
  events: { id: string; title: string; startTime: string; occurrences: { date: string }[] }[];
}

/** A venue's page slug, from the public nearby search around it. */
async function slugOf(page: Page, id: (venue: { id: string; name: string }) => boolean) {
  const answer = await (
    await page.request.get(`/api/venues/nearby?lat=${FRANKLIN.lat}&lng=${FRANKLIN.lng}&limit=100`)
  ).json();
  const venue = (answer.venues as { id: string; name: string; slug: string }[]).find(id);
  expect(venue).toBeDefined();
  return venue?.slug ?? '';
}

/** The page is idle, and its list of nights hydrated if the visitor's clock has one over. */
async function judgedByTheVisitorsClock(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 100))),
  );
  const island = page.locator('[data-island="nights"][data-hydrated]');
  if ((await island.count()) === 0) return;
  await expect
    .poll(() =>
      island.evaluate((element) =>
        Object.keys(element.firstElementChild ?? {}).some((key) => key.startsWith('__reactFiber')),
      ),
    )
    .toBe(true);
}

const nightsOf = (page: Page) =>
  page.getByRole('region', { name: /^Trivia nights/ }).getByRole('listitem');
const menusOf = (page: Page) =>
  page.getByRole('region', { name: /^Trivia nights/ }).locator('details');

test('a venue page: the nights first with one Add to calendar menu each, one Subscribe, phone and website, Report a problem, more trivia nearby', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const slug = await slugOf(page, (venue) => venue.name === 'Franklin Main Street Brewery');
  const answer = (await (await page.request.get(`/api/venue-pages/${slug}`)).json()) as PageAnswer;
  await page.goto(`/trivia-at-${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Trivia at Franklin Main Street Brewery',
  );
  // Hydrated: the Subscribe menu's link (hidden in its closed menu) knows the page's origin.
  await expect(page.locator('a', { hasText: 'Subscribe in your calendar app' })).toHaveAttribute(
    'href',
    /^webcal:\/\//,
  );

  // One menu per night still to come (one over by the visitor's clock has none, decision 166:
  // tonight's 3 PM night, on a Sunday evening), the first night marked Next. The list is hydrated
  // once the page is idle only when one of its nights is over (decision 214).
  await judgedByTheVisitorsClock(page);
  const nights = nightsOf(page);
  const count = await nights.filter({ hasNot: page.getByText('Over', { exact: true }) }).count();
  expect(count).toBeGreaterThan(1);
  await expect(menusOf(page)).toHaveCount(count);
  await expect(nights.first().getByText('Next', { exact: true })).toBeVisible();
  await expect(page.getByText('Next', { exact: true })).toHaveCount(1);
  // The list's trust words, not "Scheduled".
  await expect(page.getByText('Scheduled', { exact: true })).toHaveCount(0);

  // The first night's menu: Google, Outlook, Apple and .ics, for that night.
  const first = nights.first();
  const date = (await first.getAttribute('data-night')) ?? '';
  const title = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const event = answer.events.find(
    (each) => each.title === title && each.occurrences.some((night) => night.date === date),
  );
  expect(event).toBeDefined();
  const start = event?.startTime.slice(0, 5) ?? '';
  await first.getByText('Add to calendar').click();
  const google = new URL(
    (await first.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')) ?? '',
  );
  expect(`${google.origin}${google.pathname}`).toBe('https://calendar.google.com/calendar/render');
  expect(google.searchParams.get('action')).toBe('TEMPLATE');
  expect(google.searchParams.get('text')).toBe(`${title} at Franklin Main Street Brewery`);
  expect(google.searchParams.get('dates')).toMatch(
    new RegExp(`^${date.replaceAll('-', '')}T${start.replace(':', '')}00/\\d{8}T\\d{6}$`),
  );
  expect(google.searchParams.get('ctz')).toBe('America/Chicago');
  expect(google.searchParams.get('location')).toContain('230 Franklin Rd, Franklin, TN 37064');
  const outlook = new URL(
    (await first.getByRole('link', { name: 'Outlook' }).getAttribute('href')) ?? '',
  );
  expect(`${outlook.origin}${outlook.pathname}`).toBe(
    'https://outlook.live.com/calendar/0/deeplink/compose',
  );
  expect(outlook.searchParams.get('subject')).toBe(`${title} at Franklin Main Street Brewery`);
  expect(outlook.searchParams.get('startdt')).toMatch(new RegExp(`^${date}T${start}:00-0[56]:00$`));
  const ics = `/trivia-at-${slug}/calendar.ics?night=${event?.id}_${date}`;
  await expect(first.getByRole('link', { name: 'Apple Calendar' })).toHaveAttribute('href', ics);
  await expect(first.getByRole('link', { name: 'Download .ics' })).toHaveAttribute('href', ics);
  const night = await page.request.get(ics);
  expect(night.status()).toBe(200);
  const vevents = new ICAL.Component(ICAL.parse(await night.text())).getAllSubcomponents('vevent');
  expect(vevents.map((vevent) => new ICAL.Event(vevent).startDate.toString())).toEqual([
    `${date}T${start}:00`,
  ]);
  // A click elsewhere closes it.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(first.getByRole('link', { name: 'Google Calendar' })).toBeHidden();

  // One Subscribe for the venue; no feed address written out on the page.
  const subscribe = page.getByText('Subscribe', { exact: true });
  await expect(subscribe).toHaveCount(1);
  await subscribe.click();
  const webcal = page.getByRole('link', { name: 'Subscribe in your calendar app' });
  await expect(webcal).toHaveAttribute('href', /^webcal:\/\/.+\/calendar\.ics$/);
  const feed = await page.request.get(
    ((await webcal.getAttribute('href')) ?? '').replace(/^webcal:/, 'http:'),
  );
  expect(feed.status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Copy the calendar link' })).toBeVisible();
  const text = (await page.getByRole('main').textContent()) ?? '';
  expect(text).not.toMatch(/calendar\.ics|webcal:|https?:\/\//);

  // Where it is: the map card, Directions, phone and website.
  await expect(
    page.getByRole('img', { name: /^A sketch of where Franklin Main Street/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: '(615) 555-0105' })).toHaveAttribute(
    'href',
    'tel:6155550105',
  );
  await expect(page.getByRole('link', { name: /^franklinbrewery\.example/ })).toHaveAttribute(
    'href',
    'https://franklinbrewery.example',
  );
  await expect(page.getByRole('link', { name: /^Directions/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
  );

  // What the trivia is, and Report a problem opens its dialog.
  const about = page.getByRole('region', { name: 'About the trivia' });
  await expect(about.getByText('Prize', { exact: true }).first()).toBeVisible();
  await about
    .getByRole('link', { name: /^Report a problem/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // More trivia nearby: other venues' pages.
  const nearby = page.getByRole('region', { name: 'More trivia nearby' }).getByRole('link');
  expect(await nearby.count()).toBeGreaterThan(0);
  const other = (await nearby.first().textContent()) ?? '';
  expect(other).not.toBe('Franklin Main Street Brewery');
  await nearby.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Trivia at ${other}`);
  expect(errors).toEqual([]);
});

test('a night its host cancelled shows the note, without prize or Add to calendar; the next one is Next', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await signInByApi(page.request, origin, DEMO.admin);
  const venueName = `Note Tavern ${unique()}`;
  const venue = await createVenueByApi(
    page.request,
    origin,
    venueName,
    '9 Main St, Franklin, TN 37064',
  );
  const eventType = `Night Quiz ${unique()}`;
  const inTwoDays = chicagoDay(2);
  const created = await createEventByApi(page.request, origin, {
    venueId: venue.id,
    eventType,
    dayOfWeek: inTwoDays.weekday,
  });
  const cancel = await page.request.post('/api/admin/schedule/exceptions', {
    headers: { origin },
    data: {
      kind: 'cancel_date',
      eventIds: [created.id],
      date: inTwoDays.iso,
      today: chicagoDay(0).iso,
      note: 'Closed for a private party',
    },
  });
  expect(cancel.ok()).toBe(true);

  const slug = await slugOf(page, (each) => each.id === venue.id);
  await page.goto(`/trivia-at-${slug}`);
  const nights = nightsOf(page);
  await expect(nights).toHaveCount(4);
  const cancelled = nights.first();
  await expect(cancelled).toHaveAttribute('data-night', inTwoDays.iso);
  await expect(cancelled.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(cancelled.getByText('Closed for a private party', { exact: true })).toBeVisible();
  await expect(cancelled.getByText('Add to calendar')).toHaveCount(0);
  await expect(cancelled.getByText(/^Prize/)).toHaveCount(0);
  // One menu per night that happens; the first of them is Next.
  await expect(menusOf(page)).toHaveCount(3);
  await expect(nights.nth(1).getByText('Next', { exact: true })).toBeVisible();
  await expect(page.getByText('Next', { exact: true })).toHaveCount(1);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the Add to calendar and Subscribe menus open and hold their links', async ({ page }) => {
    const slug = await slugOf(page, (venue) => venue.name === 'Franklin Main Street Brewery');
    await page.goto(`/trivia-at-${slug}`);
    const first = nightsOf(page).first();
    await first.getByText('Add to calendar').click();
    await expect(first.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute(
      'href',
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
    );
    await expect(first.getByRole('link', { name: 'Apple Calendar' })).toHaveAttribute(
      'href',
      new RegExp(`^/trivia-at-${slug}/calendar\\.ics\\?night=`),
    );
    await page.getByText('Subscribe', { exact: true }).click();
    // The server writes the feed's address with its own origin (decision 214).
    await expect(
      page.getByRole('link', { name: 'Subscribe in your calendar app' }),
    ).toHaveAttribute('href', new RegExp(`^webcal://[^/]+/trivia-at-${slug}/calendar\\.ics$`));
  });
});
