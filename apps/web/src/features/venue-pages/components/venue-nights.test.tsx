import { screen, within } from '@testing-library/react';
import type { NearbyEvent, PublicVenue, VenuePageResponse } from '@trivia/shared';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/entry-server.tsx';
import { OriginContext } from '@/lib/use-origin.ts';
import { renderPage } from '@/testing/render-page.tsx';
import { LiveNightList } from './venue-nights.tsx';
import { VenuePage } from './venue-page.tsx';

/** Friday, Nov 27, 2026, in Nashville; 11:00 PM there is 05:00 UTC the next day. */
const TONIGHT = '2026-11-27';
const ELEVEN_PM_NASHVILLE = new Date('2026-11-28T05:00:00Z');
/** Saturday's 7:00 PM night, three hours long: it ends at 10:00 PM, 04:00 UTC on Sunday. */
const SATURDAY_NIGHT_ENDS = Date.parse('2026-11-29T04:00:00Z');

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

describe('the venue page the server renders at 11 pm in Nashville (decision 219)', () => {
  /** The venue page as the server sends it: a page of islands (decision 189). */
  async function serverPage(): Promise<Document> {
    const rendered = await render(`https://trivia.example/trivia-at-${VENUE.slug}`, {
      venue: { slug: VENUE.slug, response: PAGE },
      islands: true,
    });
    return new DOMParser().parseFromString(rendered?.html ?? '', 'text/html');
  }

  it('lists the nights that are over last, "Over", without "We’re coming", and the next one first', async () => {
    const page = await serverPage();
    const nights = [...page.querySelectorAll('li[data-night]')];
    expect(nights.map((night) => night.querySelector('h3')?.textContent)).toEqual([
      'Saturday Quiz',
      'Brunch Quiz',
      'Matinee Quiz',
    ]);
    const [saturday, ...over] = nights;
    expect(saturday?.textContent).toContain('Next');
    expect(saturday?.textContent).toContain("We're coming");
    for (const night of over) {
      expect(night.textContent).toContain('Over');
      expect(night.textContent).not.toContain("We're coming");
      expect(night.textContent).not.toContain('Add to calendar');
    }
  });

  it('hydrates the nights as it judged them, whatever the visitor’s clock, and is stale once the next night ends', async () => {
    const island = (await serverPage()).querySelector<HTMLElement>('[data-island="nights"]');
    const props = JSON.parse(island?.dataset.props ?? '{}');
    expect(props.judgedAt).toBe(ELEVEN_PM_NASHVILLE.getTime());
    expect(Number(island?.dataset.staleAt)).toBe(SATURDAY_NIGHT_ENDS);
    // The island's first render in a browser whose clock says 10 AM matches the server's markup.
    vi.setSystemTime(new Date('2026-11-27T16:00:00Z'));
    const hydrating = document.createElement('div');
    hydrating.innerHTML = renderToString(
      <OriginContext value="https://trivia.example">
        <LiveNightList {...props} />
      </OriginContext>,
    );
    expect(hydrating.innerHTML).toBe(island?.innerHTML);
  });
});
