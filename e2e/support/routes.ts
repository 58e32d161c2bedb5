import { expect, type Page } from '@playwright/test';
import type { DEMO } from './accounts.ts';

/**
 * Every screen of the public app and of the admin area (spec §2), for the checks that must hold on
 * all of them: no sideways scroll at 390 px, no axe violations.
 */
export const NASHVILLE_LIST = '/?lat=36.1627&lng=-86.7816&name=Nashville%2C+TN';
/**
 * A card's night that is not counted: cancelled ("Cancelled", or "Cancelled — {the host's note}"
 * when its host left one: another spec cancels nights with a note meanwhile), or over by its
 * venue's clock ("Over", decision 166: a daytime night, late in the day, while the specs run).
 */
export const CANCELLED = /^(Cancelled( — |$)|Over$)/;
/** ZIP 59301 (Glendive, MT): no trivia within 30 miles.*/
export const MONTANA_LIST = '/?lat=47.1053&lng=-104.7125&name=Glendive%2C+MT+59301';

/** The demo's Gulch Pizza Kitchen page: weekly nights that take "We're coming", a host, nearby venues. */
export async function gulchPage(page: Page): Promise<string> {
  const nearby = await page.request.get('/api/venues/nearby?lat=36.1519&lng=-86.7838');
  const { venues } = (await nearby.json()) as { venues: { name: string; slug: string }[] };
  const gulch = venues.find((venue) => venue.name === 'Gulch Pizza Kitchen');
  expect(gulch).toBeDefined();
  return `/trivia-at-${gulch?.slug}`;
}

export const PUBLIC_ROUTES = [
  '/',
  `${NASHVILLE_LIST}&tab=today`,
  `${NASHVILLE_LIST}&tab=week`,
  `${NASHVILLE_LIST}&tab=week&view=map`,
  MONTANA_LIST,
  '/beta',
  '/saved',
  '/trivia-near-nashville-tn',
  '/admin/login',
  '/admin/register',
  '/admin/forgot-password',
  '/admin/reset-password',
  '/admin/verify-email',
] as const;

export type Role = keyof typeof DEMO;

const ADMIN_ROUTES = [
  '/admin',
  '/admin/schedule',
  '/admin/venues',
  '/admin/venues/new',
  '/admin/events',
  '/admin/events/new',
  '/admin/reports',
  '/admin/embed',
  '/admin/seasons',
  '/admin/team',
  '/admin/profile',
] as const;

/** The admin routes a role reaches, with one of its venues and events opened. */
export async function adminRoutes(page: Page, role: Role): Promise<string[]> {
  const venues = await page.request.get('/api/admin/venues?page=1&pageSize=1');
  expect(venues.status()).toBe(200);
  const venueId = ((await venues.json()) as { venues: { id: string }[] }).venues[0]?.id;
  const events = await page.request.get('/api/admin/events?page=1&pageSize=1');
  expect(events.status()).toBe(200);
  const eventId = ((await events.json()) as { events: { id: string }[] }).events[0]?.id;
  return [
    ...ADMIN_ROUTES,
    ...(role === 'admin' ? ['/admin/providers'] : ['/admin/venues/my-venues']),
    ...(venueId ? [`/admin/venues/${venueId}`, `/admin/venues/${venueId}/detail`] : []),
    ...(eventId ? [`/admin/events/${eventId}`] : []),
  ];
}

/** The first venue page linked from the Nashville city page. */
export async function aVenuePage(page: Page): Promise<string> {
  await page.goto('/trivia-near-nashville-tn');
  const link = page.locator('a[href^="/trivia-at-"]').first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href')) ?? '';
}

/** Waits until a screen has loaded: no "Loading" text left, the network quiet. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}
