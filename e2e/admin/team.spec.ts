import { expect, test } from '@playwright/test';
import { adminNav, DEMO, mailTo, signIn, uniqueEmail } from '../support/accounts.ts';

/** The invitation link mailed to `email` (by a job, decision 063: it may take a poll or two). */
async function invitationLink(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const [mail] = await mailTo(email);
        link = /https?:\/\/\S+\/admin\/invitation\?token=[\w-]+/.exec(mail ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

/** A provider's team, invitations by mail, and Remove. */
test.describe('the team page', () => {
  test('the provider invites a new address as host; the link signs them up into the provider; Remove takes it away; the last admin stays', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('host');
    await signIn(page, DEMO.provider);
    await (await adminNav(page)).getByRole('link', { name: 'Team' }).click();
    const team = page.getByRole('region', { name: 'Music City Trivia Co.' });
    await team.getByLabel('Email').fill(email);
    await team.getByLabel('Role').selectOption('host');
    await team.getByRole('button', { name: 'Invite' }).click();
    await expect(team.getByRole('list', { name: 'Pending invitations' })).toContainText(email);

    const link = await invitationLink(email);

    const guest = await browser.newContext();
    const newcomer = await guest.newPage();
    await newcomer.goto(new URL(link).pathname + new URL(link).search);
    await expect(
      newcomer.getByRole('heading', { name: 'Join Music City Trivia Co.' }),
    ).toBeVisible();
    await expect(newcomer.getByLabel('Email')).toHaveValue(email);
    await newcomer.getByLabel('Name').fill('Hana Host');
    await newcomer.getByLabel('Password').fill('host-secret');
    await newcomer.getByRole('button', { name: 'Create account and join' }).click();
    await expect(newcomer.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const joined = await newcomer.request.get('/api/me');
    expect((await joined.json()).providers).toMatchObject([
      { providerName: 'Music City Trivia Co.' },
    ]);

    await page.reload();
    const members = team.getByRole('list', { name: 'Members' });
    await expect(members).toContainText('Hana Host');
    await members.getByRole('button', { name: 'Remove Hana Host' }).click();
    await expect(members).not.toContainText('Hana Host');
    const removed = await newcomer.request.get('/api/me');
    expect((await removed.json()).providers).toEqual([]);

    // The last admin of the provider cannot be removed.
    await members.getByRole('button', { name: 'Remove Parker Provider' }).click();
    await expect(team.getByRole('alert')).toHaveText(
      'The last admin of a provider cannot be removed',
    );
    await expect(members).toContainText('Parker Provider');
    await guest.close();
  });
});

test('the owner invites someone to one venue; that person sees that venue only', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('bar-staff');
  await signIn(page, DEMO.owner);
  await page.goto('/admin/team');
  // Each team loads on its own: read their names once every one has come in.
  const teams = (await (await page.request.get('/api/admin/teams')).json()).teams;
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(teams.length);
  const teamNames = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(teamNames.length).toBeGreaterThan(1);
  const [chosen, ...others] = teamNames;
  const team = page.getByRole('region', { name: chosen });
  await team.getByLabel('Email').fill(email);
  await team.getByLabel('Role').selectOption('manager');
  await team.getByRole('button', { name: 'Invite' }).click();
  await expect(team.getByRole('list', { name: 'Pending invitations' })).toContainText(email);

  const link = await invitationLink(email);
  const guest = await browser.newContext();
  const staff = await guest.newPage();
  await staff.goto(new URL(link).pathname + new URL(link).search);
  await staff.getByLabel('Name').fill('Bea Barstaff');
  await staff.getByLabel('Password').fill('staff-secret');
  await staff.getByRole('button', { name: 'Create account and join' }).click();
  await expect(staff.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await staff.goto('/admin/venues/my-venues');
  await expect(staff.getByText(chosen ?? '', { exact: true }).first()).toBeVisible();
  for (const other of others) await expect(staff.getByText(other, { exact: true })).toHaveCount(0);
  await guest.close();
});

test("a platform admin opens any provider's team from the Team page", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/team');
  await page.getByLabel("Open a provider's team").selectOption({ label: 'Music City Trivia Co.' });
  await expect(page).toHaveURL(/provider=/);
  const team = page.getByRole('region', { name: 'Music City Trivia Co.' });
  await expect(team.getByRole('list', { name: 'Members' })).toContainText(DEMO.provider.email);
  await expect(team.getByRole('button', { name: 'Invite' })).toBeVisible();
});
