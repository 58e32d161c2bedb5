import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { confirmRsvpAddressByApi, mailTo } from '../support/accounts.ts';
import { unique } from '../support/data.ts';
import { chicagoDay, hostWithWeeklyEvent } from '../support/hosts.ts';

/** A visitor of an address of its own: "We're coming" is limited per address. */
function visitorAddress(): string {
  const [a = 0, b = 0] = randomBytes(2);
  return `198.${18 + (a % 2)}.${b}.${1 + (a % 254)}`;
}

/** "We're coming" through the public API, as the list's form sends it. */
async function sayWeAreComing(
  request: APIRequestContext,
  origin: string,
  team: { eventId: string; date: string; teamName: string; players?: number; email?: string },
) {
  const response = await request.post('/api/rsvps', {
    headers: { origin, 'x-forwarded-for': visitorAddress() },
    data: team,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { status: 'coming' | 'waitlist' };
}

/** WCAG 2.1 AA violations on the page as it is (e2e/phone/axe.spec.ts checks the demo's pages). */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
}

async function teamsTile(page: Page) {
  await page.goto('/admin');
  return page.getByRole('link', { name: /^Teams coming tonight/ });
}

/**
 * Hosts see who is coming. A fresh host (its dashboard counts only its own nights)
 * runs a weekly event with room for two teams tonight; three teams say they are coming, the third
 * goes on the waitlist.
 */
test('the host sees tonight’s teams on the schedule and the event page, emails included, and removes them', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow(); // a registration, an approval, three page loads and two removals
  const origin = baseURL ?? '';
  const tonight = chicagoDay(0);
  const { context, page, venueName, eventType, eventId } = await hostWithWeeklyEvent(
    browser,
    origin,
    {
      venuePrefix: 'Teams Tavern',
      address: '12 Main St, Franklin, TN 37064',
      typePrefix: 'Team Trivia',
      dayOfWeek: tonight.weekday,
      // Late enough that tonight's night is not over whenever the spec runs (decision 166).
      startTime: '23:30',
      maxTeams: 2,
    },
    visitorAddress(),
  );
  const night = { eventId, date: tonight.iso };

  await expect(await teamsTile(page)).toHaveAccessibleName('Teams coming tonight 0');
  const bears = `Quizly Bears ${unique()}`;
  const newtons = `Trivia Newtons ${unique()}`;
  const late = `Late Arrivals ${unique()}`;
  const bearsEmail = `bears-${unique()}@example.test`;
  const lateEmail = `late-${unique()}@example.test`;
  expect(
    await sayWeAreComing(request, origin, {
      ...night,
      teamName: bears,
      players: 4,
      email: bearsEmail,
    }),
  ).toMatchObject({ status: 'coming' });
  expect(await sayWeAreComing(request, origin, { ...night, teamName: newtons })).toMatchObject({
    status: 'coming',
  });
  expect(
    await sayWeAreComing(request, origin, { ...night, teamName: late, email: lateEmail }),
  ).toMatchObject({ status: 'waitlist' });
  await expect(await teamsTile(page)).toHaveAccessibleName('Teams coming tonight 2');
  // Hosts see a team's address once its owner has confirmed it from the mail (decision 165).
  await confirmRsvpAddressByApi(request, origin, bearsEmail);
  await confirmRsvpAddressByApi(request, origin, lateEmail);

  // The schedule asks once for every night's teams, whatever the number of nights.
  const teamRequests: string[] = [];
  page.on('request', (each) => {
    if (new URL(each.url()).pathname === '/api/admin/night-teams') teamRequests.push(each.url());
  });
  await page.goto('/admin/schedule?weeks=2');
  const item = page.getByRole('listitem', { name: new RegExp(`^${eventType} at ${venueName}`) });
  await expect(item).toHaveCount(3);
  const count = item
    .first()
    .getByRole('button', { name: 'Full · 2 of 2 teams · 1 on the waitlist' });
  await expect(count).toBeVisible();
  // The week's other nights have no teams: they say nothing of them.
  await expect(item.nth(1).getByRole('button', { name: /teams/ })).toHaveCount(0);
  expect(teamRequests).toHaveLength(1);

  await count.click();
  const list = item.first().getByRole('list', { name: /^Teams coming to/ });
  await expect(list.getByRole('listitem')).toHaveText([
    new RegExp(`${bears}.*4 players.*${bearsEmail}`),
    new RegExp(newtons),
    new RegExp(`${late}.*Waitlist.*${lateEmail}`),
  ]);
  // Nothing on the phone scrolls sideways with the teams open, and axe finds nothing (dark).
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  await list.getByRole('button', { name: `Remove ${bears}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this team?' });
  await expect(dialog).toContainText('The first team on the waitlist takes its place.');
  await dialog.getByRole('button', { name: 'Remove team' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Removed ${bears} from` })).toBeVisible();
  await expect(item.first().getByRole('button', { name: 'Full · 2 of 2 teams' })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveText([
    new RegExp(newtons),
    new RegExp(`${late}.*${lateEmail}`),
  ]);
  await expect(list.getByText('Waitlist')).toHaveCount(0);
  expect(teamRequests.length).toBeLessThanOrEqual(2); // the first answer, and the one after Remove

  // The event page lists the same teams, open, with the same Remove (in the light theme).
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto(`/admin/events/${eventId}`);
  const section = page.getByRole('region', { name: 'Teams coming' });
  const teams = section.getByRole('list', { name: /^Teams coming to/ });
  await expect(teams.getByRole('listitem')).toHaveText([
    new RegExp(newtons),
    new RegExp(`${late}.*${lateEmail}`),
  ]);
  await expect(section).not.toContainText(bears);
  expect(await axeViolations(page)).toEqual([]);
  await teams.getByRole('button', { name: `Remove ${newtons}` }).click();
  await page
    .getByRole('dialog', { name: 'Remove this team?' })
    .getByRole('button', { name: 'Remove team' })
    .click();
  await expect(section.getByRole('status')).toContainText(`Removed ${newtons} from`);
  await expect(section.getByRole('button', { name: '1 of 2 teams' })).toBeVisible();
  await expect(teams.getByRole('listitem')).toHaveText([new RegExp(late)]);

  await expect(await teamsTile(page)).toHaveAccessibleName('Teams coming tonight 1');

  // The host cancels the night: the team still coming hears of it by mail, once.
  await page.goto('/admin/schedule?weeks=2');
  await item.first().getByRole('button', { name: 'Cancel night' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this night?' })
    .getByRole('button', { name: 'Cancel night' })
    .click();
  await expect(item.first()).toContainText('Cancelled');
  const cancellations = async () =>
    (await mailTo(lateEmail)).filter((mail) =>
      new RegExp(`^Subject: Cancelled: ${eventType} at ${venueName}`, 'm').test(mail),
    );
  await expect.poll(async () => (await cancellations()).length, { timeout: 20_000 }).toBe(1);
  await context.close();
});
