import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

export const unique = () => Math.random().toString(36).slice(2, 8);

/** Today's weekday where the browser is (Playwright uses this machine's time zone). */
export function todaysWeekday(): string {
  return new Date().toLocaleDateString('en-US', { weekday: 'long' });
}

/** Today's date (YYYY-MM-DD) where the browser is. */
export function todaysDate(): string {
  return new Date().toLocaleDateString('en-CA');
}

/** Creates a venue through the admin API as the signed-in user of `request`. */
export async function createVenueByApi(
  request: APIRequestContext,
  origin: string,
  name: string,
  address: string,
) {
  const response = await request.post('/api/admin/venues', {
    headers: { origin },
    data: { nameOriginal: name, addressOriginal: address },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; latitude: number; longitude: number };
}

export async function createEventByApi(
  request: APIRequestContext,
  origin: string,
  event: {
    venueId: string;
    eventType: string;
    dayOfWeek: string;
    startTime?: string;
    endTime?: string;
  },
) {
  const response = await request.post('/api/admin/events', {
    headers: { origin },
    data: { providerId: null, startTime: '19:00', frequency: 'weekly', isActive: true, ...event },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}
