import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, registerProvider, signIn } from '../support/accounts.ts';

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test.describe('editing contact info on a card', () => {
  test('adds an email, removes a phone and changes the note; the change survives a reload', async ({
    page,
    request,
    baseURL,
  }) => {
    // A provider of this test's own, so that no other spec sees its contacts change.
    const { providerName, email } = await registerProvider(
      request,
      baseURL ?? '',
      `editor-${randomBytes(3).toString('hex')}`,
      { phone: '(615) 555-0166' },
    );
    await signIn(page, DEMO.admin);
    await page.goto('/admin/providers');
    const mine = card(page, providerName);
    await expect(mine).toContainText(email);
    await expect(mine).toContainText('(615) 555-0166');

    await mine.getByRole('button', { name: /^Edit/ }).click();
    await expect(mine.getByLabel('Email 1')).toBeFocused();
    await mine.getByRole('button', { name: 'Add email' }).click();
    await expect(mine.getByLabel('Email 2')).toBeFocused();
    await page.keyboard.type('not an email');
    await mine.getByLabel('Note').click();
    await expect(mine.getByText('Enter a valid email address')).toBeVisible();
    await mine.getByLabel('Email 2').fill('bookings@editor.example');
    await expect(mine.getByText('Enter a valid email address')).toHaveCount(0);
    await mine.getByRole('button', { name: 'Remove phone 1' }).click();
    await mine.getByLabel('Note').fill('Prefers email. Call only on weekdays.');
    await mine.getByRole('button', { name: 'Save' }).click();

    // Back in view mode with what was saved.
    await expect(mine.getByRole('button', { name: /^Edit/ })).toBeFocused();
    await expect(mine.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(mine.getByRole('link', { name: 'bookings@editor.example' })).toBeVisible();
    await expect(mine).not.toContainText('(615) 555-0166');
    await expect(mine).toContainText('Prefers email. Call only on weekdays.');
    await expect(mine.getByText('Complete', { exact: true })).toBeVisible();

    await page.reload();
    await expect(mine.getByRole('link', { name: email })).toBeVisible();
    await expect(mine.getByRole('link', { name: 'bookings@editor.example' })).toBeVisible();
    await expect(mine).not.toContainText('(615) 555-0166');
    await expect(mine).toContainText('Prefers email. Call only on weekdays.');
  });

  // The next two never save: they may use the demo data's providers.

  test('Cancel restores the card, and only one card is in edit mode at a time', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin/providers');
    const peach = card(page, 'Peach State Quiz');
    const before = await peach.textContent();

    await peach.getByRole('button', { name: /^Edit/ }).click();
    await peach.getByRole('button', { name: 'Remove email 1' }).click();
    await peach.getByLabel('Address').fill('1 Somewhere Else');
    await peach.getByRole('button', { name: 'Cancel' }).click();
    await expect(peach.getByRole('button', { name: /^Edit/ })).toBeFocused();
    await expect(
      peach.getByRole('link', { name: 'quizmaster@peachstatequiz.example' }),
    ).toBeVisible();
    await expect(peach).toContainText('75 Marietta St NW, Atlanta, GA 30303');
    expect(await peach.textContent()).toBe(before);

    // Opening another card's editor closes this one, discarding its changes.
    await peach.getByRole('button', { name: /^Edit/ }).click();
    await peach.getByLabel('Address').fill('2 Somewhere Else');
    const other = card(page, 'Brain Brew Trivia');
    await other.getByRole('button', { name: /^Edit/ }).click();
    await expect(other.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(peach.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(1);
    expect(await peach.textContent()).toBe(before);
    await other.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });

  test('a failed save shows the message in a red box and keeps the edits', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin/providers');
    const riot = card(page, 'Quiz Riot');
    await riot.getByRole('button', { name: /^Edit/ }).click();
    await riot.getByLabel('Note').fill('Written while signed out');
    // The session ends in another tab, so the save is refused.
    const signOut = await page.request.post('/api/auth/sign-out', {
      headers: { origin: baseURL ?? '' },
      data: {},
    });
    expect(signOut.ok()).toBe(true);

    await riot.getByRole('button', { name: 'Save' }).click();
    await expect(riot.getByRole('alert')).toHaveText('Please sign in to continue.');
    await expect(riot.getByLabel('Note')).toHaveValue('Written while signed out');
    await expect(riot.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
