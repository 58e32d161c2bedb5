import { render, screen, within } from '@testing-library/react';
import {
  cityPageSearch,
  type NearbyEvent,
  type NearbyVenue,
  type NearbyVenuesResponse,
} from '@trivia/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render as renderOnServer } from '@/entry-server.tsx';
import { renderPage } from '@/testing/render-page.tsx';
import StartsIn from './starts-in.tsx';
import { TriviaList } from './trivia-list.tsx';

/** Friday, Nov 27, 2026, in Nashville. */
const TONIGHT = '2026-11-27';
/** 11:00 PM in Nashville that night (CST, UTC−6). */
const ELEVEN_PM_NASHVILLE = new Date('2026-11-28T05:00:00Z');
const NASHVILLE = { latitude: 36.1627, longitude: -86.7816, name: 'Nashville, TN' };

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

const venue = (id: string, name: string, distanceMiles: number, events: NearbyEvent[]) =>
  ({
    id,
    slug: `${name.toLowerCase().replaceAll(' ', '-')}-nashville-tn-${id}`,
    name,
    address: `${name}, Nashville, TN`,
    latitude: 36.16,
    longitude: -86.78,
    distanceMiles,
    photoCategory: 'pub',
    timezone: 'America/Chicago',
    events,
  }) satisfies NearbyVenue;

const ANSWER: NearbyVenuesResponse = {
  date: TONIGHT,
  radiusMiles: 30,
  venues: [
    // The nearer venue's nights tonight are both over at 11 pm.
    venue('a001', 'Daytime Tavern', 1, [
      event('brunch', { title: 'Brunch Quiz', startTime: '11:00' }),
      event('matinee', { title: 'Matinee Quiz', startTime: '14:00' }),
    ]),
    venue('a002', 'Late Night Lounge', 2, [
      event('late', { title: 'Late Quiz', startTime: '22:30', endTime: '00:30' }),
    ]),
  ],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ELEVEN_PM_NASHVILLE);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the list at 11 pm in Nashville (decision 166)', () => {
  it('shows the nights that are over as over, after the one still to come, without "We’re coming"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(ANSWER), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderPage(<TriviaList location={NASHVILLE} date={TONIGHT} defaultTab="today" backTo="/" />);
    const cards = await screen.findAllByRole('article');
    // The venue whose nights are over comes after the one with a night still to come.
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Late Night Lounge',
      'Daytime Tavern',
    ]);
    const [late, daytime] = cards as [HTMLElement, HTMLElement];
    expect(within(late).getByRole('button', { name: /^We're coming/ })).toBeVisible();
    expect(daytime).toHaveTextContent('Tonight 11:00 AM');
    expect(within(daytime).getByText('Over')).toBeVisible();
    expect(within(daytime).queryByRole('button', { name: /^We're coming/ })).toBeNull();
    // Only the venue with a night to come is counted.
    expect(screen.getByText('1 venue found within 30 miles')).toBeVisible();
  });
});

describe('a city page the server renders at 11 pm in Nashville (decision 219)', () => {
  it('judges its nights by the server’s clock: the one over last, "Over", without "We’re coming"', async () => {
    const place = {
      ...NASHVILLE,
      slug: 'nashville-tn',
      timezone: 'America/Chicago',
      today: TONIGHT,
    };
    const rendered = await renderOnServer('https://trivia.example/trivia-near-nashville-tn', {
      city: { slug: place.slug, response: { place } },
      nearby: { params: cityPageSearch(place), response: ANSWER },
      islands: true,
    });
    const page = new DOMParser().parseFromString(rendered?.html ?? '', 'text/html');
    const cards = [...page.querySelectorAll('article')];
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Late Night Lounge',
      'Daytime Tavern',
    ]);
    const [late, daytime] = cards;
    expect(late?.textContent).toContain("We're coming");
    expect(daytime?.textContent).toContain('Over');
    expect(daytime?.textContent).not.toContain("We're coming");
    expect(page.body.textContent).toContain('1 venue found within 30 miles');
  });
});

describe('"in 2 h" across a time-zone line', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('counts from the venue’s clock: a Denver visitor, a Los Angeles night', () => {
    // 6:00 PM in Denver, 5:00 PM in Los Angeles: a 7:00 PM night there is 2 h away.
    vi.stubEnv('TZ', 'America/Denver');
    vi.setSystemTime(new Date('2026-11-28T01:00:00Z'));
    render(
      <StartsIn line={{ date: TONIGHT, startTime: '19:00' }} timeZone="America/Los_Angeles" />,
    );
    expect(screen.getByText('in 2 h')).toBeVisible();
  });
});
