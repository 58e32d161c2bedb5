import { screen } from '@testing-library/react';
import type {
  NearbyEvent,
  ProviderPageResponse,
  PublicVenue,
  VenuePageResponse,
} from '@trivia/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page.tsx';
import { ProviderPage } from './provider-page.tsx';
import { VenuePage } from './venue-page.tsx';

const TODAY = '2026-11-24';
/** 8:30 PM on Tuesday, Nov 24 in Nashville: already Wednesday, Nov 25 in UTC. */
const EVENING_CHECK = '2026-11-25T02:30:00.000Z';

const PUB: PublicVenue = {
  id: 'aa01',
  slug: 'music-row-pub-nashville-tn-aa01',
  name: 'Music Row Pub',
  address: '1 Music Sq W, Nashville, TN 37203',
  photoCategory: 'pub',
  timezone: 'America/Chicago',
  town: { name: 'Nashville', stateCode: 'TN', stateName: 'Tennessee', citySlug: 'nashville-tn' },
};

const QUIZ: NearbyEvent = {
  id: 'e1',
  eventType: 'Trivia',
  title: 'Trivia',
  dayOfWeek: 'Wednesday',
  startTime: '19:00',
  frequency: 'weekly',
  providerName: 'Harpeth Quiz Co.',
  verifiedAt: EVENING_CHECK,
  occurrences: [{ date: '2026-11-25', status: 'scheduled' }],
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function serve(path: string, answer: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (asked: string) => {
      if (asked !== path) throw new Error(`unexpected GET ${asked}`);
      return json(answer);
    }),
  );
}

// The page is read on the fixture's day: its night is still to come (decision 166).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T18:00:00Z`));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('"Checked {Mon d}" is the venue’s date (decision 101)', () => {
  it('on the venue page, a host’s evening check in Nashville is that evening’s date', async () => {
    const page: VenuePageResponse = {
      today: TODAY,
      venue: PUB,
      events: [QUIZ],
      nearby: [],
      providers: [],
    };
    serve(`/api/venue-pages/${PUB.slug}`, page);
    renderPage(<VenuePage slug={PUB.slug} />);

    expect(await screen.findByText('Checked Nov 24')).toBeVisible();
    expect(screen.queryByText('Checked Nov 25')).toBeNull();
  });

  it('on the provider page too', async () => {
    const page: ProviderPageResponse = {
      provider: { id: 'p1', slug: 'harpeth-quiz-co-ab12', name: 'Harpeth Quiz Co.' },
      venues: [{ venue: PUB, today: TODAY, events: [QUIZ] }],
    };
    serve('/api/provider-pages/harpeth-quiz-co-ab12', page);
    renderPage(<ProviderPage slug="harpeth-quiz-co-ab12" />);

    expect(await screen.findByText('Checked Nov 24')).toBeVisible();
    expect(screen.queryByText('Checked Nov 25')).toBeNull();
  });
});
