import { screen, within } from '@testing-library/react';
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
const PROVIDER = { id: 'p1', slug: 'harpeth-quiz-co-ab12', name: 'Harpeth Quiz Co.' };

const venue = (id: string, name: string): PublicVenue => ({
  id,
  slug: `${name.toLowerCase().replaceAll(' ', '-')}-franklin-tn-${id}`,
  name,
  address: `${name}, Franklin, TN 37064`,
  photoCategory: 'pub',
  timezone: 'America/Chicago',
  town: { name: 'Franklin', stateCode: 'TN', stateName: 'Tennessee', citySlug: 'franklin-tn' },
});

const event = (id: string, overrides: Partial<NearbyEvent> = {}): NearbyEvent => ({
  id,
  eventType: 'Trivia',
  title: 'Trivia',
  dayOfWeek: 'Wednesday',
  startTime: '19:00',
  frequency: 'weekly',
  prizeAmount: 50,
  providerName: PROVIDER.name,
  occurrences: [
    { date: '2026-11-25', status: 'cancelled', note: 'Closed for Thanksgiving' },
    { date: '2026-12-02', status: 'scheduled' },
  ],
  ...overrides,
});

const TAPROOM = venue('aa01', 'Main Street Taproom');
const ALEHOUSE = venue('aa02', 'Alehouse');

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The server's answers by path. */
function serve(answers: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (!(path in answers)) throw new Error(`unexpected GET ${path}`);
      return json(answers[path]);
    }),
  );
}

// The pages judge their nights over by the clock (decision 166): the fixtures' today, at noon.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T18:00:00Z`));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the provider page (/trivia-by-{slug})', () => {
  it('shows the provider, one Subscribe for its feed, and each venue with its own nights', async () => {
    const page: ProviderPageResponse = {
      provider: {
        ...PROVIDER,
        website: 'https://www.harpethquiz.example/',
        description: 'Pub quizzes across Williamson County.',
      },
      venues: [
        { venue: ALEHOUSE, today: TODAY, events: [event('e2', { title: 'Pub Quiz' })] },
        { venue: TAPROOM, today: TODAY, events: [event('e1')] },
      ],
    };
    serve({ [`/api/provider-pages/${PROVIDER.slug}`]: page });
    renderPage(<ProviderPage slug={PROVIDER.slug} />);

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Trivia by Harpeth Quiz Co.',
    );
    expect(document.title).toBe('Trivia by Harpeth Quiz Co. | Trivia Near Me');
    expect(screen.getByText('2 venues in Franklin, TN')).toBeVisible();
    expect(screen.getByText('Pub quizzes across Williamson County.')).toBeVisible();
    expect(screen.getByRole('link', { name: /harpethquiz\.example/ })).toHaveAttribute(
      'href',
      'https://www.harpethquiz.example/',
    );
    expect(
      screen.getByRole('link', { name: 'Subscribe in your calendar app', hidden: true }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/\/trivia-by-harpeth-quiz-co-ab12\/calendar\.ics$/),
    );

    const index = screen.getByRole('navigation', { name: 'Venues' });
    expect(within(index).getByRole('link', { name: 'Alehouse' })).toHaveAttribute(
      'href',
      '#venue-aa02',
    );
    const taproom = screen.getByRole('region', { name: 'Main Street Taproom' });
    expect(within(taproom).getByRole('link', { name: 'Main Street Taproom' })).toHaveAttribute(
      'href',
      `/trivia-at-${TAPROOM.slug}`,
    );
    const nights = within(taproom).getAllByRole('listitem');
    expect(nights).toHaveLength(2);
    // The cancelled night as the venue page shows it, with its note; the next one is Next.
    expect(within(nights[0] as HTMLElement).getByText('Closed for Thanksgiving')).toBeVisible();
    expect(within(nights[1] as HTMLElement).getByText('Next')).toBeVisible();
    const alehouse = screen.getByRole('region', { name: 'Alehouse' });
    expect(within(alehouse).getAllByRole('heading', { level: 3, name: 'Pub Quiz' })).toHaveLength(
      2,
    );
  });

  it('says it cannot find an unknown provider', async () => {
    serve({ '/api/provider-pages/nobody-0000': { provider: null, venues: [] } });
    renderPage(<ProviderPage slug="nobody-0000" />);
    expect(
      await screen.findByRole('heading', { name: "We couldn't find this trivia host" }),
    ).toBeVisible();
    expect(document.title).toBe('Trivia host not found | Trivia Near Me');
  });
});

describe("the venue page's hosts", () => {
  it("links each public host to its page, under the address and as the event's Host", async () => {
    const page: VenuePageResponse = {
      today: TODAY,
      venue: TAPROOM,
      events: [event('e1'), event('e3', { title: 'Bingo', providerName: 'Hidden Host' })],
      nearby: [],
      providers: [{ slug: PROVIDER.slug, name: PROVIDER.name, eventIds: ['e1'] }],
    };
    serve({ [`/api/venue-pages/${TAPROOM.slug}`]: page });
    renderPage(<VenuePage slug={TAPROOM.slug} />);

    const hosted = await screen.findByText('Hosted by');
    expect(within(hosted).getByRole('link', { name: PROVIDER.name })).toHaveAttribute(
      'href',
      `/trivia-by-${PROVIDER.slug}`,
    );
    const about = screen.getByRole('region', { name: 'About the trivia' });
    expect(within(about).getByRole('link', { name: PROVIDER.name })).toHaveAttribute(
      'href',
      `/trivia-by-${PROVIDER.slug}`,
    );
    // A host without a public page keeps its name, unlinked.
    expect(within(about).getByText('Hidden Host')).toBeVisible();
    expect(within(about).queryByRole('link', { name: 'Hidden Host' })).toBeNull();
  });
});
