import { screen, within } from '@testing-library/react';
import type { NearbyEvent, PublicVenue, VenuePageResponse } from '@trivia/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page.tsx';
import { VenuePage } from './venue-page.tsx';

/** Friday, Nov 27, 2026, in Nashville; 11:00 PM there is 05:00 UTC the next day. */
const TONIGHT = '2026-11-27';
const ELEVEN_PM_NASHVILLE = new Date('2026-11-28T05:00:00Z');

const VENUE: PublicVenue = {
  id: 'bb01',
  slug: 'music-row-pub-nashville-tn-bb01',
  name: 'Music Row Pub',
  address: '1 Music Row, Nashville, TN 37203',
  photoCategory: 'pub',
  timezone: 'America/Chicago',
  town: { name: 'Nashville', stateCode: 'TN', stateName: 'Tennessee', citySlug: 'nashville-tn' },
};

const event = (id: string, overrides: Partial<NearbyEvent>): NearbyEvent => ({
  id,
  eventType: 'Trivia',
  title: 'Trivia',
  dayOfWeek: 'Friday',
  startTime: '19:00',
  frequency: 'weekly',
  occurrences: [{ date: TONIGHT, status: 'scheduled' }],
  ...overrides,
});

const PAGE: VenuePageResponse = {
  today: TONIGHT,
  venue: VENUE,
  events: [
    event('brunch', { title: 'Brunch Quiz', startTime: '11:00' }),
    event('matinee', { title: 'Matinee Quiz', startTime: '14:00' }),
    event('saturday', {
      title: 'Saturday Quiz',
      dayOfWeek: 'Saturday',
      occurrences: [{ date: '2026-11-28', status: 'scheduled' }],
    }),
  ],
  nearby: [],
  providers: [],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ELEVEN_PM_NASHVILLE);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path !== `/api/venue-pages/${VENUE.slug}`) throw new Error(`unexpected GET ${path}`);
      return new Response(JSON.stringify(PAGE), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the venue page at 11 pm in Nashville (decision 166)', () => {
  it('marks the next night not over "Next", and lists the nights over last, muted, without "We’re coming"', async () => {
    renderPage(<VenuePage slug={VENUE.slug} />);
    const list = within(
      (await screen.findByRole('heading', { level: 2, name: /Trivia nights/ })).closest(
        'section',
      ) as HTMLElement,
    ).getByRole('list');
    const nights = within(list).getAllByRole('listitem');
    expect(nights.map((night) => within(night).getByRole('heading').textContent)).toEqual([
      'Saturday Quiz',
      'Brunch Quiz',
      'Matinee Quiz',
    ]);
    const [saturday, brunch, matinee] = nights as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(saturday).getByText('Next')).toBeVisible();
    expect(within(saturday).getByRole('button', { name: /^We're coming/ })).toBeVisible();
    for (const over of [brunch, matinee]) {
      expect(within(over).queryByText('Next')).toBeNull();
      expect(within(over).getByText('Over')).toBeVisible();
      expect(within(over).queryByRole('button', { name: /^We're coming/ })).toBeNull();
    }
    expect(brunch).toHaveTextContent('Tonight11:00 AM');
  });
});
