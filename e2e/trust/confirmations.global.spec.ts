import { expect, test } from '@playwright/test';
import { DEMO, mailTo, signIn } from '../support/accounts.ts';
import { createEventByApi, createVenueByApi, todaysWeekday, unique } from '../support/data.ts';

const SUBJECT = 'Subject: Are your trivia nights still on this week?';

/** The links of a confirmation mail, by label ("Confirm all", "Cancel"), in order. */
function links(mail: string, label: string): string[] {
  return [
    ...mail.matchAll(new RegExp(`${label}[^:\\n]*: (https?://\\S+/nights/[\\w-]+)`, 'g')),
  ].map((match) => match[1] ?? '');
}

/**
 * Acceptance 1. Global (decision 022): "Confirm all" confirms every night of the demo
 * owner's week, which other specs' lists show.
 */
test('the admin sends confirmation requests; links confirm and cancel only on a press, once', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three browser contexts and a dozen page loads: more than the default 30 s on a loaded machine.
  test.slow();
  const origin = baseURL ?? '';
  await signIn(page, DEMO.owner);
  const tag = unique();
  const today = todaysWeekday();
  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-US', {
    weekday: 'long',
  });
  const pub = await createVenueByApi(
    page.request,
    origin,
    `Confirm Cantina ${tag}`,
    '8 Main St, Franklin, TN 37064',
  );
  const bar = await createVenueByApi(
    page.request,
    origin,
    `Cancel Club ${tag}`,
    '10 Main St, Franklin, TN 37064',
  );
  await createEventByApi(page.request, origin, {
    venueId: pub.id,
    eventType: `Quiz ${tag}`,
    dayOfWeek: today,
  });
  await createEventByApi(page.request, origin, {
    venueId: bar.id,
    eventType: `Bingo ${tag}`,
    dayOfWeek: tomorrow,
  });
  const taproom = await createVenueByApi(
    page.request,
    origin,
    `Theme Taproom ${tag}`,
    '12 Main St, Franklin, TN 37064',
  );
  await createEventByApi(page.request, origin, {
    venueId: taproom.id,
    eventType: `Theme Quiz ${tag}`,
    dayOfWeek: tomorrow,
  });
  await page.context().clearCookies();

  await signIn(page, DEMO.admin);
  await page.goto('/admin/schedule');
  await page.getByRole('button', { name: 'Send confirmation requests now' }).click();
  await expect(page.getByText(/Sending \d+ confirmation requests?\./)).toBeVisible();

  // One mail per manager, with links.
  await expect
    .poll(async () => (await mailTo(DEMO.owner.email)).length, { timeout: 15_000 })
    .toBe(1);
  const [mail = ''] = (await mailTo(DEMO.owner.email)).filter((text) => text.includes(SUBJECT));
  expect(mail).toContain(`Confirm Cantina ${tag}`);
  expect(mail).toContain(`Cancel Club ${tag}`);
  expect(mail).toContain(`Theme Taproom ${tag}`);
  for (const other of [DEMO.provider.email]) {
    await expect
      .poll(async () => (await mailTo(other)).filter((t) => t.includes(SUBJECT)).length)
      .toBe(1);
  }

  // A signed-out browser: the Cancel link of the club's night.
  const visitor = await browser.newPage();
  const clubSection = mail.slice(mail.indexOf(`Cancel Club ${tag}`));
  const [clubCancel = ''] = links(clubSection, 'Cancel');
  expect(clubCancel).toMatch(/\/nights\//);
  await visitor.goto(clubCancel);
  await expect(visitor.getByRole('heading', { name: 'Cancel this trivia night' })).toBeVisible();
  await expect(visitor.getByText(`Cancel Club ${tag}`)).toBeVisible();
  await visitor.getByRole('button', { name: 'Cancel this night' }).click();
  await expect(visitor.getByText(/Done: 1 night cancelled/)).toBeVisible();

  // The Confirm link of the taproom's night, with its theme (decision 208).
  const taproomSection = mail.slice(mail.indexOf(`Theme Taproom ${tag}`));
  const [taproomConfirm = ''] = links(taproomSection, 'Confirm');
  await visitor.goto(taproomConfirm);
  await expect(visitor.getByText(`Theme Taproom ${tag}`)).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Confirm this trivia night' })).toBeVisible();
  await visitor.getByLabel(/Theme or note for players/).fill('Office theme night');
  await visitor.getByRole('button', { name: 'Confirm this night' }).click();
  await expect(visitor.getByText(/Done: 1 night confirmed/)).toBeVisible();
  await expect(visitor.getByLabel(/Theme or note for players/)).toHaveCount(0);

  // Confirm all.
  const [confirmAll = ''] = links(mail, 'Confirm all');
  await visitor.goto(confirmAll);
  await expect(visitor.getByText(`Confirm Cantina ${tag}`)).toBeVisible();
  await visitor.getByRole('button', { name: /^Confirm all \d+ nights$/ }).click();
  await expect(visitor.getByText(/Done: \d+ nights? confirmed/)).toBeVisible();

  // The public list.
  await visitor.goto(`/?lat=${pub.latitude}&lng=${pub.longitude}&name=Franklin&tab=week`);
  const pubCard = visitor.getByRole('article').filter({ hasText: `Confirm Cantina ${tag}` });
  await expect(pubCard.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  const taproomCard = visitor.getByRole('article').filter({ hasText: `Theme Taproom ${tag}` });
  await expect(taproomCard).toContainText('Office theme night');
  await expect(taproomCard.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  const barCard = visitor.getByRole('article').filter({ hasText: `Cancel Club ${tag}` });
  await expect(barCard.getByText('Cancelled', { exact: true }).first()).toBeVisible();

  // The same link again changes nothing.
  await visitor.goto(clubCancel);
  await expect(visitor.getByText('This link was already used. Nothing changed.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Cancel this night' })).toHaveCount(0);

  // An altered token shows the error page; nothing changed.
  const altered = `${confirmAll.slice(0, -2)}${confirmAll.endsWith('xx') ? 'yy' : 'xx'}`;
  await visitor.goto(altered);
  await expect(visitor.getByRole('alert')).toContainText("This link can't be used");
  await expect(visitor.getByRole('button', { name: /Confirm/ })).toHaveCount(0);
  await visitor.goto(`/?lat=${pub.latitude}&lng=${pub.longitude}&name=Franklin&tab=week`);
  await expect(barCard.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await visitor.close();
});
