import { randomInt } from 'node:crypto';
import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { confirmAddressByApi, DEMO, registerProvider } from './accounts.ts';
import { createVenueByApi, unique } from './data.ts';

/** A provider account registered in a context of its own, its address confirmed, approved. */
export async function approvedProvider(
  browser: Browser,
  baseURL: string,
  prefix: string,
  contextOptions: BrowserContextOptions = {},
) {
  const context = await browser.newContext(contextOptions);
  const account = await registerProvider(context.request, baseURL, prefix);
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
  return { context, account, providerId: String(me.providers[0].providerId) };
}

/** A fresh approved provider on a phone: its schedule holds only the nights this test makes. */
export async function freshHost(browser: Browser, baseURL: string, address: string) {
  const { context, providerId } = await approvedProvider(browser, baseURL, 'week', {
    viewport: { width: 390, height: 844 },
    timezoneId: 'America/Chicago',
    // Registrations are limited per address (the server trusts the proxy's header in these
    // tests): each spec's host registers from an address of its own, not the others' budget.
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  return { context, providerId };
}

/**
 * A fresh host on a phone (`freshHost`, from an address of its own) with a venue in Franklin and
 * one weekly event there: the host's page, the venue, the event's id and names.
 */
export async function hostWithWeeklyEvent(
  browser: Browser,
  origin: string,
  event: {
    venuePrefix: string;
    address: string;
    typePrefix: string;
    dayOfWeek: string;
    startTime: string;
    maxTeams?: number;
    prizeAmount?: number;
  },
  address = `198.51.${randomInt(256)}.${randomInt(1, 255)}`,
) {
  const { context, providerId } = await freshHost(browser, origin, address);
  const page = await context.newPage();
  const venueName = `${event.venuePrefix} ${unique()}`;
  const venue = await createVenueByApi(page.request, origin, venueName, event.address);
  const eventType = `${event.typePrefix} ${unique()}`;
  const { venuePrefix, typePrefix, address: _, ...rule } = event;
  const created = await page.request.post('/api/admin/events', {
    headers: { origin },
    data: {
      venueId: venue.id,
      providerId,
      eventType,
      frequency: 'weekly',
      isActive: true,
      ...rule,
    },
  });
  expect(created.status()).toBe(201);
  return {
    context,
    page,
    providerId,
    venue,
    venueName,
    eventType,
    eventId: String((await created.json()).id),
  };
}

/**
 * A venue of the host's with one weekly event on each of the days 1, 2 and 4 days from today in
 * Chicago (from tomorrow: a night is on the schedule from its event's creation date, which near
 * midnight UTC is not yet today in Chicago), each named `${prefix} ${days} ${tag}`.
 */
export async function venueWithThreeNights(
  page: Page,
  host: { origin: string; providerId: string },
  venue: { name: string; address: string; prefix: string; tag: string },
) {
  const created = await createVenueByApi(page.request, host.origin, venue.name, venue.address);
  for (const days of [1, 2, 4]) {
    const event = await page.request.post('/api/admin/events', {
      headers: { origin: host.origin },
      data: {
        venueId: created.id,
        providerId: host.providerId,
        eventType: `${venue.prefix} ${days} ${venue.tag}`,
        dayOfWeek: chicagoDay(days).weekday,
        startTime: '19:00',
        frequency: 'weekly',
        isActive: true,
      },
    });
    expect(event.status()).toBe(201);
  }
}

/** A day counted from today in Chicago: its weekday and date. */
export function chicagoDay(daysFromToday: number) {
  const date = new Date(Date.now() + daysFromToday * 86_400_000);
  return {
    weekday: date.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'America/Chicago' }),
    iso: date.toLocaleDateString('en-CA', { timeZone: 'America/Chicago' }),
  };
}

/** `time` (HH:MM) in Chicago on `iso`, whatever its offset that day. */
export function inChicago(iso: string, time: string): Date {
  for (const offset of ['-06:00', '-05:00']) {
    const instant = new Date(`${iso}T${time}:00${offset}`);
    const local = instant.toLocaleTimeString('en-US', {
      timeZone: 'America/Chicago',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    if (local === time) return instant;
  }
  throw new Error(`no ${time} in Chicago on ${iso}`);
}
