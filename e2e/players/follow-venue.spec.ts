import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, mailTo, signInByApi } from '../support/accounts.ts';
import { createEventByApi, createVenueByApi, unique } from '../support/data.ts';
import { collectErrors } from '../support/errors.ts';
import { chicagoDay } from '../support/hosts.ts';

/**
 * Following a venue by email. Double opt-in (only the confirmation until its link is
 * used), a mail when one of its nights is cancelled (a job, within JOBS_POLL_MS), and RFC 8058
 * one-click unsubscribe that stops the mail.
 */

test.use({ timezoneId: 'America/Chicago' });

/** Followers are limited per address (the server trusts the proxy's header in these tests). */
const visitor = (last: number) => ({ 'x-forwarded-for': `10.32.5.${last}` });

const CONFIRM_SUBJECT = 'Subject: Confirm the trivia venues you follow';

/** The subject lines of an address's mail in the outbox. */
async function subjectsTo(email: string): Promise<string[]> {
  return (await mailTo(email)).map(
    (mail) => /^Subject: .*$/m.exec(mail.replace(/\r?\n[ \t]+/g, ' '))?.[0]?.trimEnd() ?? '',
  );
}

const cancellations = async (email: string) =>
  (await subjectsTo(email)).filter((subject) => subject.startsWith('Subject: Cancelled:'));

/** The first URL in an address's mail that matches `pattern` (mail is a job: wait for it). */
async function linkIn(email: string, pattern: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        link = (await mailTo(email)).map((mail) => pattern.exec(mail)?.[0]).find(Boolean) ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

/** The List-Unsubscribe URL of an address's cancellation mail, with its RFC 8058 header. */
async function oneClickUrl(email: string): Promise<string> {
  const mail = (await mailTo(email)).find((each) => /^Subject: Cancelled:/m.test(each)) ?? '';
  const unfolded = mail.replace(/\r?\n[ \t]+/g, ' ');
  expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  const url = /^List-Unsubscribe: <(https?:\/\/[^>]+\/unsubscribe\/[^>]+)>/m.exec(unfolded)?.[1];
  expect(url).toBeDefined();
  return url ?? '';
}

/** A new venue in Franklin, TN with a weekly night 2 days from today, made by the demo admin. */
async function venueWithWeeklyNight(request: APIRequestContext, origin: string) {
  await signInByApi(request, origin, DEMO.admin);
  const name = `Follow Tavern ${unique()}`;
  const venue = await createVenueByApi(request, origin, name, '12 Main St, Franklin, TN 37064');
  const inTwoDays = chicagoDay(2);
  const event = await createEventByApi(request, origin, {
    venueId: venue.id,
    eventType: `Follow Quiz ${unique()}`,
    dayOfWeek: inTwoDays.weekday,
  });
  const answer = await (
    await request.get(`/api/venues/nearby?lat=${venue.latitude}&lng=${venue.longitude}&limit=100`)
  ).json();
  const slug = (answer.venues as { id: string; slug: string }[]).find(
    (each) => each.id === venue.id,
  )?.slug;
  expect(slug).toBeDefined();
  return { id: venue.id, name, slug: slug ?? '', eventId: event.id };
}

/** Cancels the venue's night `days` from today, as its admin. */
async function cancelNight(
  request: APIRequestContext,
  origin: string,
  eventId: string,
  days: number,
) {
  const cancel = await request.post('/api/admin/schedule/exceptions', {
    headers: { origin },
    data: {
      kind: 'cancel_date',
      eventIds: [eventId],
      date: chicagoDay(days).iso,
      today: chicagoDay(0).iso,
      note: 'The quizmaster is ill',
    },
  });
  expect(cancel.ok()).toBe(true);
}

/** Follows the venue through the API and confirms by the mailed link's page's button. */
async function followAndConfirm(page: Page, origin: string, email: string, venueId: string) {
  const follow = await page.request.post('/api/follows', {
    headers: { origin, ...visitor(2) },
    data: { email, venueIds: [venueId] },
  });
  expect(follow.status()).toBe(202);
  const link = await linkIn(email, /https?:\/\/\S+\/follow\/[\w.-]+/);
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText("Confirmed. We'll email you about these venues.")).toBeVisible();
}

