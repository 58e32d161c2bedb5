import { type Browser, expect } from '@playwright/test';
import { confirmAddressByApi, DEMO, registerProvider } from './accounts.ts';

/** A fresh approved provider on a phone: its schedule holds only the nights this test makes. */
export async function freshHost(browser: Browser, baseURL: string, address: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    timezoneId: 'America/Chicago',
    // Registrations are limited per address (the server trusts the proxy's header in these
    // tests): each spec's host registers from an address of its own, not the others' budget.
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  const account = await registerProvider(context.request, baseURL, 'week');
  await confirmAddressByApi(context.request, baseURL, account.email);
  const me = await (await context.request.get('/api/me')).json();
  const admin = await browser.newContext();
  await admin.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: DEMO.admin,
  });
  const approved = await admin.request.post(
    `/api/admin/providers/${me.providers[0].providerId}/approve`,
    { headers: { origin: baseURL } },
  );
  expect(approved.ok()).toBe(true);
  await admin.close();
  return { context, providerId: String(me.providers[0].providerId) };
}

/** A day counted from today in Chicago: its weekday and date. */
export function chicagoDay(daysFromToday: number) {
  const date = new Date(Date.now() + daysFromToday * 86_400_000);
  return {
    weekday: date.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'America/Chicago' }),
    iso: date.toLocaleDateString('en-CA', { timeZone: 'America/Chicago' }),
  };
}