test('a visitor follows a venue on its page: only the confirmation until it is used, then one mail per cancelled night, and one-click unsubscribe stops them', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const venue = await venueWithWeeklyNight(request, origin);
  const email = `fan-${unique()}@example.com`;
  const control = `control-${unique()}@example.com`;

  // The visitor, on the venue's page.
  const visitorContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    timezoneId: 'America/Chicago',
    extraHTTPHeaders: visitor(1),
  });
  const phone = await visitorContext.newPage();
  const errors = collectErrors(phone);
  await phone.goto(`/trivia-at-${venue.slug}`);
  await phone.getByRole('button', { name: 'Email me about this venue' }).click();
  const dialog = phone.getByRole('dialog', { name: 'Email me about this venue' });
  await expect(dialog).toContainText(`when a night at ${venue.name} is cancelled`);
  await dialog.getByLabel('Your email').fill(email);
  await dialog.getByRole('button', { name: 'Email me' }).click();
  const sent = phone.getByRole('dialog', { name: 'Check your email to confirm' });
  await expect(sent).toContainText(
    `We sent a link to ${email}. Nothing else is sent until you use it.`,
  );
  await sent.getByRole('button', { name: 'Close' }).click();
  await expect(sent).toBeHidden();

  // Only the confirmation mail, naming the venue.
  const confirmLink = await linkIn(email, /https?:\/\/\S+\/follow\/[\w.-]+/);
  expect(await subjectsTo(email)).toEqual([CONFIRM_SUBJECT]);
  expect((await mailTo(email))[0]).toContain(`- ${venue.name}`);

  // A control address, confirmed too: it tells when a cancellation's mails have gone out.
  const controlPage = await browser.newPage();
  await followAndConfirm(controlPage, origin, control, venue.id);

  // Its link opens the page; Confirm; then the page manages the follows.
  await phone.goto(new URL(confirmLink).pathname);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Confirm your email');
  await expect(phone.getByText(email, { exact: true })).toBeVisible();
  await expect(phone.getByRole('link', { name: venue.name })).toHaveAttribute(
    'href',
    `/trivia-at-${venue.slug}`,
  );
  await phone.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Your venue emails');
  await expect(phone.getByText("Confirmed. We'll email you about these venues.")).toBeVisible();
  await expect(phone.getByRole('checkbox', { name: `Email me about ${venue.name}` })).toBeChecked();
  await expect(phone.getByRole('checkbox', { name: /^Weekly email/ })).toBeChecked();
  expect(await subjectsTo(email)).toEqual([CONFIRM_SUBJECT]);

  // The host cancels a night: exactly one cancellation mail to each address.
  await cancelNight(request, origin, venue.eventId, 2);
  await expect.poll(() => cancellations(email), { timeout: 30_000 }).toHaveLength(1);
  await expect.poll(() => cancellations(control), { timeout: 30_000 }).toHaveLength(1);
  expect(await cancellations(email)).toEqual([
    expect.stringContaining(`at ${venue.name}`) as unknown as string,
  ]);

  // One-click unsubscribe (RFC 8058): a mail client's POST, without an Origin.
  const url = await oneClickUrl(email);
  const oneClick = await request.post(url, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status()).toBe(200);

  // A second cancellation reaches the control address, and nothing more reaches the visitor's.
  await cancelNight(request, origin, venue.eventId, 9);
  await expect.poll(() => cancellations(control), { timeout: 30_000 }).toHaveLength(2);
  expect(await cancellations(email)).toHaveLength(1);

  // The manage link now says the address is gone.
  await phone.goto(new URL(confirmLink).pathname);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText("You're unsubscribed");
  expect(errors).toEqual([]);

  // The control address unsubscribes on the page its mail's link opens (GET changes nothing).
  const controlUrl = new URL(await oneClickUrl(control));
  await controlPage.goto(controlUrl.pathname);
  await expect(controlPage.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe');
  await expect(controlPage.getByText(control, { exact: true })).toBeVisible();
  await controlPage.reload();
  await controlPage.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(
    controlPage.getByText("You're unsubscribed. We deleted your address.", { exact: true }),
  ).toBeVisible();
  await visitorContext.close();
  await controlPage.close();
});

test('on /saved, one form follows every saved venue; the follow page keeps some and turns the weekly mail off, or deletes the address', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const first = await venueWithWeeklyNight(request, origin);
  const second = await venueWithWeeklyNight(request, origin);
  const email = `saver-${unique()}@example.com`;
  await page.setExtraHTTPHeaders(visitor(3));

  for (const venue of [first, second]) {
    await page.goto(`/trivia-at-${venue.slug}`);
    const star = page.getByRole('button', { name: `Save ${venue.name}`, exact: true });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  }
  await page.goto('/saved');
  await expect(page.getByRole('article')).toHaveCount(2);
  // The calendar feed is the venue page's Subscribe menu.
  await page.getByText('Subscribe', { exact: true }).click();
  await expect(page.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
    'href',
    /^webcal:\/\/.+\/calendar\.ics\?venues=/,
  );
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Email me about these venues' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email me about these venues' });
  await dialog.getByLabel('Your email').fill(email);
  await dialog.getByLabel('Your email').press('Enter');
  await expect(page.getByRole('dialog', { name: 'Check your email to confirm' })).toBeVisible();
  const link = await linkIn(email, /https?:\/\/\S+\/follow\/[\w.-]+/);
  const mail = (await mailTo(email))[0] ?? '';
  expect(mail).toContain(`- ${first.name}`);
  expect(mail).toContain(`- ${second.name}`);

  await page.goto(new URL(link).pathname);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const keepFirst = page.getByRole('checkbox', { name: `Email me about ${first.name}` });
  const keepSecond = page.getByRole('checkbox', { name: `Email me about ${second.name}` });
  await expect(keepFirst).toBeChecked();
  await expect(keepSecond).toBeChecked();
  await keepSecond.uncheck();
  await page.getByRole('checkbox', { name: /^Weekly email/ }).uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

  // What the server keeps, after a reload: the first venue, no weekly mail.
  await page.reload();
  await expect(keepFirst).toBeChecked();
  await expect(keepSecond).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /^Weekly email/ })).not.toBeChecked();

  await page.getByRole('button', { name: 'Unsubscribe from everything' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're unsubscribed");
  await expect(
    page.getByText("We deleted your address and won't email you about trivia venues again."),
  ).toBeVisible();
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the venue page hides Email me about this venue', async ({ page, request, baseURL }) => {
    const venue = await venueWithWeeklyNight(request, baseURL ?? '');
    await page.goto(`/trivia-at-${venue.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Trivia at ${venue.name}`);
    await expect(page.getByRole('button', { name: 'Email me about this venue' })).toBeHidden();
  });
});
